package model

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// TupleConsExpression is `[e0, e1, ...]`; its type is the tuple of the
// elements' types (elements are not lifted: `[a.id]` is a tuple of an output).
type TupleConsExpression struct {
	// Syntax is the *hclsyntax.TupleConsExpr; nil when synthesized.
	Syntax      *hclsyntax.TupleConsExpr
	Expressions []Expression

	typ Type
}

// NewTupleConsExpression returns a synthesized tuple. A nil typ infers it.
func NewTupleConsExpression(exprs []Expression, typ Type) *TupleConsExpression {
	e := &TupleConsExpression{Expressions: exprs}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *TupleConsExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *TupleConsExpression) Range() hcl.Range { return syntaxRange(e.SyntaxNode(), e.Expressions...) }

// Type implements Expression.
func (e *TupleConsExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*TupleConsExpression) isExpression() {}

func (e *TupleConsExpression) typecheck() (Type, hcl.Diagnostics) {
	elems := make([]Type, len(e.Expressions))
	for i, x := range e.Expressions {
		elems[i] = typeOf(x)
	}
	return NewTupleType(elems...), nil
}

// ObjectConsItem is one `key = value` item of an object constructor.
type ObjectConsItem struct {
	// Key is a string literal for a bare identifier key (`{ name = 1 }`);
	// otherwise the bound key expression.
	Key   Expression
	Value Expression
}

// ObjectConsExpression is `{k0 = v0, ...}`. When every key is a constant its
// type is object({k0 = T0, ...}) (a later item wins over an earlier one of
// the same key); otherwise it is map(U) for U the unification of the values,
// lifted when a key is eventual.
type ObjectConsExpression struct {
	// Syntax is the *hclsyntax.ObjectConsExpr; nil when synthesized.
	Syntax *hclsyntax.ObjectConsExpr
	Items  []ObjectConsItem

	typ Type
}

// NewObjectConsExpression returns a synthesized object. A nil typ infers it.
func NewObjectConsExpression(items []ObjectConsItem, typ Type) *ObjectConsExpression {
	e := &ObjectConsExpression{Items: items}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *ObjectConsExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *ObjectConsExpression) Range() hcl.Range {
	if e.Syntax != nil {
		return e.Syntax.Range()
	}
	var children []Expression
	for _, item := range e.Items {
		children = append(children, item.Key, item.Value)
	}
	return syntaxRange(nil, children...)
}

// Type implements Expression.
func (e *ObjectConsExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*ObjectConsExpression) isExpression() {}

func (e *ObjectConsExpression) typecheck() (Type, hcl.Diagnostics) {
	props := map[string]Type{}
	constant := true
	for _, item := range e.Items {
		k, ok := exprConstString(item.Key)
		if !ok {
			constant = false
			break
		}
		props[k] = typeOf(item.Value)
	}
	if constant {
		return NewObjectType(props), nil
	}

	var diags hcl.Diagnostics
	var ev eventualKinds
	values := make([]Type, 0, len(e.Items))
	for _, item := range e.Items {
		values = append(values, typeOf(item.Value))
		if _, ok := exprConstString(item.Key); ok {
			continue
		}
		kt, kev := resolveEventuals(typeOf(item.Key))
		ev = ev.or(kev)
		diags = append(diags, checkObjectKey(item.Key, kt)...)
	}
	return ev.wrap(NewMapType(unifyTypes(values...))), diags
}

// checkObjectKey reports an object key whose (resolved) type t does not convert to
// string.
func checkObjectKey(key Expression, t Type) hcl.Diagnostics {
	if kind, reason := Conversion(t, StringType); kind == NoConversion {
		detail := fmt.Sprintf("Object keys must be strings, but this key has type %s.", exprTypeString(typeOf(key)))
		return hcl.Diagnostics{exprError(syntaxRange(nil, key), "Incorrect key type", withReason(detail, reason))}
	}
	return nil
}

// ForExpression is `[for k, v in coll : value if cond]` (a list) or
// `{for k, v in coll : key => value if cond}` (a map; with `...` after the
// value, Group is set and the map's values are lists). The result is lifted
// when the collection, the condition or (for maps) the key is eventual.
type ForExpression struct {
	// Syntax is the *hclsyntax.ForExpr; nil when synthesized.
	Syntax *hclsyntax.ForExpr
	// KeyVariable is nil when the expression names only a value variable.
	KeyVariable   *Variable
	ValueVariable *Variable
	Collection    Expression
	// Key is nil for a list-producing for expression.
	Key   Expression
	Value Expression
	// Condition is nil when there is no `if` clause.
	Condition Expression
	Group     bool

	typ Type
}

// NewForExpression returns a synthesized for expression. Its variables should
// have the types ForIterationTypes gives for the collection. A nil typ infers
// the type.
func NewForExpression(keyVar, valueVar *Variable, collection, key, value, condition Expression, group bool, typ Type) *ForExpression {
	e := &ForExpression{
		KeyVariable:   keyVar,
		ValueVariable: valueVar,
		Collection:    collection,
		Key:           key,
		Value:         value,
		Condition:     condition,
		Group:         group,
	}
	e.typ = cachedType(typ, e.typecheck)
	return e
}

// SyntaxNode implements Expression.
func (e *ForExpression) SyntaxNode() hclsyntax.Node {
	if e.Syntax == nil {
		return nil
	}
	return e.Syntax
}

// Range implements Expression.
func (e *ForExpression) Range() hcl.Range {
	return syntaxRange(e.SyntaxNode(), e.Collection, e.Key, e.Value, e.Condition)
}

// Type implements Expression.
func (e *ForExpression) Type() Type {
	if e.typ != nil {
		return e.typ
	}
	return cachedType(nil, e.typecheck)
}

