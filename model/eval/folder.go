package eval

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// Folder evaluates the constants of one program in one environment and
// remembers the value of every operation it evaluated, so that asking for
// the value of an expression and then of each of its operands (as a check
// that walks an expression does) costs time linear in the expression's
// size: without it, a chain of n operations is evaluated n times over
// (`1 + 1 + ... + 1` of 40,000 terms took minutes to bind).
//
// Only operations evaluated outside for expressions and splats are
// remembered: inside them a value depends on the element being visited.
// The expressions must not change while the Folder is in use.
type Folder struct {
	// ev evaluates every expression, with the remembered operations.
	ev *exprEvaluator
}

// NewFolder returns a Folder that evaluates in env.
func NewFolder(env Env) *Folder {
	return &Folder{ev: &exprEvaluator{env: env, locals: map[model.Definition]cty.Value{},
		items: map[*model.SplatItemExpression]cty.Value{}, memo: map[model.Expression]memoResult{}}}
}

// Evaluate is Evaluate(expr, env) with f's environment, reusing the values
// of the operations f has evaluated before.
func (f *Folder) Evaluate(expr model.Expression) (value cty.Value, diags hcl.Diagnostics) {
	// What an evaluation that failed part-way left in scope goes.
	clear(f.ev.locals)
	clear(f.ev.items)
	return evaluate(expr, f.ev)
}

// ConstantValue is ConstantValue(e), reusing the values of the operations f
// has evaluated before.
func (f *Folder) ConstantValue(e model.Expression) (cty.Value, bool) {
	return constantValue(e, func(e model.Expression) (cty.Value, hcl.Diagnostics) { return f.Evaluate(e) })
}

// memoized returns the result of the operation e, computed by eval the
// first time it is asked for where ev remembers results.
func (ev *exprEvaluator) memoized(e model.Expression, eval func() (cty.Value, hcl.Diagnostics)) (cty.Value, hcl.Diagnostics) {
	if ev.memo == nil || len(ev.locals) != 0 || len(ev.items) != 0 {
		return eval()
	}
	if r, ok := ev.memo[e]; ok {
		return r.value, r.diags
	}
	v, diags := eval()
	ev.memo[e] = memoResult{v, diags}
	return v, diags
}
