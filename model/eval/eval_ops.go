package eval

import (
	"fmt"
	"math"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/refine"
)

// evalBinaryOps maps hclsyntax's binary operations to their refinement-aware
// evaluations.
var evalBinaryOps = map[*hclsyntax.Operation]func(a, b cty.Value) (cty.Value, error){
	hclsyntax.OpLogicalOr:          refine.Or,
	hclsyntax.OpLogicalAnd:         refine.And,
	hclsyntax.OpEqual:              refine.Equals,
	hclsyntax.OpNotEqual:           refine.NotEquals,
	hclsyntax.OpGreaterThan:        refine.GreaterThan,
	hclsyntax.OpGreaterThanOrEqual: refine.GreaterThanOrEqual,
	hclsyntax.OpLessThan:           refine.LessThan,
	hclsyntax.OpLessThanOrEqual:    refine.LessThanOrEqual,
	hclsyntax.OpAdd:                refine.Add,
	hclsyntax.OpSubtract:           refine.Subtract,
	hclsyntax.OpMultiply:           refine.Multiply,
	hclsyntax.OpDivide:             refine.Divide,
	hclsyntax.OpModulo:             refine.Modulo,
}

func (ev *exprEvaluator) evalBinary(e *model.BinaryOpExpression) (cty.Value, hcl.Diagnostics) {
	l, ldiags := ev.eval(e.LeftOperand)
	r, rdiags := ev.eval(e.RightOperand)
	op, ok := evalBinaryOps[e.Operation]
	equality := e.Operation == hclsyntax.OpEqual || e.Operation == hclsyntax.OpNotEqual
	distinct := equality && DistinctTypes(e.LeftOperand.Type(), e.RightOperand.Type())
	if equality && !distinct {
		op = refine.EqualsAsData
		if e.Operation == hclsyntax.OpNotEqual {
			op = refine.NotEqualsAsData
		}
	}
	if !ok {
		return evalUnknownOf(e), append(ldiags, rdiags...)
	}
	v, err := op(l, r)
	var diags hcl.Diagnostics
	switch {
	case e.Operation == hclsyntax.OpLogicalAnd && err == nil:
		diags = evalDecidingDiags(v, cty.False, l, r, ldiags, rdiags)
	case e.Operation == hclsyntax.OpLogicalOr && err == nil:
		diags = evalDecidingDiags(v, cty.True, l, r, ldiags, rdiags)
	default:
		diags = append(ldiags, rdiags...)
	}
	if distinct {
		diags = append(diags, evalEqualityWarning(e, l, r)...)
	}
	if err != nil {
		return evalUnknownOf(e), append(diags, evalErrorDiags(err, evalSafeRange(e), evalSafeRange(e.LeftOperand), evalSafeRange(e.RightOperand))...)
	}
	if arithmeticOps[e.Operation] {
		v = roundFraction(v)
		if n, ok := InexactWhole(v, model.RemoveNone(model.ResolveOutputs(e.Type())) == model.IntType); ok {
			diags = append(diags, evalDiag(hcl.DiagWarning, evalSafeRange(e), InexactSummary, InexactDetail(n)))
		}
	}
	return v, diags
}

// InexactSummary is the summary of the warning that an arithmetic
// operation's whole-number value is one the target languages do not agree
// on (see InexactWhole).
const InexactSummary = "Whole number beyond exact range"

// exactWholeLimit is 2^53: every whole number up to it in magnitude is a
// float64, and beyond it only some are. int64Limit is 2^63.
var exactWholeLimit, int64Limit = new(big.Float).SetFloat64(1 << 53), new(big.Float).SetFloat64(1 << 63)

// InexactDetail is the detail of the warning that an operation's value is
// the whole number n (written out) that the target languages do not agree
// on.
func InexactDetail(n string) string {
	return fmt.Sprintf("The value of this operation is %s, a whole number beyond ±2^53 that a 64-bit floating-point number does not hold exactly or a 64-bit integer cannot hold, so the target languages compute it differently (Go's int wraps around, TypeScript's number and the Pulumi engine's rounds it, Python's int is exact). Keep whole numbers within ±2^53 (9007199254740992).", n)
}

