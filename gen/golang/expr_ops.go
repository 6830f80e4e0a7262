package golang

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints the plain operators and constructors: binary and unary
// operations, conditionals, tuples, objects, indexes, for expressions and
// splats. Go has no conditional or comprehension expressions, so those are
// immediately invoked function literals.

// binary prints a binary operation on plain operands.
func (c *fnCtx) binary(x *model.BinaryOpExpression) (string, int) {
	op, ok := binaryOp(x.Operation)
	if !ok {
		c.f.g.Errorf(x.Range(), "Unsupported operator", "The Go generator does not support this operator.")
		return "nil", precPrimary
	}
	lt := model.RemoveNone(model.ResolveOutputs(x.LeftOperand.Type()))
	rt := model.RemoveNone(model.ResolveOutputs(x.RightOperand.Type()))
	// Operand type: arithmetic on ints stays int except division; anything
	// else with a number is float64.
	operand := arithmeticOperand(x)
	switch x.Operation {
	case hclsyntax.OpModulo:
		if operand == nil {
			operand = model.NumberType
		}
	case hclsyntax.OpLogicalAnd, hclsyntax.OpLogicalOr:
		operand = model.BoolType
	}
	if f, ok := constantFloat(x); ok && operand == model.NumberType {
		// Go would compute it exactly (see constantFloat).
		if f < 0 {
			return numberLiteral(big.NewFloat(f), true), precUnary
		}
		return numberLiteral(big.NewFloat(f), true), precPrimary
	}
	if operand == model.NumberType && x.Operation == hclsyntax.OpModulo {
		m := c.f.imports.std("math")
		return m + ".Mod(" + c.plainAs(x.LeftOperand, operand, precLowest) + ", " + c.plainAs(x.RightOperand, operand, precLowest) + ")", precPrimary
	}
	if operand == nil {
		// == and != compare any values; null compares with nil.
		l, r := x.LeftOperand, x.RightOperand
		neverNull := gen.IsNull(l) != gen.IsNull(r) && (neverNil(l) || neverNil(r))
		if neverNull && gen.EvaluatesSafely(l) && gen.EvaluatesSafely(r) {
			return strconv.FormatBool(x.Operation == hclsyntax.OpNotEqual), precPrimary
		}
		if neverNull || gen.DistinctOperands(c.Bindings, l, r) && !mapsOfObjects(l, r) {
			// Values of different types are unequal unless both are
			// null, and Go holds a scalar that is not optional as a
			// value, which is never null.
			return c.comparedBy("bothNull", x.Operation, c.plain(l, precLowest), c.plain(r, precLowest))
		}
		if gen.IsNull(r) {
			return c.plain(l, op.Prec+1) + " " + op.Op + " nil", op.Prec
		}
		if gen.IsNull(l) {
			return c.plain(r, op.Prec+1) + " " + op.Op + " nil", op.Prec
		}
		common := model.Unify(lt, rt)
		if (model.Equal(lt, rt) || common == model.NumberType) && comparablePointee(common) && (heldByPointer(l) || heldByPointer(r)) {
			// A null operand is unequal to any value, and equal to null.
			opt := model.NewOptionalType(common)
			return c.comparedBy("equalPointers", x.Operation, c.plainAs(l, opt, precLowest), c.plainAs(r, opt, precLowest))
		}
		if !goComparable(lt) || !goComparable(rt) {
			// Lists, maps and objects compare by their elements.
			return c.comparedBy("equalValues", x.Operation, c.plain(l, precLowest), c.plain(r, precLowest))
		}
		if model.Equal(lt, rt) || common == model.NumberType {
			return c.plainAs(l, common, op.Prec+1) + " " + op.Op + " " + c.plainAs(r, common, op.Prec+1), op.Prec
		}
		return c.plain(l, op.Prec+1) + " " + op.Op + " " + c.plain(r, op.Prec+1), op.Prec
	}
	if operand == model.BoolType {
		return c.logical(x, op)
	}
	return c.arithmetic(x, operand), op.Prec
}

// mapsOfObjects reports whether the operands l and r are a map of values
// of any type and an object (or the other way round): Go holds a choice of
// an object and a map as the map it converts to (gen.CollectionChoices),
// whose value is still the object chosen, and both as a
// map[string]interface{}, which compare by their elements. A for
// expression's value is a map, never an object.
func mapsOfObjects(l, r model.Expression) bool {
	dynamicMap := func(e model.Expression) bool {
		if _, isFor := gen.Unparenthesized(e).(*model.ForExpression); isFor {
			return false
		}
		m, ok := model.RemoveNone(model.ResolveOutputs(e.Type())).(*model.MapType)
		return ok && m.ElementType == model.DynamicType
	}
	object := func(t model.Type) bool {
		o, ok := model.RemoveNone(model.ResolveOutputs(t)).(*model.ObjectType)
		return ok && !model.IsResourceObject(o) && gen.SchemaObject(o) == nil
	}
	return dynamicMap(l) && object(r.Type()) || dynamicMap(r) && object(l.Type())
}

// comparedBy prints == (or, negated, !=) of the printed operands l and r
// as a call of the helper that compares them.
func (c *fnCtx) comparedBy(helper string, op *hclsyntax.Operation, l, r string) (string, int) {
	eq := c.f.helper(helper) + "(" + l + ", " + r + ")"
	if op == hclsyntax.OpNotEqual {
		return "!" + eq, precUnary
	}
	return eq, precPrimary
}

// goComparable reports whether Go's == compares plain values of type t
// (none removed) as PCL does: scalars, and not lists, maps, objects or
// values of unknown type, which may hold them.
func goComparable(t model.Type) bool {
	switch t := gen.Unenum(t).(type) {
	case *model.PrimitiveType:
		return t.Kind != model.DynamicKind
	case *model.ConstType:
		return true
	}
	return false
}

// neverNil reports whether Go holds e's plain value as a scalar that is
// never nil: e is not null and its type is neither optional nor dynamic.
func neverNil(e model.Expression) bool {
	t := model.ResolveOutputs(e.Type())
	return !gen.IsNull(e) && model.RemoveNone(t) == t && goComparable(t)
}

