package python

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
	"github.com/zclconf/go-cty/cty"
)

// This file prints operators, collections, for expressions and splats.

// binary prints a binary operation. Comparisons do not chain in PCL, so
// an operand that is a comparison is parenthesized.
func (c *fnCtx) binary(x *model.BinaryOpExpression) (code, int) {
	op, _, ok := binaryOp(x.Operation)
	if !ok {
		return c.errorf(x.Range(), "Unsupported operator", "The Python generator does not know this operator."), precPrimary
	}
	if x.Operation == hclsyntax.OpModulo {
		// PCL's remainder takes the sign of the dividend, as math.fmod
		// does; Python's % takes the divisor's.
		m := call(c.f.imports.stdlib("math")+".fmod", c.operand(x.LeftOperand, precLambda+1, true), c.operand(x.RightOperand, precLambda+1, true))
		if isInt(x.LeftOperand.Type()) && isInt(x.RightOperand.Type()) {
			m = call("int", m)
		}
		return m, precPrimary
	}
	if gen.IsEquality(x) && gen.DistinctOperands(c.Bindings, x.LeftOperand, x.RightOperand) {
		// Values of different types are unequal unless both are null,
		// where Python's == finds a list equal to a tuple's list and
		// True equal to 1.
		both := call(c.f.useHelper("both_none"), c.expr(x.LeftOperand, precLambda+1), c.expr(x.RightOperand, precLambda+1))
		if x.Operation == hclsyntax.OpNotEqual {
			return cat(atom("not "), both), precNot
		}
		return both, precPrimary
	}
	if gen.IsEquality(x) && helperEquality(x.LeftOperand.Type(), x.RightOperand.Type()) {
		// A value that may be a bool compared with one that may be a
		// number (a dynamic value, a union): Python's == finds True equal
		// to 1; dicts that may hold None, which PCL compares as keys they
		// lack.
		eq := call(c.f.useHelper("equal"), c.expr(x.LeftOperand, precLambda+1), c.expr(x.RightOperand, precLambda+1))
		if x.Operation == hclsyntax.OpNotEqual {
			return cat(atom("not "), eq), precNot
		}
		return eq, precPrimary
	}
	// A left operand that is an operation printed without parentheses is
	// written in the same pass (gen.LeftChain).
	// (An equality printed as a call, of values of distinct types or of a
	// bool and a number, is printed on its own.)
	chain := gen.LeftChain(x, func(l, outer *model.BinaryOpExpression) bool {
		lop, _, ok := binaryOp(l.Operation)
		return ok && l.Operation != hclsyntax.OpModulo && lop.Prec >= leftPrec(outer) && !c.equalityCall(l)
	})
	parts := make([]code, 0, 2*len(chain)+1)
	for i := len(chain) - 1; i >= 0; i-- {
		x := chain[i]
		op, prio, _ := binaryOp(x.Operation)
		equality := gen.IsEquality(x)
		if i == len(chain)-1 {
			parts = append(parts, c.operand(x.LeftOperand, leftPrec(x), !equality))
		}
		if gen.IsNull(x.LeftOperand) || gen.IsNull(x.RightOperand) {
			// PEP 8 compares with None by identity.
			switch op.Op {
			case "==":
				op.Op = "is"
			case "!=":
				op.Op = "is not"
			}
		}
		parts = append(parts, delim(op.Op, prio), c.operand(x.RightOperand, op.Prec+1, !equality))
	}
	return cat(parts...), op.Prec
}

// equalityCall reports whether binary prints x, an equality, as a call
// (_both_none, _equal) rather than with Python's operator.
func (c *fnCtx) equalityCall(x *model.BinaryOpExpression) bool {
	return gen.IsEquality(x) && (gen.DistinctOperands(c.Bindings, x.LeftOperand, x.RightOperand) || helperEquality(x.LeftOperand.Type(), x.RightOperand.Type()))
}

// helperEquality says whether values of types a and b are compared with
// _equal rather than Python's ==: they may hold a bool where the other
// holds a number (boolsMeetNumbers), or both may hold dicts (maps and
// objects, or values of any type), whose keys of None values PCL's
// comparison takes as absent.
func helperEquality(a, b model.Type) bool {
	return boolsMeetNumbers(a, b) || mayHoldMappings(a) && mayHoldMappings(b)
}