// InexactWhole returns the known whole number v, written out, when it is
// beyond 2^53 in magnitude and either is not a float64 (TypeScript and the
// engine round it) or, the value of an int operation, is not a 64-bit
// integer (Go's int wraps): a value whose arithmetic the target languages
// do not agree on.
func InexactWhole(v cty.Value, isInt bool) (string, bool) {
	u, _ := v.Unmark()
	if !u.IsKnown() || u.IsNull() || u.Type() != cty.Number {
		return "", false
	}
	f := u.AsBigFloat()
	if !f.IsInt() || f.IsInf() {
		return "", false
	}
	abs := new(big.Float).Abs(f)
	if abs.Cmp(exactWholeLimit) <= 0 {
		return "", false
	}
	if _, acc := f.Float64(); acc == big.Exact && (!isInt || abs.Cmp(int64Limit) < 0 || f.Cmp(minInt64) == 0) {
		return "", false
	}
	n, _ := f.Int(nil)
	return n.String(), true
}

// DistinctTypes reports whether values of the PCL types a and b can never
// be equal, unless both are null. PCL's == and != (HCL's) compare values
// without converting them, so values whose types differ as PCL represents
// them are unequal: an int and a string, a bool and a number, a list and a
// map, a list and a tuple, a map and an object, two objects of other
// attributes. int and number are both numbers; a dynamic type, or a union
// of types of different kinds, may hold a value of either type, so it is
// not distinct from any. Outputs and promises compare the values they
// resolve to. Operands of types that are not distinct compare as data
// (refine.EqualsAsData): what their types leave open, such as the element
// type of an empty collection held as dynamic, does not decide.
func DistinctTypes(a, b model.Type) bool {
	ca, cb := CtyTypeOf(a), CtyTypeOf(b)
	return ca.TestConformance(cb) != nil && cb.TestConformance(ca) != nil
}

// arithmeticOps are the operations whose result is a number.
var arithmeticOps = map[*hclsyntax.Operation]bool{
	hclsyntax.OpAdd: true, hclsyntax.OpSubtract: true, hclsyntax.OpMultiply: true,
	hclsyntax.OpDivide: true, hclsyntax.OpModulo: true,
}

// roundFraction returns the known number v, when it is not a whole number,
// as the float64 nearest to it: numbers are 64-bit floating-point values,
// as number literals are read, so each operation rounds its result as the
// target languages' arithmetic does (0.1 * 3 is 0.30000000000000004, and
// reads so as a string), where cty computes with 512 bits. Whole numbers
// stay exact, as ints are, a fraction that rounds to a whole number reads
// as that number, and -0 is 0; the marks stay.
func roundFraction(v cty.Value) cty.Value {
	u, marks := v.Unmark()
	if !u.IsKnown() || u.IsNull() || u.Type() != cty.Number {
		return v
	}
	f := u.AsBigFloat()
	if f.Sign() == 0 && f.Signbit() {
		// -0 (0 * -1, -0): zero, as an int is and as the SDKs send it.
		return cty.Zero.WithMarks(marks)
	}
	if f.IsInt() || f.IsInf() {
		return v
	}
	f64, _ := f.Float64()
	if math.IsInf(f64, 0) {
		return v
	}
	if f64 == math.Trunc(f64) {
		// A fraction beyond 2^52 rounds to a whole number, which reads
		// in full as a string, as the languages write a whole float64
		// (cty's float64 value reads with the digits that tell it from
		// its neighbours: 922337203685477600 for 922337203685477632).
		return cty.NumberVal(new(big.Float).SetPrec(512).SetFloat64(f64)).WithMarks(marks)
	}
	return cty.NumberFloatVal(f64).WithMarks(marks)
}

// evalDecidingDiags picks the diagnostics of a logical operation as HCL does:
// when one operand alone decides the result (false for &&, true for ||), only
// that operand's diagnostics count.
func evalDecidingDiags(result, decider, l, r cty.Value, ldiags, rdiags hcl.Diagnostics) hcl.Diagnostics {
	if result.IsKnown() {
		if evalIsKnownBool(l, decider) {
			return ldiags
		}
		if evalIsKnownBool(r, decider) {
			return rdiags
		}
	}
	return append(ldiags, rdiags...)
}