// heldByPointer reports whether Go holds e's plain value as a pointer: e
// is an optional scalar, nil when null.
func heldByPointer(e model.Expression) bool {
	elem, ok := optionalElement(model.ResolveOutputs(goTypeOf(e)))
	return ok && pointerOptional(elem)
}

// comparablePointee reports whether Go holds an optional value of type t
// as a pointer to a comparable value (a scalar's).
func comparablePointee(t model.Type) bool {
	_, isObj := t.(*model.ObjectType)
	return pointerOptional(t) && !isObj
}

func init() {
	goHelpers["bothNull"] = func(f *fileGen) string {
		refl := f.imports.std("reflect")
		return `
// bothNull reports whether a and b are both null, the only way values of
// different types (a number and a string, a list and a map) are equal in
// PCL, which compares values without converting them.
func bothNull(a, b interface{}) bool {
	for _, v := range []interface{}{a, b} {
		r := ` + refl + `.ValueOf(v)
		switch r.Kind() {
		case ` + refl + `.Invalid:
		case ` + refl + `.Pointer, ` + refl + `.Interface, ` + refl + `.Map, ` + refl + `.Slice:
			if !r.IsNil() {
				return false
			}
		default:
			return false
		}
	}
	return true
}
`
	}
	goHelpers["equalValues"] = func(f *fileGen) string {
		refl, strs := f.imports.std("reflect"), f.imports.std("strings")
		return `
// equalValues reports whether a and b are equal as PCL's == compares
// them: lists, maps and objects by their elements (a property whose value
// is null as one the object lacks), numbers by value whether ints or not,
// and null equal to null only.
func equalValues(a, b interface{}) bool {
	x, y := ` + refl + `.ValueOf(a), ` + refl + `.ValueOf(b)
	if k := x.Kind(); k == ` + refl + `.Pointer || k == ` + refl + `.Interface {
		if x.IsNil() {
			return equalValues(nil, b)
		}
		return equalValues(x.Elem().Interface(), b)
	}
	if k := y.Kind(); k == ` + refl + `.Pointer || k == ` + refl + `.Interface {
		if y.IsNil() {
			return equalValues(a, nil)
		}
		return equalValues(a, y.Elem().Interface())
	}
	if !x.IsValid() || !y.IsValid() {
		return x.IsValid() == y.IsValid()
	}
	// The entries of a map, or of an object held as an SDK's struct by
	// the names of its properties, but those whose values are null: an
	// object's unset property is one it lacks.
	entries := func(v ` + refl + `.Value) map[string]interface{} {
		null := func(e ` + refl + `.Value) bool {
			switch e.Kind() {
			case ` + refl + `.Invalid:
				return true
			case ` + refl + `.Pointer, ` + refl + `.Interface, ` + refl + `.Map, ` + refl + `.Slice:
				return e.IsNil()
			}
			return false
		}
		out := map[string]interface{}{}
		switch v.Kind() {
		case ` + refl + `.Map:
			if v.Type().Key().Kind() != ` + refl + `.String {
				return nil
			}
			for _, k := range v.MapKeys() {
				if e := v.MapIndex(k); !null(e) {
					out[k.String()] = e.Interface()
				}
			}
		case ` + refl + `.Struct:
			for i := 0; i < v.NumField(); i++ {
				field := v.Type().Field(i)
				name, _, _ := ` + strs + `.Cut(field.Tag.Get("pulumi"), ",")
				if name == "" {
					name = field.Name
				}
				if e := v.Field(i); field.IsExported() && !null(e) {
					out[name] = e.Interface()
				}
			}
		default:
			return nil
		}
		return out
	}
	number := func(v ` + refl + `.Value) (float64, bool) {
		switch {
		case v.CanInt():
			return float64(v.Int()), true
		case v.CanFloat():
			return v.Float(), true
		}
		return 0, false
	}
	switch x.Kind() {
	case ` + refl + `.Slice, ` + refl + `.Array:
		if (y.Kind() != ` + refl + `.Slice && y.Kind() != ` + refl + `.Array) || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			if !equalValues(x.Index(i).Interface(), y.Index(i).Interface()) {
				return false
			}
		}
		return true
	case ` + refl + `.Map, ` + refl + `.Struct:
		m, n := entries(x), entries(y)
		if m == nil || n == nil || len(m) != len(n) {
			return false
		}
		for k, v := range m {
			w, ok := n[k]
			if !ok || !equalValues(v, w) {
				return false
			}
		}
		return true
	case ` + refl + `.String:
		return y.Kind() == ` + refl + `.String && x.String() == y.String()
	case ` + refl + `.Bool:
		return y.Kind() == ` + refl + `.Bool && x.Bool() == y.Bool()
	}
	m, xNumber := number(x)
	n, yNumber := number(y)
	if x.CanInt() && y.CanInt() {
		return x.Int() == y.Int()
	}
	return xNumber && yNumber && m == n
}
`
	}
	goHelpers["equalPointers"] = func(f *fileGen) string {
		return `
// equalPointers reports whether a and b, optional values held as
// pointers, are equal, as PCL's == compares them: null equals only null.
func equalPointers[T comparable](a, b *T) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
`
	}
}

// arithmetic prints an arithmetic operation or an order, its operands
// as operand. A left operand that is such an operation too, of the same
// operand type and printed without parentheses or a conversion, is printed
// in the same pass, so that a long chain (`1 + 2 + ... + n`) is written
// once rather than copied once per operator.
func (c *fnCtx) arithmetic(x *model.BinaryOpExpression, operand model.Type) string {
	chain := gen.LeftChain(x, func(l, outer *model.BinaryOpExpression) bool {
		lop, ok := binaryOp(l.Operation)
		outerOp, _ := binaryOp(outer.Operation)
		if _, rounds := constantFloat(l); rounds {
			// A constant step Go would compute exactly, where PCL
			// rounds it: printed as PCL's value (see binary).
			return false
		}
		return ok && lop.Prec >= outerOp.Prec && arithmeticOperand(l) == operand && model.ResolveOutputs(goTypeOf(l)) == operand
	})
	var b strings.Builder
	for i := len(chain) - 1; i >= 0; i-- {
		op, _ := binaryOp(chain[i].Operation)
		if i == len(chain)-1 {
			b.WriteString(c.plainAs(chain[i].LeftOperand, operand, op.Prec))
		}
		b.WriteString(" " + op.Op + " ")
		b.WriteString(c.plainAs(chain[i].RightOperand, operand, op.Prec+1))
	}
	return b.String()
}

