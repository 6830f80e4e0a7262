package gen

import "github.com/pclgen/pclgen/model"

// ChosenConditional is the intrinsic that PlainConditionals puts in place of
// a conditional whose condition is plain and whose result is eventual: its
// arguments are the condition and the two branches. A backend prints it as
// a choice between the branches' outputs made before any apply, so that a
// branch that must not be evaluated (a resource that does not exist when the
// condition is false) is never read, as an apply over both branches' outputs
// would read it.
const ChosenConditional = "__chosen"

// PlainConditionals returns e with its conditional expressions of plain
// condition and eventual result turned into ChosenConditional calls.
func PlainConditionals(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	e = MapChildren(e, PlainConditionals)
	x, ok := e.(*model.ConditionalExpression)
	if !ok {
		return e
	}
	if o, _ := model.ContainsEventuals(x.Condition.Type()); o {
		return e
	}
	if o, _ := model.ContainsEventuals(x.Type()); !o {
		return e
	}
	typ := model.NewOutputType(model.ResolveOutputs(x.Type()))
	sig := model.StaticSignature{
		Parameters: []model.Parameter{
			{Name: "condition", Type: x.Condition.Type()},
			{Name: "whenTrue", Type: x.TrueResult.Type()},
			{Name: "whenFalse", Type: x.FalseResult.Type()},
		},
		ReturnType: typ,
	}
	args := []model.Expression{Unparenthesized(x.Condition), Unparenthesized(x.TrueResult), Unparenthesized(x.FalseResult)}
	return model.NewFunctionCallExpression(ChosenConditional, sig, args, false, typ)
}

// Unparenthesized returns e without the parentheses around it.
func Unparenthesized(e model.Expression) model.Expression {
	for {
		p, ok := e.(*model.ParenthesesExpression)
		if !ok {
			return e
		}
		e = p.Expression
	}
}
