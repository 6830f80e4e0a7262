package eval

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/refine"
)

// Function evaluates a call from its argument values. Errors should be
// *refine.Error values whose Operand is the index of the argument at fault, so
// that the diagnostic points at that argument.
type Function func(args []cty.Value) (cty.Value, error)

// Env is what evaluation knows about the names an expression refers to.
// Values may be (refined) unknowns: for example a resource's `id` output is
// typically cty.UnknownVal(cty.String).RefineNotNull(). Values stand for what
// eventuals resolve to: an output(string) is given as a string value.
//
// A reference whose root has no value in the environment evaluates to an
// unknown of its type.
type Env struct {
	// Definitions gives the values of definitions, keyed by the Definition
	// a ScopeTraversalExpression resolved to.
	Definitions map[model.Definition]cty.Value
	// Variables gives values by root name, for references whose definition
	// has no entry in Definitions.
	Variables map[string]cty.Value
	// Functions evaluates calls by function name. An entry overrides the
	// built-in evaluation of a name (see BuiltinFunctions); a call of a
	// function with no evaluation gives an unknown of the call's type.
	Functions map[string]Function
}

// BuiltinFunctions returns the evaluations Evaluate knows without being
// told: `length(v)`, `element(list, index)` (an index out of range is an
// error, including one that refinements prove out of range), and the prefix
// test `startsWith(str, prefix)` (also spelled `startswith`).
func BuiltinFunctions() map[string]Function {
	prefix := evalFixedArity(2, func(a []cty.Value) (cty.Value, error) { return refine.StartsWith(a[0], a[1]) })
	return map[string]Function{
		"length":     evalFixedArity(1, func(a []cty.Value) (cty.Value, error) { return refine.Length(a[0]) }),
		"element":    evalFixedArity(2, func(a []cty.Value) (cty.Value, error) { return refine.Index(a[0], a[1]) }),
		"startsWith": prefix,
		"startswith": prefix,
	}
}

// evalFixedArity wraps fn so that a call with the wrong number of arguments is an
// error rather than an out-of-range access.
func evalFixedArity(n int, fn Function) Function {
	return func(args []cty.Value) (cty.Value, error) {
		if len(args) != n {
			return cty.DynamicVal, &refine.Error{Operand: -1, Summary: "Invalid number of arguments",
				Detail: fmt.Sprintf("The function takes %d argument(s), but %d were given.", n, len(args))}
		}
		return fn(args)
	}
}

// Evaluate computes the value of expr with go-cty, using refinements: values
// that are not known yet (references without a value in env, calls without
// an evaluation) are unknowns of their expression's type (see CtyTypeOf), and
// operations on them give known results wherever refinements decide them
// (spec value-refinements.md).
//
// The diagnostics are the errors that are certain from what is known: for
// example a division by a known zero, an index that refinements prove out of
// range, a known value of the wrong type for an operator, or a null where a
// value is required. As in HCL, the diagnostics of a conditional's branch are
// reported only when the condition is known to select it, and those of the
// deciding operand only when `&&` or `||` is decided by one operand. Comparing
// known values of different types with == or != is a warning, because the
// result is then always false (or true). Evaluate never panics.
func Evaluate(expr model.Expression, env Env) (value cty.Value, diags hcl.Diagnostics) {
	return evaluate(expr, &exprEvaluator{env: env, locals: map[model.Definition]cty.Value{}, items: map[*model.SplatItemExpression]cty.Value{}})
}

// evaluate evaluates expr with ev; see Evaluate.
func evaluate(expr model.Expression, ev *exprEvaluator) (value cty.Value, diags hcl.Diagnostics) {
	defer func() {
		if p := recover(); p != nil {
			rng := hcl.Range{}
			if expr != nil {
				rng = evalSafeRange(expr)
			}
			value = cty.DynamicVal
			diags = append(diags, evalDiag(hcl.DiagError, rng, "Evaluation failed",
				fmt.Sprintf("The expression could not be evaluated: %v.", p)))
		}
	}()
	return ev.eval(expr)
}

// ConstantFold evaluates expr in env and reports whether its value is wholly
// known: a constant that code generation may use in place of the expression.
func ConstantFold(expr model.Expression, env Env) (value cty.Value, known bool, diags hcl.Diagnostics) {
	value, diags = Evaluate(expr, env)
	if diags.HasErrors() {
		return value, false, diags
	}
	return value, value.IsWhollyKnown(), diags
}