// arithmeticOperand returns the type binary prints the operands of x as
// when it prints x with arithmetic (nil otherwise): int for operations on
// ints other than division, float64 for the others.
func arithmeticOperand(x *model.BinaryOpExpression) model.Type {
	switch x.Operation {
	case hclsyntax.OpAdd, hclsyntax.OpSubtract, hclsyntax.OpMultiply, hclsyntax.OpModulo,
		hclsyntax.OpGreaterThan, hclsyntax.OpGreaterThanOrEqual, hclsyntax.OpLessThan, hclsyntax.OpLessThanOrEqual:
		if intArithmetic(x) {
			return model.IntType
		}
		if x.Operation == hclsyntax.OpModulo {
			return nil // math.Mod
		}
		return model.NumberType
	case hclsyntax.OpDivide:
		return model.NumberType
	}
	return nil
}

// logical prints a chain of && or || without repeating an operand: PCL's
// operands have no effects, so `a || b || a` is `a || b`, and go vet
// refuses the repetition ("redundant or").
func (c *fnCtx) logical(x *model.BinaryOpExpression, op gen.BinaryOp) (string, int) {
	operands := logicalOperands(x)
	if len(operands) == 1 {
		return c.plainAs(operands[0], model.BoolType, precLowest), precLowest
	}
	// Operands that differ in PCL may print alike (a.b and a["b"]).
	var printed []string
	seen := map[string]bool{}
	compared := map[string]bool{}
	for _, e := range operands {
		s := ""
		if flipped, key, ok := suspectComparison(e, x.Operation); ok && compared[key] {
			// A second comparison of one value with a constant, which go
			// vet suspects ("suspect and": a == 1 && a == 2 is false),
			// where PCL compares: negated, it is no comparison to vet.
			s = "!(" + c.plainAs(flipped, model.BoolType, precLowest) + ")"
		} else {
			if ok {
				compared[key] = true
			}
			s = c.plainAs(e, model.BoolType, op.Prec+1)
		}
		// (An operand that is a logical operation whose operands print
		// alike prints as one of them, parenthesized.)
		if key := withoutOuterParens(s); !seen[key] {
			seen[key] = true
			printed = append(printed, s)
		}
	}
	if len(printed) == 1 {
		return printed[0], op.Prec + 1
	}
	return strings.Join(printed, " "+op.Op+" "), op.Prec
}

// suspectComparison reports whether e, an operand of a chain of logical
// operator op, is a comparison go vet suspects when the chain compares the
// same value with another constant: an equality in a chain of ands, an
// inequality in a chain of ors, one of whose operands is a constant. It
// returns the opposite comparison and the key of the value compared.
func suspectComparison(e model.Expression, op *hclsyntax.Operation) (flipped model.Expression, key string, ok bool) {
	b, isBinary := gen.Unparenthesized(e).(*model.BinaryOpExpression)
	if !isBinary {
		return nil, "", false
	}
	opposite := hclsyntax.OpNotEqual
	switch {
	case op == hclsyntax.OpLogicalAnd && b.Operation == hclsyntax.OpEqual:
	case op == hclsyntax.OpLogicalOr && b.Operation == hclsyntax.OpNotEqual:
		opposite = hclsyntax.OpEqual
	default:
		return nil, "", false
	}
	var value model.Expression
	switch {
	case constantOperand(b.RightOperand):
		value = b.LeftOperand
	case constantOperand(b.LeftOperand):
		value = b.RightOperand
	default:
		return nil, "", false
	}
	// Go prints (m) as m: the parentheses are no other value.
	return model.NewBinaryOpExpression(opposite, b.LeftOperand, b.RightOperand, b.Type()), operandKey(gen.Unparenthesized(value)), true
}

// constantOperand reports whether e reads nothing: Go may print it as a
// constant.
func constantOperand(e model.Expression) bool {
	constant := true
	model.Walk(e, func(x model.Expression) bool {
		switch x.(type) {
		case *model.ScopeTraversalExpression, *model.RelativeTraversalExpression, *model.FunctionCallExpression:
			constant = false
		}
		return constant
	})
	return constant
}

// logicalOperands returns the operands of a chain of one logical
// operator, (a && b) && c, each without the repetitions of another, and
// each operand that is a chain of the other operator simplified alike: go
// vet reports `a && a`, and `a && (a || a)`, which PCL allows and which
// means a.
func logicalOperands(x *model.BinaryOpExpression) []model.Expression {
	var operands []model.Expression
	seen := map[string]bool{}
	var flatten func(e model.Expression)
	flatten = func(e model.Expression) {
		e = gen.Unparenthesized(e)
		b, ok := e.(*model.BinaryOpExpression)
		if ok && b.Operation == x.Operation {
			flatten(b.LeftOperand)
			flatten(b.RightOperand)
			return
		}
		if ok && (b.Operation == hclsyntax.OpLogicalAnd || b.Operation == hclsyntax.OpLogicalOr) {
			if inner := logicalOperands(b); len(inner) == 1 {
				flatten(inner[0])
				return
			}
		}
		if key := operandKey(e); !seen[key] {
			seen[key] = true
			operands = append(operands, e)
		}
	}
	flatten(x)
	return operands
}

// operandKey identifies an operand of a logical chain: its text, and the
// variables it reads, which may share a name (the parameters of an apply
// over two calls of secret are both secret in PCL's text).
func operandKey(e model.Expression) string {
	var b strings.Builder
	b.WriteString(gen.OperandText(e))
	gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		fmt.Fprintf(&b, " %p", st.Definition)
		return st
	})
	return b.String()
}

