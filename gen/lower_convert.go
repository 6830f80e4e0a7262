package gen

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// ConvertName is the conversion intrinsic: __convert(value) converts a value
// to the call's (resolved) type where the target language needs an explicit
// conversion, for example an int where a float is expected in Go. When value
// is eventual the call's type is eventual too, so LowerApplies moves the
// conversion into an apply.
const ConvertName = "__convert"

// NeedsConversion reports whether a plain value of type from must be
// converted explicitly to be used as a value of type to. Both types are
// plain (resolved) and without none. For a value of any type (from
// dynamic) and a list, set or map of primitives (to), it reports whether
// the language converts such a value element by element, as a for
// expression over it.
type NeedsConversion func(from, to model.Type) bool

// ConvertsElementsOfDynamic reports whether needs converts a value of any
// type to the elements of to, a list, set or map: a NeedsConversion that
// converts such a value element by element reports it for (dynamic, to).
func ConvertsElementsOfDynamic(to model.Type, needs NeedsConversion) bool {
	elem := ElementDestination(to)
	if m, ok := to.(*model.MapType); ok {
		elem = m.ElementType
	}
	return elem != nil && needs(model.DynamicType, Unenum(elem))
}

// ConvertedValue returns e, already lowered, converted to dest as
// InsertConversions converts a value: an output's value in an apply
// (`__apply(e, value => convert(value))`), which the lowering of e did not
// make (a branch of a conditional converted on its own, where the
// conditional's type took the branch's). The bound expression is not
// modified.
func ConvertedValue(e model.Expression, dest model.Type, needs NeedsConversion) model.Expression {
	if !IsOutput(e.Type()) {
		return InsertConversions(e, dest, needs)
	}
	v := model.NewVariable("value", model.ResolveOutputs(e.Type()))
	body := InsertConversions(model.NewScopeTraversalExpression("value", v, nil, nil), model.ResolveOutputs(dest), needs)
	if body.Type() == v.Type() {
		return e
	}
	fn := model.NewAnonymousFunctionExpression([]*model.Variable{v}, body)
	typ := model.NewOutputType(body.Type())
	sig := model.StaticSignature{Parameters: []model.Parameter{{Name: "arg", Type: e.Type()}, {Name: "arg", Type: fn.Type()}}, ReturnType: typ}
	return model.NewFunctionCallExpression(ApplyName, sig, []model.Expression{e, fn}, false, typ)
}

