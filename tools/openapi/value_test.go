package openapi

import (
	"encoding/json"
	"testing"
)

func TestValueKeepsKeyOrder(t *testing.T) {
	v, problems := parseJSON([]byte(`{"z":1,"a":[true,null,"x",{"k":1.50}],"m":{}}`))
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	got, _ := json.Marshal(v)
	if string(got) != `{"z":1,"a":[true,null,"x",{"k":1.50}],"m":{}}` {
		t.Errorf("got %s", got)
	}
}
