package interp

import (
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
	"github.com/zclconf/go-cty/cty"
)

// This file computes the upper bound of a value's secrecy (Options.Taint).
//
// PCL's values carry the secrecy of what they are computed from, and a
// run's values carry it precisely: a conditional is secret when its
// condition or the branch it selects is, a for expression over no element
// is not secret whatever its filter reads. A generated program is no less
// secret than that (the lower bound: losing a secret is a defect), but it
// may be more: an SDK's apply over a condition and both branches, or over a
// whole range, gives a result secret when any of them is. The upper bound
// is what such a program gives: a value is secret when anything its
// expression reads is. A generated program that marks a value secret
// beyond it made the secret up.

// readMarks returns the marks of everything e reads in s: of each
// reference's value (its marks and those of the values inside it) and a
// secret mark for each call of secret, except what unsecret reads. A
// reference that does not evaluate in s (a for expression's own variable)
// adds nothing: what it stands for is read by its collection.
func (r *runner) readMarks(s *scope, e model.Expression) cty.ValueMarks {
	marks := cty.ValueMarks{}
	env := r.env(s)
	model.Walk(e, func(x model.Expression) bool {
		switch x := x.(type) {
		case *model.FunctionCallExpression:
			switch x.Name {
			case "unsecret":
				return false
			case "secret":
				marks[SecretMark] = struct{}{}
			}
		case *model.ScopeTraversalExpression:
			v, diags := eval.Evaluate(x, env)
			if diags.HasErrors() {
				return false
			}
			_, pvm := v.UnmarkDeepWithPaths()
			for _, pm := range pvm {
				for m := range pm.Marks {
					marks[m] = struct{}{}
				}
			}
			return false
		}
		return true
	})
	return marks
}