// InsertConversions returns e with __convert calls around the values that,
// per needs, must be converted to fit the destination type dest (the
// structure of tuple and object constructors is followed into list, map and
// object destinations). A constant that converts is replaced by the
// converted constant instead (see eval.ConvertedConstant), so backends
// print constants and never convert them themselves; one that does not
// convert (where the binder knows no destination type, as Python's operands)
// is converted at run time, which fails as PCL fails. The bound expression
// is not modified.
func InsertConversions(e model.Expression, dest model.Type, needs NeedsConversion) model.Expression {
	if e == nil || dest == nil {
		return e
	}
	to := InputElementType(dest)
	switch x := e.(type) {
	case *model.TupleConsExpression:
		elems := ElementDestinations(to, len(x.Expressions))
		if elems == nil {
			return e
		}
		exprs := make([]model.Expression, len(x.Expressions))
		changed := false
		for i, el := range x.Expressions {
			exprs[i] = InsertConversions(el, elems[i], needs)
			changed = changed || exprs[i] != el
		}
		if !changed {
			return e
		}
		return model.NewTupleConsExpression(exprs, nil)
	case *model.ObjectConsExpression:
		items := make([]model.ObjectConsItem, len(x.Items))
		changed := false
		for i, it := range x.Items {
			pt := ItemDestination(to, it.Key)
			v := InsertConversions(it.Value, pt, needs)
			items[i] = model.ObjectConsItem{Key: it.Key, Value: v}
			changed = changed || v != it.Value
		}
		if !changed {
			return e
		}
		return model.NewObjectConsExpression(items, nil)
	case *model.ParenthesesExpression:
		if v := InsertConversions(x.Expression, dest, needs); v != x.Expression {
			return v
		}
		return e
	case *model.ConditionalExpression:
		// Each branch is given where the conditional is.
		t, f := InsertConversions(x.TrueResult, dest, needs), InsertConversions(x.FalseResult, dest, needs)
		typ := schemaChoice(x, to)
		if typ == nil {
			typ = numberChoice(x, t, f, to)
		}
		if t == x.TrueResult && f == x.FalseResult && typ == nil {
			return e
		}
		c := model.NewConditionalExpression(x.Condition, t, f, typ)
		c.Syntax = x.Syntax
		return c
	case *model.FunctionCallExpression:
		if len(x.Args) == 1 && !IsOutput(x.Args[0].Type()) && convertsInside(x, to, needs) {
			// A collection holding outputs, or an object of values of
			// different types given as a map, or one whose elements
			// convert, is given where its secret (or unsecret) is:
			// converted as the destination needs (the
			// outputs to the destination's elements, which the backend
			// holds as inputs of their types; each property as its own
			// type needs).
			a := InsertConversions(x.Args[0], dest, needs)
			if a == x.Args[0] {
				return e
			}
			typ := model.NewOutputType(model.ResolveOutputs(a.Type()))
			if x.Name == ToOutputName && sameLeafTypes(model.ResolveOutputs(a.Type()), to) {
				// (A lifted element is the output of the collection
				// it is given as: see outputElements.)
				typ = model.NewOutputType(to)
			}
			sig := x.Signature
			sig.Parameters = []model.Parameter{{Name: sig.Parameters[0].Name, Type: a.Type()}}
			sig.ReturnType = typ
			return rebuiltCall(x, sig, []model.Expression{a}, false, typ)
		}
		if x.Name != ChosenConditional || len(x.Args) != 3 {
			break
		}
		// A conditional of plain condition and eventual result (see
		// PlainConditionals): each branch is given where the choice is,
		// as for a plain conditional. Of a schema object and another
		// object, the choice is the schema's object; of an int constant
		// and a number, a number; of objects whose branch converts
		// inside, of the choice's type; of other branches that convert
		// (an int given where a string is), of their converted types.
		cond := model.NewConditionalExpression(x.Args[0], x.Args[1], x.Args[2], x.Type())
		typ := schemaChoice(cond, to)
		if _, isObject := to.(*model.ObjectType); typ == nil && !isObject && (IsNull(x.Args[1]) || IsNull(x.Args[2])) {
			// (A choice of null, given where null is taken, is converted
			// as a whole: see OptionalChoices.)
			break
		}
		t, f := InsertConversions(x.Args[1], dest, needs), InsertConversions(x.Args[2], dest, needs)
		if typ == nil {
			typ = numberChoice(cond, t, f, to)
		}
		if typ == nil {
			if t == x.Args[1] && f == x.Args[2] {
				break
			}
			typ = x.Type()
			if _, isObject := to.(*model.ObjectType); !isObject {
				typ = EventualAs(model.Unify(model.ResolveOutputs(t.Type()), model.ResolveOutputs(f.Type())), x.Type())
			}
		}
		sig := x.Signature
		sig.Parameters = []model.Parameter{sig.Parameters[0], {Name: "whenTrue", Type: t.Type()}, {Name: "whenFalse", Type: f.Type()}}
		sig.ReturnType = typ
		return rebuiltCall(x, sig, []model.Expression{x.Args[0], t, f}, false, typ)
	case *model.ForExpression:
		// Each value is given where an element of the collection is.
		if v := InsertConversions(x.Value, ForValueDestination(x, to), needs); v != x.Value {
			f := model.NewForExpression(x.KeyVariable, x.ValueVariable, x.Collection, x.Key, v, x.Condition, x.Group, nil)
			f.Syntax = x.Syntax
			return f
		}
		return e
	}
	if c := convertElements(e, to, needs); c != nil {
		return c
	}
	from := model.RemoveNone(model.ResolveOutputs(e.Type()))
	if from == model.NoneType && (!noneOutput(e.Type()) || IsCall(e, ToOutputName) && IsNull(e.(*model.FunctionCallExpression).Args[0])) {
		// A null is given as null, and so is one made an output; only
		// an output read as null (of an object a conditional unified
		// with another) may need typing where something else is taken.
		return e
	}
	// (A union of scalars, 3 chosen beside an optional string, is held as
	// a value of any type, and converts as one: see ConvertedFrom.)
	heldAsAny := scalarUnion(from) && anyNeeds(from.(*model.UnionType), to, needs)
	if !heldAsAny && !needs(from, to) {
		return e
	}
	if p, ok := to.(*model.PrimitiveType); ok {
		if c := eval.ConvertedConstant(e, p); c != e {
			return c
		}
		if _, isConst := eval.ConstantValue(e); isConst && from == model.IntType && p == model.NumberType {
			// An int constant is a number constant in every language.
			return e
		}
	}
	optional := model.IsOptional(model.ResolveOutputs(e.Type()))
	if model.IsOptional(dest) && (from == model.DynamicType || optional && (from == model.IntType && to == model.NumberType || heldAsAny || IsOutput(e.Type()))) {
		// A dynamic value, an optional int (an element of a list of
		// nulls and ints given as a list of optional numbers) or an
		// output that may be null (a choice of null and a number given
		// as an optional int), or a union that may be (an int or an
		// optional string), given where null is taken (an optional
		// input) converts to an optional value: null stays null.
		to = model.NewOptionalType(to)
	}
	return convertCall(e, from, to)
}

