package gen

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// ChosenConditional is the intrinsic that PlainConditionals puts in place of
// a conditional whose condition is plain and whose result is eventual: its
// arguments are the condition and the two branches. A backend prints it as
// a choice between the branches' outputs made before any apply, so that a
// branch that must not be evaluated (a resource that does not exist when the
// condition is false) is never read, as an apply over both branches' outputs
// would read it.
const ChosenConditional = "__chosen"

// PlainConditionals returns e with its conditional expressions of plain
// condition and eventual result turned into ChosenConditional calls.
func PlainConditionals(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	e = MapChildren(e, PlainConditionals)
	x, ok := e.(*model.ConditionalExpression)
	if !ok {
		return e
	}
	if o, _ := model.ContainsEventuals(x.Condition.Type()); o {
		return e
	}
	if o, _ := model.ContainsEventuals(x.Type()); !o {
		return e
	}
	typ := model.NewOutputType(model.ResolveOutputs(x.Type()))
	sig := model.StaticSignature{
		Parameters: []model.Parameter{
			{Name: "condition", Type: x.Condition.Type()},
			{Name: "whenTrue", Type: x.TrueResult.Type()},
			{Name: "whenFalse", Type: x.FalseResult.Type()},
		},
		ReturnType: typ,
	}
	args := []model.Expression{Unparenthesized(x.Condition), Unparenthesized(x.TrueResult), Unparenthesized(x.FalseResult)}
	return model.NewFunctionCallExpression(ChosenConditional, sig, args, false, typ)
}

// Branches returns the branches of e, unparenthesized, when it is a
// conditional or a __chosen call (PlainConditionals); ok is false for any
// other e.
func Branches(e model.Expression) (whenTrue, whenFalse model.Expression, ok bool) {
	switch x := Unparenthesized(e).(type) {
	case *model.ConditionalExpression:
		return x.TrueResult, x.FalseResult, true
	case *model.FunctionCallExpression:
		if x.Name == ChosenConditional && len(x.Args) == 3 {
			return x.Args[1], x.Args[2], true
		}
	}
	return nil, nil, false
}

// ChoiceLeaves returns the branches of e, a conditional, at any depth of
// conditionals (the leaves of `a ? x : (b ? y : z)` are x, y and z),
// unparenthesized; nil when e is no conditional.
func ChoiceLeaves(e model.Expression) []model.Expression {
	x, ok := Unparenthesized(e).(*model.ConditionalExpression)
	if !ok {
		return nil
	}
	return append(ValueLeaves(x.TrueResult), ValueLeaves(x.FalseResult)...)
}

// ValueLeaves returns the values e may be: its branches at any depth of
// conditionals (ChoiceLeaves), or e itself, unparenthesized, when it is no
// conditional.
func ValueLeaves(e model.Expression) []model.Expression {
	if leaves := ChoiceLeaves(e); leaves != nil {
		return leaves
	}
	return []model.Expression{Unparenthesized(e)}
}

// Unparenthesized returns e without the parentheses around it.
func Unparenthesized(e model.Expression) model.Expression {
	for {
		p, ok := e.(*model.ParenthesesExpression)
		if !ok {
			return e
		}
		e = p.Expression
	}
}