// mayHoldMappings says whether a value of type t may be or hold a map or
// an object that is not a resource.
func mayHoldMappings(t model.Type) bool {
	return gen.AnyTypeWithin(t, func(t model.Type) (bool, bool) {
		switch t := t.(type) {
		case *model.MapType:
			return true, false
		case *model.ObjectType:
			return !binder.IsResourceType(t), !binder.IsResourceType(t)
		}
		return t == model.DynamicType, true
	})
}

// boolsMeetNumbers says whether values of types a and b may hold a bool
// where the other holds a number, at the top or inside (of a dynamic type, a
// union, a collection of either).
func boolsMeetNumbers(a, b model.Type) bool {
	return (mayHold(a, model.BoolType) && mayHold(b, model.NumberType)) ||
		(mayHold(a, model.NumberType) && mayHold(b, model.BoolType))
}

// mayHold says whether a value of type t may be or hold a value of the
// primitive type p (an int is a number; a dynamic value may be anything).
func mayHold(t, p model.Type) bool {
	return gen.AnyTypeWithin(t, func(t model.Type) (bool, bool) {
		switch t {
		case model.DynamicType, p:
			return true, false
		case model.IntType:
			return p == model.NumberType, false
		}
		return false, true
	})
}

// operand prints an operand of a binary or unary operation. Where checked
// (arithmetic, an order, a logical operation, which PCL refuses null
// operands), a value that may be None is given through _operand, which
// fails as PCL does and tells a type checker that the value is not None.
func (c *fnCtx) operand(e model.Expression, need int, checked bool) code {
	if checked {
		return c.present(e, need)
	}
	return c.expr(e, need)
}

// present prints e where PCL refuses null (an operand, a builtin's
// argument, a loop's collection): a plain value that may be None goes
// through _operand, which fails as PCL does and tells a type checker that
// the value is not None.
func (c *fnCtx) present(e model.Expression, need int) code {
	// (A variable of any type, an apply's parameter or a loop's, holds
	// what the outputs resolved to, which a type checker may know to be
	// an int | None.)
	if (mayBeNone(e.Type()) || e.Type() == model.DynamicType && gen.IsVariable(e)) && !gen.IsNull(e) && !gen.IsOutput(e.Type()) {
		return call(c.f.useHelper("operand"), c.expr(e, precLambda+1))
	}
	return c.expr(e, need)
}

// leftPrec returns the precedence the left operand of x needs: x's own,
// but above a comparison's, since comparisons do not chain in PCL.
func leftPrec(x *model.BinaryOpExpression) int {
	op, _, _ := binaryOp(x.Operation)
	if op.Prec == precCompare {
		return precCompare + 1
	}
	return op.Prec
}

// binaryOp returns how Python prints PCL's binary operation op, and black's
// priority of splitting a line at the operator: the logical operators are
// words, and every comparison binds alike.
func binaryOp(op *hclsyntax.Operation) (b gen.BinaryOp, prio int, ok bool) {
	b, ok = gen.BinaryOperator(op, gen.Precedences{Or: precOr, And: precAnd, Equality: precCompare, Order: precCompare, Additive: precAdd, Multiplicative: precMul},
		map[string]string{"||": "or", "&&": "and"})
	prio = gen.Precedences{Or: prioLogic, And: prioLogic, Equality: prioComparison, Order: prioComparison, Additive: prioAdd, Multiplicative: prioMul}.Of(b.Class)
	return b, prio, ok
}

// isInt reports whether t is int (or an eventual or optional int).
func isInt(t model.Type) bool {
	return shallowElem(t) == model.IntType
}

// isNumber reports whether t is number (or an eventual or optional one).
func isNumber(t model.Type) bool {
	return shallowElem(t) == model.NumberType
}

// conditional prints `t if cond else f`.
func (c *fnCtx) conditional(x *model.ConditionalExpression) code {
	t := c.asPCLObjects(x.TrueResult, x.Type(), precTernary+1)
	f := c.asPCLObjects(x.FalseResult, x.Type(), precTernary)
	return ternary(t, c.condition(x.Condition), f)
}

