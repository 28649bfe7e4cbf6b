package openapi

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// Every golden operation page decodes and encodes back to the same bytes:
// the Markdown twins read what the React side reads, examples in their order.
func TestOperationRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/petstore/operations/*.json")
	files = append(files, "testdata/golden/petstore/index.json")
	if len(files) < 5 {
		t.Fatalf("golden files missing: %v", files)
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var v any = &Operation{}
		if filepath.Base(f) == "index.json" {
			v = &Index{}
		}
		if err := json.Unmarshal(raw, v); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var out bytes.Buffer
		enc := json.NewEncoder(&out)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(v); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(bytes.TrimSpace(out.Bytes()), bytes.TrimSpace(raw)) {
			t.Errorf("%s: decoding and encoding again changed it:\n%s", f, out.String())
		}
	}
}

func TestValueKeepsKeyOrder(t *testing.T) {
	var v Value
	if err := json.Unmarshal([]byte(`{"z":1,"a":[true,null,"x",{"k":1.50}],"m":{}}`), &v); err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(&v)
	if string(got) != `{"z":1,"a":[true,null,"x",{"k":1.50}],"m":{}}` {
		t.Errorf("got %s", got)
	}
}