// OptionalChoices returns e, lowered for a destination of type dest, with
// each ChosenConditional that one of its branches makes null, where the
// destination takes null (an optional input, at the top of e or as a
// property of the object constructors that e is), made
// a conditional expression again, typed an output or null: a backend prints
// its null branch as the language's null, which the destination takes,
// where an output of null is typed an output of another type than the
// destination's (TypeScript's Output<undefined>, Python's Output[None]).
func OptionalChoices(e model.Expression, dest model.Type) model.Expression {
	if e == nil || dest == nil {
		return e
	}
	switch x := e.(type) {
	case *model.FunctionCallExpression:
		if x.Name != ChosenConditional || len(x.Args) != 3 || !model.IsOptional(dest) {
			return e
		}
		if !IsNull(x.Args[1]) && !IsNull(x.Args[2]) {
			return e
		}
		typ := model.NewOptionalType(x.Signature.ReturnType)
		return model.NewConditionalExpression(x.Args[0], x.Args[1], x.Args[2], typ)
	case *model.ObjectConsExpression:
		items := make([]model.ObjectConsItem, len(x.Items))
		changed := false
		for i, it := range x.Items {
			items[i] = it
			key, ok := it.Key.(*model.LiteralValueExpression)
			if !ok || key.Value.IsNull() || !key.Value.IsKnown() || key.Value.Type() != cty.String {
				continue
			}
			var pt model.Type
			switch t := model.RemoveNone(dest).(type) {
			case *model.ObjectType:
				pt = t.Properties[key.Value.AsString()]
			case *model.MapType:
				pt = t.ElementType
			}
			if v := OptionalChoices(it.Value, pt); v != it.Value {
				items[i].Value = v
				changed = true
			}
		}
		if !changed {
			return e
		}
		return model.NewObjectConsExpression(items, x.Type())
	}
	return e
}

// OutputElementsOfChoices returns e made by OutputElementsOfChoice where
// dest is nil (a local's value, an output's), and each conditional that a
// traversal or an index reads from in e so.
func OutputElementsOfChoices(e model.Expression, dest model.Type) model.Expression {
	if e == nil {
		return nil
	}
	e = readChoices(e)
	if dest == nil {
		e = OutputElementsOfChoice(e)
	}
	return e
}

// readChoices returns e with the conditionals a traversal or an index
// reads from made by outputElementsOfChoice.
func readChoices(e model.Expression) model.Expression {
	e = MapChildren(e, readChoices)
	switch x := e.(type) {
	case *model.RelativeTraversalExpression:
		if src := OutputElementsOfChoice(x.Source); src != x.Source {
			return model.NewRelativeTraversalExpression(src, x.Traversal, x.Type())
		}
	case *model.IndexExpression:
		if coll := OutputElementsOfChoice(x.Collection); coll != x.Collection {
			return model.NewIndexExpression(coll, x.Key, x.Type())
		}
	}
	return e
}

// OutputElementsOfChoice returns e, a conditional of collections whose
// type has an output where a branch has a plain element (`c ? [false] :
// [pet.id == "x"]`, a tuple of an output; `c ? [pet.id] : ["a"]`, a list
// of outputs), with that element held as an output of its value
// (ToOutputName); the elements of a tuple or object constructor e so; any
// other e as it is. A backend that holds a collection's elements as they
// are (TypeScript, Python) reads the element as the output the type says
// it is: it makes so a local's value, and the conditionals its elements
// are read from (OutputElementsOfChoices; an input takes either).
func OutputElementsOfChoice(e model.Expression) model.Expression {
	switch x := Unparenthesized(e).(type) {
	case *model.TupleConsExpression:
		exprs := make([]model.Expression, len(x.Expressions))
		changed := false
		for i, el := range x.Expressions {
			exprs[i] = OutputElementsOfChoice(el)
			changed = changed || exprs[i] != el
		}
		if changed {
			return model.NewTupleConsExpression(exprs, nil)
		}
		return e
	case *model.ObjectConsExpression:
		items := make([]model.ObjectConsItem, len(x.Items))
		changed := false
		for i, it := range x.Items {
			items[i] = model.ObjectConsItem{Key: it.Key, Value: OutputElementsOfChoice(it.Value)}
			changed = changed || items[i].Value != it.Value
		}
		if changed {
			return model.NewObjectConsExpression(items, nil)
		}
		return e
	}
	x, ok := Unparenthesized(e).(*model.ConditionalExpression)
	if !ok {
		return e
	}
	typ, eventual := choiceType(x)
	if eventual {
		// (An eventual conditional is an output of its branches'
		// resolved values.)
		return e
	}
	t, f := outputElements(OutputElementsOfChoice(x.TrueResult), typ), outputElements(OutputElementsOfChoice(x.FalseResult), typ)
	if t == x.TrueResult && f == x.FalseResult {
		return e
	}
	c := model.NewConditionalExpression(x.Condition, t, f, x.Type())
	c.Syntax = x.Syntax
	return c
}