// withoutOuterParens returns s, a printed expression, without the
// parentheses that enclose all of it.
func withoutOuterParens(s string) string {
	for strings.HasPrefix(s, "(") && closingBrace(s, 0) == len(s)-1 {
		s = s[1 : len(s)-1]
	}
	return s
}

// binaryOp returns how Go prints PCL's binary operation op: as C spells
// it, every comparison binding alike.
func binaryOp(op *hclsyntax.Operation) (gen.BinaryOp, bool) {
	return gen.BinaryOperator(op, gen.Precedences{Or: precOr, And: precAnd, Equality: precCompare, Order: precCompare, Additive: precAdd, Multiplicative: precMul}, nil)
}

// intArithmetic reports whether Go computes the arithmetic or comparison x
// on ints: both operands are ints, or optional ints (whose arithmetic the
// binder types as int too), and x is not a division.
func intArithmetic(x *model.BinaryOpExpression) bool {
	if x.Operation == hclsyntax.OpDivide {
		return false
	}
	lt := model.RemoveNone(model.ResolveOutputs(x.LeftOperand.Type()))
	rt := model.RemoveNone(model.ResolveOutputs(x.RightOperand.Type()))
	return lt == model.IntType && rt == model.IntType
}

// iife prints an immediately invoked function literal returning goType
// whose body is written by body.
func (c *fnCtx) iife(goType string, body func(inner *fnCtx)) string {
	var b strings.Builder
	inner := c.child(&b, "")
	inner.noErr = true
	body(inner)
	return "func() " + goType + " {\n" + b.String() + "}()"
}

// conditional prints cond ? a : b.
func (c *fnCtx) conditional(x *model.ConditionalExpression) string {
	t := model.ResolveOutputs(x.Type())
	if bt := emptyBranchAside(x, t); bt != t && strings.ContainsAny(c.f.plainType(bt), ".*") {
		// (A list of schema structs has no JSON form of PCL's to make a
		// []interface{} of; any other converts so, as its type says.)
		t = bt
	}
	return c.conditionalAs(x, t)
}

// emptyBranchAside returns t, the type of the conditional x, or, where t is
// a list or map of values of any type because a branch is an empty tuple
// or object (`c ? rules : []`), the other branch's list or map type, which
// the empty one converts to: Go holds a list of schema objects as a slice
// of the SDK's structs, which no []interface{} takes. (The conditional is
// then of that type where its reader may expect the one of t.)
func emptyBranchAside(x *model.ConditionalExpression, t model.Type) model.Type {
	_, elem, ok := model.ForIterationTypes(model.RemoveNone(t))
	if !ok || elem != model.DynamicType {
		return t
	}
	empty := func(bt model.Type) bool {
		switch bt := model.ResolveOutputs(bt).(type) {
		case *model.TupleType:
			return len(bt.ElementTypes) == 0
		case *model.ObjectType:
			return len(bt.Properties) == 0
		}
		return false
	}
	other := func(bt model.Type) (model.Type, bool) {
		bt = model.ResolveOutputs(bt)
		switch model.RemoveNone(bt).(type) {
		case *model.ListType:
			_, isList := model.RemoveNone(t).(*model.ListType)
			return bt, isList
		case *model.MapType:
			_, isMap := model.RemoveNone(t).(*model.MapType)
			return bt, isMap
		}
		return nil, false
	}
	tt, ft := x.TrueResult.Type(), x.FalseResult.Type()
	if empty(tt) {
		tt, ft = ft, tt
	} else if !empty(ft) {
		return t
	}
	if bt, ok := other(tt); ok {
		if model.IsOptional(t) && !model.IsOptional(bt) {
			return model.NewOptionalType(bt)
		}
		return bt
	}
	return t
}

// conditionalAs prints cond ? a : b as a value of type t, each branch
// converted to it.
func (c *fnCtx) conditionalAs(x *model.ConditionalExpression, t model.Type) string {
	gt := c.f.plainType(t)
	return c.iife(gt, func(in *fnCtx) {
		in.out.WriteString("if " + headerExpr(in.plainAs(x.Condition, model.BoolType, precLowest)) + " {\n")
		in.out.WriteString("return " + in.plainAs(x.TrueResult, t, precLowest) + "\n}\n")
		in.out.WriteString("return " + in.plainAs(x.FalseResult, t, precLowest) + "\n")
	})
}

// tuple prints a tuple constructor as a slice.
func (c *fnCtx) tuple(x *model.TupleConsExpression) string {
	tt, ok := model.ResolveOutputs(goTypeOf(x)).(*model.TupleType)
	if !ok {
		return c.tupleOf(x, model.DynamicType)
	}
	return c.tupleOf(x, tupleElement(tt))
}

// tupleOf prints a tuple constructor as a slice of elem.
func (c *fnCtx) tupleOf(x *model.TupleConsExpression, elem model.Type) string {
	parts := make([]string, len(x.Expressions))
	goElem := c.f.plainType(elem)
	for i, e := range x.Expressions {
		target := elem
		if _, isObject := gen.Unparenthesized(e).(*model.ObjectConsExpression); isObject && goElem == "interface{}" {
			// An object among values of other types (objects of other
			// attributes): the map[string]interface{} that reading an
			// element of their union asserts.
			target = model.NewMapType(model.DynamicType)
		}
		parts[i] = elideType(c.plainAs(e, target, precLowest), goElem)
	}
	return "[]" + goElem + "{" + multiline(parts) + "}"
}

// elideType returns lit without its type when lit is a composite literal of
// goType (or &goType{...} for a pointer type): inside a slice or map
// literal of goType elements, Go lets the type go, as gofmt -s does.
func elideType(lit, goType string) string {
	prefix := goType
	if strings.HasPrefix(goType, "*") {
		prefix = "&" + goType[1:]
	}
	if !strings.HasPrefix(lit, prefix+"{") || closingBrace(lit, len(prefix)) != len(lit)-1 {
		return lit
	}
	return lit[len(prefix):]
}