// condition prints the condition of a conditional expression. A value of
// any type tested `v is None` there is None or Any to pyright after the
// conditional, and a later v["k"] "is not subscriptable": it is tested
// `None is v`, which narrows nothing.
func (c *fnCtx) condition(e model.Expression) code {
	if b, ok := gen.Unparenthesized(e).(*model.BinaryOpExpression); ok && gen.IsEquality(b) && gen.IsNull(b.RightOperand) && anyReference(b.LeftOperand) {
		op := "is"
		if b.Operation == hclsyntax.OpNotEqual {
			op = "is not"
		}
		return cat(atom("None"), delim(op, prioComparison), c.expr(b.LeftOperand, precCompare+1))
	}
	if _, ok := pyrightConstant(e); ok {
		// A condition pyright finds constant (`a or True`) makes the
		// other branch unreachable, where a collection a comprehension
		// inside reads is of type Never, which "is not iterable": the
		// bool of it is of type bool. (It is evaluated all the same:
		// PCL's operators evaluate both operands.)
		return call("bool", c.expr(e, precLambda+1))
	}
	return c.expr(e, precTernary+1)
}

// pyrightConstant returns the value of e where pyright types it as a bool
// literal: a bool literal, its negation, an or of which an operand is
// True, an and of which one is False, or an operation of such values.
func pyrightConstant(e model.Expression) (value, ok bool) {
	switch x := gen.Unparenthesized(e).(type) {
	case *model.LiteralValueExpression:
		return literalCondition(x)
	case *model.UnaryOpExpression:
		if x.Operation == hclsyntax.OpLogicalNot {
			v, ok := pyrightConstant(x.Operand)
			return !v, ok
		}
	case *model.BinaryOpExpression:
		if x.Operation != hclsyntax.OpLogicalAnd && x.Operation != hclsyntax.OpLogicalOr {
			return false, false
		}
		// An or is True where an operand is, an and False where an
		// operand is.
		decisive := x.Operation == hclsyntax.OpLogicalOr
		l, lok := pyrightConstant(x.LeftOperand)
		r, rok := pyrightConstant(x.RightOperand)
		switch {
		case lok && l == decisive, rok && r == decisive:
			return decisive, true
		case lok && rok:
			return !decisive, true
		}
	}
	return false, false
}

// anyReference reports whether e is a plain reference to a value of any
// type (Any to a type checker).
func anyReference(e model.Expression) bool {
	_, ok := gen.Unparenthesized(e).(*model.ScopeTraversalExpression)
	return ok && model.ResolveOutputs(e.Type()) == model.DynamicType && !gen.IsOutput(e.Type())
}

// tuple prints a list display; dest, when known, is the destination's type.
func (c *fnCtx) tuple(x *model.TupleConsExpression, dest model.Type) code {
	elem := gen.ElementDestination(destElem(dest))
	items := make([]code, len(x.Expressions))
	noneItem := false
	for i, e := range x.Expressions {
		items[i] = c.value(e, elem)
		noneItem = noneItem || !gen.IsOutput(e.Type()) && mayBeNone(e.Type())
	}
	l := bracketed("[", items, "]", bkCollection)
	if noneItem && elem != nil && !isDynamic(gen.InputElementType(elem)) && !mayBeNone(elem) {
		// PCL lets a list given to an input hold nulls, as a map (see
		// object); the SDK's type says the elements are not None.
		return call(c.f.imports.typingName("cast"), atom(c.f.imports.typingName("Any")), l)
	}
	return l
}