// holdsOutputsAlone reports whether t, without none, holds outputs, and
// where it is a union, whether each of its members does.
func holdsOutputsAlone(t model.Type) bool {
	if u, ok := model.RemoveNone(t).(*model.UnionType); ok {
		return allHoldOutputs(u)
	}
	return HoldsOutputs(model.RemoveNone(t))
}

// allHoldOutputs reports whether each member of u but none holds outputs.
func allHoldOutputs(u *model.UnionType) bool {
	for _, m := range u.ElementTypes {
		if m != model.NoneType && !HoldsOutputs(m) {
			return false
		}
	}
	return true
}

// memberType returns the type of an element of a collection or object of
// type unified that member gives of one (an element of a list, a property
// of an object). Of a union of them, each holding outputs (objects whose
// properties' types do not unify, an output of an int and one of a
// number), it is an output some member's element is, or one that holds
// outputs, or any member's; nil where none gives one, or a member is
// plain.
func memberType(unified model.Type, member func(model.Type) model.Type) model.Type {
	u, ok := model.RemoveNone(unified).(*model.UnionType)
	if !ok {
		return member(model.RemoveNone(unified))
	}
	if !allHoldOutputs(u) {
		// (A plain value may be the plain member's.)
		return nil
	}
	var holds, other model.Type
	for _, m := range u.ElementTypes {
		t := member(model.RemoveNone(m))
		switch {
		case t == nil:
		case IsOutput(t):
			return t
		case holds == nil && HoldsOutputs(model.RemoveNone(t)):
			holds = t
		case other == nil:
			other = t
		}
	}
	if holds != nil {
		return holds
	}
	return other
}

// choiceType returns the type conditional x's branches unify to, and
// whether that type is an output. A promise's is its element's: the
// backends whose choices OutputElementsOfChoice reads resolve promises
// (ApplyOptions.PlainPromises), so a choice on an invoke's result is
// plain there.
func choiceType(x *model.ConditionalExpression) (model.Type, bool) {
	t := x.Type()
	if p, ok := t.(*model.PromiseType); ok {
		t = p.ElementType
	}
	return t, eventualType(t)
}