// evalIsKnownBool reports whether v is the known bool b (after conversion).
func evalIsKnownBool(v, b cty.Value) bool {
	v, _ = v.Unmark()
	c, err := refine.ConvertOperand(v, cty.Bool, 0, "")
	return err == nil && c.IsKnown() && !c.IsNull() && c.RawEquals(b)
}

// evalEqualityWarning warns about == and != between operands of distinct
// types (DistinctTypes) that can never be equal because neither is null:
// HCL does not convert them first.
func evalEqualityWarning(e *model.BinaryOpExpression, l, r cty.Value) hcl.Diagnostics {
	l, _ = l.Unmark()
	r, _ = r.Unmark()
	lt, rt := l.Type(), r.Type()
	if lt.HasDynamicTypes() || rt.HasDynamicTypes() || lt.Equals(rt) {
		return nil
	}
	if !l.Range().DefinitelyNotNull() || !r.Range().DefinitelyNotNull() {
		return nil
	}
	result := "false"
	if e.Operation == hclsyntax.OpNotEqual {
		result = "true"
	}
	return hcl.Diagnostics{evalDiag(hcl.DiagWarning, evalSafeRange(e), "Comparison of values of different types",
		fmt.Sprintf("The operands have different types (%s and %s) and are compared without conversion, so the result is always %s.",
			lt.FriendlyName(), rt.FriendlyName(), result))}
}

func (ev *exprEvaluator) evalUnary(e *model.UnaryOpExpression) (cty.Value, hcl.Diagnostics) {
	x, diags := ev.eval(e.Operand)
	var v cty.Value
	var err error
	switch e.Operation {
	case hclsyntax.OpNegate:
		v, err = refine.Negate(x)
		if err == nil {
			v = roundFraction(v)
		}
	case hclsyntax.OpLogicalNot:
		v, err = refine.Not(x)
	default:
		return evalUnknownOf(e), diags
	}
	if err != nil {
		return evalUnknownOf(e), append(diags, evalErrorDiags(err, evalSafeRange(e), evalSafeRange(e.Operand))...)
	}
	return v, diags
}

// evalConditional reports the diagnostics of a branch only when the condition
// is known to select it, as HCL does, so that a condition can guard a branch
// that would fail.
func (ev *exprEvaluator) evalConditional(e *model.ConditionalExpression) (cty.Value, hcl.Diagnostics) {
	c, diags := ev.eval(e.Condition)
	t, tdiags := ev.eval(e.TrueResult)
	f, fdiags := ev.eval(e.FalseResult)
	v, err := refine.Conditional(c, t, f)
	switch {
	case evalIsKnownBool(c, cty.True):
		diags = append(diags, tdiags...)
	case evalIsKnownBool(c, cty.False):
		diags = append(diags, fdiags...)
	}
	if err != nil {
		if ee, ok := err.(*refine.Error); ok && ee.Operand == -1 {
			// The branch types have no common cty type; PCL gives such a
			// conditional a union type, which the type checker has judged.
			return evalUnknownOf(e), diags
		}
		rngs := []hcl.Range{evalSafeRange(e.Condition), evalSafeRange(e.TrueResult), evalSafeRange(e.FalseResult)}
		return evalUnknownOf(e), append(diags, evalErrorDiags(err, evalSafeRange(e), rngs...)...)
	}
	return evalConform(v, e), diags
}

func (ev *exprEvaluator) evalIndex(e *model.IndexExpression) (cty.Value, hcl.Diagnostics) {
	coll, diags := ev.eval(e.Collection)
	key, kdiags := ev.eval(e.Key)
	diags = append(diags, kdiags...)
	v, err := refine.Index(coll, key)
	if err != nil {
		return evalUnknownOf(e), append(diags, evalErrorDiags(err, evalSafeRange(e), evalSafeRange(e.Collection), evalSafeRange(e.Key))...)
	}
	return evalConform(v, e), diags
}