// closingBrace returns the index of the brace (or parenthesis) that
// closes the one at src[open], skipping string and rune literals, or -1.
func closingBrace(src string, open int) int {
	opening, closing := src[open], byte('}')
	if opening == '(' {
		closing = ')'
	}
	depth := 0
	for i := open; i < len(src); i++ {
		switch src[i] {
		case opening:
			depth++
		case closing:
			depth--
			if depth == 0 {
				return i
			}
		case '"', '\'':
			q := src[i]
			for i++; i < len(src) && src[i] != q; i++ {
				if src[i] == '\\' {
					i++
				}
			}
		case '`':
			if j := strings.IndexByte(src[i+1:], '`'); j >= 0 {
				i += j + 1
			} else {
				return -1
			}
		}
	}
	return -1
}

// multiline joins items on one line when they are short, else one per
// line with a trailing comma.
func multiline(items []string) string {
	one := strings.Join(items, ", ")
	if len(items) <= 1 && !commented(items) || len(one) <= 60 && !strings.Contains(one, "\n") {
		return one
	}
	return "\n" + strings.Join(items, ",\n") + ",\n"
}

// commented reports whether an item starts with a comment.
func commented(items []string) bool {
	for _, it := range items {
		if strings.HasPrefix(it, "//") {
			return true
		}
	}
	return false
}

// object prints an object constructor as a map, or as a schema struct.
func (c *fnCtx) object(x *model.ObjectConsExpression) string {
	t := model.ResolveOutputs(x.Type())
	var elem model.Type = model.DynamicType
	switch tt := t.(type) {
	case *model.MapType:
		elem = tt.ElementType
	case *model.ObjectType:
		if gen.SchemaObject(tt) != nil {
			return c.schemaStruct(x, tt)
		}
		elem = objectElem(tt)
	}
	items := make([]string, len(x.Items))
	goElem := c.f.plainType(elem)
	for i, it := range x.Items {
		items[i] = c.objectKey(it.Key) + ": " + elideType(c.plainAs(it.Value, elem, precLowest), goElem)
	}
	return "map[string]" + goElem + "{" + multiline(items) + "}"
}

// stringLiteral returns s as a Go string literal: a raw string when s
// spans lines and a raw string can hold it (no backquote, no carriage
// return, only printable characters and tabs), as a person writes a
// script or a document inline; else an interpreted string.
func stringLiteral(s string) string {
	if !strings.Contains(strings.TrimSuffix(s, "\n"), "\n") || !utf8.ValidString(s) {
		return strconv.Quote(s)
	}
	for _, r := range s {
		if r == '`' || r == '\r' || r == utf8.RuneError || r != '\n' && r != '\t' && !unicode.IsPrint(r) {
			return strconv.Quote(s)
		}
	}
	return "`" + s + "`"
}

// objectKey prints an object key as a Go string.
func (c *fnCtx) objectKey(k model.Expression) string {
	if s, ok := gen.StringLiteral(k); ok {
		return strconv.Quote(s)
	}
	return c.asString(k)
}

// schemaStruct prints an object constructor as a plain schema struct value
// (the arguments of a plain invoke).
func (c *fnCtx) schemaStruct(x *model.ObjectConsExpression, t *model.ObjectType) string {
	items := make([]string, 0, len(x.Items))
	for _, it := range x.Items {
		k, _ := gen.StringLiteral(it.Key)
		pt := t.Properties[k]
		items = append(items, c.f.propertyField(t, k)+": "+c.plainValue(it.Value, pt))
	}
	return c.f.objectName(t) + "{" + multiline(items) + "}"
}

// plainValue prints e as a plain Go value of the (possibly optional) schema
// type t: optional scalars and objects are pointers.
func (c *fnCtx) plainValue(e model.Expression, t model.Type) string {
	t = model.ResolveOutputs(t)
	if elem, ok := optionalElement(t); ok {
		if pointerOptional(elem) && !gen.IsNull(e) {
			if obj, isObj := model.RemoveNone(elem).(*model.ObjectType); isObj {
				if oc, isCons := e.(*model.ObjectConsExpression); isCons {
					return "&" + c.schemaStruct(oc, obj)
				}
			}
			if n, ok := builtinElementName(elem); ok && n != "" && !strings.Contains(n, "Array") && !strings.Contains(n, "Map") {
				if _, isPtr := optionalElement(model.ResolveOutputs(e.Type())); isPtr {
					return c.plain(e, precLowest)
				}
				return c.f.pulumi() + "." + n + "Ref(" + c.plainAs(e, elem, precLowest) + ")"
			}
		}
		t = elem
	}
	switch tt := t.(type) {
	case *model.ListType:
		if tup, ok := e.(*model.TupleConsExpression); ok {
			parts := make([]string, len(tup.Expressions))
			goElem := c.f.plainType(tt.ElementType)
			for i, el := range tup.Expressions {
				parts[i] = elideType(c.plainValue(el, tt.ElementType), goElem)
			}
			return "[]" + goElem + "{" + multiline(parts) + "}"
		}
	case *model.ObjectType:
		if oc, ok := e.(*model.ObjectConsExpression); ok && gen.SchemaObject(tt) != nil {
			return c.schemaStruct(oc, tt)
		}
	}
	if s, ok := c.convertedPlain(e, t); ok {
		return s
	}
	return c.plainAs(e, t, precLowest)
}

