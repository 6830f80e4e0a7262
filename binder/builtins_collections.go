package binder

import (
	"math/big"
	"sort"

	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// Signatures of the builtins that work on collections and numbers.

// builtinElement: element(list(T), int) is T; element(tuple([...]), i) is the
// i'th element type when i is a literal, else the unification of the element
// types.
func builtinElement(c *builtinCall) model.StaticSignature {
	listParam, elem := model.Type(model.NewListType(model.DynamicType)), model.Type(model.DynamicType)
	if c.has(0) {
		// (A union of lists and tuples, a conditional of an optional
		// list and a tuple, is the list they convert to.)
		resolved := model.CollectionOfUnion(c.resolved(0))
		switch t := model.RemoveNone(resolved).(type) {
		case *model.ListType:
			listParam, elem = resolved, t.ElementType
		case *model.TupleType:
			listParam, elem = resolved, model.Unify(t.ElementTypes...)
			if i, ok := builtinLiteralInt(c, 1); ok && i >= 0 && len(t.ElementTypes) > 0 {
				// The index wraps around the tuple's length.
				elem = t.ElementTypes[i%int64(len(t.ElementTypes))]
			}
		default:
			listParam = model.DynamicType
			if !builtinIsDynamic(t) {
				c.invalid(0, "list", "a list or tuple")
			}
		}
	}
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("list", listParam), builtinParam("index", model.IntType)},
		ReturnType: elem,
	}
}

// builtinLiteralInt returns the value of argument i when it is an integer
// literal that fits an int64.
func builtinLiteralInt(c *builtinCall, i int) (int64, bool) {
	if !c.has(i) {
		return 0, false
	}
	lit, ok := c.args[i].(*model.LiteralValueExpression)
	if !ok {
		return 0, false
	}
	v := lit.Value
	if v == cty.NilVal || !v.IsKnown() || v.IsNull() || v.Type() != cty.Number {
		return 0, false
	}
	bf := v.AsBigFloat()
	if !bf.IsInt() {
		return 0, false
	}
	n, acc := bf.Int64()
	return n, acc == big.Exact
}

// builtinEntries: entries(map(T)) and entries(object) are lists of
// object({key: string, value: T}); entries(list(T)) and tuples have int keys.
func builtinEntries(c *builtinCall) model.StaticSignature {
	collection := model.Type(model.DynamicType)
	key, value := model.Type(model.DynamicType), model.Type(model.DynamicType)
	if c.has(0) {
		if k, v, ok := model.ForIterationTypes(c.argType(0)); ok {
			collection, key, value = c.resolved(0), k, v
		} else {
			c.invalid(0, "collection", "a map, object, list, tuple or set")
		}
	}
	entry := model.NewObjectType(map[string]model.Type{"key": key, "value": value})
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("collection", collection)},
		ReturnType: model.NewListType(entry),
	}
}

// builtinIsString reports whether t is a string-like type (string, or an enum
// or const of strings).
func builtinIsString(t model.Type) bool {
	switch t := t.(type) {
	case *model.PrimitiveType:
		return t == model.StringType
	case *model.EnumType:
		return builtinIsString(t.ElementType)
	case *model.ConstType:
		return builtinIsString(t.Type)
	}
	return false
}

// builtinLength: length of a collection or a string is an int.
func builtinLength(c *builtinCall) model.StaticSignature {
	value := model.Type(model.DynamicType)
	if c.has(0) {
		resolved := c.resolved(0)
		if builtinHasLength(model.RemoveNone(resolved)) {
			value = resolved
		} else {
			c.invalid(0, "value", "a list, map, object, tuple, set or string")
		}
	}
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("value", value)},
		ReturnType: model.IntType,
	}
}

// builtinHasLength reports whether values of type t have a length.
func builtinHasLength(t model.Type) bool {
	switch t := t.(type) {
	case *model.ListType, *model.SetType, *model.MapType, *model.TupleType, *model.ObjectType:
		return true
	case *model.UnionType:
		for _, e := range t.ElementTypes {
			if !builtinHasLength(e) {
				return false
			}
		}
		return true
	}
	return builtinIsDynamic(t) || builtinIsString(t)
}

