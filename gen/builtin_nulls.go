package gen

// nullArgs are the builtin arguments that accept null, by builtin: the
// position of each such argument, or -1 for all of them. PCL
// refuses null in every other builtin argument (the interpreter's
// functions say so; interp's TestBuiltinNullArgs checks the table against
// them).
var nullArgs = map[string][]int{
	"can":      {0},
	"lookup":   {2},
	"recover":  {0, 1},
	"secret":   {0},
	"toJSON":   {0},
	"try":      {-1},
	"unsecret": {0},
}

// BuiltinArgAcceptsNull reports whether argument i of a call of the
// builtin name accepts null. A backend whose target refuses an
// optional value where a value is required (TypeScript's and Python's type
// checkers) asserts the others present, failing as PCL does.
func BuiltinArgAcceptsNull(name string, i int) bool {
	for _, p := range nullArgs[name] {
		if p == i || p == -1 {
			return true
		}
	}
	return false
}