// object prints a dict display. When the destination is a schema object
// the keys are the properties' Python names (the SDKs accept such dicts
// for their input types); other keys are written as they are.
func (c *fnCtx) object(x *model.ObjectConsExpression, dest model.Type) code {
	var obj *model.ObjectType
	var mapElem model.Type
	switch t := destElem(dest).(type) {
	case *model.ObjectType:
		obj = t
	case *model.MapType:
		mapElem = t.ElementType
	}
	items := make([]code, len(x.Items))
	for i, it := range x.Items {
		var key code
		var vt model.Type = mapElem
		if k, ok := gen.StringLiteral(it.Key); ok {
			name := k
			if obj != nil {
				vt = obj.Properties[k]
				if obj.Token != "" {
					name = objectKeyName(obj, k)
				}
			}
			key = atom(quote(name))
		} else {
			key = c.expr(it.Key, precLambda+1)
		}
		items[i] = cat(key, atom(": "), c.value(it.Value, vt))
	}
	d := bracketed("{", items, "}", bkCollection)
	if mapElem != nil && !isDynamic(gen.InputElementType(mapElem)) && !mayBeNone(mapElem) {
		for _, it := range x.Items {
			if mayBeNone(it.Value.Type()) {
				// PCL lets a map given to an input hold nulls (the SDK
				// drops them); the SDK's type says the values are not None.
				return call(c.f.imports.typingName("cast"), atom(c.f.imports.typingName("Any")), d)
			}
		}
	}
	return d
}

// mayBeNone reports whether a value of type t may be None.
func mayBeNone(t model.Type) bool {
	for {
		switch x := t.(type) {
		case *model.OutputType:
			t = x.ElementType
		case *model.PromiseType:
			t = x.ElementType
		case *model.UnionType:
			for _, e := range x.ElementTypes {
				if mayBeNone(e) {
					return true
				}
			}
			return false
		default:
			return t == model.NoneType
		}
	}
}

// destElem returns the plain type a value for a destination of type dest
// has: a union of alternatives (an input's plain and eventual forms) gives
// its first collection or object alternative.
func destElem(dest model.Type) model.Type {
	if dest == nil {
		return nil
	}
	t := gen.InputElementType(dest)
	if u, ok := t.(*model.UnionType); ok {
		for _, e := range u.ElementTypes {
			switch e.(type) {
			case *model.ObjectType, *model.ListType, *model.SetType, *model.MapType:
				return e
			}
		}
	}
	return t
}

// objectKeyName returns the key of property k of a schema object in a
// dict: its Python name, or its name as is when its language.python.mapCase
// is false (the SDK translates only the other keys to their wire names).
func objectKeyName(obj *model.ObjectType, k string) string {
	for _, a := range obj.Annotations {
		if so, ok := a.(*schema.ObjectType); ok {
			if p, err := so.Property(k); err == nil && p != nil {
				if !p.PythonMapCase() {
					return k
				}
				return propertyName(p, k)
			}
		}
	}
	return pyName(k)
}

// value prints a lowered expression bound for a destination of type dest
// (nil when unknown): collection displays follow the destination's
// structure.
func (c *fnCtx) value(e model.Expression, dest model.Type) code {
	switch x := e.(type) {
	case *model.TupleConsExpression:
		return c.tuple(x, dest)
	case *model.ObjectConsExpression:
		return c.object(x, dest)
	case *model.ParenthesesExpression:
		return c.value(x.Expression, dest)
	case *model.ConditionalExpression:
		// Each branch is given where the conditional is.
		if dest != nil {
			if branch, ok := chosenBranch(x); ok {
				return c.value(branch, dest)
			}
			return ternary(c.valueAt(x.TrueResult, dest, precTernary+1), c.condition(x.Condition), c.valueAt(x.FalseResult, dest, precTernary))
		}
	case *model.ForExpression:
		return c.forExprTo(x, dest)
	case *model.FunctionCallExpression:
		if x.Name == gen.ChosenConditional && dest != nil && len(x.Args) == 3 {
			// Each branch is given where the conditional is.
			return c.chosenFor(x, dest, precLambda)
		}
	}
	if dest != nil && !isDynamic(gen.InputElementType(dest)) && (c.optionalOutput(e) || c.typedNoneInside(e) || c.heldRangeRead(e)) {
		// PCL gives a null output as it is (the SDK leaves the input
		// unset), and lets a collection given to an input hold nulls; the
		// SDK's type says an output input holds a value, and a
		// collection's elements are not None.
		return call(c.f.imports.typingName("cast"), atom(c.f.imports.typingName("Any")), c.expr(e, precLambda+1))
	}
	if dest != nil && c.f.inComponent && isConfigRef(e) {
		if _, narrowed := gen.NarrowType(model.ResolveOutputs(e.Type()), dest); narrowed {
			// So is a component's input of optional elements given where
			// the elements are not (list(optional(string)) as a list of
			// strings), which its args' type says: PCL converts it
			// unsafely. (A program's config is read untyped.)
			return call(c.f.imports.typingName("cast"), atom(c.f.imports.typingName("Any")), c.expr(e, precLambda+1))
		}
	}
	return c.expr(e, precLambda+1)
}