// index prints collection[key].
func (c *fnCtx) index(x *model.IndexExpression) string {
	if tuple, picked, ok := gen.PickedElement(x); ok {
		// A plain element of a tuple that holds outputs, which Go holds
		// as a collection of inputs: the tuple is evaluated, for the
		// errors PCL reports of its elements, and the element given.
		t := model.ResolveOutputs(x.Type())
		return c.iife(c.f.plainType(t), func(in *fnCtx) {
			in.out.WriteString("_ = " + in.input(tuple, tuple.Type()) + "\nreturn " + in.plainAs(picked, t, precLowest) + "\n")
		})
	}
	ct := model.RemoveNone(model.ResolveOutputs(x.Collection.Type()))
	coll := c.plain(x.Collection, precPrimary)
	switch ct.(type) {
	case *model.MapType:
		return c.assertIfDynamic(c.mapGet(coll, c.plainAs(x.Key, model.StringType, precLowest)), ct, x.Type())
	case *model.ObjectType:
		goElem := strings.TrimPrefix(c.f.plainType(ct), "map[string]")
		return c.assertIfDynamic(c.lookup(coll, c.plainAs(x.Key, model.StringType, precLowest), goElem), ct, x.Type())
	}
	if ct == model.DynamicType {
		// A value of any type: a string key reads a map, any other key a
		// list (asserting fails where the value is neither, as PCL does).
		if gen.Unenum(model.RemoveNone(model.ResolveOutputs(x.Key.Type()))) == model.StringType {
			return c.assert(c.mapGet(coll+".(map[string]interface{})", c.plainAs(x.Key, model.StringType, precLowest)), x.Type())
		}
		return c.assert(coll+".([]interface{})["+c.listKey(x.Key)+"]", x.Type())
	}
	if tt, ok := ct.(*model.TupleType); ok && c.f.plainType(tupleElement(tt)) == "float64" {
		return intAmongNumbers(coll+"["+c.listKey(x.Key)+"]", x.Type())
	}
	return c.assertIfDynamic(coll+"["+c.listKey(x.Key)+"]", ct, x.Type())
}

// listKey prints the key of an index into a list: a string as the number
// it holds, a number as the int it is (an error unless it is whole).
func (c *fnCtx) listKey(key model.Expression) string {
	switch gen.Unenum(model.RemoveNone(model.ResolveOutputs(key.Type()))) {
	case model.StringType:
		k, _ := c.parseString(key, model.IntType)
		return k
	case model.NumberType:
		return c.f.helper("toInt") + "(" + c.plainAs(key, model.NumberType, precLowest) + ")"
	}
	return c.plainAs(key, model.IntType, precLowest)
}

// assertIfDynamic asserts the type of an element read from a collection
// whose Go type ends in interface{} ([]interface{}, map[string][]interface{}),
// unless the element is of the Go type its model type prints as (a
// map[string]interface{} of a []map[string]interface{}).
func (c *fnCtx) assertIfDynamic(s string, coll, elem model.Type) string {
	goColl := c.f.plainType(coll)
	if !strings.HasSuffix(goColl, "interface{}") {
		return s
	}
	for _, prefix := range []string{"[]", "map[string]"} {
		if goElem, ok := strings.CutPrefix(goColl, prefix); ok && goElem != "interface{}" && goElem == c.f.plainType(model.ResolveOutputs(elem)) {
			// A list of maps of interface{} holds the maps the element
			// is.
			return s
		}
	}
	return c.assert(s, elem)
}

// forHead writes the head of the loop of the for expression x: the loop
// over its collection, binding the variables its key, value and filter
// read, and the filter, which skips an element as `continue`.
func (c *fnCtx) forHead(x *model.ForExpression) {
	c.loopHeader(x.Collection, x.KeyVariable, x.ValueVariable, gen.UsesVariable(x.KeyVariable, x.Key, x.Value, x.Condition), gen.UsesVariable(x.ValueVariable, x.Key, x.Value, x.Condition))
	if x.Condition != nil {
		c.out.WriteString("if !(" + c.plainAs(x.Condition, model.BoolType, precLowest) + ") {\ncontinue\n}\n")
	}
}

// forExpr prints a for expression as a loop in a function literal.
func (c *fnCtx) forExpr(x *model.ForExpression) string {
	return c.forExprAs(x, model.ResolveOutputs(x.Type()))
}

// forExprAs prints a for expression producing a value of type t.
func (c *fnCtx) forExprAs(x *model.ForExpression, t model.Type) string {
	gt := c.f.plainType(t)
	return c.iife(gt, func(in *fnCtx) {
		// An empty result is an empty collection, not nil.
		result := in.scope.Declare("result")
		in.out.WriteString(result + " := " + gt + "{}\n")
		in.forHead(x)
		if x.Key != nil {
			var vt model.Type = model.DynamicType
			if mt, ok := t.(*model.MapType); ok {
				vt = mt.ElementType
			}
			key := in.plainAs(x.Key, model.StringType, precLowest)
			switch {
			case x.Group && !strings.HasPrefix(in.f.plainType(vt), "[]"):
				// Groups held as interface{}s (a conditional unified the
				// map's values with values of other types): each is a
				// []interface{}, which the first member makes.
				k, group := in.scope.Declare("key"), in.scope.Declare("group")
				in.out.WriteString(k + " := " + key + "\n" + group + ", _ := " + result + "[" + k + "].([]interface{})\n")
				in.out.WriteString(result + "[" + k + "] = append(" + group + ", " + in.plainAs(x.Value, model.DynamicType, precLowest) + ")\n")
			case x.Group:
				in.out.WriteString(result + "[" + key + "] = append(" + result + "[" + key + "], " + in.plainAs(x.Value, elemOf(vt), precLowest) + ")\n")
			default:
				in.writeEntry(x, result, key, func() string { return in.plainAs(x.Value, vt, precLowest) })
			}
		} else {
			in.out.WriteString(result + " = append(" + result + ", " + in.plainAs(x.Value, elemOf(t), precLowest) + ")\n")
		}
		in.out.WriteString("}\nreturn " + result + "\n")
	})
}

// writeEntry writes the statement that sets the element of the map result
// at key (printed) to the value value prints, for the for expression x:
// where two elements may make one key (gen.KeysMayCollide), which PCL
// refuses, it fails on the second.
func (c *fnCtx) writeEntry(x *model.ForExpression, result, key string, value func() string) {
	if !gen.KeysMayCollide(x) {
		c.out.WriteString(result + "[" + key + "] = " + value() + "\n")
		return
	}
	k, dup := c.scope.Declare("key"), c.scope.Declare("dup")
	c.out.WriteString(k + " := " + key + "\nif _, " + dup + " := " + result + "[" + k + "]; " + dup + " {\n")
	c.out.WriteString("panic(" + c.f.imports.std("fmt") + `.Sprintf("Duplicate object key: two elements produce the key %q", ` + k + "))\n}\n")
	c.out.WriteString(result + "[" + k + "] = " + value() + "\n")
}