func (*ForExpression) isExpression() {}

func (e *ForExpression) typecheck() (Type, hcl.Diagnostics) {
	_, _, ev, diags := forIteration(e.Collection)
	if e.Condition != nil {
		ct, cev := resolveEventuals(typeOf(e.Condition))
		ev = ev.or(cev)
		if kind, reason := Conversion(ct, BoolType); kind == NoConversion {
			detail := fmt.Sprintf("The condition of a for expression must be a bool, but it has type %s.", exprTypeString(typeOf(e.Condition)))
			diags = append(diags, exprError(syntaxRange(nil, e.Condition), "Incorrect condition type", withReason(detail, reason)))
		}
	}
	value := typeOf(e.Value)
	if e.Key == nil {
		return ev.wrap(NewListType(value)), diags
	}
	kt, kev := resolveEventuals(typeOf(e.Key))
	ev = ev.or(kev)
	diags = append(diags, checkObjectKey(e.Key, kt)...)
	if e.Group {
		value = NewListType(value)
	}
	return ev.wrap(NewMapType(value)), diags
}

// ForIterationTypes returns the types of the key and value variables of a for
// expression over a collection of type t (eventuals are resolved first):
// list(T) gives int and T, tuple gives int and the unification of its element
// types, map(T) gives string and T, object gives string and the unification
// of its property types, set(T) gives T and T (a set's key is the element
// itself), and dynamic gives dynamic and dynamic. The iterable members of a
// union combine, as traversals of unions do. ok is false when t cannot be iterated; the types are then
// dynamic.
func ForIterationTypes(t Type) (key, value Type, ok bool) {
	key, value, ok = iterationTypes(resolveEventualType(t))
	if !ok {
		return DynamicType, DynamicType, false
	}
	return key, value, true
}

func resolveEventualType(t Type) Type {
	r, _ := resolveEventuals(t)
	return r
}

// unifyElements unifies the types of the elements of a tuple, the
// properties of an object or the branches of a conditional: a value of the
// unified type dynamic is eventual where one of them is ([r.result,
// try(x, true)] holds an output and a value of any type: each element may
// be the output).
func unifyElements(types []Type) Type {
	u := unifyTypes(types...)
	if !isDynamicType(u) {
		return u
	}
	var output, promise bool
	for _, t := range types {
		o, p := eventualWrapper(t)
		output, promise = output || o, promise || p
	}
	switch {
	case output:
		return NewOutputType(DynamicType)
	case promise:
		return NewPromiseType(DynamicType)
	}
	return u
}

func iterationTypes(t Type) (key, value Type, ok bool) {
	switch t := t.(type) {
	case *ListType:
		return IntType, t.ElementType, true
	case *TupleType:
		return IntType, unifyElements(t.ElementTypes), true
	case *SetType:
		return t.ElementType, t.ElementType, true
	case *MapType:
		return StringType, t.ElementType, true
	case *ObjectType:
		props := make([]Type, 0, len(t.Properties))
		for _, name := range sortedTypeKeys(t.Properties) {
			props = append(props, t.Properties[name])
		}
		return StringType, unifyElements(props), true
	case *PrimitiveType:
		if t == DynamicType {
			return DynamicType, DynamicType, true
		}
	case *UnionType:
		var keys, values []Type
		for _, et := range t.ElementTypes {
			if _, isNone := et.(*noneType); isNone {
				continue
			}
			if k, v, ok := iterationTypes(et); ok {
				keys, values = append(keys, k), append(values, v)
			}
		}
		if len(keys) > 0 {
			return unifyTypes(keys...), unifyTypes(values...), true
		}
	}
	return nil, nil, false
}

// forIteration types a for expression's collection: the variable types, its
// eventuals, and a diagnostic when it cannot be iterated.
func forIteration(coll Expression) (key, value Type, ev eventualKinds, diags hcl.Diagnostics) {
	t := typeOf(coll)
	_, ev = resolveEventuals(t)
	key, value, ok := ForIterationTypes(t)
	if !ok {
		detail := fmt.Sprintf("A for expression iterates over a list, set, tuple, map or object, but this value has type %s.", exprTypeString(t))
		diags = hcl.Diagnostics{exprError(syntaxRange(nil, coll), "Iteration over non-iterable value", detail)}
	}
	return key, value, ev, diags
}

func sortedTypeKeys(m map[string]Type) []string {
	seen := make(map[string]bool, len(m))
	for k := range m {
		seen[k] = true
	}
	return sortedNames(seen)
}

// CollectionOfUnion returns t, a resolved type, with a union of lists,
// tuples and sets (a conditional of an optional list and a tuple, which
// unify to one) as the list of their elements, and a union of maps and
// objects of no schema's type, one a map at least, as the map of theirs: the collection a range or a loop over a
// value of type t iterates as; none stays a member. Any other type is
// returned as it is.
func CollectionOfUnion(t Type) Type {
	u, ok := RemoveNone(t).(*UnionType)
	if !ok {
		return t
	}
	lists, maps, anyMap := true, true, false
	for _, m := range u.ElementTypes {
		switch m := m.(type) {
		case *ListType, *TupleType, *SetType:
			maps = false
		case *MapType:
			lists, anyMap = false, true
		case *ObjectType:
			if m.Token != "" {
				// An object of a schema's type keeps its attributes'.
				return t
			}
			lists = false
		default:
			return t
		}
	}
	// (Objects alone are objects, which unify attribute by attribute.)
	maps = maps && anyMap
	_, vt, _ := ForIterationTypes(u)
	var out Type
	switch {
	case lists:
		out = NewListType(vt)
	case maps:
		out = NewMapType(vt)
	default:
		return t
	}
	if IsOptional(t) {
		out = NewOptionalType(out)
	}
	return out
}
