package interp

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// Expressions are evaluated by eval.Evaluate, except for what it cannot do
// for a run:
//
//   - try, can and recover evaluate their arguments lazily: an argument that
//     fails is caught rather than failing the run;
//   - invoke and call have effects (they are recorded in the trace), so they
//     must be evaluated once, and only when the program would evaluate them:
//     only the selected branch of a conditional is evaluated.
//
// An expression that contains none of these calls ("special" calls) is given
// to eval.Evaluate as it is. Otherwise the interpreter evaluates the special
// calls, conditionals and for expressions on the way to them itself, and the
// rest of the expression with eval.Evaluate after replacing the evaluated
// parts by literals of their values.

// specialCalls are the functions the interpreter evaluates itself.
var specialCalls = map[string]bool{"try": true, "can": true, "recover": true, binder.InvokeName: true, binder.CallName: true}

// hasSpecial reports whether e contains a special call or a conditional,
// which the interpreter evaluates itself.
func (r *runner) hasSpecial(e model.Expression) bool {
	if e == nil {
		return false
	}
	if v, ok := r.special[e]; ok {
		return v
	}
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if found {
			return false
		}
		if c, ok := x.(*model.FunctionCallExpression); ok && specialCalls[c.Name] {
			found = true
			return false
		}
		if _, ok := x.(*model.ConditionalExpression); ok {
			// The interpreter evaluates a conditional itself: its value
			// carries the marks of its condition and of the branch it
			// selects, not of the other.
			found = true
			return false
		}
		return true
	})
	r.special[e] = found
	return found
}

// env returns the evaluation environment of scope s.
func (r *runner) env(s *scope) eval.Env {
	return eval.Env{Definitions: s.defs, Variables: s.vars, Functions: r.fns}
}

// evalExpr evaluates e in s. Warnings are dropped. In a run for the upper
// bound of secrecy (Options.Taint) the value also carries the marks of
// every value e reads (taint.go).
func (r *runner) evalExpr(s *scope, e model.Expression) (cty.Value, hcl.Diagnostics) {
	v, diags := r.evalExprMarked(s, e)
	if r.opts.Taint && !diags.HasErrors() && e != nil {
		if marks := r.readMarks(s, e); len(marks) > 0 {
			v = v.WithMarks(marks)
		}
	}
	return v, diags
}

// evalExprMarked evaluates e in s with the marks the values it uses carry.
func (r *runner) evalExprMarked(s *scope, e model.Expression) (cty.Value, hcl.Diagnostics) {
	r.steps++
	if r.steps > maxSteps {
		return cty.DynamicVal, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "Run too long",
			Detail: fmt.Sprintf("The program evaluated more than %d expressions.", maxSteps)}}
	}
	if e == nil {
		return cty.NullVal(cty.DynamicPseudoType), nil
	}
	if !r.hasSpecial(e) {
		if d := r.failedRefDiags(e); d != nil {
			return cty.DynamicVal, d
		}
		return r.evaluate(e, s)
	}
	switch e := e.(type) {
	case *model.ParenthesesExpression:
		return r.evalExpr(s, e.Expression)
	case *model.FunctionCallExpression:
		if specialCalls[e.Name] {
			return r.evalSpecial(s, e)
		}
	case *model.ConditionalExpression:
		c, diags := r.evalExpr(s, e.Condition)
		if diags.HasErrors() {
			return cty.DynamicVal, diags
		}
		cu, marks := c.Unmark()
		if cu.IsKnown() && !cu.IsNull() {
			if b, err := convert.Convert(cu, cty.Bool); err == nil {
				branch := e.FalseResult
				if b.True() {
					branch = e.TrueResult
				}
				v, d := r.evalExpr(s, branch)
				if d.HasErrors() {
					return cty.DynamicVal, append(diags, d...)
				}
				return conformToExpr(v, e).WithMarks(marks), diags
			}
		}
	case *model.ForExpression:
		return r.evalFor(s, e)
	}
	// Evaluate the children that hold special calls, then the rest.
	var diags hcl.Diagnostics
	rewritten := model.MapOperands(e, func(c model.Expression) model.Expression {
		if diags.HasErrors() || !r.hasSpecial(c) {
			return c
		}
		v, d := r.evalExpr(s, c)
		diags = append(diags, d...)
		return literalOf(v, c)
	})
	if diags.HasErrors() {
		return cty.DynamicVal, diags
	}
	if d := r.failedRefDiags(rewritten); d != nil {
		return cty.DynamicVal, d
	}
	return r.evaluate(rewritten, s)
}

// literalOf returns a literal of v standing for c.
func literalOf(v cty.Value, c model.Expression) model.Expression {
	lit := model.NewLiteralValueExpression(v, c.Type())
	if syn, ok := c.SyntaxNode().(hclsyntax.Expression); ok {
		lit.Syntax = syn
	}
	return lit
}

