package typescript

import (
	"testing"

	"github.com/pclgen/pclgen/binder"
)

// TestEveryBuiltinHasAnEmitter fails when the binder's table has a builtin
// the TypeScript backend cannot print, or the backend has an emitter for a
// name the binder does not know.
func TestEveryBuiltinHasAnEmitter(t *testing.T) {
	names := map[string]bool{}
	for _, name := range binder.BuiltinNames() {
		names[name] = true
		if builtinEmitters[name] == nil {
			t.Errorf("builtin %q has no TypeScript emitter", name)
		}
	}
	for name := range builtinEmitters {
		if !names[name] {
			t.Errorf("emitter %q is not a builtin of the binder", name)
		}
	}
}