// convertsInside reports whether the call x of one plain argument is
// converted by converting its argument: a secret (or unsecret) of a
// collection that holds outputs, of an object of values of different
// types given as a map, or of a collection whose elements convert; an
// element lifted to an output (ToOutputName) of such an object.
func convertsInside(x *model.FunctionCallExpression, to model.Type, needs NeedsConversion) bool {
	arg := x.Args[0].Type()
	switch x.Name {
	case "secret", "unsecret":
		return HoldsOutputs(arg) || mixedObjectAsMap(arg, to) || elementsNeedConversion(model.ResolveOutputs(arg), to, needs)
	case ToOutputName:
		return mixedObjectAsMap(arg, to)
	}
	return false
}

// ConvertedFrom returns the plain type the value of call, a __convert
// call, converts from: its argument's, without none and enums, or dynamic
// for a union of scalars of several types, which the languages hold as a
// value of any type (see InsertConversions).
func ConvertedFrom(call *model.FunctionCallExpression) model.Type {
	from := Unenum(model.RemoveNone(model.ResolveOutputs(call.Args[0].Type())))
	if scalarUnion(from) {
		return model.DynamicType
	}
	return from
}

// scalarUnion reports whether t is a union of scalars (primitive types or
// enums of them) of several types.
func scalarUnion(t model.Type) bool {
	u, ok := t.(*model.UnionType)
	if !ok {
		return false
	}
	kinds := 0
	for _, e := range u.ElementTypes {
		if e == model.NoneType {
			continue
		}
		if _, scalar := Unenum(e).(*model.PrimitiveType); !scalar {
			return false
		}
		kinds++
	}
	return kinds > 1
}

// anyNeeds reports whether needs converts one of the types of u to to.
func anyNeeds(u *model.UnionType, to model.Type, needs NeedsConversion) bool {
	for _, e := range u.ElementTypes {
		if e != model.NoneType && needs(Unenum(e), to) {
			return true
		}
	}
	return false
}

// numberChoice returns the type of x, a conditional given where a number
// (to) is taken, of branches t and f (x's, converted), when one is an int
// constant, which no conversion changes (it is a number constant in every
// language), and the other a number: a number, optional as that branch is
// and eventual as x is; nil otherwise.
func numberChoice(x *model.ConditionalExpression, t, f model.Expression, to model.Type) model.Type {
	if to != model.NumberType {
		return nil
	}
	for _, b := range [][2]model.Expression{{t, f}, {f, t}} {
		if _, isConst := eval.ConstantValue(b[0]); !isConst || b[0].Type() != model.IntType {
			continue
		}
		if other := model.ResolveOutputs(b[1].Type()); model.RemoveNone(other) == model.NumberType {
			return EventualAs(other, x.Type())
		}
	}
	return nil
}