// evalSafeRange returns expr's range, or the zero range if computing it panics.
func evalSafeRange(expr model.Expression) (rng hcl.Range) {
	defer func() {
		if recover() != nil {
			rng = hcl.Range{}
		}
	}()
	return expr.Range()
}

// evalDiag builds a diagnostic about rng.
func evalDiag(severity hcl.DiagnosticSeverity, rng hcl.Range, summary, detail string) *hcl.Diagnostic {
	r := rng
	return &hcl.Diagnostic{Severity: severity, Summary: summary, Detail: detail, Subject: &r}
}

// exprEvaluator is the state of one Evaluate call.
type exprEvaluator struct {
	env Env
	// locals holds the values of for-expression variables in scope.
	locals map[model.Definition]cty.Value
	// items holds the current element of each splat being evaluated.
	items map[*model.SplatItemExpression]cty.Value
	// memo, when not nil, holds the results of the operations evaluated
	// outside for expressions and splats (see Folder).
	memo map[model.Expression]memoResult
}

// memoResult is an evaluated operation's value and diagnostics.
type memoResult struct {
	value cty.Value
	diags hcl.Diagnostics
}

// evalTypeOf returns e's type, reading nil (either e or its type) as dynamic.
func evalTypeOf(e model.Expression) model.Type {
	if e != nil {
		if t := e.Type(); t != nil {
			return t
		}
	}
	return model.DynamicType
}

// evalUnknownOf is the value of e when it cannot be evaluated.
func evalUnknownOf(e model.Expression) cty.Value { return UnknownOf(evalTypeOf(e)) }

// evalErrorDiags turns an error from a value operation into diagnostics. ranges
// gives the range of each operand; an error about the whole operation (or
// about an operand without a range) is reported at whole.
func evalErrorDiags(err error, whole hcl.Range, ranges ...hcl.Range) hcl.Diagnostics {
	if err == nil {
		return nil
	}
	rng := whole
	ee, ok := err.(*refine.Error)
	if !ok {
		return hcl.Diagnostics{evalDiag(hcl.DiagError, rng, "Invalid operation",
			fmt.Sprintf("The operation failed: %s.", err))}
	}
	if ee.Operand >= 0 && ee.Operand < len(ranges) {
		rng = ranges[ee.Operand]
	}
	return hcl.Diagnostics{evalDiag(hcl.DiagError, rng, ee.Summary, ee.Detail)}
}

// eval evaluates one expression.
func (ev *exprEvaluator) eval(e model.Expression) (cty.Value, hcl.Diagnostics) {
	switch e := e.(type) {
	case nil:
		return cty.DynamicVal, nil
	case *model.LiteralValueExpression:
		if e.Value == cty.NilVal {
			return cty.DynamicVal, nil
		}
		return e.Value, nil
	case *model.ParenthesesExpression:
		return ev.eval(e.Expression)
	case *model.TemplateExpression:
		return ev.evalTemplate(e)
	case *model.TemplateJoinExpression:
		return ev.evalTemplateJoin(e)
	case *model.ScopeTraversalExpression:
		return ev.evalScopeTraversal(e)
	case *model.RelativeTraversalExpression:
		source, diags := ev.eval(e.Source)
		v, more := ev.traverse(source, e.Traversal, e)
		return v, append(diags, more...)
	case *model.IndexExpression:
		return ev.evalIndex(e)
	case *model.FunctionCallExpression:
		return ev.evalCall(e)
	case *model.ConditionalExpression:
		return ev.evalConditional(e)
	case *model.UnaryOpExpression:
		return ev.memoized(e, func() (cty.Value, hcl.Diagnostics) { return ev.evalUnary(e) })
	case *model.BinaryOpExpression:
		return ev.memoized(e, func() (cty.Value, hcl.Diagnostics) { return ev.evalBinary(e) })
	case *model.TupleConsExpression:
		return ev.evalTuple(e)
	case *model.ObjectConsExpression:
		return ev.evalObject(e)
	case *model.ForExpression:
		return ev.evalFor(e)
	case *model.SplatExpression:
		return ev.evalSplat(e)
	case *model.SplatItemExpression:
		if v, ok := ev.items[e]; ok {
			return v, nil
		}
		return evalUnknownOf(e), nil
	}
	// Anonymous functions and unfamiliar nodes have no value.
	return evalUnknownOf(e), nil
}

// evalConform converts v to e's type (see Conform): for example a tuple
// built by a for expression of type list(T).
func evalConform(v cty.Value, e model.Expression) cty.Value {
	return Conform(v, evalTypeOf(e))
}
