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
// time: a conditional's value is its branch's, of the branch's type, not
// converted to the type that unifies the branches (true ? {} : {a = "x"} is
// the empty object, equal to {}; fuzz seed 12815), except where the
// branches convert to a list or set (true ? [] : [1] is an empty list of
// ints, which the empty tuple [] is not).
func valueTypes(e model.Expression, types []model.Type) []model.Type {
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return valueTypes(x.Expression, types)
	case *model.ConditionalExpression:
		if !eval.BranchesUnifyAsCollection(x.TrueResult.Type(), x.FalseResult.Type()) {
			return valueTypes(x.FalseResult, valueTypes(x.TrueResult, types))
		}
	case *model.FunctionCallExpression:
		if x.Name == ChosenConditional && len(x.Args) == 3 && !eval.BranchesUnifyAsCollection(x.Args[1].Type(), x.Args[2].Type()) {
			return valueTypes(x.Args[2], valueTypes(x.Args[1], types))
		}
	}
	return append(types, e.Type())
}
