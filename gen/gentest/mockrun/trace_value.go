package mockrun

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/interp/trace"
)

// TraceValue returns, for a driver's tests, the JSON of the value at a path
// of dotted keys in the canonical JSON form of tr ("null" where there is
// none); a key picks a list's element by its urn or name. HTML characters
// are not escaped.
func TraceValue(t testing.TB, tr *trace.Trace, path string) string {
	t.Helper()
	var v any
	if err := json.Unmarshal(tr.Canonical(), &v); err != nil {
		t.Fatal(err)
	}
	for _, k := range strings.Split(path, ".") {
		switch c := v.(type) {
		case map[string]any:
			v = c[k]
		case []any:
			var found any
			for _, e := range c {
				if m, ok := e.(map[string]any); ok && (m["urn"] == k || m["name"] == k) {
					found = e
				}
			}
			v = found
		default:
			v = nil
		}
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
