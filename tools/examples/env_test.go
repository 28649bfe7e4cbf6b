package examples

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
)

// Tools are the programs the checkers run, with the Debian package that
// installs each: a test that cannot run one fails and names the package,
// so a machine without it never passes by checking less.
var Tools = []struct{ Cmd, Package string }{
	{"bash", "bash"},
	{"nginx", "nginx-light"},
	{"caddy", "caddy"},
	{"openssl", "openssl"},
	{"python3", "python3"},
	{"node", "nodejs"},
	{"php", "php-cli"},
	{"go", "golang (or the Go toolchain from go.dev)"},
	{"gofmt", "golang (or the Go toolchain from go.dev)"},
}

// Env is one run of the checkers: a scratch folder and a self-signed
// certificate that nginx and Caddy examples load in place of the reader's.
type Env struct {
	dir      string
	certOnce sync.Once
	cert     [2]string // certificate and key files
	certErr  error
}

// NewEnv makes the scratch folder under dir.
func NewEnv(dir string) *Env { return &Env{dir: dir} }

// Missing lists the tools that are not on PATH, as "cmd (apt-get install
// -y package)".
func Missing() []string {
	var out []string
	for _, t := range Tools {
		if _, err := exec.LookPath(t.Cmd); err != nil {
			out = append(out, fmt.Sprintf("%s (apt-get install -y %s)", t.Cmd, t.Package))
		}
	}
	return out
}

// logPrefixRe is the time and process of an nginx message, noise in a test.
var logPrefixRe = regexp.MustCompile(`(?m)^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d \[\w+\] \d+#\d+: `)

// run runs a tool in dir and returns its output as the error when it fails.
func run(dir string, env []string, name string, args ...string) error {
	if _, err := exec.LookPath(name); err != nil {
		for _, t := range Tools {
			if t.Cmd == name {
				return fmt.Errorf("%s is not installed: apt-get install -y %s", name, t.Package)
			}
		}
		return err
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		msg := strings.ReplaceAll(out.String(), dir+string(filepath.Separator), "")
		msg = strings.TrimSpace(logPrefixRe.ReplaceAllString(msg, ""))
		if msg == "" {
			msg = err.Error()
		}
		return fmt.Errorf("%s: %s", name, msg)
	}
	return nil
}

// certificate makes, once per run, a self-signed certificate and its key.
func (e *Env) certificate() ([2]string, error) {
	e.certOnce.Do(func() {
		cert, key := filepath.Join(e.dir, "test-cert.pem"), filepath.Join(e.dir, "test-key.pem")
		e.certErr = run(e.dir, nil, "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
			"-nodes", "-days", "2", "-subj", "/CN=chat.example.com", "-keyout", key, "-out", cert)
		e.cert = [2]string{cert, key}
	})
	return e.cert, e.certErr
}

func write(dir, name, text string) (string, error) {
	p := filepath.Join(dir, name)
	return p, os.WriteFile(p, []byte(text+"\n"), 0o644)
}