// outputElements returns b, a branch of a conditional of type unified,
// with each plain element of a tuple or object constructor that unified
// types as an output read as ToOutputName of it, at any depth of
// constructors, and a plain list where unified is a list of outputs a loop
// of them.
func outputElements(b model.Expression, unified model.Type) model.Expression {
	if x, ok := Unparenthesized(b).(*model.ConditionalExpression); ok && !eventualType(model.ResolvePromises(x.Type())) {
		// A nested choice, unified on its own first: its branches as
		// the outer unification has them.
		t, f := outputElements(x.TrueResult, unified), outputElements(x.FalseResult, unified)
		if t == x.TrueResult && f == x.FalseResult {
			return b
		}
		c := model.NewConditionalExpression(x.Condition, t, f, unified)
		c.Syntax = x.Syntax
		return c
	}
	asOutput := func(el model.Expression, want model.Type) model.Expression {
		if want != nil && !IsOutput(want) && !eventualType(el.Type()) && holdsOutputsAlone(want) {
			// A collection or object inside that holds outputs (of a
			// union of objects whose properties' types do not unify,
			// an output of an int and one of a number, each holding
			// outputs): its plain elements where it has outputs made
			// outputs in turn. (Where a member of a union is plain, the
			// element is held as it is.)
			return outputElements(el, want)
		}
		if want == nil || !IsOutput(want) || eventualType(el.Type()) {
			return el
		}
		if _, isMap := model.ResolveOutputs(want).(*model.MapType); isMap {
			if _, isObj := Unparenthesized(el).(*model.ObjectConsExpression); isObj {
				// An object constructor the choice takes as a map: an
				// output of that map.
				return toOutput(el, model.NewOutputType(model.ResolveOutputs(want)))
			}
		}
		return toOutput(el, model.NewOutputType(el.Type()))
	}
	switch x := Unparenthesized(b).(type) {
	case *model.TupleConsExpression:
		exprs := make([]model.Expression, len(x.Expressions))
		changed := false
		for i, el := range x.Expressions {
			want := memberType(unified, func(u model.Type) model.Type {
				switch u := u.(type) {
				case *model.TupleType:
					if i < len(u.ElementTypes) {
						return u.ElementTypes[i]
					}
				case *model.ListType:
					return u.ElementType
				}
				return nil
			})
			exprs[i] = asOutput(el, want)
			changed = changed || exprs[i] != el
		}
		if changed {
			return model.NewTupleConsExpression(exprs, nil)
		}
	case *model.ObjectConsExpression:
		items := make([]model.ObjectConsItem, len(x.Items))
		changed := false
		for i, it := range x.Items {
			want := memberType(unified, func(u model.Type) model.Type { return ItemDestination(u, it.Key) })
			v := asOutput(it.Value, want)
			items[i] = model.ObjectConsItem{Key: it.Key, Value: v}
			changed = changed || v != it.Value
		}
		if changed {
			return model.NewObjectConsExpression(items, nil)
		}
	default:
		// A plain list of another kind (range(2) beside [pet.id]): each
		// element an output.
		u, isList := model.RemoveNone(unified).(*model.ListType)
		_, elem, ok := model.ForIterationTypes(model.RemoveNone(b.Type()))
		if !isList || !IsOutput(u.ElementType) || !ok || eventualType(b.Type()) || HoldsEventuals(elem) {
			return b
		}
		v := model.NewVariable("element", elem)
		ref := model.NewScopeTraversalExpression(v.Name, v, nil, nil)
		// The element lifted as the unification's element where only
		// the kind of a collection differs (an object of the loop's
		// keys taken as the map the other branch holds); a conversion
		// of its values (a number to a string) is the conversion
		// pass's.
		to := model.Type(model.NewOutputType(elem))
		if sameLeafTypes(elem, model.ResolveOutputs(u.ElementType)) {
			to = u.ElementType
		}
		return model.NewForExpression(nil, v, b, nil, toOutput(ref, to), nil, false, nil)
	}
	return b
}

// sameLeafTypes reports whether a value of type from is one of type to
// with no conversion of the values it holds: the types are equal, or
// from is an object or tuple whose members are, each, of to's element
// (or attribute) type so, or a collection whose elements are.
func sameLeafTypes(from, to model.Type) bool {
	if model.Equal(from, to) {
		return true
	}
	var into model.Type
	var members []model.Type
	kindOnly := false
	switch t := to.(type) {
	case *model.ObjectType:
		f, ok := from.(*model.ObjectType)
		if !ok || len(f.Properties) != len(t.Properties) {
			return false
		}
		for k, a := range f.Properties {
			if b, has := t.Properties[k]; !has || !sameLeafTypes(a, b) {
				return false
			}
		}
		return true
	case *model.MapType:
		into = t.ElementType
		switch f := from.(type) {
		case *model.ObjectType:
			kindOnly = true
			for _, a := range f.Properties {
				members = append(members, a)
			}
		case *model.MapType:
			kindOnly, members = true, []model.Type{f.ElementType}
		}
	case *model.ListType:
		into = t.ElementType
		switch f := from.(type) {
		case *model.TupleType:
			kindOnly, members = true, f.ElementTypes
		case *model.ListType:
			kindOnly, members = true, []model.Type{f.ElementType}
		}
	}
	if !kindOnly {
		return false
	}
	for _, m := range members {
		if !sameLeafTypes(m, into) {
			return false
		}
	}
	return true
}

// ChoiceOfTypes reports whether e is a conditional of outputs
// (ChosenConditional) whose branches are of different types, which a
// backend's type checker may type as the union of the branches' outputs
// (TypeScript's, pyright's), whose apply takes no one callback.
func ChoiceOfTypes(e model.Expression) bool {
	x, ok := Unparenthesized(e).(*model.FunctionCallExpression)
	if !ok || x.Name != ChosenConditional || len(x.Args) != 3 || !IsOutput(x.Type()) {
		return false
	}
	return !model.Equal(model.ResolveOutputs(x.Args[1].Type()), model.ResolveOutputs(x.Args[2].Type()))
}