// schemaChoice returns the type of x, a conditional given where an object
// of a schema's type to is taken, as that type (eventual as x is) when a
// branch is of that type and the other an object that converts to it: the
// branches unify to an object of no schema type, which a backend that
// holds schema objects as their SDK's types (Go's structs) would hold as
// another. nil otherwise.
func schemaChoice(x *model.ConditionalExpression, to model.Type) model.Type {
	obj, ok := to.(*model.ObjectType)
	if !ok || obj.Token == "" {
		return nil
	}
	resolved := model.RemoveNone(model.ResolveOutputs(x.Type()))
	if r, ok := resolved.(*model.ObjectType); !ok || r.Token == obj.Token {
		return nil
	}
	schemaBranch := false
	for _, b := range []model.Expression{x.TrueResult, x.FalseResult} {
		bt := model.RemoveNone(model.ResolveOutputs(b.Type()))
		if o, ok := bt.(*model.ObjectType); ok && o.Token == obj.Token {
			schemaBranch = true
			continue
		}
		if kind, _ := model.Conversion(bt, obj); kind != model.SafeConversion {
			return nil
		}
	}
	if !schemaBranch {
		return nil
	}
	var t model.Type = obj
	if model.IsOptional(model.ResolveOutputs(x.Type())) {
		t = model.NewOptionalType(t)
	}
	return EventualAs(t, x.Type())
}

// convertCall returns __convert(e), e a value of plain type from, to the
// plain type to: an output or promise of it when e is one.
func convertCall(e model.Expression, from, to model.Type) model.Expression {
	var typ model.Type = to
	if o, p := model.ContainsEventuals(e.Type()); o {
		typ = model.NewOutputType(to)
	} else if p {
		typ = model.NewPromiseType(to)
	}
	sig := model.StaticSignature{
		Parameters: []model.Parameter{{Name: "value", Type: from}},
		ReturnType: to,
	}
	return model.NewFunctionCallExpression(ConvertName, sig, []model.Expression{e}, false, typ)
}

// ForValueDestination returns the type each value of the for expression x
// is given as when x is given as a value of type to (a plain, resolved
// type): the element type of a list or set for a list, of a map for a map,
// the element of a map's lists for a grouping; nil when to says nothing.
func ForValueDestination(x *model.ForExpression, to model.Type) model.Type {
	var elem model.Type
	switch t := to.(type) {
	case *model.ListType:
		if x.Key == nil {
			elem = t.ElementType
		}
	case *model.SetType:
		if x.Key == nil {
			elem = t.ElementType
		}
	case *model.MapType:
		if x.Key != nil {
			elem = t.ElementType
		}
	}
	if elem != nil && x.Group {
		if l, ok := InputElementType(elem).(*model.ListType); ok {
			return l.ElementType
		}
		return nil
	}
	return elem
}

// InputElementType returns the plain type a value for a destination of
// type t must have: t without none and without its output and promise
// alternatives (an input type union(T, output(T)) gives T), resolved.
func InputElementType(t model.Type) model.Type {
	if t == nil {
		return model.DynamicType
	}
	t = model.RemoveNone(t)
	if u, ok := t.(*model.UnionType); ok {
		var elems []model.Type
		for _, el := range u.ElementTypes {
			if el == model.NoneType {
				continue
			}
			elems = append(elems, model.ResolveOutputs(el))
		}
		return dedupe(elems)
	}
	return model.ResolveOutputs(t)
}

// dedupe returns the union of types with equal elements removed (a single
// type when all are equal).
func dedupe(types []model.Type) model.Type {
	var out []model.Type
	for _, t := range types {
		dup := false
		for _, o := range out {
			if model.Equal(o, t) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, t)
		}
	}
	if len(out) == 1 {
		return out[0]
	}
	return model.NewUnionType(out...)
}

// StringLiteral returns the value of a string literal expression (a bare
// object key binds to one, as does a template of one literal part).
func StringLiteral(e model.Expression) (string, bool) {
	switch x := e.(type) {
	case *model.LiteralValueExpression:
		if x.Value.IsKnown() && !x.Value.IsNull() && x.Value.Type() == cty.String {
			return x.Value.AsString(), true
		}
	case *model.TemplateExpression:
		if len(x.Parts) == 1 {
			return StringLiteral(x.Parts[0])
		}
		if len(x.Parts) == 0 {
			return "", true
		}
	case *model.ParenthesesExpression:
		return StringLiteral(x.Expression)
	}
	return "", false
}
