package typescript

import (
	"sort"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints model types as TypeScript types and finds the schema
// elements model types were built from.

// optionalElement returns T of optional(T) (a union of T and none).
func optionalElement(t model.Type) (model.Type, bool) {
	u, ok := t.(*model.UnionType)
	if !ok {
		return nil, false
	}
	hasNone := false
	for _, e := range u.ElementTypes {
		if e == model.NoneType {
			hasNone = true
		}
	}
	if !hasNone {
		return nil, false
	}
	return model.RemoveNone(t), true
}

// isUnion reports whether t is a union (of more than one type besides none,
// once model.RemoveNone has taken none out).
func isUnion(t model.Type) bool {
	_, ok := t.(*model.UnionType)
	return ok
}

// emptyTuple reports whether t resolves to the empty tuple, which
// TypeScript types never[], whose elements have no members.
func emptyTuple(t model.Type) bool {
	tt, ok := model.RemoveNone(model.ResolveOutputs(t)).(*model.TupleType)
	return ok && len(tt.ElementTypes) == 0
}

// tsType prints a plain or eventual model type as a TypeScript type.
func (f *fileGen) tsType(t model.Type) string {
	return f.tsTypeDepth(t, 0)
}

func (f *fileGen) tsTypeDepth(t model.Type, depth int) string {
	if depth > 6 {
		return "any"
	}
	switch t := t.(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.StringKind:
			return "string"
		case model.IntKind, model.NumberKind:
			return "number"
		case model.BoolKind:
			return "boolean"
		}
		return "any"
	case *model.EnumType:
		return f.tsTypeDepth(t.ElementType, depth)
	case *model.ConstType:
		return f.tsTypeDepth(t.Type, depth)
	case *model.OutputType:
		// An Output holds plain values, and a tuple of them as an array
		// (pulumi.output([1, x]) is an Output<number[]>, as a component's
		// output field is: outputFieldType).
		return f.pulumi() + ".Output<" + f.tsTypeDepth(outputFieldType(model.ResolveOutputs(t.ElementType)), depth+1) + ">"
	case *model.PromiseType:
		return "Promise<" + f.tsTypeDepth(t.ElementType, depth+1) + ">"
	case *model.ListType:
		return arrayOf(f.tsTypeDepth(t.ElementType, depth+1))
	case *model.SetType:
		return arrayOf(f.tsTypeDepth(t.ElementType, depth+1))
	case *model.MapType:
		return "Record<string, " + f.tsTypeDepth(t.ElementType, depth+1) + ">"
	case *model.TupleType:
		elems := make([]string, len(t.ElementTypes))
		for i, e := range t.ElementTypes {
			elems[i] = f.tsTypeDepth(e, depth+1)
		}
		return tupleType(elems)
	case *model.UnionType:
		if c := collectionOfUnion(t); c != model.Type(t) {
			// A union of collections (a list and a tuple, a map and an
			// object) is the one collection its kinds convert to.
			return f.tsTypeDepth(c, depth)
		}
		var elems []string
		seen := map[string]bool{}
		hasNone := false
		for _, e := range t.ElementTypes {
			if e == model.NoneType {
				hasNone = true
				continue
			}
			s := f.tsTypeDepth(e, depth)
			if s == "any" {
				return "any"
			}
			if !seen[s] {
				seen[s] = true
				elems = append(elems, s)
			}
		}
		if hasNone {
			elems = append(elems, "undefined")
		}
		if len(elems) == 0 {
			return "undefined"
		}
		return strings.Join(elems, " | ")
	case *model.ObjectType:
		if name, ok := f.resourceClass(t); ok {
			return name
		}
		if len(t.Properties) == 0 {
			return "Record<string, any>"
		}
		return objectTypeLiteral(t, false, func(pt model.Type) string { return f.tsTypeDepth(pt, depth+1) })
	}
	if t == model.NoneType {
		return "undefined"
	}
	return "any"
}

// inputType prints t as a component's args take a config variable that an
// instance gives outputs: an Input of t whose lists, maps, tuples and
// objects take Inputs inside them too, as the binder lets an instance give
// outputs there.
//
// An optional value's undefined goes inside its Input (`Input<T | undefined>`),
// which takes an Output<T | undefined> as well as undefined: an optional
// output (an optional resource attribute, a conditional with a null branch)
// is no Input<T>.
func (f *fileGen) inputType(t model.Type, depth int) string {
	return f.pulumi() + ".Input<" + f.inputBody(t, depth) + ">"
}

// inputBody prints what inputType wraps in an Input.
func (f *fileGen) inputBody(t model.Type, depth int) string {
	if depth > 6 {
		return f.tsType(t)
	}
	switch x := t.(type) {
	case *model.ListType:
		return arrayOf(f.inputType(x.ElementType, depth+1))
	case *model.SetType:
		return arrayOf(f.inputType(x.ElementType, depth+1))
	case *model.MapType:
		return "Record<string, " + f.inputType(x.ElementType, depth+1) + ">"
	case *model.TupleType:
		elems := make([]string, len(x.ElementTypes))
		for i, e := range x.ElementTypes {
			elems[i] = f.inputType(e, depth+1)
		}
		return tupleType(elems)
	case *model.UnionType:
		if elem, ok := optionalElement(x); ok {
			return f.inputBody(elem, depth) + " | undefined"
		}
	case *model.ObjectType:
		if _, isResource := f.resourceClass(x); isResource || len(x.Properties) == 0 {
			break
		}
		return objectTypeLiteral(x, true, func(pt model.Type) string { return f.inputType(pt, depth+1) })
	}
	return f.tsType(t)
}