// mapElement returns the type of the elements of the input map a map or
// object of type t is given as: dynamic for an object whose properties
// differ in type.
func mapElement(t model.Type) model.Type {
	switch t := model.RemoveNone(t).(type) {
	case *model.MapType:
		return t.ElementType
	case *model.ObjectType:
		return objectElem(t)
	}
	return model.DynamicType
}

// elemOf returns the element type of a list type, or dynamic.
func elemOf(t model.Type) model.Type {
	if elem, ok := listElement(t); ok {
		return elem
	}
	return model.DynamicType
}

// loopHeader writes `for k, v := range coll {`, visiting maps in key order.
func (c *fnCtx) loopHeader(coll model.Expression, keyVar, valueVar *model.Variable, wantKey, wantValue bool) {
	kn, vn := "_", "_"
	if keyVar != nil && wantKey {
		kn = c.scope.Declare(keyVar.Name)
		c.Bind(keyVar, kn)
	}
	if valueVar != nil && wantValue {
		vn = c.scope.Declare(valueVar.Name)
		c.Bind(valueVar, vn)
		c.BindElement(valueVar, coll)
	}
	ct := model.RemoveNone(model.ResolveOutputs(coll.Type()))
	src := c.loopSource(coll)
	if ct == model.DynamicType {
		// A dynamic collection is taken to be a list, or, when its keys
		// are wanted, a map, of any Go element type (the resolved
		// element of a pulumi.Array may be an []int).
		if wantKey && kn != "_" {
			// Its keys are a list's indices or a map's keys, whichever it
			// turns out to be.
			entry := c.scope.Declare("entry")
			c.out.WriteString("for _, " + entry + " := range " + c.f.helper("dynamicEntries") + "(" + c.plain(coll, precLowest) + ") {\n")
			c.out.WriteString(kn + " := " + entry + "[0]\n")
			if vn != "_" {
				c.out.WriteString(vn + " := " + entry + "[1]\n")
			}
			return
		} else if wantKey {
			src = c.f.helper("dynamicMap") + "(" + c.plain(coll, precLowest) + ")"
			ct = model.NewMapType(model.DynamicType)
		} else {
			src = c.f.helper("dynamicList") + "(" + c.plain(coll, precLowest) + ")"
		}
	} else if keyed, ok := gen.UnionIteration(ct); ok && c.f.plainType(ct) == "interface{}" {
		// A choice of collections of several types (tuples of several
		// lengths), which Go holds as interface{}: its elements, as
		// interface{} values.
		if keyed {
			src = c.f.helper("dynamicMap") + "(" + c.plain(coll, precLowest) + ")"
			ct = model.NewMapType(model.DynamicType)
		} else {
			src = c.f.helper("dynamicList") + "(" + c.plain(coll, precLowest) + ")"
			ct = model.NewListType(model.DynamicType)
		}
	}
	switch ct.(type) {
	case *model.MapType, *model.ObjectType:
		if kn == "_" && vn == "_" {
			// Neither is read: the order does not show.
			c.out.WriteString("for range " + headerExpr(src) + " {\n")
			return
		}
		if kn == "_" {
			kn = c.scope.Declare("key")
		}
		m := c.scope.Declare("collection")
		c.out.WriteString(m + " := " + src + "\n")
		c.out.WriteString("for _, " + kn + " := range " + c.f.sortedKeysOf(m) + " {\n")
		if vn != "_" {
			elem := c.heldElement(coll, m+"["+kn+"]", valueVar.Type())
			if elem == m+"["+kn+"]" && inputElements(coll) {
				c.f.inputLoopVars[valueVar] = true
			}
			c.out.WriteString(vn + " := " + elem + "\n")
		}
		return
	}
	switch {
	case vn != "_" && c.heldElement(coll, vn, valueVar.Type()) != vn:
		// The elements are held as interface{}: the variable is the
		// value converted to its own type.
		raw := c.scope.Declare(valueVar.Name)
		c.out.WriteString("for " + kn + ", " + raw + " := range " + headerExpr(src) + " {\n")
		c.out.WriteString(vn + " := " + c.heldElement(coll, raw, valueVar.Type()) + "\n")
	case vn != "_":
		if inputElements(coll) {
			c.f.inputLoopVars[valueVar] = true
		}
		c.out.WriteString("for " + kn + ", " + vn + " := range " + headerExpr(src) + " {\n")
	case kn != "_":
		c.out.WriteString("for " + kn + " := range " + headerExpr(src) + " {\n")
	default:
		c.out.WriteString("for range " + headerExpr(src) + " {\n")
	}
}

// unlikeElementOutputs reports whether ct, the type Go holds a collection
// of outputs as, is an object or tuple one of whose elements is held as
// another output than out (of a collection type, which converts through its
// JSON form): a pulumi.Map, or the pulumi.Array of a tuple of collections
// of unlike Go types ([]int beside []interface{}), holds each as its own.
func (f *fileGen) unlikeElementOutputs(ct model.Type, t model.Type) bool {
	var elems []model.Type
	switch ct := model.RemoveNone(ct).(type) {
	case *model.ObjectType:
		for _, k := range sortedKeys(ct.Properties) {
			elems = append(elems, ct.Properties[k])
		}
	case *model.TupleType:
		if f.sameGoElements(ct.ElementTypes, t) {
			// (Made t's input collections where the tuple is built.)
			return false
		}
		elems = ct.ElementTypes
	}
	out := f.outputType(t)
	for _, el := range elems {
		plain := model.ResolveOutputs(el)
		if gen.IsCollection(model.RemoveNone(plain)) && f.outputType(plain) != out {
			return true
		}
	}
	return false
}

