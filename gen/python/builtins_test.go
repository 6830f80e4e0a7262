package python

import "testing"

// TestEveryHelperHasASource fails when an emitter uses a helper function
// the module cannot define. (gen's TestEveryBuiltinInEveryBackend checks
// that every builtin has an emitter.)
func TestEveryHelperHasASource(t *testing.T) {
	for _, name := range []string{"can", "not_implemented", "recover", "single_or_none", "try"} {
		if helperSources[name] == "" {
			t.Errorf("helper %q has no definition", name)
		}
	}
}
