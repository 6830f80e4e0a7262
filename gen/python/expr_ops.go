package python

import (
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
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
	// A left operand that is an operation printed without parentheses is
	// written in the same pass (gen.LeftChain).
	chain := gen.LeftChain(x, func(l, outer *model.BinaryOpExpression) bool {
		lop, _, ok := binaryOp(l.Operation)
		return ok && l.Operation != hclsyntax.OpModulo && lop.Prec >= leftPrec(outer)
	})
	parts := make([]code, 0, 2*len(chain)+1)
	for i := len(chain) - 1; i >= 0; i-- {
		x := chain[i]
		op, prio, _ := binaryOp(x.Operation)
		equality := x.Operation == hclsyntax.OpEqual || x.Operation == hclsyntax.OpNotEqual
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
	if mayBeNone(e.Type()) && !gen.IsNull(e) && !gen.IsOutput(e.Type()) {
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
	return ternary(c.expr(x.TrueResult, precTernary+1), c.expr(x.Condition, precTernary+1), c.expr(x.FalseResult, precTernary))
}

// tuple prints a list display; dest, when known, is the destination's type.
func (c *fnCtx) tuple(x *model.TupleConsExpression, dest model.Type) code {
	elem := gen.ElementDestination(destElem(dest))
	items := make([]code, len(x.Expressions))
	for i, e := range x.Expressions {
		items[i] = c.value(e, elem)
	}
	return bracketed("[", items, "]", bkCollection)
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
			return ternary(c.valueAt(x.TrueResult, dest, precTernary+1), c.expr(x.Condition, precTernary+1), c.valueAt(x.FalseResult, dest, precTernary))
		}
	case *model.ForExpression:
		return c.forExprTo(x, dest)
	case *model.FunctionCallExpression:
		if x.Name == gen.ChosenConditional && dest != nil && len(x.Args) == 3 {
			// Each branch is given where the conditional is.
			return c.chosenFor(x, dest)
		}
	}
	if dest != nil && !isDynamic(gen.InputElementType(dest)) && c.optionalOutput(e) {
		// PCL gives a null output as it is (the SDK leaves the input
		// unset); the SDK's type says an output input holds a value.
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
// and whose Python type says so: a property of a resource of a schema
// (Output[T | None] in its SDK) or an apply (its lambda's type). Reads
// through an output's attributes and outputs of components are typed Any.
func (c *fnCtx) optionalOutput(e model.Expression) bool {
	o, ok := e.Type().(*model.OutputType)
	if !ok || !model.IsOptional(o.ElementType) {
		return false
	}
	switch x := e.(type) {
	case *model.FunctionCallExpression:
		if args, fn, ok := gen.IsApply(x); ok {
			_, lifted := liftedSteps(args, fn)
			return !lifted
		}
	case *model.ScopeTraversalExpression:
		r, ok := x.Definition.(*binder.Resource)
		return ok && r.Package != nil && len(x.Traversal) == 2
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
		if dest != nil {
			v := c.value(e, dest)
			if need > precTernary {
				// A conditional in a conditional's branch or test.
				return bracketed("(", []code{v}, ")", bkParen)
			}
			return v
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
	if dynamicMap && t == model.DynamicType {
		t = model.NewMapType(model.DynamicType)
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
	// A list made from a map, and the lists of a grouping, hold the map's
	// elements in key order.
	targets, iter := c.iterationAs(x.Collection, key, value, false, x.Key == nil || x.Group)
	clause := cat(delim("for", prioComprehension), atom(targets+" in "), iter)
	if x.Condition != nil {
		clause = cat(clause, delim("if", prioComprehension), in.expr(x.Condition, precOr))
	}
	if x.Group {
		// { for ... : k => v... } collects the values of each key.
		pair := bracketed("(", []code{in.mapKey(x.Key), in.value(x.Value, elem)}, ")", bkCollection)
		return call(c.f.useHelper("group"), bracketed("[", []code{cat(pair, clause)}, "]", bkCollection))
	}
	if x.Key != nil {
		body := cat(in.mapKey(x.Key), atom(": "), in.value(x.Value, elem), clause)
		return bracketed("{", []code{body}, "}", bkCollection)
	}
	return bracketed("[", []code{cat(in.value(x.Value, elem), clause)}, "]", bkCollection)
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
	in.BindSplat(x.Item, item)
	each := in.expr(x.Each, precLambda+1)
	src := c.expr(x.Source, precPrimary)
	switch shallowElem(x.Source.Type()).(type) {
	case *model.ListType, *model.TupleType, *model.SetType:
		if t := model.ResolveOutputs(x.Source.Type()); t != model.DynamicType && model.IsOptional(t) {
			// A splat over None is empty (a list property left unset).
			src = cat(atom("("), c.expr(x.Source, precOr+1), atom(" or [])"))
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
