package gen

import (
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
)

// TestSecretResult walks the shapes a secret can hide in within a
// function's result: a top-level property, an object's property, a list's
// or map's element, a union's alternative, and a recursive type (which
// must end).
func TestSecretResult(t *testing.T) {
	const pkg = `{
  "name": "s", "version": "1.0.0",
  "types": {
    "s:index:Inner": {"type": "object", "properties": {"key": {"type": "string", "secret": true}}},
    "s:index:Plain": {"type": "object", "properties": {"key": {"type": "string"}}},
    "s:index:Node": {"type": "object", "properties": {"next": {"$ref": "#/types/s:index:Node"}, "value": {"type": "string"}}}
  },
  "functions": {
    "s:index:top": {"outputs": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string", "secret": true}}}},
    "s:index:object": {"outputs": {"type": "object", "properties": {"o": {"$ref": "#/types/s:index:Inner"}}}},
    "s:index:list": {"outputs": {"type": "object", "properties": {"l": {"type": "array", "items": {"$ref": "#/types/s:index:Inner"}}}}},
    "s:index:map": {"outputs": {"type": "object", "properties": {"m": {"type": "object", "additionalProperties": {"$ref": "#/types/s:index:Inner"}}}}},
    "s:index:union": {"outputs": {"type": "object", "properties": {"u": {"oneOf": [{"type": "string"}, {"$ref": "#/types/s:index:Inner"}]}}}},
    "s:index:plain": {"outputs": {"type": "object", "properties": {"p": {"$ref": "#/types/s:index:Plain"}, "l": {"type": "array", "items": {"type": "string"}}}}},
    "s:index:recursive": {"outputs": {"type": "object", "properties": {"n": {"$ref": "#/types/s:index:Node"}}}},
    "s:index:scalar": {"outputs": {"type": "string", "secret": true}},
    "s:index:none": {}
  }
}`
	l := schema.NewLoaderFrom(schema.Bytes(map[string][]byte{"s-1.0.0.json": []byte(pkg)}))
	p, err := l.Load("s", "1.0.0")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		fn   string
		want bool
	}{
		{"top", true}, {"object", true}, {"list", true}, {"map", true}, {"union", true},
		{"plain", false}, {"recursive", false}, {"none", false},
		// A scalar result is invoked in its output form anyway.
		{"scalar", false},
	} {
		t.Run(tc.fn, func(t *testing.T) {
			fn, err := p.Function("s:index:" + tc.fn)
			if err != nil {
				t.Fatal(err)
			}
			if got := SecretResult(fn); got != tc.want {
				t.Errorf("SecretResult(%s) = %v, want %v", tc.fn, got, tc.want)
			}
		})
	}
}
