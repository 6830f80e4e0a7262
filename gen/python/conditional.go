package python

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// conditionalName is the intrinsic a conditional expression whose
// condition is plain and whose result is an output becomes before the
// applies are lowered: __chosen(cond, whenTrue, whenFalse). Its
// branches are lowered each on its own, and it prints as Python's
// conditional expression, so that the branch the condition does not pick
// is never evaluated: PCL ignores what would fail there (the attribute of
// a resource created only when a config is true, say), where an apply
// over both branches' outputs would read it.
const conditionalName = "__chosen"

// plainConditionals returns e with its conditional expressions of plain
// condition and eventual result turned into __chosen calls.
func plainConditionals(e model.Expression) model.Expression {
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
	args := []model.Expression{unparen(x.Condition), unparen(x.TrueResult), unparen(x.FalseResult)}
	return model.NewFunctionCallExpression(conditionalName, sig, args, false, typ)
}

// unparen returns e without the parentheses around it.
func unparen(e model.Expression) model.Expression {
	for {
		p, ok := e.(*model.ParenthesesExpression)
		if !ok {
			return e
		}
		e = p.Expression
	}
}

// plainConditional prints __chosen(cond, t, f) as `t if cond else
// f`, each branch an output (pulumi.Output.from_input of a plain one).
func (c *fnCtx) plainConditional(x *model.FunctionCallExpression) (code, int) {
	if len(x.Args) != 3 {
		return c.errorf(x.Range(), "Unsupported conditional", "The Python generator cannot generate this conditional."), precPrimary
	}
	branch := func(e model.Expression) code {
		if isOutput(e) {
			return c.expr(e, precTernary+1)
		}
		return call(c.f.pulumi()+".Output.from_input", c.expr(e, precLambda+1))
	}
	return ternary(branch(x.Args[1]), c.expr(x.Args[0], precTernary+1), branch(x.Args[2])), precTernary
}
