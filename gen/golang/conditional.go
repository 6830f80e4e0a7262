package golang

import (
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// conditionalName is the intrinsic a conditional expression whose
// condition is plain and whose result is an output becomes before the
// applies are lowered: __chosen(cond, whenTrue, whenFalse). Its branches
// are lowered each on its own and it prints as an if statement choosing
// one Output, so that the branch the condition does not pick is never
// evaluated: PCL ignores what would fail there (the id of a resource
// created only when a config is true, a nil *T in Go), where an apply
// over both branches' outputs would read it.
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

// plainConditional prints __chosen(cond, t, f) as a function literal that
// returns the Output of the branch cond picks.
func (c *fnCtx) plainConditional(x *model.FunctionCallExpression) string {
	t := model.ResolveOutputs(x.Type())
	outT := c.f.outputType(t)
	if len(x.Args) != 3 || outT == "" {
		c.f.g.errorf(x.Range(), "Unsupported conditional", "The Go generator cannot generate this conditional, whose result is eventual.")
		return "nil"
	}
	branch := func(in *fnCtx, e model.Expression) string {
		var s, bt string
		if isGoOutput(e) {
			s = in.receiver(e)
			bt = c.f.outputType(e.Type())
			if strings.HasSuffix(s, ".ToStringOutput()") {
				bt = c.f.pulumi() + ".StringOutput"
			}
		} else {
			bt = c.f.outputType(e.Type())
			if bt == "" {
				c.f.g.errorf(e.Range(), "Unsupported conditional", "The Go generator cannot make an Output of this branch.")
				return "nil"
			}
			s = c.f.pulumi() + ".ToOutput(" + in.plainAs(e, e.Type(), precLowest) + ").(" + bt + ")"
		}
		if bt == outT {
			return s
		}
		if strings.HasSuffix(outT, "PtrOutput") && strings.TrimSuffix(outT, "PtrOutput") == strings.TrimSuffix(bt, "Output") {
			return s + ".To" + outT[strings.LastIndex(outT, ".")+1:] + "()"
		}
		c.f.g.errorf(e.Range(), "Unsupported conditional", "The Go generator cannot convert this branch (%s) to %s.", bt, outT)
		return "nil"
	}
	return c.iife(outT, func(in *fnCtx) {
		in.out.WriteString("if " + in.plainAs(x.Args[0], model.BoolType, precLowest) + " {\n")
		in.out.WriteString("return " + branch(in, x.Args[1]) + "\n}\n")
		in.out.WriteString("return " + branch(in, x.Args[2]) + "\n")
	})
}
