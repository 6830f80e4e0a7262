package gen

import (
	"github.com/pclgen/pclgen/model"
)

// This file makes explicit the conversion PCL applies to the values of an
// object whose properties, or a tuple whose elements, are of several
// primitive types when it iterates over them: { name = "web", count = 2 }
// iterates as a map of strings, so a for expression's value variable, and
// entries' values, are "web" and "2"; ["a", 1] as a list of strings. The
// backends hold such values as they are (a number 2, a boolean true), so the
// lowering reads them as values of any type converted to the string the
// binder typed them as.

// MixedObjectValues returns e with each for expression over an object or
// tuple of mixed primitive types reading its value variable through
// __convert from a value of any type, and each entries() of such an object
// converting its values first (entries of a for expression that does). The
// bound expression is not modified.
func MixedObjectValues(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	e = MapChildren(e, MixedObjectValues)
	switch x := e.(type) {
	case *model.ForExpression:
		if !mixedObject(x.Collection.Type()) || x.ValueVariable == nil || !UsesVariable(x.ValueVariable, x.Key, x.Value, x.Condition) {
			return e
		}
		raw := model.NewVariable(x.ValueVariable.Name, model.DynamicType)
		read := func(part model.Expression) model.Expression {
			if part == nil {
				return nil
			}
			return MapReferences(part, func(st *model.ScopeTraversalExpression) model.Expression {
				if st.Definition != model.Definition(x.ValueVariable) || len(st.Traversal) > 1 {
					return st
				}
				ref := model.NewScopeTraversalExpression(st.RootName, raw, nil, nil)
				ref.Traversal[0] = st.Traversal[0]
				return convertCall(ref, model.DynamicType, x.ValueVariable.Type())
			})
		}
		f := model.NewForExpression(x.KeyVariable, raw, x.Collection, read(x.Key), read(x.Value), read(x.Condition), x.Group, nil)
		f.Syntax = x.Syntax
		return f
	case *model.FunctionCallExpression:
		if x.Name != "entries" || len(x.Args) != 1 || !mixedObject(x.Args[0].Type()) {
			return e
		}
		if _, isTuple := model.RemoveNone(x.Args[0].Type()).(*model.TupleType); isTuple {
			// A tuple's entries are keyed by index: they are converted
			// where a loop over them reads them.
			return e
		}
		args := []model.Expression{valuesConverted(x.Args[0])}
		return rebuiltCall(x, x.Signature, args, false, x.Type())
	}
	return e
}

// valuesConverted returns the loop over coll, a collection of primitives of
// several types that PCL iterates as strings (mixedObject), that converts
// each value from a value of any type to the string PCL iterates it as:
// `{for k, v in coll : k => __convert(v)}` over an object (keyed by
// strings), `[for v in coll : __convert(v)]` over a tuple.
func valuesConverted(coll model.Expression) *model.ForExpression {
	kt, vt, _ := model.ForIterationTypes(model.RemoveNone(coll.Type()))
	v := model.NewVariable("value", model.DynamicType)
	value := convertCall(model.NewScopeTraversalExpression(v.Name, v, nil, model.DynamicType), model.DynamicType, vt)
	if kt != model.StringType {
		return model.NewForExpression(nil, v, coll, nil, value, nil, false, nil)
	}
	k := model.NewVariable("key", kt)
	return model.NewForExpression(k, v, coll, model.NewScopeTraversalExpression(k.Name, k, nil, kt), value, nil, false, nil)
}

// mixedObject reports whether t is a plain object of no schema's type, or a
// tuple, or a choice of such objects, tuples and collections, whose
// properties or elements are primitives of several types, among them a
// string, which PCL iterates as strings.
func mixedObject(t model.Type) bool {
	parts, ok := iteratedParts(model.RemoveNone(t))
	if !ok || HoldsOutputs(t) {
		return false
	}
	if _, vt, ok := model.ForIterationTypes(model.RemoveNone(t)); !ok || Unenum(vt) != model.StringType {
		return false
	}
	for _, p := range parts {
		switch Unenum(model.RemoveNone(p)) {
		case model.IntType, model.NumberType, model.BoolType:
			return true
		}
	}
	return false
}

// iteratedParts returns the types of the properties or elements a loop over
// a value of type t visits: t a plain object, a tuple, or a union of them
// and of lists, sets and maps.
func iteratedParts(t model.Type) ([]model.Type, bool) {
	switch x := t.(type) {
	case *model.ObjectType:
		if SchemaObject(x) != nil || model.IsResourceObject(x) {
			return nil, false
		}
		var parts []model.Type
		for _, p := range x.Properties {
			parts = append(parts, p)
		}
		return parts, true
	case *model.TupleType:
		return x.ElementTypes, true
	case *model.UnionType:
		var parts []model.Type
		for _, e := range x.ElementTypes {
			if e == model.NoneType {
				continue
			}
			switch e := e.(type) {
			case *model.ListType:
				parts = append(parts, e.ElementType)
			case *model.SetType:
				parts = append(parts, e.ElementType)
			case *model.MapType:
				parts = append(parts, e.ElementType)
			default:
				p, ok := iteratedParts(e)
				if !ok {
					return nil, false
				}
				parts = append(parts, p...)
			}
		}
		return parts, true
	}
	return nil, false
}

// UnionIteration reports how a loop iterates a value of type t, a union of
// collections (none aside): keyed when every choice is a map or an object,
// as a sequence when every choice is a list, set or tuple; ok is false for
// any other type.
func UnionIteration(t model.Type) (keyed, ok bool) {
	u, isUnion := t.(*model.UnionType)
	if !isUnion {
		return false, false
	}
	maps, seqs, choices := 0, 0, 0
	for _, e := range u.ElementTypes {
		if e == model.NoneType {
			continue
		}
		choices++
		switch e.(type) {
		case *model.MapType, *model.ObjectType:
			maps++
		case *model.ListType, *model.SetType, *model.TupleType:
			seqs++
		}
	}
	switch {
	case maps > 0 && maps == choices:
		return true, true
	case seqs > 0 && seqs == choices:
		return false, true
	}
	return false, false
}
