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