// objectTypeLiteral prints the object type t as a type literal, each
// property's type printed by print, without its none unless keepNone; an
// optional property, or one that is always null, may be missing.
func objectTypeLiteral(t *model.ObjectType, keepNone bool, print func(model.Type) string) string {
	keys := make([]string, 0, len(t.Properties))
	for k := range t.Properties {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	items := make([]string, len(keys))
	for i, k := range keys {
		pt := t.Properties[k]
		opt := ""
		if elem, ok := optionalElement(pt); ok {
			opt = "?"
			if !keepNone {
				pt = elem
			}
		} else if pt == model.NoneType {
			opt = "?"
		}
		items[i] = propertyKey(k) + opt + ": " + print(pt)
	}
	return "{" + strings.Join(items, ", ") + "}"
}

// arrayOf returns the array type of elem, parenthesized when elem is a
// union at its top level (`(string | undefined)[]`; a union inside an
// object type or type arguments needs none).
func arrayOf(elem string) string {
	if topLevelUnion(elem) {
		return "(" + elem + ")[]"
	}
	return elem + "[]"
}

// topLevelUnion reports whether the printed type s is a union outside any
// braces, brackets, parentheses or angle brackets.
func topLevelUnion(s string) bool {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '[', '(', '<':
			depth++
		case '}', ']', ')', '>':
			depth--
		case '|':
			if depth == 0 {
				return true
			}
		}
	}
	return false
}

// resourceClass returns the TypeScript class of a resource or component
// type.
func (f *fileGen) resourceClass(t *model.ObjectType) (string, bool) {
	if r := gen.SchemaResource(t); r != nil && r.Package != nil {
		return f.qualifiedClass(r.Package, r.Token), true
	}
	if name, ok := f.componentTypes[t]; ok {
		return name, true
	}
	return f.builtinResourceClass(t.Token)
}

// shallow returns t without the output or promise around it: what
// resolving it gives at the top level, without resolving its elements
// (resolving a resource's type deeply is costly and not needed to know
// whether a value is optional or a collection).
func shallow(t model.Type) model.Type {
	switch x := t.(type) {
	case *model.OutputType:
		return shallow(x.ElementType)
	case *model.PromiseType:
		return shallow(x.ElementType)
	case *model.UnionType:
		changed := false
		elems := make([]model.Type, len(x.ElementTypes))
		for i, e := range x.ElementTypes {
			elems[i] = shallow(e)
			changed = changed || elems[i] != e
		}
		if changed {
			return model.NewUnionType(elems...)
		}
	}
	return t
}

// castable reports whether the plain type t prints as a TypeScript type that
// the SDK's types of the same value are assignable to and from, so that an
// Output<T | undefined> can be asserted to be an Output<T>: primitives, and
// lists, maps, tuples and objects of them. An enum (a union of literals in
// the SDK), a dynamic value, a resource and an eventual inside are not.
func castable(t model.Type, depth int) bool {
	if depth > 6 {
		return false
	}
	switch t := t.(type) {
	case *model.PrimitiveType:
		return t != model.DynamicType
	case *model.ListType:
		return castable(t.ElementType, depth+1)
	case *model.SetType:
		return castable(t.ElementType, depth+1)
	case *model.MapType:
		return castable(t.ElementType, depth+1)
	case *model.TupleType:
		for _, e := range t.ElementTypes {
			if !castable(e, depth+1) {
				return false
			}
		}
		return true
	case *model.UnionType:
		for _, e := range t.ElementTypes {
			if e != model.NoneType && !castable(e, depth+1) {
				return false
			}
		}
		return true
	case *model.ObjectType:
		if binder.IsResourceType(t) {
			return false
		}
		for _, p := range t.Properties {
			// (An attribute that is always null, { a = null }, prints
			// as one that may be unset.)
			if p != model.NoneType && !castable(p, depth+1) {
				return false
			}
		}
		return true
	}
	return false
}

// tupleType returns the TypeScript type of a tuple whose elements are of
// the types elems: a tuple type where they differ, and otherwise an array,
// as TypeScript infers an array literal's type where it is not given one
// (a property of an object, ["a", "b"], is a string[], which [string,
// string] does not take; [] is a never[]).
func tupleType(elems []string) string {
	if len(elems) == 0 {
		return "never[]"
	}
	for _, e := range elems[1:] {
		if e != elems[0] {
			return "[" + strings.Join(elems, ", ") + "]"
		}
	}
	return arrayOf(elems[0])
}

// collectionOfUnion is model.CollectionOfUnion, the one collection a union
// of collections converts to, with its elements as TypeScript holds them:
// where some of the collections' elements are outputs and others plain
// values (a list of outputs and a tuple of numbers, a conditional's
// branches), the union of them, not the output they unify to.
func collectionOfUnion(t *model.UnionType) model.Type {
	c := model.CollectionOfUnion(t)
	u, ok := model.RemoveNone(t).(*model.UnionType)
	if c == model.Type(t) || !ok {
		return c
	}
	var elems []model.Type
	outputs, plain := false, false
	for _, m := range u.ElementTypes {
		es := gen.CollectionElements(m)
		for _, e := range es {
			if gen.IsOutput(e) {
				outputs = true
			} else {
				plain = true
			}
			elems = append(elems, e)
		}
	}
	if !outputs || !plain {
		return c
	}
	elem := model.NewUnionType(elems...)
	var out model.Type
	switch model.RemoveNone(c).(type) {
	case *model.ListType:
		out = model.NewListType(elem)
	case *model.MapType:
		out = model.NewMapType(elem)
	default:
		return c
	}
	if model.IsOptional(c) {
		out = model.NewOptionalType(out)
	}
	return out
}
