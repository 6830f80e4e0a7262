package python

import (
	"github.com/pclgen/pclgen/model"
)

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
