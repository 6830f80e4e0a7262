package gen

import "github.com/pclgen/pclgen/model"

// CollectionChoices returns e with each conditional whose type is a union
// of collections (flag ? names : ["a", "b"], an optional list and a tuple;
// an optional map and an object) typed as the one collection its branches
// convert to (model.CollectionOfUnion), which a backend that holds a union
// as a value of any type (Go's interface{}) prints it as. The bound
// expression is not modified.
func CollectionChoices(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	e = MapChildren(e, CollectionChoices)
	cond, ok := e.(*model.ConditionalExpression)
	if !ok {
		return e
	}
	resolved := model.ResolveOutputs(cond.Type())
	t := model.CollectionOfUnion(resolved)
	if t == resolved {
		return e
	}
	c := model.NewConditionalExpression(cond.Condition, cond.TrueResult, cond.FalseResult, EventualAs(t, cond.Type()))
	c.Syntax = cond.Syntax
	return c
}

// RangeCollection returns rng, a range, with CollectionChoices' type when it
// is such a conditional, which every backend ranges over as that
// collection.
func RangeCollection(rng model.Expression) model.Expression {
	if cond, ok := Unparenthesized(rng).(*model.ConditionalExpression); ok {
		return CollectionChoices(cond)
	}
	return rng
}

// RangeValues returns rng, a node's range, as the collection of strings
// PCL ranges over when it is a tuple (or an object) of primitives of
// several types that PCL iterates as strings (see MixedObjectValues):
// range.value is "a", "2" and "true" of ["a", 2, true], which a backend
// would hold as they are. Any other range is returned as it is.
func RangeValues(rng model.Expression) model.Expression {
	if rng == nil || !mixedObject(rng.Type()) {
		return rng
	}
	return valuesConverted(rng)
}
