package gen

import "github.com/pclgen/pclgen/model"

// RangeCollection returns rng, a range, typed as model.CollectionOfUnion has
// its type when rng is a conditional whose type is a union of collections
// (flag ? names : ["a", "b"], a list and a tuple): each branch converts to
// that collection, which the backends print the conditional as.
func RangeCollection(rng model.Expression) model.Expression {
	cond, ok := Unparenthesized(rng).(*model.ConditionalExpression)
	if !ok {
		return rng
	}
	resolved := model.ResolveOutputs(rng.Type())
	t := model.CollectionOfUnion(resolved)
	if t == resolved {
		return rng
	}
	switch o, p := model.ContainsEventuals(rng.Type()); {
	case o:
		t = model.NewOutputType(t)
	case p:
		t = model.NewPromiseType(t)
	}
	return model.NewConditionalExpression(cond.Condition, cond.TrueResult, cond.FalseResult, t)
}