// builtinLookup: lookup(map(T), string, T?) is T; for an object the value
// type is the unification of its attribute types, and for a union of maps
// and objects the unification of theirs. The default is optional.
func builtinLookup(c *builtinCall) model.StaticSignature {
	mapParam, elem := model.Type(model.DynamicType), model.Type(model.DynamicType)
	if c.has(0) {
		resolved := c.resolved(0)
		if e, ok := builtinLookupElem(resolved); ok {
			mapParam, elem = resolved, e
		} else if !builtinIsDynamic(model.RemoveNone(resolved)) {
			c.invalid(0, "map", "a map or object")
		}
	}
	ret, def := elem, model.NewOptionalType(elem)
	if o, _ := model.ContainsEventuals(c.argType(2)); o && c.has(2) {
		if _, p := model.ContainsEventuals(elem); p {
			// An output default where the element read is a promise (of
			// a plain invoke's result): the value is an output, which
			// the default, taken as a promise, would not lift it to.
			ret = model.NewOutputType(model.ResolveOutputs(elem))
			def = model.NewOptionalType(ret)
		}
	}
	if d := c.resolved(2); c.has(2) && d != model.DynamicType && model.IsOptional(d) {
		// A default that may be null (lookup(m, k, null)): so may the result.
		ret = model.NewOptionalType(ret)
	}
	return model.StaticSignature{
		Parameters: []model.Parameter{
			builtinParam("map", mapParam),
			builtinParam("key", model.StringType),
			builtinParam("default", def),
		},
		ReturnType: ret,
	}
}

// builtinLookupElem is the type of a value of t, a map, an object (the
// unification of its attribute types) or a union of them (a conditional
// choosing a map or an object): false for any other type.
func builtinLookupElem(t model.Type) (model.Type, bool) {
	switch t := model.RemoveNone(t).(type) {
	case *model.MapType:
		return t.ElementType, true
	case *model.ObjectType:
		names := make([]string, 0, len(t.Properties))
		for name := range t.Properties {
			names = append(names, name)
		}
		sort.Strings(names)
		props := make([]model.Type, len(names))
		for i, name := range names {
			props[i] = t.Properties[name]
		}
		return model.Unify(props...), true
	case *model.UnionType:
		elems := make([]model.Type, 0, len(t.ElementTypes))
		for _, e := range t.ElementTypes {
			if e == model.NoneType {
				continue
			}
			et, ok := builtinLookupElem(e)
			if !ok {
				return nil, false
			}
			elems = append(elems, et)
		}
		return model.Unify(elems...), len(elems) > 0
	}
	return nil, false
}

// builtinSingleOrNone: singleOrNone(list(T)) is union(T, none).
func builtinSingleOrNone(c *builtinCall) model.StaticSignature {
	listParam, elem := model.Type(model.NewListType(model.DynamicType)), model.Type(model.DynamicType)
	if c.has(0) {
		// (A union of lists and tuples, a conditional of an optional
		// list and a tuple, is the list they convert to.)
		resolved := model.CollectionOfUnion(c.resolved(0))
		switch t := model.RemoveNone(resolved).(type) {
		case *model.ListType:
			listParam, elem = resolved, t.ElementType
		case *model.TupleType:
			listParam, elem = resolved, model.Unify(t.ElementTypes...)
		default:
			listParam = model.DynamicType
			if !builtinIsDynamic(t) {
				c.invalid(0, "list", "a list or tuple")
			}
		}
	}
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("list", listParam)},
		ReturnType: model.NewOptionalType(elem),
	}
}

// builtinRange: range(limit), range(start, limit) and range(start, limit,
// step) are lists of ints.
func builtinRange(c *builtinCall) model.StaticSignature {
	if step, ok := builtinLiteralInt(c, 2); ok && step == 0 {
		c.invalid(2, "step", "a non-zero integer")
	}
	return model.StaticSignature{
		Parameters: []model.Parameter{
			builtinParam("start", model.IntType),
			builtinParam("limit", model.NewOptionalType(model.IntType)),
			builtinParam("step", model.NewOptionalType(model.IntType)),
		},
		ReturnType: model.NewListType(model.IntType),
	}
}

// builtinMinMax: min and max take one or more numbers and return an int when
// every argument is an int, else a number. An argument that is a list, set or
// tuple counts by its elements, so that max(list...) is typed by the list's
// elements.
func builtinMinMax(c *builtinCall) model.StaticSignature {
	typ := model.Type(model.IntType)
	for i := range c.args {
		for _, t := range builtinNumericOperands(model.ResolveOutputs(c.resolved(i))) {
			if k, _ := model.Conversion(t, model.IntType); k != model.SafeConversion {
				typ = model.NumberType
			}
		}
	}
	return model.StaticSignature{
		Parameters:       []model.Parameter{builtinParam("first", typ)},
		VarargsParameter: &model.Parameter{Name: "rest", Type: typ},
		ReturnType:       typ,
	}
}

// builtinNumericOperands returns the types of the numbers an argument stands
// for: its element types when it is a collection (an expanded final
// argument), else its own type.
func builtinNumericOperands(t model.Type) []model.Type {
	switch t := t.(type) {
	case *model.ListType:
		return []model.Type{t.ElementType}
	case *model.SetType:
		return []model.Type{t.ElementType}
	case *model.TupleType:
		return t.ElementTypes
	}
	return []model.Type{t}
}
