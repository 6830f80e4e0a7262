package typescript

import (
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints operators, for expressions, splats and function
// literals.

// binary prints a binary operation; operators are left-associative, so the
// right operand needs a higher precedence.
func (c *fnCtx) binary(x *model.BinaryOpExpression) (string, int) {
	op, ok := binaryOp(x.Operation)
	if !ok {
		c.f.g.Errorf(x.Range(), "Unsupported operator", "The TypeScript generator cannot generate this operator.")
		return "undefined", precPrimary
	}
	if gen.IsEquality(x) {
		if s, ok := c.equality(x); ok {
			return s, precEqual
		}
		if s, ok := c.narrowedEquality(x, op.Op, op.Prec); ok {
			return s, op.Prec
		}
		if l, r, ok := c.widenedOperands(x.LeftOperand, x.RightOperand, op.Prec); ok {
			return l + " " + op.Op + " " + r, op.Prec
		}
	}
	if (x.Operation == hclsyntax.OpDivide || x.Operation == hclsyntax.OpModulo) && !nonZeroLiteral(x.RightOperand) {
		// PCL fails to divide by zero, where JavaScript gives Infinity
		// or NaN.
		name := "pclDivide"
		if x.Operation == hclsyntax.OpModulo {
			name = "pclModulo"
		}
		return c.f.helper(name) + "(" + c.operand(x.LeftOperand, precCond) + ", " + c.operand(x.RightOperand, precCond) + ")", precPostfix
	}
	if gen.IsEquality(x) {
		// PCL compares null as a value.
		return c.expr(x.LeftOperand, op.Prec) + " " + op.Op + " " + c.expr(x.RightOperand, op.Prec+1), op.Prec
	}
	return c.chain(x), op.Prec
}

// chain prints an operation of no special form: its operands (see
// operand) around its operator. A left operand that is such an operation
// too, printed without parentheses or a check, is printed in the same
// pass, so that a long chain (`1 + 2 + ... + n`) is written once rather
// than copied once per operator.
func (c *fnCtx) chain(x *model.BinaryOpExpression) string {
	chain := gen.LeftChain(x, func(l, outer *model.BinaryOpExpression) bool {
		lop, ok := binaryOp(l.Operation)
		outerOp, _ := binaryOp(outer.Operation)
		_, opt := optionalElement(shallow(l.Type()))
		return ok && lop.Prec >= outerOp.Prec && plainOperation(l) && !opt
	})
	var b strings.Builder
	for i := len(chain) - 1; i >= 0; i-- {
		op, _ := binaryOp(chain[i].Operation)
		if i == len(chain)-1 {
			b.WriteString(c.operand(chain[i].LeftOperand, op.Prec))
		}
		b.WriteString(" " + op.Op + " ")
		if isLogical(chain[i].Operation) {
			defer c.guardedBy(chain[i].LeftOperand)()
		}
		b.WriteString(c.operand(chain[i].RightOperand, op.Prec+1))
	}
	return b.String()
}

// plainOperation reports whether binary prints x with chain: not an
// equality, nor a division or remainder that may be by zero.
func plainOperation(x *model.BinaryOpExpression) bool {
	switch x.Operation {
	case hclsyntax.OpEqual, hclsyntax.OpNotEqual:
		return false
	case hclsyntax.OpDivide, hclsyntax.OpModulo:
		return nonZeroLiteral(x.RightOperand)
	}
	return true
}

// operand prints an operand of arithmetic, an order or a logical
// operation with precedence need: one that may be null is checked, as PCL
// refuses a null operand where JavaScript computes with undefined.
func (c *fnCtx) operand(e model.Expression, need int) string {
	_, opt := optionalElement(shallow(e.Type()))
	if e.Type() == model.DynamicType && (gen.IsVariable(e) || optionalBranch(e)) {
		// A value of any type an apply resolved (or a loop visits),
		// whose TypeScript type the outputs give (number | undefined),
		// or chosen from one that may be null.
		opt = true
	}
	if opt && !gen.IsNull(e) && !gen.IsOutput(e.Type()) {
		return c.f.helper("pclOperand") + "(" + c.expr(e, precCond) + ")"
	}
	return c.expr(e, need)
}

// optionalBranch reports whether e is a conditional with a branch (at any
// depth of conditionals) of optional type.
func optionalBranch(e model.Expression) bool {
	x, ok := gen.Unparenthesized(e).(*model.ConditionalExpression)
	if !ok {
		return false
	}
	for _, b := range []model.Expression{x.TrueResult, x.FalseResult} {
		if _, opt := optionalElement(shallow(b.Type())); opt || optionalBranch(b) {
			return true
		}
	}
	return false
}

// binaryOp returns how TypeScript prints PCL's binary operation op: PCL's
// equality is the strict equality, which binds tighter than an order.
func binaryOp(op *hclsyntax.Operation) (gen.BinaryOp, bool) {
	return gen.BinaryOperator(op, gen.Precedences{Or: precOr, And: precAnd, Equality: precEqual, Order: precCompare, Additive: precAdd, Multiplicative: precMul},
		map[string]string{"==": "===", "!=": "!=="})
}

// nonZeroLiteral reports whether e is a number literal other than zero.
func nonZeroLiteral(e model.Expression) bool {
	if p, ok := e.(*model.ParenthesesExpression); ok {
		return nonZeroLiteral(p.Expression)
	}
	lit, ok := e.(*model.LiteralValueExpression)
	return ok && lit.Value.IsKnown() && !lit.Value.IsNull() && lit.Value.Type() == cty.Number && lit.Value.AsBigFloat().Sign() != 0
}

// unary prints a negation or a logical not.
func (c *fnCtx) unary(x *model.UnaryOpExpression) (string, int) {
	op := "-"
	if x.Operation == hclsyntax.OpLogicalNot {
		op = "!"
	}
	operand := c.operand(x.Operand, precUnary)
	if op == "-" && strings.HasPrefix(operand, "-") {
		operand = "(" + operand + ")"
	}
	return op + operand, precUnary
}

// iterationKind says how a collection is iterated: as an array or as an
// object's entries.
func iterationKind(t model.Type) (entries bool) {
	t = shallow(t)
	if elem, ok := optionalElement(t); ok {
		t = elem
	}
	switch t := t.(type) {
	case *model.MapType, *model.ObjectType:
		return true
	case *model.UnionType:
		// A choice of maps and objects (objects of different attributes).
		keyed, ok := gen.UnionIteration(t)
		return ok && keyed
	}
	return false
}

// loopParams declares the loop variables of a for expression over coll in
// inner and returns the callback's parameter list.
func (inner *fnCtx) loopParams(coll model.Expression, keyVar, valueVar *model.Variable, entries bool) string {
	inner.BindElement(valueVar, coll)
	declare := func(v *model.Variable, hint string) string {
		if v == nil {
			return inner.scope.Declare(hint)
		}
		n := inner.scope.Declare(v.Name)
		inner.Bind(v, n)
		return n
	}
	if entries {
		k := declare(keyVar, "key")
		v := declare(valueVar, "value")
		return "([" + k + ", " + v + "])"
	}
	v := declare(valueVar, "value")
	if keyVar == nil {
		return v
	}
	return "(" + v + ", " + declare(keyVar, "index") + ")"
}

// source prints the collection of a loop as an array.
func (c *fnCtx) loopSource(coll model.Expression, entries bool) string {
	if mayBeUndefined(coll) {
		// PCL fails to iterate over null, as reading undefined's entries
		// or elements throws.
		if entries {
			return "Object.entries(" + c.expr(coll, precPostfix) + "!)"
		}
		return c.expr(coll, precPostfix) + "!"
	}
	src := c.expr(coll, precPostfix)
	if entries {
		if ot, ok := model.RemoveNone(model.ResolveOutputs(coll.Type())).(*model.ObjectType); ok && len(ot.Properties) == 0 {
			// The entries of {} are of type unknown; PCL's values of no
			// known type are any.
			return "Object.entries(" + src + " as Record<string, any>)"
		}
		return "Object.entries" + c.f.entriesTypeArgument(coll.Type()) + "(" + src + ")"
	}
	if shallow(coll.Type()) == model.DynamicType {
		// The loop's parameters are any, which --strict requires to be
		// said.
		return "(" + src + " as any[])"
	}
	if emptyTuple(coll.Type()) {
		return "(" + src + " as any[])"
	}
	return src
}

// entriesTypeArgument returns the type argument of Object.entries over an
// object of type t whose properties are outputs of unlike types
// (Output<boolean> and Output<boolean | undefined>): TypeScript types its
// entries' values as their union, whose apply methods it cannot call, where
// the unified type's output takes each; "" for any other object.
func (f *fileGen) entriesTypeArgument(t model.Type) string {
	ot, ok := model.RemoveNone(t).(*model.ObjectType)
	if !ok {
		return ""
	}
	var types []model.Type
	seen := map[string]bool{}
	for _, pt := range ot.Properties {
		if _, isOutput := pt.(*model.OutputType); !isOutput {
			// (The loop makes an output of each value of an object of
			// outputs and plain values: pulumi.output takes the union.)
			return ""
		}
		types = append(types, pt)
		seen[f.tsType(pt)] = true
	}
	if len(seen) < 2 {
		return ""
	}
	if u := f.tsType(model.Unify(types...)); u != "any" && !strings.Contains(u, ") | ") {
		return "<" + u + ">"
	}
	return ""
}

// forExpr prints a for expression: map and filter over an array, or over
// Object.entries of an object; Object.fromEntries makes an object.
func (c *fnCtx) forExpr(x *model.ForExpression) (string, int) {
	return c.forExprInto(x, nil)
}

// forExprInto prints a for expression whose values are given where a value
// of type dest is taken (an input's element; nil for none): see forValue.
func (c *fnCtx) forExprInto(x *model.ForExpression, dest model.Type) (string, int) {
	entries := iterationKind(x.Collection.Type())
	src := c.loopSource(x.Collection, entries)
	if shallow(x.Collection.Type()) == model.DynamicType {
		// A list or a map, known when the program runs: the pairs of
		// its keys (indexes) and elements, in key order.
		entries = true
		src = c.f.helper("pclEntries") + "(" + c.expr(x.Collection, precLowest) + ")"
	} else if entries && (x.Key == nil || x.Group) {
		// A list made from a map, and the lists of a grouping, hold the
		// map's elements in key order.
		src += ".sort(([a], [b]) => (a < b ? -1 : 1))"
	}
	keyVar := x.KeyVariable
	if keyVar != nil && !entries && !gen.UsesVariable(keyVar, x.Key, x.Value, x.Condition) {
		keyVar = nil
	}
	if c.async != nil && c.bodyAwaits(x) {
		return c.asyncForExpr(x, src, keyVar, entries, dest)
	}
	var s string
	if x.Condition != nil && (keyVar == nil || entries) {
		// filter, then map: the elements keep their keys, so the key
		// variable means the same in both.
		in := c.child(nil)
		params := in.loopParams(x.Collection, keyVar, x.ValueVariable, entries)
		s = src + ".filter(" + params + " => " + in.expr(x.Condition, precCond) + ")"
		switch {
		case !entries && x.Key == nil && isVarRef(x.Value, x.ValueVariable):
			return s, precPostfix
		case entries && x.Key != nil && !x.Group && isVarRef(x.Key, x.KeyVariable) && isVarRef(x.Value, x.ValueVariable):
			return "Object.fromEntries(" + s + ")", precPostfix
		}
		src = s
	}
	inner := c.child(nil)
	params := inner.loopParams(x.Collection, keyVar, x.ValueVariable, entries)
	flatMap := x.Condition != nil && !(keyVar == nil || entries)
	cond := ""
	if flatMap {
		// A condition over the index: the indexes are those before
		// filtering. The value is printed where the condition holds.
		cond = inner.expr(x.Condition, precNullish)
		defer inner.guardedBy(x.Condition)()
	}
	value := inner.forValue(x.Value, dest)
	if x.Key != nil {
		value = "[" + inner.forKey(x.Key) + ", " + value + "]"
	}
	if flatMap {
		s = src + ".flatMap" + inner.flatMapType(x) + "(" + params + " => " + cond + " ? [" + value + "] : [])"
	} else {
		if strings.HasPrefix(value, "{") {
			value = "(" + value + ")"
		}
		s = src + ".map(" + params + " => " + value + ")"
	}
	if x.Group {
		// { for ... : k => v... } collects the values of each key.
		return c.f.helper("pclGroup") + "(" + s + ")", precPostfix
	}
	if x.Key != nil {
		return c.fromEntries(x, s), precPostfix
	}
	return s, precPostfix
}

// flatMapType returns the type argument of the flatMap that prints x, a for
// expression whose condition guards its value: where the value reads a
// reference the condition narrows (`v && i > 0 ? [{x: v}] : []`, v of type
// true there), the element type TypeScript infers is the narrowed one, and
// a comparison of the element with another value would be rejected
// (TS2367), so the element is given PCL's type (`flatMap<{x: boolean}>`).
// It is "" where no reference is narrowed, or the value holds eventuals.
func (c *fnCtx) flatMapType(x *model.ForExpression) string {
	t := x.Value.Type()
	if !c.readsGuarded(x.Value) || gen.IsOutput(t) || gen.HoldsOutputs(t) || holdsPromises(t) {
		return ""
	}
	ts := c.f.knownType(anyMayBeMissing(t))
	if ts == "" {
		return ""
	}
	if x.Key != nil {
		ts = "[string, " + ts + "]"
	}
	return "<" + ts + ">"
}

// fromEntries prints the object of the entries s of the for expression x:
// Object.fromEntries where no two may have one key, else pclFromEntries,
// which fails where two do.
func (c *fnCtx) fromEntries(x *model.ForExpression, s string) string {
	if gen.KeysMayCollide(x) {
		return c.f.helper("pclFromEntries") + "(" + s + ")"
	}
	return "Object.fromEntries(" + s + ")"
}

// forValue prints the value of a for expression, given where a value of
// type dest is taken when dest is not nil: as an input (an optional output
// inside it asserted to be present, as in a constructor given there).
func (c *fnCtx) forValue(value model.Expression, dest model.Type) string {
	if dest != nil {
		return c.input(value, dest)
	}
	if isLiteralType(value) {
		// The callback would return the literal types ("a" | "b"), and
		// the loop make an array of them.
		if ts, ok := c.f.widePrimitiveType(value.Type()); ok {
			return c.expr(value, precCompare) + " as " + ts
		}
	}
	return c.expr(value, precCond)
}

// forKey prints the key of a for expression that makes an object. A key
// that may be null (an optional attribute) is an error when it is, as in
// PCL, where TypeScript would make the key "undefined".
func (c *fnCtx) forKey(key model.Expression) string {
	if _, optional := optionalElement(shallow(key.Type())); optional {
		return c.f.helper("pclKey") + "(" + c.expr(key, precLowest) + ")"
	}
	return c.expr(key, precCond)
}

// bodyAwaits reports whether the key, value or condition of a for
// expression awaits: an invoke or method call in its plain form.
func (c *fnCtx) bodyAwaits(x *model.ForExpression) bool {
	found := false
	for _, part := range []model.Expression{x.Key, x.Value, x.Condition} {
		if part == nil {
			continue
		}
		model.Walk(part, func(n model.Expression) bool {
			switch n := n.(type) {
			case *model.AnonymousFunctionExpression:
				return false
			case *model.FunctionCallExpression:
				if out, _ := model.ContainsEventuals(n.Type()); !out {
					found = found || n.Name == binder.InvokeName || n.Name == binder.CallName && plainMethod(n)
				}
			}
			return !found
		})
	}
	return found
}

// asyncForExpr prints a for expression whose body awaits (an invoke with
// plain arguments of the loop variable): the callback is async, and
// Promise.all waits for every element, in order, before the for's
// filtering, map or grouping.
func (c *fnCtx) asyncForExpr(x *model.ForExpression, src string, keyVar *model.Variable, entries bool, dest model.Type) (string, int) {
	inner := c.child(c.async)
	params := inner.loopParams(x.Collection, keyVar, x.ValueVariable, entries)
	cond := ""
	if x.Condition != nil {
		// The item is printed where the condition holds.
		cond = inner.expr(x.Condition, precNullish)
		defer inner.guardedBy(x.Condition)()
	}
	item := inner.forValue(x.Value, dest)
	if x.Key != nil {
		// A pair, which TypeScript would type as an array but for as const.
		item = "[" + inner.forKey(x.Key) + ", " + item + "] as const"
	}
	if x.Condition != nil {
		item = cond + " ? [" + item + "] : []"
	} else if strings.HasPrefix(item, "{") {
		item = "(" + item + ")"
	}
	s := "(await Promise.all(" + src + ".map(async " + params + " => " + item + ")))"
	if x.Condition != nil {
		s += ".flat(1)"
	}
	switch {
	case x.Group:
		return c.f.helper("pclGroup") + "(" + s + ")", precPostfix
	case x.Key != nil:
		return c.fromEntries(x, s), precPostfix
	}
	return s, precPostfix
}

// splat prints a splat as a map over its source.
func (c *fnCtx) splat(x *model.SplatExpression) (string, int) {
	src := c.expr(x.Source, precPostfix)
	t := shallow(x.Source.Type())
	if elem, optional := optionalElement(t); optional && isListKind(elem) {
		// A splat over null is empty (a list property left unset).
		src = "(" + c.expr(x.Source, precNullish+1) + " ?? [])"
		t = elem
	}
	switch t.(type) {
	case *model.ListType, *model.TupleType, *model.SetType:
	case *model.PrimitiveType:
		if shallow(x.Source.Type()) == model.DynamicType {
			src = "(" + c.expr(x.Source, precCond) + " as any[])"
		}
	default:
		if model.IsOptional(x.Source.Type()) {
			// A splat over null is empty (a resource whose range is false).
			src = "(" + c.expr(x.Source, precNullish) + " == null ? [] : [" + c.expr(x.Source, precCond) + "])"
		} else {
			src = "[" + c.expr(x.Source, precCond) + "]"
		}
	}
	if item, ok := x.Each.(*model.SplatItemExpression); ok && item == x.Item {
		// The elements themselves.
		return src, precPostfix
	}
	inner := c.child(nil)
	name := inner.scope.Declare("item")
	inner.BindSplat(x, name)
	each := inner.expr(x.Each, precCond)
	if strings.HasPrefix(each, "{") {
		each = "(" + each + ")"
	}
	return src + ".map(" + name + " => " + each + ")", precPostfix
}

// isListKind reports whether t is a list, a tuple or a set.
func isListKind(t model.Type) bool {
	switch t.(type) {
	case *model.ListType, *model.TupleType, *model.SetType:
		return true
	}
	return false
}

// lambda prints a function literal whose parameters are fn's; when
// destructure is non-nil the parameters are read from one array parameter.
func (c *fnCtx) lambda(fn *model.AnonymousFunctionExpression, async *bool) string {
	return c.typedLambda(fn, nil, async, "")
}

// typedLambda prints fn as an arrow function whose result is annotated
// with the type returns, when it is not "" (see applyTyping).
func (c *fnCtx) typedLambda(fn *model.AnonymousFunctionExpression, args []model.Expression, async *bool, returns string) string {
	inner := c.child(async)
	names := make([]string, len(fn.Parameters))
	for i, p := range fn.Parameters {
		names[i] = inner.scope.Declare(p.Name)
		inner.Bind(p, names[i])
		if len(args) == len(fn.Parameters) {
			inner.BindValue(p, args[i])
		}
	}
	body := inner.expr(fn.Body, precCond)
	if strings.HasPrefix(body, "{") {
		body = "(" + body + ")"
	}
	params := strings.Join(names, ", ")
	if returns != "" {
		return "(" + params + ")" + returnAnnotation(returns, async != nil && *async) + " => " + body
	}
	if len(names) != 1 {
		params = "(" + params + ")"
	}
	return params + " => " + body
}

// returnAnnotation prints the annotation of an arrow function's result of
// type t ("" for none), a promise of it when the function is async.
func returnAnnotation(t string, async bool) string {
	switch {
	case t == "":
		return ""
	case async:
		return ": Promise<" + t + ">"
	}
	return ": " + t
}

// iife prints an immediately invoked arrow function whose body the
// callback writes, for statements (try, throw) in an expression.
func (c *fnCtx) iife(body func(inner *fnCtx, out *strings.Builder)) string {
	return c.typedIIFE("", body)
}

// typedIIFE is iife of a function declared to return the TypeScript type
// returns (none when it is "").
func (c *fnCtx) typedIIFE(returns string, body func(inner *fnCtx, out *strings.Builder)) string {
	var b strings.Builder
	inner := c.child(nil)
	body(inner, &b)
	if returns != "" {
		returns = ": " + returns
	}
	return "(()" + returns + " => {\n" + b.String() + "})()"
}

// isVarRef reports whether e is a plain reference to v.
func isVarRef(e model.Expression, v *model.Variable) bool {
	st, ok := e.(*model.ScopeTraversalExpression)
	return ok && v != nil && len(st.Traversal) == 1 && st.Definition == model.Definition(v)
}

// tuple prints a list.
func (c *fnCtx) tuple(x *model.TupleConsExpression) string {
	items := make([]string, len(x.Expressions))
	for i, e := range x.Expressions {
		items[i] = c.expr(e, precCond)
	}
	return "[" + list(items, "[]") + "]"
}

// declaredTuple prints e, a tuple constructor declared as its tuple type
// (see mixedTupleType), whose elements that are conditionals of
// constructors print as the element's declared type (see branchOf).
func (c *fnCtx) declaredTuple(e model.Expression) string {
	tup, ok := gen.Unparenthesized(e).(*model.TupleConsExpression)
	if !ok {
		return c.expr(e, precCond)
	}
	items := make([]string, len(tup.Expressions))
	for i, el := range tup.Expressions {
		if _, isCond := gen.Unparenthesized(el).(*model.ConditionalExpression); isCond {
			items[i] = c.branchOf(el, el.Type())
			continue
		}
		items[i] = c.expr(el, precCond)
	}
	return "[" + list(items, "[]") + "]"
}

// branchOf prints b, a conditional's branch (or a conditional) of type t,
// with the plain values of its constructors that t holds as outputs as
// outputs, so that the branches are of t's one type: PCL unifies
// [true, x.out] with [x.out] as a list of outputs, {a = "x"} with
// {a = x.out} as an object of an output.
func (c *fnCtx) branchOf(b model.Expression, t model.Type) string {
	lift := func(e model.Expression, et model.Type) string {
		s := c.expr(e, precCond)
		if et != nil && gen.IsOutput(et) && !gen.IsOutput(e.Type()) {
			return c.f.pulumi() + ".output(" + s + ")"
		}
		return s
	}
	switch x := gen.Unparenthesized(b).(type) {
	case *model.ConditionalExpression:
		cond := c.expr(x.Condition, precNullish)
		undo := c.guardedBy(x.Condition)
		defer undo()
		return cond + " ? " + c.branchOf(x.TrueResult, t) + " : " + c.branchOf(x.FalseResult, t)
	case *model.TupleConsExpression:
		lt, isList := t.(*model.ListType)
		if !isList || !gen.IsOutput(lt.ElementType) {
			break
		}
		items := make([]string, len(x.Expressions))
		for i, e := range x.Expressions {
			items[i] = lift(e, lt.ElementType)
		}
		return "[" + list(items, "[]") + "]"
	case *model.ObjectConsExpression:
		ot, isObj := t.(*model.ObjectType)
		if !isObj || len(x.Items) == 0 {
			break
		}
		items := make([]string, len(x.Items))
		for i, it := range x.Items {
			var pt model.Type
			if k, ok := gen.StringLiteral(it.Key); ok {
				pt = ot.Properties[k]
			}
			items[i] = c.objectKey(it.Key) + ": " + lift(it.Value, pt)
		}
		return "{\n" + strings.Join(items, ",\n") + ",\n}"
	}
	return c.expr(b, precCond)
}

// list joins items, one a line when the result would be long or an item
// spans lines.
func list(items []string, _ string) string {
	total := 0
	for _, it := range items {
		total += len(it)
		if strings.Contains(it, "\n") {
			total += 1000
		}
	}
	if total < 80 {
		return strings.Join(items, ", ")
	}
	return "\n" + strings.Join(items, ",\n") + ",\n"
}

// object prints an object literal.
func (c *fnCtx) object(x *model.ObjectConsExpression) string {
	if len(x.Items) == 0 {
		return "{}"
	}
	items := make([]string, len(x.Items))
	for i, it := range x.Items {
		items[i] = c.objectKey(it.Key) + ": " + c.expr(it.Value, precCond)
	}
	return "{\n" + strings.Join(items, ",\n") + ",\n}"
}

// objectKey prints an object key: a name, a quoted string or a computed
// key.
func (c *fnCtx) objectKey(k model.Expression) string {
	if s, ok := gen.StringLiteral(k); ok {
		return propertyKey(s)
	}
	return "[" + c.expr(k, precLowest) + "]"
}

// index prints an index expression. An index TypeScript's types do not
// check (into a list or a map, or by a computed key) is checked when the
// program runs: PCL fails where there is no element.
func (c *fnCtx) index(x *model.IndexExpression) string {
	coll := c.indexable(x.Collection, x.Key, x.Type())
	t := shallow(x.Collection.Type())
	elem, opt := optionalElement(t)
	if opt && checkedIndex(elem, x.Key) {
		// PCL fails to index null too.
		return c.f.helper(indexHelper(elem)) + "(" + coll + ", " + c.expr(x.Key, precCond) + ")"
	}
	if opt {
		// PCL fails to index null, as indexing undefined throws.
		return present(coll, true) + "[" + c.expr(x.Key, precLowest) + "]"
	}
	if checkedIndex(t, x.Key) {
		return c.f.helper(indexHelper(t)) + "(" + coll + ", " + c.expr(x.Key, precCond) + ")"
	}
	return coll + "[" + c.expr(x.Key, precLowest) + "]"
}

// indexHelper names the helper that indexes a value of type t when the
// program runs: pclGet for a value of any type (which TypeScript may type
// unknown), else pclIndex.
func indexHelper(t model.Type) string {
	if t == model.DynamicType {
		return "pclGet"
	}
	return "pclIndex"
}

// checkedIndex reports whether indexing a collection of type t by key needs
// the run-time check: TypeScript checks constant keys of tuples and objects.
func checkedIndex(t model.Type, key model.Expression) bool {
	if t == model.DynamicType {
		// A value of any type: it may be no list or map at all (a string
		// has indices in TypeScript, not in PCL).
		return true
	}
	switch t := t.(type) {
	case *model.ListType, *model.MapType:
		return true
	case *model.TupleType:
		_, isConst := key.(*model.LiteralValueExpression)
		return !isConst
	case *model.ObjectType:
		_, isConst := gen.StringLiteral(key)
		return !isConst && !binder.IsResourceType(t)
	}
	return false
}

// typedTuple prints e, a tuple constructor of values of different types,
// which TypeScript would infer an array of their union, cast to its tuple
// type, for an element to be read; cast is false for any other value.
func (c *fnCtx) typedTuple(e model.Expression) (s string, cast bool) {
	tt := c.f.mixedTupleType(e)
	if tt == "" {
		return "", false
	}
	return "(" + c.expr(e, precCond) + " as " + tt + ")", true
}

// indexable prints a collection indexed by key: an object that is not a
// map is cast to a record when the key is not a constant or not one of its
// properties (lookup with a default), which TypeScript does not allow on
// object types.
func (c *fnCtx) indexable(coll, key model.Expression, result model.Type) string {
	t := shallow(coll.Type())
	if elem, ok := optionalElement(t); ok {
		t = elem
	}
	if s, cast := c.typedTuple(coll); cast {
		return s
	}
	obj, isObj := t.(*model.ObjectType)
	if !isObj {
		return c.expr(coll, precPostfix)
	}
	k, isConst := gen.StringLiteral(key)
	_, declared := obj.Properties[k]
	if binder.IsResourceType(obj) || (isConst && declared && !isObjectCons(coll)) {
		return c.expr(coll, precPostfix)
	}
	var elem, resolved model.Type
	mixed := false
	for _, p := range obj.Properties {
		if o, isPromise := model.ContainsEventuals(p); isPromise && !o {
			// (A promise is awaited where it is made.)
			p = model.ResolvePromises(p)
		}
		switch r := model.ResolveOutputs(p); {
		case elem == nil:
			elem, resolved = p, r
		case resolved != nil && !model.Equal(resolved, r):
			elem, resolved = model.DynamicType, nil
		case !model.Equal(elem, p):
			mixed = true
		}
	}
	if mixed && resolved != nil {
		// Plain values and outputs of one type ({a = "x", b = pet.id}):
		// inputs of it.
		elem = model.NewUnionType(resolved, model.NewOutputType(resolved))
	}
	if elem == nil {
		// An object without properties: its elements are of the type the
		// read gives (an empty object looked up with a default).
		elem = model.RemoveNone(model.ResolveOutputs(result))
	}
	if o, p := model.ContainsEventuals(elem); p && !o {
		// Promises (the results of plain invokes) are awaited where they
		// are made: their values are plain.
		elem = model.ResolveOutputs(elem)
	}
	et := c.f.tsType(arrayLiteralType(elem))
	return "(" + c.expr(coll, precCond) + " as Record<string, " + et + ">)"
}

// arrayLiteralType returns t with its tuples made arrays of their elements'
// union, as TypeScript types an array literal that is not `as const`
// (["c"] is a string[]), which a cast must be comparable with.
func arrayLiteralType(t model.Type) model.Type {
	switch t := t.(type) {
	case *model.TupleType:
		if len(t.ElementTypes) == 0 {
			return t
		}
		elems := make([]model.Type, len(t.ElementTypes))
		for i, e := range t.ElementTypes {
			elems[i] = arrayLiteralType(e)
		}
		return model.NewListType(model.NewUnionType(elems...))
	case *model.ListType:
		return model.NewListType(arrayLiteralType(t.ElementType))
	case *model.MapType:
		return model.NewMapType(arrayLiteralType(t.ElementType))
	case *model.ObjectType:
		if binder.IsResourceType(t) || gen.SchemaObject(t) != nil {
			return t
		}
		props := make(map[string]model.Type, len(t.Properties))
		for name, p := range t.Properties {
			props[name] = arrayLiteralType(p)
		}
		return model.NewObjectType(props)
	case *model.UnionType:
		elems := make([]model.Type, len(t.ElementTypes))
		for i, e := range t.ElementTypes {
			elems[i] = arrayLiteralType(e)
		}
		return model.NewUnionType(elems...)
	}
	return t
}

// isObjectCons reports whether e is an object constructor.
func isObjectCons(e model.Expression) bool {
	_, ok := e.(*model.ObjectConsExpression)
	return ok
}

// equality prints == and != where JavaScript's === is not PCL's equality:
// null is JSON's null or undefined, and collections of the same type, or
// values whose types are known only when the program runs, compare by
// their contents.
func (c *fnCtx) equality(x *model.BinaryOpExpression) (string, bool) {
	op := "=="
	neg := ""
	if x.Operation == hclsyntax.OpNotEqual {
		op, neg = "!=", "!"
	}
	l, r := x.LeftOperand, x.RightOperand
	switch {
	case gen.IsNull(r):
		return c.expr(l, precEqual) + " " + op + " null", true
	case gen.IsNull(l):
		return c.expr(r, precEqual) + " " + op + " null", true
	}
	if gen.DistinctOperands(c.Bindings, l, r) {
		// Values of different types are unequal unless both are null.
		return neg + c.f.helper("pclBothNull") + "(" + c.expr(l, precCond) + ", " + c.expr(r, precCond) + ")", true
	}
	lt, rt := model.RemoveNone(shallow(l.Type())), model.RemoveNone(shallow(r.Type()))
	ld, rd := lt == model.DynamicType, rt == model.DynamicType
	// A value of any type may be of another type than TypeScript infers
	// for it (a try's fallback), and collections of types PCL does not
	// tell apart (ints and numbers) are still types TypeScript does.
	deep := ld || rd || isCollection(lt) || isCollection(rt)
	if !deep {
		return "", false
	}
	return neg + c.f.helper("pclEqual") + "(" + c.expr(l, precCond) + ", " + c.expr(r, precCond) + ")", true
}

// isCollection reports whether t is a list, set, tuple, map or object
// type other than a resource's.
func isCollection(t model.Type) bool {
	switch t := t.(type) {
	case *model.ListType, *model.SetType, *model.TupleType, *model.MapType:
		return true
	case *model.ObjectType:
		return !binder.IsResourceType(t)
	}
	return false
}