// evalCall evaluates a call with the environment's evaluation of the function
// or a built-in one; a function with neither gives an unknown of the call's
// type.
func (ev *exprEvaluator) evalCall(e *model.FunctionCallExpression) (cty.Value, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	args := make([]cty.Value, 0, len(e.Args))
	ranges := make([]hcl.Range, 0, len(e.Args))
	for i, arg := range e.Args {
		v, d := ev.eval(arg)
		diags = append(diags, d...)
		if !e.ExpandFinal || i != len(e.Args)-1 {
			args = append(args, v)
			ranges = append(ranges, evalSafeRange(arg))
			continue
		}
		elems, ok := evalExpandArgument(v)
		if !ok {
			return evalUnknownOf(e), diags
		}
		for _, el := range elems {
			args = append(args, el)
			ranges = append(ranges, evalSafeRange(arg))
		}
	}
	fn := ev.env.Functions[e.Name]
	if fn == nil {
		fn = BuiltinFunctions()[e.Name]
	}
	if fn == nil || diags.HasErrors() {
		return evalUnknownOf(e), diags
	}
	v, err := evalCallGuarded(e.Name, fn, args)
	if err != nil {
		return evalUnknownOf(e), append(diags, evalErrorDiags(err, evalSafeRange(e), ranges...)...)
	}
	return evalConform(v, e), diags
}

// evalExpandArgument returns the elements of the final argument of a call with
// `...`; ok is false when they are not known yet.
func evalExpandArgument(v cty.Value) ([]cty.Value, bool) {
	v, marks := v.Unmark()
	ty := v.Type()
	if !v.IsKnown() || v.IsNull() || !(ty.IsListType() || ty.IsSetType() || ty.IsTupleType()) {
		return nil, false
	}
	var out []cty.Value
	for it := v.ElementIterator(); it.Next(); {
		_, el := it.Element()
		out = append(out, el.WithMarks(marks))
	}
	return out, true
}

// evalCallGuarded calls fn, turning a panic into an error.
func evalCallGuarded(name string, fn Function, args []cty.Value) (v cty.Value, err error) {
	defer func() {
		if p := recover(); p != nil {
			v, err = cty.DynamicVal, &refine.Error{Operand: -1, Summary: "Function evaluation failed",
				Detail: fmt.Sprintf("The evaluation of %q failed: %v.", name, p)}
		}
	}()
	v, err = fn(args)
	if v == cty.NilVal {
		v = cty.DynamicVal
	}
	return v, err
}

func (ev *exprEvaluator) evalTemplate(e *model.TemplateExpression) (cty.Value, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	parts := make([]cty.Value, len(e.Parts))
	ranges := make([]hcl.Range, len(e.Parts))
	for i, p := range e.Parts {
		v, d := ev.eval(p)
		diags = append(diags, d...)
		parts[i], ranges[i] = v, evalSafeRange(p)
	}
	v, err := refine.Concat(parts...)
	if err != nil {
		return evalUnknownOf(e), append(diags, evalErrorDiags(err, evalSafeRange(e), ranges...)...)
	}
	return v, diags
}

// evalTemplateJoin joins the strings of a tuple; the result of an unknown
// tuple is an unknown string that is not null.
func (ev *exprEvaluator) evalTemplateJoin(e *model.TemplateJoinExpression) (cty.Value, hcl.Diagnostics) {
	tuple, diags := ev.eval(e.Tuple)
	tuple, marks := tuple.Unmark()
	if tuple.IsKnown() && tuple.IsNull() {
		return evalUnknownOf(e), append(diags, evalDiag(hcl.DiagError, evalSafeRange(e), "Invalid template join",
			"The value to join is null, so it has no elements to join."))
	}
	elems, ok := evalExpandArgument(tuple)
	if !ok {
		return refine.RefinedUnknown(cty.String, refine.Refinement{NotNull: true}).WithMarks(marks), diags
	}
	v, err := refine.Concat(elems...)
	if err != nil {
		return evalUnknownOf(e), append(diags, evalErrorDiags(err, evalSafeRange(e))...)
	}
	return v.WithMarks(marks), diags
}

// BranchesUnifyAsCollection reports whether the branches of a conditional,
// of types a and b, convert to a list or a set (two tuples of different
// lengths): the conditional's value is then of its own type, where
// otherwise it is the chosen branch's value as it is (evalConditional).
func BranchesUnifyAsCollection(a, b model.Type) bool {
	ty, _ := convert.UnifyUnsafe([]cty.Type{CtyTypeOf(a), CtyTypeOf(b)})
	return ty != cty.NilType && (ty.IsListType() || ty.IsSetType())
}
