package gen

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// HeldEntries returns e, lowered (LowerApplies), with each call entries(c)
// of a collection that holds outputs without being one ({ a = pet.id },
// [pet.id, "x"]) written as the loop it is, [for k, v in c : { key = k,
// value = v }], whose values are read as HeldCollections reads them: a
// backend that holds such a collection's elements as inputs builds the
// entries as it builds any loop over them, each value an input. A loop over
// a map visits its keys in order, as entries does. Calls inside applies'
// callbacks, over resolved values, are left as they are. The bound
// expression is not modified.
func HeldEntries(e model.Expression, always bool) model.Expression {
	if e == nil {
		return nil
	}
	if _, ok := e.(*model.AnonymousFunctionExpression); ok {
		return e
	}
	e = MapChildren(e, func(c model.Expression) model.Expression { return HeldEntries(c, always) })
	call, ok := e.(*model.FunctionCallExpression)
	if !ok || call.Name != "entries" || len(call.Args) != 1 {
		return e
	}
	coll := call.Args[0]
	if _, held := heldElements(coll.Type()); !held {
		return e
	}
	kt, vt, ok := model.ForIterationTypes(coll.Type())
	if !ok {
		return e
	}
	k, v := model.NewVariable("key", kt), model.NewVariable("value", vt)
	entry := model.NewObjectConsExpression([]model.ObjectConsItem{
		{Key: model.NewLiteralValueExpression(cty.StringVal("key"), model.StringType), Value: model.NewScopeTraversalExpression(k.Name, k, nil, nil)},
		{Key: model.NewLiteralValueExpression(cty.StringVal("value"), model.StringType), Value: model.NewScopeTraversalExpression(v.Name, v, nil, nil)},
	}, nil)
	return HeldCollections(model.NewForExpression(k, v, coll, nil, entry, nil, false, nil), always)
}

// OpaqueHeldEntries returns e, a plain expression the binder typed plain
// (a resource's range) that lowering would make eventual, with each
// entries(c) of a collection that holds outputs typed as entries whose
// values are of any type, and each loop over such a call reading its value
// variable as one: a plain expression reads only the entries' keys (a read
// of a value is eventual), so a backend builds each entry plainly, its
// value the input it holds. The bound expression is not modified.
func OpaqueHeldEntries(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	if _, ok := e.(*model.AnonymousFunctionExpression); ok {
		return e
	}
	e = MapChildren(e, OpaqueHeldEntries)
	switch x := e.(type) {
	case *model.FunctionCallExpression:
		if x.Name != "entries" || len(x.Args) != 1 {
			return e
		}
		if _, held := heldElements(x.Args[0].Type()); !held {
			return e
		}
		kt, _, ok := model.ForIterationTypes(x.Args[0].Type())
		if !ok {
			return e
		}
		entry := model.NewObjectType(map[string]model.Type{"key": kt, "value": model.DynamicType})
		sig := x.Signature
		sig.ReturnType = model.NewListType(entry)
		return rebuiltCall(x, sig, x.Args, x.ExpandFinal, sig.ReturnType)
	case *model.ForExpression:
		if !IsCall(x.Collection, "entries") || x.ValueVariable == nil {
			return e
		}
		_, vt, ok := model.ForIterationTypes(x.Collection.Type())
		if !ok || model.Equal(vt, x.ValueVariable.Type()) {
			return e
		}
		keep := func(c model.Expression) model.Expression { return c }
		return retypeFor(x, x.Collection, x.KeyVariable, model.NewVariable(x.ValueVariable.Name, vt), keep)
	}
	return e
}

// IsCall reports whether e is a call of the builtin name.
func IsCall(e model.Expression, name string) bool {
	call, ok := e.(*model.FunctionCallExpression)
	return ok && call.Name == name
}