// conformToExpr converts v to e's type, as model's evaluation does.
func conformToExpr(v cty.Value, e model.Expression) cty.Value {
	return eval.Conform(v, e.Type())
}

// errorsOnly drops warnings.
// evaluate evaluates e in s with eval.Evaluate and returns its errors.
// Of its warnings, the first that an operation's whole-number value is
// beyond the range the target languages agree on (eval.InexactSummary) is
// the run's (trace.Trace.Inexact).
func (r *runner) evaluate(e model.Expression, s *scope) (cty.Value, hcl.Diagnostics) {
	v, diags := eval.Evaluate(e, r.env(s))
	for _, d := range diags {
		if r.inexact == "" && d.Severity == hcl.DiagWarning && d.Summary == eval.InexactSummary {
			r.inexact = d.Error()
		}
	}
	return v, errorsOnly(diags)
}

func errorsOnly(diags hcl.Diagnostics) hcl.Diagnostics {
	var out hcl.Diagnostics
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			out = append(out, d)
		}
	}
	return out
}

// diagMessage is the run's error message for diagnostics.
func diagMessage(diags hcl.Diagnostics) string {
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		msg := d.Summary
		if d.Detail != "" {
			msg += ": " + d.Detail
		}
		if d.Subject != nil && d.Subject.Filename != "" {
			msg = d.Subject.String() + ": " + msg
		}
		return msg
	}
	return ""
}

// evalFor evaluates a for expression that holds special calls element by
// element, with its variables bound in the scope.
func (r *runner) evalFor(s *scope, e *model.ForExpression) (cty.Value, hcl.Diagnostics) {
	coll, diags := r.evalExpr(s, e.Collection)
	if diags.HasErrors() {
		return cty.DynamicVal, diags
	}
	cu, marks := coll.Unmark()
	if marks == nil {
		// The condition's marks are added to them.
		marks = cty.ValueMarks{}
	}
	if !cu.IsKnown() || cu.IsNull() || !cu.CanIterateElements() {
		// Let model report it.
		cp := *e
		cp.Collection = literalOf(coll, e.Collection)
		return r.evaluate(&cp, s)
	}
	bind := func(v *model.Variable, val cty.Value) func() {
		if v == nil {
			return func() {}
		}
		old, had := s.defs[v]
		s.defs[v] = val
		return func() {
			if had {
				s.defs[v] = old
			} else {
				delete(s.defs, v)
			}
		}
	}
	var elems []cty.Value
	attrs := map[string]cty.Value{}
	groups := map[string][]cty.Value{}
	var order []string
	for it := cu.ElementIterator(); it.Next(); {
		k, v := it.Element()
		restoreK := bind(e.KeyVariable, k.WithMarks(marks))
		restoreV := bind(e.ValueVariable, v.WithMarks(marks))
		include := true
		if e.Condition != nil {
			c, d := r.evalExpr(s, e.Condition)
			diags = append(diags, d...)
			if d.HasErrors() {
				restoreK()
				restoreV()
				return cty.DynamicVal, diags
			}
			c, cm := c.Unmark()
			for m := range cm {
				marks[m] = struct{}{}
			}
			b, err := convert.Convert(c, cty.Bool)
			if err != nil || !b.IsKnown() || b.IsNull() {
				restoreK()
				restoreV()
				return cty.DynamicVal, append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid for condition",
					Detail: "The condition of a for expression must be a bool.", Subject: rangePtr(e.Condition.Range())})
			}
			include = b.True()
		}
		if include {
			val, d := r.evalExpr(s, e.Value)
			diags = append(diags, d...)
			if e.Key == nil {
				elems = append(elems, val)
			} else {
				key, d2 := r.evalExpr(s, e.Key)
				diags = append(diags, d2...)
				key, km := key.Unmark()
				for m := range km {
					marks[m] = struct{}{}
				}
				ks, err := convert.Convert(key, cty.String)
				if !d2.HasErrors() && (err != nil || !ks.IsKnown() || ks.IsNull()) {
					diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Invalid object key",
						Detail: "The key of a for expression must be a string.", Subject: rangePtr(e.Key.Range())})
				}
				if !diags.HasErrors() {
					name := ks.AsString()
					if _, seen := attrs[name]; !seen {
						if _, seen := groups[name]; !seen {
							order = append(order, name)
						}
					}
					if e.Group {
						groups[name] = append(groups[name], val)
					} else if _, dup := attrs[name]; dup {
						diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Duplicate object key",
							Detail: fmt.Sprintf("Two elements produce the key %q.", name), Subject: rangePtr(e.Key.Range())})
					} else {
						attrs[name] = val
					}
				}
			}
		}
		restoreK()
		restoreV()
		if diags.HasErrors() {
			return cty.DynamicVal, diags
		}
	}
	_ = order
	var out cty.Value
	switch {
	case e.Key == nil:
		out = cty.TupleVal(elems)
	case e.Group:
		for k, vs := range groups {
			attrs[k] = cty.TupleVal(vs)
		}
		out = cty.ObjectVal(attrs)
	default:
		out = cty.ObjectVal(attrs)
	}
	return conformToExpr(out, e).WithMarks(marks), diags
}

