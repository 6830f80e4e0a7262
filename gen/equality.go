package gen

import (
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// DistinctOperands reports whether the values of the expressions a and b
// can never be equal, unless both are null: each type either may have at
// run time is distinct from each of the other's (eval.DistinctTypes).
// Backends print such an equality as "both are null", for their own ==
// would convert, compare by reference, or not compile.
func DistinctOperands(a, b model.Expression) bool {
	for _, ta := range valueTypes(a, nil) {
		for _, tb := range valueTypes(b, nil) {
			if !eval.DistinctTypes(ta, tb) {
				return false
			}
		}
	}
	return true
}

// valueTypes appends to types the types the value of e may have at run
// time (each of a union's, but none): a conditional's value is its
// branch's, of the branch's type, not converted to the type that unifies
// the branches (true ? {} : {a = "x"} is the empty object, equal to {};
// fuzz seed 12815), except where the branches convert to a list or set
// (true ? [] : [1] is an empty list of ints, which the empty tuple [] is
// not).
func valueTypes(e model.Expression, types []model.Type) []model.Type {
	e = Unparenthesized(e)
	if t, f, ok := Branches(e); ok && !eval.BranchesUnifyAsCollection(t.Type(), f.Type()) {
		return valueTypes(f, valueTypes(t, types))
	}
	if u, ok := e.Type().(*model.UnionType); ok {
		// Each type of a union, but null (which both operands being null
		// is equal to, as the backends print such an equality).
		for _, et := range u.ElementTypes {
			if et != model.NoneType {
				types = append(types, et)
			}
		}
		return types
	}
	return append(types, e.Type())
}
