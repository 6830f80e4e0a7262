package gen

import (
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// convertElements returns e, a value that is not a constructor (a variable,
// a local, config, a resource's or a component's output, an invoke's
// result), converted element by element to the collection or object type
// to (plain, resolved) when some of its elements must be converted, per
// needs, as InsertConversions converts the elements of a constructor; nil
// when none must. A list, set or map becomes a for expression whose value
// is the converted element ([for x in e : convert(x)], {for k, x in e : k
// => convert(x)}), a tuple reference the tuple of its converted elements,
// an object reference the object of its converted properties; nested
// collections nest. An eventual e gives an eventual for expression, which
// LowerApplies moves into an apply. A list, set or map that may be null
// stays null: e == null ? null : [for x in e : convert(x)].
func convertElements(e model.Expression, to model.Type, needs NeedsConversion) model.Expression {
	t := model.ResolveOutputs(e.Type())
	if t == model.DynamicType {
		if !needs(t, to) {
			return nil
		}
		// A value of any type given where a collection of primitives is
		// taken, which the language converts element by element (see
		// NeedsConversion): null stays null.
		return nullOr(e, convertedFor(e, to, needs))
	}
	if model.IsOptional(t) {
		inner := model.RemoveNone(t)
		if inner == t || !elementsNeedConversion(inner, to, needs) {
			return nil
		}
		switch inner.(type) {
		case *model.ListType, *model.SetType, *model.MapType:
		default:
			return nil
		}
		return nullOr(e, convertedFor(present(e), to, needs))
	}
	if !elementsNeedConversion(t, to, needs) && !noneOutputsNeed(e.Type(), to, needs) {
		return nil
	}
	switch from := t.(type) {
	case *model.TupleType:
		st, ok := e.(*model.ScopeTraversalExpression)
		if !ok {
			return convertedFor(e, to, needs)
		}
		elems := ElementDestinations(to, len(from.ElementTypes))
		exprs := make([]model.Expression, len(from.ElementTypes))
		for i := range from.ElementTypes {
			ref := extendTraversal(st, hcl.TraverseIndex{Key: cty.NumberIntVal(int64(i))})
			var elem model.Type
			if elems != nil {
				elem = elems[i]
			}
			exprs[i] = InsertConversions(ref, elem, needs)
		}
		return model.NewTupleConsExpression(exprs, nil)
	case *model.ObjectType:
		st, ok := e.(*model.ScopeTraversalExpression)
		if _, isObj := to.(*model.ObjectType); !isObj {
			if _, isMap := to.(*model.MapType); !isMap || !ok || sameProperties(from) {
				return convertedFor(e, to, needs)
			}
			// An object of properties of different types given as a
			// map: each converted as its own type needs (a loop's
			// value would be of their union, which converts as none).
			return convertedObject(st, from, to, nil, needs)
		}
		if !ok {
			return nil
		}
		var absent map[string]bool
		if noneOutputsNeed(e.Type(), to, needs) {
			// The object of a conditional, which may lack the
			// properties its type makes optional.
			absent = optionalProperties(from)
		}
		return convertedObject(st, from, to, absent, needs)
	}
	return convertedFor(e, to, needs)
}

// convertedObject returns the object of the properties of the object st
// refers to (of type from), each converted to its type in to. A property
// named in absent, which some of the values st stands for lack (st is the
// loop variable over a tuple of objects of different keys), is read with
// lookup(st, name, null), null where it is absent, as PCL gives it where
// the object converts to a schema type; st.name would fail there (Python's
// KeyError) or not compile (TypeScript's union of object types).
func convertedObject(st *model.ScopeTraversalExpression, from *model.ObjectType, to model.Type, absent map[string]bool, needs NeedsConversion) model.Expression {
	names := make([]string, 0, len(from.Properties))
	for name := range from.Properties {
		names = append(names, name)
	}
	sort.Strings(names)
	items := make([]model.ObjectConsItem, 0, len(names))
	for _, name := range names {
		key := model.NewLiteralValueExpression(cty.StringVal(name), nil)
		var read model.Expression = extendTraversal(st, hcl.TraverseAttr{Name: name})
		if absent[name] {
			if call, ok := typedBuiltinCall("lookup", []model.Expression{st, key, nullLiteral()}, false); ok {
				read = call
				if p := propertyType(st.Type(), name); noneOutput(p) {
					// An output of null, which needs converting: of its
					// own type, not the union of the object's that
					// lookup takes it as a map's.
					read = model.NewFunctionCallExpression(call.Name, call.Signature, call.Args, false, p)
				}
			}
		}
		items = append(items, model.ObjectConsItem{Key: key, Value: InsertConversions(read, ItemDestination(to, key), needs)})
	}
	return model.NewObjectConsExpression(items, nil)
}

// absentProperties returns the names of the properties that some of the
// object types of the tuple t have and others lack; nil when there are
// none, or t is no tuple of objects.
func absentProperties(t model.Type) map[string]bool {
	tuple, ok := t.(*model.TupleType)
	if !ok {
		return nil
	}
	// seen counts the objects that have each property.
	seen := map[string]int{}
	for _, e := range tuple.ElementTypes {
		o, ok := e.(*model.ObjectType)
		if !ok {
			return nil
		}
		for name := range o.Properties {
			seen[name]++
		}
	}
	var absent map[string]bool
	for name, n := range seen {
		if n < len(tuple.ElementTypes) {
			if absent == nil {
				absent = map[string]bool{}
			}
			absent[name] = true
		}
	}
	return absent
}

// nullOr returns `e == null ? null : converted`, the conversion of a value
// that may be null, which stays null; nil when converted is nil.
func nullOr(e, converted model.Expression) model.Expression {
	if converted == nil {
		return nil
	}
	isNull := model.NewBinaryOpExpression(hclsyntax.OpEqual, e, nullLiteral(), nil)
	return model.NewConditionalExpression(isNull, nullLiteral(), converted, nil)
}

// present returns e where it is known not to be null (the branch of
// e == null ? ... : ... where it is not): a reference is retyped without
// none, so that a backend neither asserts it present nor fails on null.
func present(e model.Expression) model.Expression {
	st, ok := e.(*model.ScopeTraversalExpression)
	if !ok {
		return e
	}
	var t model.Type = model.RemoveNone(model.ResolveOutputs(st.Type()))
	switch st.Type().(type) {
	case *model.OutputType:
		t = model.NewOutputType(t)
	case *model.PromiseType:
		t = model.NewPromiseType(t)
	}
	ref := model.NewScopeTraversalExpression(st.RootName, st.Definition, st.Traversal[1:], t)
	ref.Traversal[0] = st.Traversal[0]
	ref.Syntax = st.Syntax
	return ref
}

// convertedFor returns the for expression that converts each element of
// the list, set or map e to the element type of the list, set or map to.
func convertedFor(e model.Expression, to model.Type, needs NeedsConversion) model.Expression {
	keyType, valueType, ok := model.ForIterationTypes(e.Type())
	if !ok {
		return nil
	}
	value := model.NewVariable("item", valueType)
	ref := model.NewScopeTraversalExpression(value.Name, value, nil, nil)
	convert := func(elem model.Type) model.Expression {
		obj, isObject := model.ResolveOutputs(valueType).(*model.ObjectType)
		_, toObject := InputElementType(elem).(*model.ObjectType)
		if absent := absentProperties(model.ResolveOutputs(e.Type())); absent != nil && isObject && toObject {
			return convertedObject(ref, obj, InputElementType(elem), absent, needs)
		}
		return InsertConversions(ref, elem, needs)
	}
	switch to := to.(type) {
	case *model.ListType:
		return model.NewForExpression(nil, value, e, nil, convert(to.ElementType), nil, false, nil)
	case *model.SetType:
		return model.NewForExpression(nil, value, e, nil, convert(to.ElementType), nil, false, nil)
	case *model.MapType:
		key := model.NewVariable("key", keyType)
		keyRef := model.NewScopeTraversalExpression(key.Name, key, nil, nil)
		return model.NewForExpression(key, value, e, keyRef, InsertConversions(ref, to.ElementType, needs), nil, false, nil)
	}
	return nil
}

// extendTraversal returns the reference st followed by step.
func extendTraversal(st *model.ScopeTraversalExpression, step hcl.Traverser) *model.ScopeTraversalExpression {
	steps := make(hcl.Traversal, 0, len(st.Traversal))
	steps = append(steps, st.Traversal[1:]...)
	steps = append(steps, step)
	return model.NewScopeTraversalExpression(st.RootName, st.Definition, steps, nil)
}

// elementsNeedConversion reports whether a value of the collection or
// object type from (resolved) has elements that must be converted, per
// needs, to be given as a value of type to: a list, set or tuple to a list
// or set, a tuple to a tuple of as many elements, a map or object to a
// map, an object to an object, at any depth.
// Elements that may be null are not converted.
func elementsNeedConversion(from, to model.Type, needs NeedsConversion) bool {
	to = InputElementType(to)
	if model.IsOptional(from) {
		return false
	}
	switch to := to.(type) {
	case *model.ListType:
		return elementsNeed(sequenceElements(from), to.ElementType, needs)
	case *model.SetType:
		return elementsNeed(sequenceElements(from), to.ElementType, needs)
	case *model.MapType:
		switch f := from.(type) {
		case *model.MapType:
			return elementNeeds(f.ElementType, to.ElementType, needs)
		case *model.ObjectType:
			for _, p := range f.Properties {
				if elementNeeds(p, to.ElementType, needs) {
					return true
				}
			}
		}
	case *model.TupleType:
		if f, ok := from.(*model.TupleType); ok && len(f.ElementTypes) == len(to.ElementTypes) {
			for i, el := range f.ElementTypes {
				// (Ints given as numbers alone are not: a backend that
				// holds them apart converts the whole tuple as it does a
				// list's.)
				intAsNumber := model.ResolveOutputs(el) == model.IntType && InputElementType(to.ElementTypes[i]) == model.NumberType
				if !intAsNumber && elementNeeds(el, to.ElementTypes[i], needs) {
					return true
				}
			}
		}
	case *model.ObjectType:
		if f, ok := from.(*model.ObjectType); ok {
			for name, p := range f.Properties {
				if tp, ok := to.Properties[name]; ok && elementNeeds(p, tp, needs) {
					return true
				}
			}
		}
	}
	return false
}

// sequenceElements returns the element types of a list, set or tuple type.
func sequenceElements(t model.Type) []model.Type {
	switch t := t.(type) {
	case *model.ListType:
		return []model.Type{t.ElementType}
	case *model.SetType:
		return []model.Type{t.ElementType}
	case *model.TupleType:
		return t.ElementTypes
	}
	return nil
}

// elementsNeed reports whether an element of one of the types elems needs
// converting to the type to (see elementNeeds).
func elementsNeed(elems []model.Type, to model.Type, needs NeedsConversion) bool {
	for _, el := range elems {
		if elementNeeds(el, to, needs) {
			return true
		}
	}
	return false
}

// elementNeeds reports whether an element of type from must be converted
// to be given as a value of type to: a primitive per needs, a collection
// or object when some of its elements must be.
func elementNeeds(from, to model.Type, needs NeedsConversion) bool {
	from = model.ResolveOutputs(from)
	if model.IsOptional(from) {
		return false
	}
	to = InputElementType(to)
	if _, ok := from.(*model.PrimitiveType); ok {
		if _, ok := to.(*model.PrimitiveType); ok {
			return needs(from, to)
		}
		return false
	}
	return elementsNeedConversion(from, to, needs)
}

// noneOutputsNeed reports whether t, an object type, has a property of an
// output of null (of an object a conditional unified with another) that
// needs converting to its type in to, an object type (see
// InsertConversions).
func noneOutputsNeed(t, to model.Type, needs NeedsConversion) bool {
	from, ok := t.(*model.ObjectType)
	obj, isObj := InputElementType(to).(*model.ObjectType)
	if !ok || !isObj {
		return false
	}
	for name, p := range from.Properties {
		if tp, has := obj.Properties[name]; has && noneOutput(p) && needs(model.NoneType, InputElementType(tp)) {
			return true
		}
	}
	return false
}

// optionalProperties returns the names of the properties of t that may be
// null.
func optionalProperties(t *model.ObjectType) map[string]bool {
	names := map[string]bool{}
	for name, p := range t.Properties {
		if model.IsOptional(p) {
			names[name] = true
		}
	}
	return names
}

// noneOutput reports whether t is an output of null (or null or one).
func noneOutput(t model.Type) bool {
	isOutput, _ := model.ContainsEventuals(t)
	return isOutput && model.ResolveOutputs(t) == model.NoneType
}

// propertyType returns the type of the property name of the object type
// t; nil when t is no object type or lacks it.
func propertyType(t model.Type, name string) model.Type {
	if obj, ok := t.(*model.ObjectType); ok {
		return obj.Properties[name]
	}
	return nil
}

// sameProperties reports whether the properties of t are all of one type,
// eventual or not, optional or not.
func sameProperties(t *model.ObjectType) bool {
	return SameTypes(CollectionElements(t), func(p model.Type) model.Type { return model.RemoveNone(model.ResolveOutputs(p)) })
}

// mixedObjectAsMap reports whether t is an object type of properties of
// different types and to a map type: the object converts property by
// property (see convertElements).
func mixedObjectAsMap(t, to model.Type) bool {
	obj, ok := model.ResolveOutputs(t).(*model.ObjectType)
	_, isMap := InputElementType(to).(*model.MapType)
	return ok && isMap && !sameProperties(obj)
}
