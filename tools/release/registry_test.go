package release

import (
	"strings"
	"testing"
)

func TestNpmEnvLeavesTheRegistryOut(t *testing.T) {
	t.Setenv("npm_config_registry", "http://127.0.0.1:1/")
	t.Setenv("NPM_CONFIG_REGISTRY", "http://127.0.0.1:2/")
	t.Setenv("npm_config_userconfig", "/dev/null")
	var kept bool
	for _, kv := range npmEnv() {
		if strings.HasPrefix(strings.ToLower(kv), "npm_config_registry=") {
			t.Errorf("npmEnv keeps %s", kv)
		}
		kept = kept || kv == "npm_config_userconfig=/dev/null"
	}
	if !kept {
		t.Error("npmEnv dropped npm_config_userconfig too")
	}
}
