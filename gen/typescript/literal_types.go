package typescript

import (
	"slices"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// TypeScript gives a const declaration or an expression built from literals
// a literal type (`const a = -1` is of type -1, `b ? 1 : 2` of type 1 | 2,
// `!true` of type false, `a${1}` of type "a1"), and rejects a comparison of
// two values whose literal types do not overlap (TS2367: `a === 0`), which
// PCL allows. This file keeps TypeScript's types as wide as PCL's: a local
// whose value may have a literal type is declared with its PCL type (or its
// value asserted to be of it), and an equality of two such values widens its
// left operand.

// narrowsToLiteral reports whether TypeScript may give the printed e a
// literal type (or a union of them): a literal, a template or a negation
// of literals, a conditional or logical operation over them.
func narrowsToLiteral(e model.Expression) bool {
	switch x := e.(type) {
	case *model.LiteralValueExpression:
		return x.Value.IsKnown() && !x.Value.IsNull()
	case *model.ParenthesesExpression:
		return narrowsToLiteral(x.Expression)
	case *model.TemplateExpression:
		for _, p := range x.Parts {
			if !narrowsToLiteral(p) {
				return false
			}
		}
		return true
	case *model.UnaryOpExpression:
		if x.Operation == hclsyntax.OpLogicalNot {
			return narrowsToLiteral(x.Operand)
		}
		_, lit := x.Operand.(*model.LiteralValueExpression)
		return lit
	case *model.BinaryOpExpression:
		if x.Operation == hclsyntax.OpLogicalAnd || x.Operation == hclsyntax.OpLogicalOr {
			return narrowsToLiteral(x.LeftOperand) || narrowsToLiteral(x.RightOperand)
		}
	case *model.ConditionalExpression:
		return narrowsToLiteral(x.TrueResult) || narrowsToLiteral(x.FalseResult)
	}
	return false
}

// isLiteralType reports whether TypeScript gives the printed e a literal
// type or a union of them (with null) and nothing wider: narrowsToLiteral,
// with each branch of a conditional and each operand of a logical
// operation narrowing (cond ? "a" : name is a string).
func isLiteralType(e model.Expression) bool {
	switch x := e.(type) {
	case *model.ParenthesesExpression:
		return isLiteralType(x.Expression)
	case *model.LiteralValueExpression:
		return x.Value.IsKnown()
	case *model.BinaryOpExpression:
		if x.Operation == hclsyntax.OpLogicalAnd || x.Operation == hclsyntax.OpLogicalOr {
			return isLiteralType(x.LeftOperand) && isLiteralType(x.RightOperand)
		}
	case *model.ConditionalExpression:
		return isLiteralType(x.TrueResult) && isLiteralType(x.FalseResult) && narrowsToLiteral(x)
	}
	return narrowsToLiteral(e)
}

// returnsLiteral reports whether a call of try among whose arguments
// narrowsToLiteral accepts one, printed as a function returning each
// argument, would be typed as returning the union of their literal types.
func returnsLiteral(x *model.FunctionCallExpression) bool {
	for _, a := range x.Args {
		if narrowsToLiteral(a) {
			return true
		}
	}
	return false
}

// widePrimitiveType returns the TypeScript type of a plain value of PCL
// type t that is a primitive or an optional primitive ("number",
// "string | undefined", ...); false for any other type.
func (f *fileGen) widePrimitiveType(t model.Type) (string, bool) {
	elem := model.RemoveNone(t)
	p, ok := gen.Unenum(elem).(*model.PrimitiveType)
	if !ok || p == model.DynamicType {
		return "", false
	}
	ts := f.tsType(p)
	if !model.Equal(elem, t) {
		ts += " | undefined"
	}
	return ts, true
}

// scalarUnionType returns the TypeScript type of t, a primitive type or a
// union of them (number | string | undefined), or "" for any other type.
func (f *fileGen) scalarUnionType(t model.Type) string {
	ts := []model.Type{t}
	if u, ok := t.(*model.UnionType); ok {
		ts = u.ElementTypes
	}
	for _, et := range ts {
		if p, ok := gen.Unenum(et).(*model.PrimitiveType); !ok || p == model.DynamicType {
			if et != model.NoneType {
				return ""
			}
		}
	}
	return f.tsType(t)
}

// scalarsNarrower reports whether a and b, TypeScript types of scalars
// that scalarUnionType printed, are such that each of a's types is one of
// b's (number against number | undefined), or a is null's.
func scalarsNarrower(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	if a == "undefined" {
		// (An Output of undefined, a null branch, is one of any type.)
		return true
	}
	of := map[string]bool{}
	for _, s := range strings.Split(b, " | ") {
		of[s] = true
	}
	for _, s := range strings.Split(a, " | ") {
		if !of[s] {
			return false
		}
	}
	return true
}

// localDeclaration prints the type annotation and the value of a local
// whose value is val: ": number" and the value when TypeScript could narrow
// it to a literal type (or a conditional of objects or collections, see
// unifiedType), else "" and the value. A boolean or optional type
// is a union, which TypeScript narrows to the type of the value assigned
// even when declared, so such a value is asserted instead
// (`const no = !true as boolean`).
func (c *fnCtx) localDeclaration(val model.Expression) (annotation, value string) {
	if t := c.f.mixedTupleType(val); t != "" {
		// A tuple of values of different types: TypeScript would infer an
		// array of their union, whose elements read as that union.
		return ": " + t, c.declaredTuple(val)
	}
	if t := c.f.mixedTupleTypeOf(val.Type()); t != "" && literalBranches(val) {
		// A conditional of tuples of values of different types: each
		// element of its own type, not an array of their union.
		if tt := leafTupleType(val); tt != nil {
			t = c.f.mixedTupleTypeOf(tt)
		}
		return ": " + t, c.expr(val, precCond)
	}
	if t := c.f.unifiedType(val); t != "" {
		// A conditional of objects or collections: declared with PCL's
		// type, not the union of its branches'.
		return ": " + t, c.expr(val, precCond)
	}
	if t := c.f.heldChoicesType(val); t != "" {
		return ": " + t, c.expr(val, precCond)
	}
	if t := c.f.choiceOfObjectsType(val); t != "" {
		return ": " + t, c.expr(val, precCond)
	}
	if t := c.f.choiceOfHeldOutputsType(val); t != "" {
		return ": " + t, c.expr(val, precCond)
	}
	if !narrowsToLiteral(val) {
		return "", c.expr(val, precCond)
	}
	ts, ok := c.f.widePrimitiveType(val.Type())
	if !ok {
		return "", c.expr(val, precCond)
	}
	if ts == "boolean" || strings.Contains(ts, "|") {
		return "", c.expr(val, precCompare) + " as " + ts
	}
	return ": " + ts, c.expr(val, precCond)
}

// heldChoicesType returns the TypeScript type of e, an object or tuple
// constructor or a for expression holding outputs and a conditional of
// object constructors (`{a = pet.id, b = c ? {x = "y"} : {}}`), whose
// property TypeScript would type as the union of the branches'
// (unifiedType's, where e holds no outputs): PCL's type, its outputs
// Outputs and its properties of any type optional (anyMayBeMissing). It
// is "" for any other value.
func (f *fileGen) heldChoicesType(e model.Expression) string {
	t := e.Type()
	if gen.IsOutput(t) || !gen.HoldsOutputs(t) || holdsPromises(t) || !literalBranchesInside(e) || !objectChoicesInside(e) {
		return ""
	}
	return f.knownType(anyMayBeMissing(t))
}

// objectChoicesInside reports whether e holds a conditional of object
// constructors alone, and no conditional that holds outputs (a tuple
// constructor's or a reference's TypeScript type may differ from PCL's,
// and a branch's plain value where PCL's type has an output is no
// Output).
func objectChoicesInside(e model.Expression) bool {
	if f, ok := gen.Unparenthesized(e).(*model.ForExpression); ok {
		e = f.Value
	}
	found, outputs := false, false
	model.Walk(e, func(x model.Expression) bool {
		if _, ok := x.(*model.ConditionalExpression); ok {
			outputs = outputs || gen.IsOutput(x.Type()) || gen.HoldsOutputs(x.Type())
			leaves := gen.ChoiceLeaves(x)
			objects := len(leaves) > 1
			for _, l := range leaves {
				_, isObj := l.(*model.ObjectConsExpression)
				objects = objects && isObj
			}
			found = found || objects
		}
		return !outputs
	})
	return found && !outputs
}

// choiceOfHeldOutputsType returns the TypeScript type of e, a conditional
// of lists or maps of outputs whose branches are of other types (`c ?
// [secret({})] : [secret({a = 1})]`), whose type TypeScript infers as the
// union of the branches', an array of either's Outputs, from which no
// generic call infers an element type; PCL's type is one array. It is ""
// for any other value.
func (f *fileGen) choiceOfHeldOutputsType(e model.Expression) string {
	leaves := gen.ChoiceLeaves(e)
	if _, isObj := e.Type().(*model.ObjectType); isObj || len(leaves) < 2 || gen.IsOutput(e.Type()) || !onlyOutputElements(e.Type()) {
		// (Objects are choiceOfObjectsType's.)
		return ""
	}
	differ := false
	for _, l := range leaves {
		if !onlyOutputElements(l.Type()) {
			// (A branch of plain elements is no array of Outputs.)
			return ""
		}
		differ = differ || !model.Equal(l.Type(), leaves[0].Type())
	}
	if !differ {
		return ""
	}
	return f.tsType(e.Type())
}

// outputElementsOf reports whether t is a collection whose elements are
// all outputs.
func onlyOutputElements(t model.Type) bool {
	elems := gen.CollectionElements(t)
	for _, el := range elems {
		if !gen.IsOutput(el) {
			return false
		}
	}
	return len(elems) > 0
}

// choiceOfObjectsType returns the TypeScript type of e, a conditional of
// object constructors holding outputs of different keys (`c ? {a =
// pet.id} : {}`), whose type TypeScript infers as the union of the
// branches', each missing the others' properties as optional undefined
// ones, which no map input takes; PCL's type, an object whose properties
// may be missing, is read as that union is and given to a map as well. It
// is "" for any other value.
func (f *fileGen) choiceOfObjectsType(e model.Expression) string {
	obj, ok := e.Type().(*model.ObjectType)
	if !ok || !objectLeaves(e, obj) || !gen.HoldsOutputs(obj) || holdsPromises(obj) {
		return ""
	}
	optional := false
	for _, pt := range obj.Properties {
		optional = optional || model.IsOptional(model.ResolveOutputs(pt))
	}
	if !optional {
		// Objects of the same keys: TypeScript's union of their types
		// is one.
		return ""
	}
	if _, isResource := f.resourceClass(obj); isResource {
		return ""
	}
	return f.tsType(missingKeysOptional(obj, gen.ChoiceLeaves(e)))
}

// missingKeysOptional returns obj with the properties some of the object
// constructors leaves lack made optional, where their types are not (an
// output that may be null, which PCL's type holds inside the output).
func missingKeysOptional(obj *model.ObjectType, leaves []model.Expression) *model.ObjectType {
	var props map[string]model.Type
	for k, pt := range obj.Properties {
		if model.IsOptional(pt) {
			continue
		}
		for _, leaf := range leaves {
			if oc, ok := leaf.(*model.ObjectConsExpression); ok && !gen.ObjectHasKey(oc, k) {
				if props == nil {
					props = make(map[string]model.Type, len(obj.Properties))
					for k2, pt2 := range obj.Properties {
						props[k2] = pt2
					}
				}
				props[k] = model.NewOptionalType(pt)
				break
			}
		}
	}
	if props == nil {
		return obj
	}
	return model.NewObjectType(props)
}

// objectLeaves reports whether e is a conditional whose branches, at any
// depth of conditionals, are object constructors whose values the object
// type t takes: an output where t has one (a nested conditional's
// branches, which PCL unifies on their own first, may hold a plain value
// where t has an output).
func objectLeaves(e model.Expression, t *model.ObjectType) bool {
	leaves := gen.ChoiceLeaves(e)
	return leaves != nil && objectsTaken(leaves, t)
}

// objectsTaken reports whether each of values is a constructor whose
// values the type t takes: an object constructor for an object or map, a
// tuple constructor for a list or tuple, each value an output where t has
// one, and, where t has a collection holding outputs, a constructor (or a
// conditional of them) that it takes in turn ({ a = { n = 1 } } where t's
// a.n is an output is not taken), any other value by its type.
func objectsTaken(values []model.Expression, t model.Type) bool {
	for _, leaf := range values {
		switch x := leaf.(type) {
		case *model.ObjectConsExpression:
			for _, it := range x.Items {
				key, isConst := gen.StringLiteral(it.Key)
				if !isConst {
					return false
				}
				var pt model.Type
				switch t := t.(type) {
				case *model.ObjectType:
					pt = t.Properties[key]
				case *model.MapType:
					pt = t.ElementType
				default:
					return false
				}
				if !valueTaken(pt, it.Value) {
					return false
				}
			}
		case *model.TupleConsExpression:
			for i, el := range x.Expressions {
				var et model.Type
				switch t := t.(type) {
				case *model.ListType:
					et = t.ElementType
				case *model.TupleType:
					if i >= len(t.ElementTypes) {
						return false
					}
					et = t.ElementTypes[i]
				default:
					return false
				}
				if !valueTaken(et, el) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

// valueTaken reports whether a property or element of type pt takes value
// as TypeScript types it: an output where pt is one, and where pt is a
// collection holding outputs, a constructor (or a conditional of them)
// that it takes (objectsTaken) or a value of its type.
func valueTaken(pt model.Type, value model.Expression) bool {
	o, _ := model.ContainsEventuals(pt)
	if v, _ := model.ContainsEventuals(value.Type()); o && !v {
		return false
	}
	nested := model.RemoveNone(pt)
	if o || !gen.HoldsOutputs(nested) || !gen.IsCollection(nested) {
		return true
	}
	inner := gen.ValueLeaves(value)
	switch inner[0].(type) {
	case *model.ObjectConsExpression, *model.TupleConsExpression:
	default:
		if len(inner) == 1 {
			// Another value (a local's collection) is taken when it is
			// of the type.
			return model.Equal(model.RemoveNone(value.Type()), nested)
		}
	}
	return objectsTaken(inner, nested)
}

// widenedOperands prints the operands of an equality of two values that
// TypeScript may give literal types, the left one widened to its PCL type
// (`(1 as number) === 2`); false when they need no widening.
func (c *fnCtx) widenedOperands(l, r model.Expression, prec int) (left, right string, ok bool) {
	if !narrowsToLiteral(l) || !narrowsToLiteral(r) {
		return "", "", false
	}
	ts, ok := c.f.widePrimitiveType(l.Type())
	if !ok {
		return "", "", false
	}
	return "(" + c.expr(l, precCompare) + " as " + ts + ")", c.expr(r, prec+1), true
}

// typeArgument returns the type argument, `<T>`, for a generic call of the
// SDK (pulumi.secret, pulumi.output) whose argument is e, when unifiedType
// gives one, else "".
func (f *fileGen) typeArgument(e model.Expression) string {
	if t := f.unifiedType(e); t != "" {
		return "<" + t + ">"
	}
	if literalBranches(e) && !gen.IsOutput(e.Type()) && (gen.HoldsOutputs(e.Type()) || holdsPromises(e.Type())) && gen.IsCollection(model.ResolveOutputs(e.Type())) {
		// Branches holding outputs or promises (secret(c ? {a = pet.id}
		// : {}), an invoke's result read in one): the collection of
		// their inputs, which each branch is.
		return "<" + f.inputType(model.ResolvePromises(model.ResolveOutputs(e.Type())), 0) + ">"
	}
	return ""
}

// unifiedType returns the TypeScript type of e, when e is a conditional
// of objects or collections with a branch built from literals, or with
// branches of different collection types (a loop's map and an object
// local), whose type TypeScript infers as the union of the branches' (`c ?
// {x: "y"} : {}` is `{x: string} | {x?: undefined}`, which no map input
// takes), where PCL's is their unification. It is "" for any other value,
// and where e holds eventual values.
func (f *fileGen) unifiedType(e model.Expression) string {
	if literalBranches(e) || literalBranchesInside(e) || collectionBranchesDiffer(e) {
		// A branch may lack a property the others have, which PCL
		// unifies to any (a string, missing, and a dynamic value):
		// TypeScript's {p: any} needs p present.
		return f.plainCollectionType(anyMayBeMissing(e.Type()))
	}
	if !emptyObjectInside(e) && !objectsOfDifferentKeys(e) {
		return ""
	}
	return f.plainCollectionType(e.Type())
}

// objectsOfDifferentKeys reports whether e is a tuple constructor of
// object constructors whose keys differ ([{a = "x"}, {b = "y"}]), whose
// array TypeScript types with the union of the objects' types, each
// missing the others' keys as optional undefined properties, which no map
// takes.
func objectsOfDifferentKeys(e model.Expression) bool {
	tup, ok := gen.Unparenthesized(e).(*model.TupleConsExpression)
	if !ok {
		return false
	}
	var first string
	for i, el := range tup.Expressions {
		obj, isObj := gen.Unparenthesized(el).(*model.ObjectConsExpression)
		if !isObj {
			return false
		}
		keys := make([]string, 0, len(obj.Items))
		for _, it := range obj.Items {
			k, isConst := gen.StringLiteral(it.Key)
			if !isConst {
				return false
			}
			keys = append(keys, k)
		}
		sort.Strings(keys)
		joined := strings.Join(keys, "\x00")
		if i == 0 {
			first = joined
		} else if joined != first {
			return true
		}
	}
	return false
}

// emptyObjectInside reports whether e is an object or tuple constructor
// that holds, or is, an empty object constructor: TypeScript types {} as
// the type with no properties, which an Output of PCL's type (a record,
// Record<string, any>) does not take, where pulumi.secret or pulumi.output
// wraps it (a component's output secret({})).
func emptyObjectInside(e model.Expression) bool {
	switch gen.Unparenthesized(e).(type) {
	case *model.ObjectConsExpression, *model.TupleConsExpression:
	default:
		return false
	}
	found := false
	model.Walk(e, func(x model.Expression) bool {
		if o, ok := x.(*model.ObjectConsExpression); ok && len(o.Items) == 0 {
			found = true
		}
		return !found
	})
	return found
}

// literalBranchesInside reports whether e is an object or tuple
// constructor, or a for expression, that holds a conditional of
// constructors (`{a = c ? {x = 1} : {y = 2}}`), whose union of branch
// types TypeScript would give the property where PCL's type is a map.
func literalBranchesInside(e model.Expression) bool {
	switch x := gen.Unparenthesized(e).(type) {
	case *model.ObjectConsExpression, *model.TupleConsExpression:
	case *model.ForExpression:
		// (Its elements: the collection it loops over is no value of
		// its own.)
		return literalBranches(x.Value) || literalBranchesInside(x.Value)
	default:
		return false
	}
	found := false
	model.Walk(e, func(x model.Expression) bool {
		found = found || literalBranches(x)
		return !found
	})
	return found
}

// applyTyping returns how an apply whose callback returns body is given
// PCL's type, when body is an object constructor or a conditional of
// constructors: TypeScript infers an object literal's own type ({} for
// {}), which an Output of PCL's type (a record) does not take. An object
// constructor takes it as the apply's type argument, typeArg (`<T>`); a
// conditional as the callback's result type, returns, since a type
// argument does not reach the branches through the overloads of apply, and
// TypeScript types each branch alone ({Key: boolean, beta?: undefined}
// against {beta: boolean}), which a record does not take. The value of a
// call of gen.WithSecrecyOfName is the body printed. A body TypeScript may
// give a literal type (narrowsToLiteral) takes its primitive type as the
// type argument, so that the output is not of the literal's type.
func (f *fileGen) applyTyping(body model.Expression) (typeArg, returns string) {
	body = gen.SecrecyValue(body)
	if narrowsToLiteral(body) {
		// A callback's result of a literal type (`v => v && false` is of
		// type false) would make the output's type that literal.
		if ts, ok := f.widePrimitiveType(body.Type()); ok {
			return "<" + ts + ">", ""
		}
	}
	_, isObject := gen.Unparenthesized(body).(*model.ObjectConsExpression)
	branches := literalBranches(body) || collectionBranchesDiffer(body)
	if !isObject && !branches || holdsTuples(body.Type()) {
		return "", ""
	}
	ts := f.plainCollectionType(anyMayBeMissing(body.Type()))
	switch {
	case ts == "":
		return "", ""
	case branches:
		return "", ts
	}
	return "<" + ts + ">", ""
}

// plainCollectionType returns the TypeScript type of t, a collection or
// object type that holds no eventual value, or "" for any other type and
// where that type would be any.
func (f *fileGen) plainCollectionType(t model.Type) string {
	if o, p := model.ContainsEventuals(t); o || p || holdsPromises(t) || gen.HoldsOutputs(t) || !collections(t) {
		return ""
	}
	return f.knownType(t)
}

// knownType returns the TypeScript type of t with its empty tuples lists
// (emptyTuplesAsLists), or "" where that type is any.
func (f *fileGen) knownType(t model.Type) string {
	if ts := f.tsType(emptyTuplesAsLists(t)); ts != "any" {
		return ts
	}
	return ""
}

// collections reports whether t is a collection or object type, or a
// union of them (an object or a map: a conditional's branches).
func collections(t model.Type) bool {
	if u, ok := model.RemoveNone(t).(*model.UnionType); ok {
		for _, et := range u.ElementTypes {
			if et != model.NoneType && !gen.IsCollection(et) {
				return false
			}
		}
		return true
	}
	return gen.IsCollection(t)
}

// emptyTuplesAsLists returns t with each empty tuple a list of dynamic
// values: a collection type given to TypeScript takes a branch's [] (a
// never[]) and a variable of that value (an any[]) alike, where never[]
// takes no any[]. (An object type within itself, of a schema, is kept.)
func emptyTuplesAsLists(t model.Type) model.Type {
	return emptyTuplesIn(t, map[*model.ObjectType]bool{}, func(pt model.Type) model.Type { return pt })
}

// anyMayBeMissing returns emptyTuplesAsLists(t) with each property of any
// type optional, which TypeScript prints `p?: any`: the type of a
// conditional whose branches unify to it, where a branch may lack the
// property or have it optional (`{p?: boolean}` is no `{p: any}`).
func anyMayBeMissing(t model.Type) model.Type {
	return emptyTuplesIn(t, map[*model.ObjectType]bool{}, func(pt model.Type) model.Type {
		if pt == model.DynamicType {
			return model.NewUnionType(pt, model.NoneType)
		}
		return pt
	})
}

// emptyTuplesIn returns t with its empty tuples lists of dynamic values
// and each property's type (so rewritten) what prop returns of it.
func emptyTuplesIn(t model.Type, seen map[*model.ObjectType]bool, prop func(model.Type) model.Type) model.Type {
	each := func(ts []model.Type) []model.Type {
		out := make([]model.Type, len(ts))
		for i, et := range ts {
			out[i] = emptyTuplesIn(et, seen, prop)
		}
		return out
	}
	switch t := t.(type) {
	case *model.TupleType:
		if len(t.ElementTypes) == 0 {
			return model.NewListType(model.DynamicType)
		}
		return model.NewTupleType(each(t.ElementTypes)...)
	case *model.ListType:
		return model.NewListType(emptyTuplesIn(t.ElementType, seen, prop))
	case *model.SetType:
		return model.NewSetType(emptyTuplesIn(t.ElementType, seen, prop))
	case *model.MapType:
		return model.NewMapType(emptyTuplesIn(t.ElementType, seen, prop))
	case *model.UnionType:
		return model.NewUnionType(each(t.ElementTypes)...)
	case *model.ObjectType:
		if seen[t] {
			return t
		}
		seen[t] = true
		defer delete(seen, t)
		props := make(map[string]model.Type, len(t.Properties))
		for k, pt := range t.Properties {
			props[k] = prop(emptyTuplesIn(pt, seen, prop))
		}
		return model.NewObjectType(props)
	}
	return t
}

// literalBranches reports whether e is a conditional with a branch (at any
// depth of conditionals) that is an object or tuple constructor.
func literalBranches(e model.Expression) bool {
	for _, leaf := range gen.ChoiceLeaves(e) {
		switch leaf.(type) {
		case *model.ObjectConsExpression, *model.TupleConsExpression:
			return true
		}
	}
	return false
}

// collectionBranchesDiffer reports whether e is a conditional whose
// branches are collections or objects of types that differ (an object and
// a map): TypeScript's union of their types, each Lifted alone, is no
// Output of PCL's type of the conditional.
func collectionBranchesDiffer(e model.Expression) bool {
	x, ok := gen.Unparenthesized(e).(*model.ConditionalExpression)
	if !ok {
		return false
	}
	t, f := model.ResolveOutputs(x.TrueResult.Type()), model.ResolveOutputs(x.FalseResult.Type())
	return gen.IsCollection(t) && gen.IsCollection(f) && !model.Equal(t, f)
}

// mixedTupleType returns the TypeScript tuple type of e, a tuple
// constructor whose elements are of different TypeScript types (a plain
// number and an output), else "".
func (f *fileGen) mixedTupleType(e model.Expression) string {
	tc, ok := gen.Unparenthesized(e).(*model.TupleConsExpression)
	if !ok {
		return ""
	}
	t := e.Type()
	if tt, ok := t.(*model.TupleType); ok && len(tt.ElementTypes) == len(tc.Expressions) {
		// An element that chooses between objects of other keys may
		// lack the keys some lack (see missingKeysOptional).
		elems := slices.Clone(tt.ElementTypes)
		for i, el := range tc.Expressions {
			if obj, ok := elems[i].(*model.ObjectType); ok && gen.ChoosesObjects(el) {
				elems[i] = missingKeysOptional(obj, gen.ChoiceLeaves(el))
			} else if out, isOutput := elems[i].(*model.OutputType); isOutput && choosesObjectOutputs(el) {
				// (A choice of objects computed in an apply, whose
				// callback returns its properties of any type optional:
				// see applyTyping.)
				elems[i] = model.NewOutputType(anyMayBeMissing(out.ElementType))
			}
		}
		t = model.NewTupleType(elems...)
	}
	return f.mixedTupleTypeOf(t)
}

// choosesObjectOutputs reports whether e is an apply whose callback
// chooses between object constructors (gen.ChoosesObjects of its body).
func choosesObjectOutputs(e model.Expression) bool {
	_, fn, isApply := gen.IsApply(e)
	return isApply && gen.ChoosesObjects(gen.SecrecyValue(fn.Body))
}

// mixedTupleTypeOf returns the TypeScript tuple type of t, a tuple type
// whose elements are of different TypeScript types, else "".
func (f *fileGen) mixedTupleTypeOf(t model.Type) string {
	tt, isTuple := t.(*model.TupleType)
	if !isTuple || len(tt.ElementTypes) < 2 {
		return ""
	}
	if holdsPromises(tt) {
		// TypeScript awaits a promise (an invoke's result): the element
		// is its value.
		tt = model.ResolvePromises(tt).(*model.TupleType)
	}
	first := f.tsType(tt.ElementTypes[0])
	for _, et := range tt.ElementTypes[1:] {
		if f.tsType(et) != first {
			// An element of any type (an empty list's any[]) is no
			// reason to let TypeScript infer the union.
			return f.tsType(tt)
		}
	}
	return ""
}

// leafTupleType returns the type of e, a conditional of tuple constructors
// of one length, whose elements PCL unifies to a type some branch's element
// is not taken as (an output where the branch has a plain list: see
// valueTaken): each such element of the union of the branches' types; nil
// where PCL's type takes every branch.
func leafTupleType(e model.Expression) model.Type {
	tt, ok := e.Type().(*model.TupleType)
	leaves := gen.ChoiceLeaves(e)
	if !ok || leaves == nil {
		return nil
	}
	elems := append([]model.Type(nil), tt.ElementTypes...)
	changed := false
	for i, et := range tt.ElementTypes {
		var alternatives []model.Type
		taken := true
		for _, leaf := range leaves {
			x, ok := leaf.(*model.TupleConsExpression)
			if !ok || len(x.Expressions) != len(tt.ElementTypes) {
				return nil
			}
			alternatives = append(alternatives, x.Expressions[i].Type())
			taken = taken && valueTaken(et, x.Expressions[i])
		}
		if !taken {
			elems[i] = model.NewUnionType(alternatives...)
			changed = true
		}
	}
	if !changed {
		return nil
	}
	return model.NewTupleType(elems...)
}

// holdsPromises reports whether t is or holds, at any depth, a promise.
func holdsPromises(t model.Type) bool {
	return gen.AnyTypeWithin(t, func(t model.Type) (bool, bool) {
		_, isPromise := t.(*model.PromiseType)
		return isPromise, true
	})
}

// holdsTuples reports whether t holds a tuple type of elements: PCL unifies
// the branches' lists as a tuple where TypeScript's values are arrays
// (string[] is no [string]). An empty tuple is printed as a list (see
// emptyTuplesAsLists).
func holdsTuples(t model.Type) bool {
	return gen.AnyTypeWithin(t, func(t model.Type) (bool, bool) {
		tt, isTuple := t.(*model.TupleType)
		return isTuple && len(tt.ElementTypes) > 0, true
	})
}
