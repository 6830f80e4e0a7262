package python

import (
	"testing"

	"github.com/pclgen/pclgen/binder"
)

// TestEveryBuiltinHasAnEmitter fails when the binder's table has a builtin
// the Python backend cannot print, or the backend has an emitter for a name
// the binder does not know.
func TestEveryBuiltinHasAnEmitter(t *testing.T) {
	names := map[string]bool{}
	for _, name := range binder.BuiltinNames() {
		names[name] = true
		if builtinEmitters[name] == nil {
			t.Errorf("builtin %q has no Python emitter", name)
		}
	}
	for name := range builtinEmitters {
		if !names[name] {
			t.Errorf("emitter %q is not a builtin of the binder", name)
		}
	}
}

// TestEveryHelperHasASource fails when an emitter uses a helper function
// the module cannot define.
func TestEveryHelperHasASource(t *testing.T) {
	for _, name := range []string{"can", "not_implemented", "recover", "single_or_none", "try"} {
		if helperSources[name] == "" {
			t.Errorf("helper %q has no definition", name)
		}
	}
}
