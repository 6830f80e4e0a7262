package interp

import (
	"testing"

	"github.com/pclgen/pclgen/gen"
)

// TestBuiltinNullArgs checks gen.BuiltinArgAcceptsNull, which backends
// read to assert arguments present, against the builtins' own parameters:
// an argument accepts null exactly where the interpreter's function does.
func TestBuiltinNullArgs(t *testing.T) {
	for name, fn := range builtinFunctionTable(&BuiltinEnv{}) {
		params := fn.Params()
		for i, p := range params {
			if got := gen.BuiltinArgAcceptsNull(name, i); got != p.AllowNull {
				t.Errorf("gen.BuiltinArgAcceptsNull(%q, %d) = %v, but the interpreter's parameter %s has AllowNull %v", name, i, got, p.Name, p.AllowNull)
			}
		}
		if vp := fn.VarParam(); vp != nil {
			// The first variadic argument (lookup's default), and a second
			// one where every argument is variadic (try's).
			last := len(params)
			if last == 0 {
				last = 1
			}
			for i := len(params); i <= last; i++ {
				if got := gen.BuiltinArgAcceptsNull(name, i); got != vp.AllowNull {
					t.Errorf("gen.BuiltinArgAcceptsNull(%q, %d) = %v, but the interpreter's variadic parameter %s has AllowNull %v", name, i, got, vp.Name, vp.AllowNull)
				}
			}
		}
	}
}