func rangePtr(r hcl.Range) *hcl.Range { return &r }

// evalSpecial evaluates a call of try, can, recover, invoke or call.
func (r *runner) evalSpecial(s *scope, e *model.FunctionCallExpression) (cty.Value, hcl.Diagnostics) {
	switch e.Name {
	case "try":
		if len(e.Args) == 0 {
			return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid number of arguments", "try needs at least one argument.")}
		}
		marks := cty.ValueMarks{}
		var last hcl.Diagnostics
		for _, a := range e.Args {
			v, d := r.evalExpr(s, a)
			if !d.HasErrors() {
				return conformToExpr(v, e).WithMarks(marks), nil
			}
			last = d
			for m := range r.failureMarks(s, a, d) {
				marks[m] = struct{}{}
			}
		}
		return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Error in function call",
			"Call to function \"try\" failed: no expression succeeded: "+diagMessage(last)+".")}
	case "can":
		if len(e.Args) != 1 {
			return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid number of arguments", "can takes one argument.")}
		}
		v, d := r.evalExpr(s, e.Args[0])
		if d.HasErrors() {
			return cty.False.WithMarks(r.failureMarks(s, e.Args[0], d)), nil
		}
		_, pvm := v.UnmarkDeepWithPaths()
		out := cty.True
		for _, pm := range pvm {
			out = out.WithMarks(pm.Marks)
		}
		return out, nil
	case "recover":
		if len(e.Args) != 2 {
			return cty.DynamicVal, hcl.Diagnostics{callDiag(e, "Invalid number of arguments", "recover takes two arguments.")}
		}
		v, d := r.evalExpr(s, e.Args[0])
		if !d.HasErrors() {
			return conformToExpr(v, e), nil
		}
		msg := diagMessage(d)
		var restore []func()
		if len(e.ArgumentVariables) > 1 {
			for _, av := range e.ArgumentVariables[1] {
				av := av
				old, had := s.defs[av]
				s.defs[av] = cty.StringVal(msg)
				restore = append(restore, func() {
					if had {
						s.defs[av] = old
					} else {
						delete(s.defs, av)
					}
				})
			}
		}
		if s.vars != nil {
			if _, had := s.vars["error"]; !had {
				s.vars["error"] = cty.StringVal(msg)
				restore = append(restore, func() { delete(s.vars, "error") })
			}
		}
		v, d = r.evalExpr(s, e.Args[1])
		for _, f := range restore {
			f()
		}
		if d.HasErrors() {
			return cty.DynamicVal, d
		}
		return conformToExpr(v, e), nil
	case binder.InvokeName:
		return r.evalInvoke(s, e)
	case binder.CallName:
		return r.evalCall(s, e)
	}
	return cty.DynamicVal, nil
}

// evalArgs evaluates the arguments of a call in order.
func (r *runner) evalArgs(s *scope, e *model.FunctionCallExpression) ([]cty.Value, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	out := make([]cty.Value, len(e.Args))
	for i, a := range e.Args {
		v, d := r.evalExpr(s, a)
		diags = append(diags, d...)
		if d.HasErrors() {
			return nil, diags
		}
		out[i] = v
	}
	return out, diags
}

func callDiag(e model.Expression, summary, detail string) *hcl.Diagnostic {
	rng := safeRange(e)
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: detail, Subject: &rng}
}

// safeRange returns e's range, or the zero range.
func safeRange(e model.Expression) (rng hcl.Range) {
	defer func() {
		if recover() != nil {
			rng = hcl.Range{}
		}
	}()
	return e.Range()
}

// tokenOf returns the string literal value of e, or "".
func tokenOf(e model.Expression) string {
	switch e := e.(type) {
	case *model.LiteralValueExpression:
		if e.Value.IsKnown() && !e.Value.IsNull() && e.Value.Type() == cty.String {
			return e.Value.AsString()
		}
	case *model.TemplateExpression:
		var b strings.Builder
		for _, p := range e.Parts {
			s := tokenOf(p)
			if s == "" {
				return ""
			}
			b.WriteString(s)
		}
		return b.String()
	case *model.ParenthesesExpression:
		return tokenOf(e.Expression)
	}
	return ""
}