// optionalOutput reports whether e is an output whose value may be None
// and whose Python type says so (see typedOptional).
func (c *fnCtx) optionalOutput(e model.Expression) bool {
	o, ok := e.Type().(*model.OutputType)
	if !ok || !model.IsOptional(o.ElementType) {
		return false
	}
	return c.typedOptional(e)
}

// typedOptional reports whether the Python type of e, an output, says
// that its value may be None: a property of a resource of a schema
// (Output[T | None] in its SDK), an apply (its lambda's type), and what
// keeps the type of such an output or of a plain optional value: a local
// holding one, secret and unsecret of one (Output.secret of an
// Optional[str] is an Output[str | None]), a conditional with such a
// branch, a component's output. Reads through an output's attributes are
// typed Any.
func (c *fnCtx) typedOptional(e model.Expression) bool {
	// keeps is whether a value given to secret, unsecret or a branch of a
	// conditional keeps its type's None: an output's Python type may say
	// so, a plain value's does when it may be None (Output.from_input of
	// an Optional[str]).
	keeps := func(e model.Expression) bool {
		if !gen.IsOutput(e.Type()) {
			return mayBeNone(e.Type()) && !gen.IsNull(e)
		}
		return c.typedOptional(e)
	}
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return c.typedOptional(x.Expression)
	case *model.ConditionalExpression:
		return keeps(x.TrueResult) || keeps(x.FalseResult)
	case *model.FunctionCallExpression:
		if args, fn, ok := gen.IsApply(x); ok {
			_, lifted := liftedSteps(args, fn)
			return !lifted
		}
		if arg, ok := gen.OutputOf(x); ok {
			return keeps(arg)
		}
		if x.Name == gen.ChosenConditional && len(x.Args) == 3 {
			return keeps(x.Args[1]) || keeps(x.Args[2])
		}
	case *model.ScopeTraversalExpression:
		def := x.Definition
		if cr, ok := def.(*gen.Created); ok {
			def = cr.Node
		}
		switch d := def.(type) {
		case *binder.Resource:
			// r.property, or r[key].property of a ranged resource.
			n := 2
			if d.Options.Range != nil && len(x.Traversal) > 1 {
				if _, isIndex := x.Traversal[1].(hcl.TraverseIndex); isIndex {
					n = 3
				}
			}
			return d.Package != nil && len(x.Traversal) == n
		case *binder.Component:
			// A component's output, which pyright types as the value the
			// component's class assigns it (a resource's property that may
			// be unset is an Output[T | None]).
			return len(x.Traversal) == 2
		case *binder.LocalVariable:
			// The local, or an element of a collection it holds whose
			// elements may be None.
			return len(x.Traversal) == 1 && c.f.optionalLocals[d] || len(x.Traversal) == 2 && c.f.noneInsideLocals[d]
		case *model.Variable:
			// item.property of a variable that is a resource of a
			// schema (a loop's over the instances of a ranged one).
			return len(x.Traversal) == 2 && c.schemaResource(d.VariableType)
		}
	case *model.RelativeTraversalExpression:
		// A splat's item.property, where the items are resources.
		return len(x.Traversal) == 1 && c.schemaResource(x.Source.Type())
	}
	return false
}

// schemaResource reports whether t is the type of a resource, not a
// component: its SDK types a property that may be unset as
// Output[T | None].
func (c *fnCtx) schemaResource(t model.Type) bool {
	o, ok := model.ResolveOutputs(t).(*model.ObjectType)
	return ok && binder.IsResourceType(o) && !c.f.g.componentTypes.Has(o)
}

// heldRangeRead reports whether e reads range.value, or what it holds, where
// pyright types it as holding outputs (rangeHeldOutputs).
func (c *fnCtx) heldRangeRead(e model.Expression) bool {
	if !c.rangeHeldOutputs {
		return false
	}
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return c.heldRangeRead(x.Expression)
	case *model.IndexExpression:
		return c.heldRangeRead(x.Collection)
	case *model.RelativeTraversalExpression:
		return c.heldRangeRead(x.Source)
	case *model.ScopeTraversalExpression:
		name, _, ok := c.RangeRoot(x.RootName, x.Traversal[1:])
		return ok && name == c.RangeValue
	}
	return false
}