// heldElement returns s, an element of the collection coll, as a value of
// the loop variable's type t: converted, as PCL converts a dynamic value,
// when Go holds the elements as interface{} and t is not dynamic (a map of
// optional bools is a map[string]interface{} of *bool and bool).
func (c *fnCtx) heldElement(coll model.Expression, s string, t model.Type) string {
	if ct := model.ResolveOutputs(goTypeOf(coll)); gen.IsOutput(t) && (c.f.untypedCollection(ct) || objectsOfOutputs(ct) && c.f.plainType(ct) == "map[string]interface{}" || gen.HoldsOutputs(coll.Type()) && c.f.plainType(ct) == "[]interface{}") {
		// An element of a pulumi.Array or pulumi.Map of optional values
		// (or of an object whose attributes are outputs, or of a tuple of
		// outputs and values of different types) is a pulumi.Input: the
		// variable is the Input of its type.
		if in := c.f.inputInterface(c.f.outputType(t)); in != c.f.pulumi()+".Input" {
			asInput := func(c *fnCtx) string {
				if !c.f.unlikeElementOutputs(ct, t) {
					return s + ".(" + in + ")"
				}
				// Elements of other outputs than the variable's (an
				// IntArrayOutput beside an ArrayOutput of optional ints in
				// a map): each converted once known.
				out := c.f.outputType(t)
				gt := c.f.outputValueType(out, c.f.plainType(model.ResolveOutputs(t)))
				v := c.scope.Child().Declare("v")
				return c.f.pulumi() + ".Any(" + s + ").ApplyT(func(" + v + " interface{}) " + gt + " {\nreturn " + c.f.viaJSON(gt, v) + "\n}).(" + out + ")"
			}
			if _, elem, _ := model.ForIterationTypes(coll.Type()); model.IsOptional(model.ResolveOutputs(elem)) {
				// An element that is null ([r.results, null]) is a nil
				// Input, which asserts to no Input: an output of null.
				return c.iife(in, func(b *fnCtx) {
					b.out.WriteString("if " + s + " == nil {\nreturn " + c.f.nullOutput(c.f.outputType(t), c.f.plainType(model.ResolveOutputs(t))) + "\n}\nreturn " + asInput(b) + "\n")
				})
			}
			return asInput(c)
		}
	}
	if held := c.f.heldInputType(t); held != "" && gen.HoldsOutputs(coll.Type()) && !gen.IsCall(coll, "entries") {
		// A collection of values that hold outputs is an input collection
		// of their concrete input collections (built where the
		// collection is): the variable is that concrete collection. (An
		// apply resolves the collection it reads: its elements are plain
		// there, whatever the variable's type says.) The entries of a
		// collection that holds outputs, printed where the lowering left
		// the call (a plain range reading only the keys), are plain maps
		// of a key and an input.
		return s + ".(" + held + ")"
	}
	gt := c.f.plainType(model.ResolveOutputs(t))
	if gt == "interface{}" || c.f.plainType(heldElementType(coll)) != "interface{}" {
		return s
	}
	if elem, ok := optionalElement(model.ResolveOutputs(t)); ok && pointerOptional(elem) {
		return c.assertMember(s, t)
	}
	if conv := c.dynamicPrimitive(s, gt); conv != "" {
		return conv
	}
	// (A collection among values of other Go types, a map[string]bool
	// beside the map[string]interface{} of an object, converts.)
	return c.assert(s, t)
}

// heldInputType returns the concrete Go input collection
// (pulumi.StringArray, pulumi.Map) that holds a value of type t, a list,
// map or object that holds outputs and is no output itself, as an element
// of a collection that holds outputs; "" for other types.
func (f *fileGen) heldInputType(t model.Type) string {
	if gen.IsOutput(t) || !gen.HoldsOutputs(t) {
		return ""
	}
	r := model.ResolveOutputs(t)
	switch r := r.(type) {
	case *model.ListType, *model.MapType, *model.TupleType:
	case *model.ObjectType:
		if gen.SchemaObject(r) != nil {
			return ""
		}
	default:
		return ""
	}
	if n, ok := builtinElementName(r); ok && n != "" {
		return f.pulumi() + "." + n
	}
	return ""
}

// objectsOfOutputs reports whether t is an object, or a union of objects,
// that is not a schema object: one holding outputs is printed as a
// pulumi.Map of its attributes' inputs.
func objectsOfOutputs(t model.Type) bool {
	switch t := model.RemoveNone(t).(type) {
	case *model.ObjectType:
		return gen.SchemaObject(t) == nil
	case *model.UnionType:
		for _, e := range t.ElementTypes {
			if o, ok := e.(*model.ObjectType); (!ok || gen.SchemaObject(o) != nil) && e != model.NoneType {
				return false
			}
		}
		return true
	}
	return false
}

// heldElementType returns the type of the elements Go holds in the
// collection coll (dynamic when it holds interface{}).
func heldElementType(coll model.Expression) model.Type {
	t := model.RemoveNone(model.ResolveOutputs(goTypeOf(coll)))
	switch t.(type) {
	case *model.MapType, *model.ObjectType:
		return mapElement(t)
	}
	return elemOf(t)
}

// splat prints source[*].each as a loop.
func (c *fnCtx) splat(x *model.SplatExpression) string {
	t := model.ResolveOutputs(x.Type())
	gt, each := c.splatEach(x, t)
	return c.iife(gt, func(in *fnCtx) {
		item := in.scope.Declare("item")
		in.BindSplat(x, item)
		result := in.scope.Declare("result")
		in.out.WriteString(result + " := " + gt + "{}\n")
		in.out.WriteString(in.splatHeader(x, item))
		in.out.WriteString(result + " = append(" + result + ", " + each(in) + ")\n}\nreturn " + result + "\n")
	})
}

// sortedKeysOf prints the sorted keys of the Go map m, which HCL visits
// in key order.
func (f *fileGen) sortedKeysOf(m string) string {
	return f.imports.std("slices") + ".Sorted(" + f.imports.std("maps") + ".Keys(" + m + "))"
}
