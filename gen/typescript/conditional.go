package typescript

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// conditionalName is the intrinsic a conditional expression whose
// condition is plain and whose result is an output becomes before the
// applies are lowered: __chosen(cond, whenTrue, whenFalse). Its branches
// are lowered each on its own and it prints as TypeScript's conditional
// operator, so that the branch the condition does not pick is never
// evaluated: PCL ignores what would fail there (the id of a resource
// created only when a config is true, say), where an apply over both
// branches' outputs would read it.
const conditionalName = "__chosen"

// plainConditionals returns e with its conditional expressions of plain
// condition and eventual result turned into __chosen calls.
func plainConditionals(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	e = gen.MapChildren(e, plainConditionals)
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
	args := []model.Expression{unparenthesized(x.Condition), unparenthesized(x.TrueResult), unparenthesized(x.FalseResult)}
	return model.NewFunctionCallExpression(conditionalName, sig, args, false, typ)
}

// unparenthesized returns e without the parentheses around it.
func unparenthesized(e model.Expression) model.Expression {
	for {
		p, ok := e.(*model.ParenthesesExpression)
		if !ok {
			return e
		}
		e = p.Expression
	}
}

// plainConditional prints __chosen(cond, t, f) as `cond ? t : f`, each
// branch an output (pulumi.output of a plain one).
func (c *fnCtx) plainConditional(x *model.FunctionCallExpression) (string, int) {
	if len(x.Args) != 3 {
		c.f.g.errorf(x.Range(), "Unsupported conditional", "The TypeScript generator cannot generate this conditional.")
		return "undefined", precPrimary
	}
	branch := func(e model.Expression) string {
		if isOutput(e) {
			return c.expr(e, precCond)
		}
		return c.f.pulumi() + ".output(" + c.expr(e, precCond) + ")"
	}
	return c.expr(x.Args[0], precNullish) + " ? " + branch(x.Args[1]) + " : " + branch(x.Args[2]), precCond
}