// typedNoneInside reports whether e, a value given where a collection is
// taken, is a collection whose Python type says that its elements may be
// None (list[Output[str | None]], dict[str, str | None]): a list or dict
// display of such elements (typedOptional outputs, plain values that may
// be None), a local holding one, secret or unsecret of one.
func (c *fnCtx) typedNoneInside(e model.Expression) bool {
	typedNone := func(e model.Expression) bool {
		if gen.IsOutput(e.Type()) {
			return c.optionalOutput(e) || c.typedNoneInside(e)
		}
		return mayBeNone(e.Type()) || c.typedNoneInside(e)
	}
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return c.typedNoneInside(x.Expression)
	case *model.TupleConsExpression:
		for _, el := range x.Expressions {
			if typedNone(el) {
				return true
			}
		}
	case *model.ObjectConsExpression:
		for _, it := range x.Items {
			if typedNone(it.Value) {
				return true
			}
		}
	case *model.FunctionCallExpression:
		if arg, ok := gen.OutputOf(x); ok {
			return c.typedNoneInside(arg)
		}
		if _, fn, ok := gen.IsApply(x); ok && !objectElements(x.Type()) {
			// An apply whose callback returns Output.from_input of such
			// a dict (a comprehension of optional outputs), which
			// pyright types as holding them. (A list of outputs is
			// their Output.all, of Any; pyright takes the dicts it types
			// a collection of objects as holding as the SDK's.)
			if arg, ok := gen.OutputOf(fn.Body); ok && isMapLike(arg.Type()) {
				return c.typedNoneInside(arg)
			}
		}
	case *model.SplatExpression:
		return typedNone(x.Each)
	case *model.ForExpression:
		return typedNone(x.Value)
	case *model.ScopeTraversalExpression:
		if d, ok := x.Definition.(*binder.LocalVariable); ok {
			return len(x.Traversal) == 1 && c.f.noneInsideLocals[d]
		}
	}
	return false
}

// objectElements reports whether t is a collection (eventual or not) of
// objects.
func objectElements(t model.Type) bool {
	_, value, ok := model.ForIterationTypes(model.RemoveNone(model.ResolveOutputs(t)))
	_, isObject := model.RemoveNone(value).(*model.ObjectType)
	return ok && isObject
}

// isMapLike reports whether t, without none, is a map or an object.
func isMapLike(t model.Type) bool {
	switch model.RemoveNone(t).(type) {
	case *model.MapType, *model.ObjectType:
		return true
	}
	return false
}

// valueAt is value for an operand that needs precedence need: a value
// that is not a display is printed by expr.
func (c *fnCtx) valueAt(e model.Expression, dest model.Type, need int) code {
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return c.valueAt(x.Expression, dest, need)
	case *model.ConditionalExpression:
		if branch, ok := chosenBranch(x); ok && dest != nil {
			return c.valueAt(branch, dest, need)
		}
		if dest != nil {
			v := c.value(e, dest)
			if need > precTernary {
				// A conditional in a conditional's branch or test.
				return bracketed("(", []code{v}, ")", bkParen)
			}
			return v
		}
	case *model.FunctionCallExpression:
		if x.Name == gen.ChosenConditional && dest != nil && len(x.Args) == 3 {
			return c.chosenFor(x, dest, need)
		}
	case *model.TupleConsExpression, *model.ObjectConsExpression, *model.ForExpression:
		return c.value(e, dest)
	}
	if dest != nil && !isDynamic(gen.InputElementType(dest)) && c.optionalOutput(e) {
		return c.value(e, dest)
	}
	return c.expr(e, need)
}

// iterationAs returns the targets and the iterable of a loop over coll
// binding key and value (either may be ""). With dynamicMap, a collection
// of unknown type is iterated as a map; with ordered, a map is visited in
// key order, as PCL does where the order shows (in a list).
func (c *fnCtx) iterationAs(coll model.Expression, key, value string, dynamicMap, ordered bool) (string, code) {
	src := c.present(coll, precPrimary)
	t := shallowElem(coll.Type())
	if _, isUnion := t.(*model.UnionType); isUnion {
		// A choice of collections of several types: maps and objects
		// iterate as a map, sequences as a list, a mix of both as a
		// value of unknown type.
		keyed, ok := gen.UnionIteration(t)
		switch {
		case !ok:
			t = model.DynamicType
		case keyed:
			t = model.NewMapType(model.DynamicType)
		default:
			t = model.NewListType(model.DynamicType)
		}
	}
	if dynamicMap && t == model.DynamicType {
		t = model.NewMapType(model.DynamicType)
	}
	if t == model.DynamicType {
		// A list or a map, known when the program runs.
		k, v := key, value
		if k == "" {
			k = "_"
		}
		if v == "" {
			v = "_"
		}
		return k + ", " + v, call(c.f.useHelper("entries"), src)
	}
	switch t.(type) {
	case *model.MapType, *model.ObjectType:
		if !ordered {
			switch {
			case key == "":
				return value, cat(src, atom(".values()"))
			case value == "":
				return key, src
			}
			return key + ", " + value, cat(src, atom(".items()"))
		}
		switch {
		case key == "":
			return "_, " + value, call("sorted", cat(src, atom(".items()")))
		case value == "":
			return key, call("sorted", src)
		}
		return key + ", " + value, call("sorted", cat(src, atom(".items()")))
	}
	switch {
	case key == "":
		return value, src
	case value == "":
		return key, call("range", call("len", src))
	}
	return key + ", " + value, call("enumerate", src)
}

// forExpr prints a for expression as a list or dict comprehension.
func (c *fnCtx) forExpr(x *model.ForExpression) code { return c.forExprTo(x, nil) }

// forExprTo is forExpr given where a value of type dest is taken (nil:
// unknown): each value is given where an element of dest is.
func (c *fnCtx) forExprTo(x *model.ForExpression, dest model.Type) code {
	var elem model.Type
	if dest != nil {
		elem = gen.ForValueDestination(x, destElem(dest))
	}
	in := c.child()
	in.BindElement(x.ValueVariable, x.Collection)
	var key, value string
	if x.KeyVariable != nil && gen.UsesVariable(x.KeyVariable, x.Key, x.Value, x.Condition) {
		key = in.scope.Declare(x.KeyVariable.Name)
		in.Bind(x.KeyVariable, key)
	}
	if x.ValueVariable != nil {
		value = in.scope.Declare(x.ValueVariable.Name)
		in.Bind(x.ValueVariable, value)
		if key != "" && !gen.UsesVariable(x.ValueVariable, x.Key, x.Value, x.Condition) {
			value = ""
		}
	}
	if key == "" && value == "" {
		value = "_"
	}
	in.markLoopVars(x.KeyVariable, x.ValueVariable)
	in.markIndexVar(x)
	if x.ValueVariable != nil {
		in.markDicts(x.ValueVariable, c.mayHoldDicts(x.Collection))
	}
	// A list made from a map, and the lists of a grouping, hold the map's
	// elements in key order.
	targets, iter := c.iterationAs(x.Collection, key, value, false, x.Key == nil || x.Group)
	clause := cat(delim("for", prioComprehension), atom(targets+" in "), iter)
	if x.Condition != nil {
		cond := in.expr(x.Condition, precOr)
		if v, static := staticBool(x.Condition); static && !v {
			// Pyright reads a filter it can evaluate to False (`if not
			// True`) as reaching no element, and types the comprehension
			// list[Never] or dict[Never, Never], which refuses every key.
			cond = call("bool", in.expr(x.Condition, precLambda+1))
		}
		clause = cat(clause, delim("if", prioComprehension), cond)
	}
	if x.Group {
		// { for ... : k => v... } collects the values of each key.
		pair := bracketed("(", []code{in.mapKey(x.Key), in.value(x.Value, elem)}, ")", bkCollection)
		return call(c.f.useHelper("group"), bracketed("[", []code{cat(pair, clause)}, "]", bkCollection))
	}
	if x.Key != nil && gen.KeysMayCollide(x) {
		// Two elements may make one key, which PCL refuses.
		pair := bracketed("(", []code{in.mapKey(x.Key), in.value(x.Value, elem)}, ")", bkCollection)
		return call(c.f.useHelper("from_entries"), bracketed("[", []code{cat(pair, clause)}, "]", bkCollection))
	}
	if x.Key != nil {
		body := cat(in.mapKey(x.Key), atom(": "), in.value(x.Value, elem), clause)
		return bracketed("{", []code{body}, "}", bkCollection)
	}
	return bracketed("[", []code{cat(in.value(x.Value, elem), clause)}, "]", bkCollection)
}

// staticBool is the value pyright gives e without evaluating it, as it does
// conditions made of the literals True and False with not, and and or;
// static is false when e is no such condition.
func staticBool(e model.Expression) (value, static bool) {
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return staticBool(x.Expression)
	case *model.LiteralValueExpression:
		if v := x.Value; v.Type() == cty.Bool && v.IsKnown() && !v.IsNull() {
			return v.True(), true
		}
	case *model.UnaryOpExpression:
		if v, ok := staticBool(x.Operand); ok && x.Operation == hclsyntax.OpLogicalNot {
			return !v, true
		}
	case *model.ConditionalExpression:
		// A condition of literals chooses its branch as the conditional
		// is printed (see choose).
		if b, ok := chosenBranch(x); ok {
			return staticBool(b)
		}
	case *model.FunctionCallExpression:
		if x.Name == gen.ChosenConditional && len(x.Args) == 3 {
			if v, ok := literalCondition(x.Args[0]); ok {
				if v {
					return staticBool(x.Args[1])
				}
				return staticBool(x.Args[2])
			}
		}
	case *model.BinaryOpExpression:
		l, lok := staticBool(x.LeftOperand)
		r, rok := staticBool(x.RightOperand)
		switch x.Operation {
		case hclsyntax.OpLogicalAnd:
			// False and anything is False; True and True is True.
			if lok && !l || rok && !r {
				return false, true
			}
			return true, lok && rok
		case hclsyntax.OpLogicalOr:
			if lok && l || rok && r {
				return true, true
			}
			return false, lok && rok
		}
	}
	return false, false
}

// mapKey prints the key of a map a for expression makes: a string, as PCL
// converts a number or bool key (1 is "1", not the int 1 that Python would
// keep and the engine refuse).
func (c *fnCtx) mapKey(key model.Expression) code {
	if isString(key.Type()) {
		return c.expr(key, precLambda+1)
	}
	return c.asString(key)
}

// splat prints `source[*].each` as a list comprehension.
func (c *fnCtx) splat(x *model.SplatExpression) code {
	in := c.child()
	item := in.scope.Declare("item")
	in.BindSplat(x, item)
	in.markDicts(x.Item, c.mayHoldDicts(x.Source))
	each := in.expr(x.Each, precLambda+1)
	src := c.expr(x.Source, precPrimary)
	switch shallowElem(x.Source.Type()).(type) {
	case *model.ListType, *model.TupleType, *model.SetType:
		if t := model.ResolveOutputs(x.Source.Type()); t != model.DynamicType && model.IsOptional(t) {
			// A splat over None is empty (a list property left unset).
			src = bracketed("(", []code{cat(c.expr(x.Source, precOr+1), delim("or", prioLogic), atom("[]"))}, ")", bkParen)
		}
	default:
		if c.optional(x.Source) {
			// A splat over None is empty (a resource whose range is false).
			src = c.optionalList(x.Source)
			if it, isItem := x.Each.(*model.SplatItemExpression); isItem && it == x.Item {
				return src
			}
			break
		}
		// A splat of a single value is the list of that value.
		src = bracketed("[", []code{c.expr(x.Source, precLambda+1)}, "]", bkCollection)
	}
	return bracketed("[", []code{cat(each, delim("for", prioComprehension), atom(item+" in "), src)}, "]", bkCollection)
}

// isConfigRef reports whether e is a reference to a config variable.
func isConfigRef(e model.Expression) bool {
	st, ok := gen.Unparenthesized(e).(*model.ScopeTraversalExpression)
	if !ok {
		return false
	}
	_, isConfig := st.Definition.(*binder.ConfigVariable)
	return isConfig
}
