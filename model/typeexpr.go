package model

import (
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// Type expressions (spec type-expressions.md) spell types with keywords and
// static calls:
//
//	string, bool, number, int        primitive types (int is PCL's addition)
//	any                              dynamic
//	list(T), set(T), map(T)          collections
//	tuple([T0, T1, ...])             tuples
//	object({name = T, ...})          objects; names must be identifiers
//	optional(T)                      union(T, none)
//
// optional(T) is accepted for a part of a value: the type of an object
// attribute, as in object({port = optional(int)}), or the element type of a
// list, set, map or tuple, as in list(optional(string)) (a list whose elements
// may be null; the corpus program l1-config-types-optional declares a config
// variable of that type). It is an error as the whole type, because a whole
// value is made optional otherwise (a config variable by a default value),
// and directly inside another optional(...), which would add nothing.
//
// Parsing never panics. On failure the type returned is DynamicType and every
// diagnostic is an error with a short Summary, a full-sentence Detail and the
// range of the offending sub-expression as its Subject.

// typeKeywords are the primitive type keywords, in the order they are listed
// in messages.
var typeKeywords = []string{"string", "bool", "number", "int", "any"}

// typeConstructors are the type constructor names, in message order.
var typeConstructors = []string{"list", "set", "map", "tuple", "object", "optional"}

// ParseTypeExpr reads a type expression (spec type-expressions.md plus int and
// optional(T)).
//
// On failure the type is DynamicType and the diagnostics say why.
func ParseTypeExpr(expr hcl.Expression) (Type, hcl.Diagnostics) {
	if expr == nil {
		return DynamicType, hcl.Diagnostics{typeExprError(hcl.Range{}, "Missing type specification",
			"A type specification is required here.")}
	}
	t, diags := parseTypeExpr(expr, typePositionWhole)
	if diags.HasErrors() {
		return DynamicType, diags
	}
	return t, diags
}

// ParseTypeString parses src as a type expression.
//
// src is parsed as an HCL native-syntax expression (positions start at line
// 1, column 1 of filename) and then read with ParseTypeExpr. On failure the
// type is DynamicType.
func ParseTypeString(src string, filename string) (Type, hcl.Diagnostics) {
	expr, diags := hclsyntax.ParseExpression([]byte(src), filename, hcl.Pos{Line: 1, Column: 1})
	if diags.HasErrors() {
		return DynamicType, diags
	}
	t, more := ParseTypeExpr(expr)
	return t, append(diags, more...)
}

func typeExprError(subject hcl.Range, summary, detail string) *hcl.Diagnostic {
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  summary,
		Detail:   detail,
		Subject:  subject.Ptr(),
	}
}

const typeExprHint = "expected one of string, bool, number, int, any, or a type constructor such as list(string)"

// typePosition says where in a type expression a type is written, which
// decides whether optional(T) may be.
type typePosition int

const (
	// typePositionWhole is the whole type expression.
	typePositionWhole typePosition = iota
	// typePositionPart is an object attribute's type or a list, set, map or
	// tuple element type: optional(T) is allowed.
	typePositionPart
	// typePositionOptional is the argument of optional(T).
	typePositionOptional
)

// optionalUsage is the first sentence of the diagnostics for optional(T)
// where it is not allowed.
const optionalUsage = "optional(...) can only be used for a part of a value that may be null: the type of an object attribute or the element type of a list, set, map or tuple, as in object({port = optional(int)}) or list(optional(string))."

// parseTypeExpr reads expr, written at pos.
func parseTypeExpr(expr hcl.Expression, pos typePosition) (Type, hcl.Diagnostics) {
	if kw := hcl.ExprAsKeyword(expr); kw != "" {
		return parseTypeKeyword(kw, expr.Range())
	}
	call, callDiags := hcl.ExprCall(expr)
	if callDiags.HasErrors() || call == nil {
		return DynamicType, hcl.Diagnostics{typeExprError(expr.Range(), "Invalid type specification",
			"A type specification is either a primitive type keyword (string, bool, number, int or any) or a type constructor call such as list(string) or object({name = string}).")}
	}
	switch call.Name {
	case "list", "set", "map":
		elem, diags := parseTypeArgument(call, fmt.Sprintf("%s(string)", call.Name), "the element type")
		if diags.HasErrors() {
			return DynamicType, diags
		}
		switch call.Name {
		case "list":
			return NewListType(elem), nil
		case "set":
			return NewSetType(elem), nil
		}
		return NewMapType(elem), nil
	case "tuple":
		return parseTupleType(call)
	case "object":
		return parseObjectType(call)
	case "optional":
		switch pos {
		case typePositionWhole:
			return DynamicType, hcl.Diagnostics{typeExprError(expr.Range(), "Invalid use of optional",
				optionalUsage+" It cannot be a whole type: a whole value is made optional otherwise, for example a config variable by giving it a default value.")}
		case typePositionOptional:
			return DynamicType, hcl.Diagnostics{typeExprError(expr.Range(), "Invalid use of optional",
				optionalUsage+" Here it is inside another optional(...), which already allows null; write optional(...) once.")}
		}
		elem, diags := parseTypeArgumentAt(call, "optional(string)", "the type that may be null", typePositionOptional)
		if diags.HasErrors() {
			return DynamicType, diags
		}
		return NewOptionalType(elem), nil
	}
	for _, kw := range typeKeywords {
		if call.Name == kw {
			return DynamicType, hcl.Diagnostics{typeExprError(expr.Range(), "Invalid type specification",
				fmt.Sprintf("The primitive type %s takes no arguments; write %s without parentheses.", kw, kw))}
		}
	}
	return DynamicType, hcl.Diagnostics{typeExprError(call.NameRange, "Invalid type specification",
		fmt.Sprintf("%q is not a type constructor; expected one of list, set, map, tuple, object or optional.%s",
			call.Name, suggestion(call.Name, typeConstructors)))}
}

func parseTypeKeyword(kw string, rng hcl.Range) (Type, hcl.Diagnostics) {
	switch kw {
	case "string":
		return StringType, nil
	case "bool":
		return BoolType, nil
	case "number":
		return NumberType, nil
	case "int":
		return IntType, nil
	case "any":
		return DynamicType, nil
	case "list", "set", "map", "optional":
		return DynamicType, hcl.Diagnostics{typeExprError(rng, "Invalid type specification",
			fmt.Sprintf("The %s type constructor requires one argument specifying the element type, as in %s(string).", kw, kw))}
	case "tuple":
		return DynamicType, hcl.Diagnostics{typeExprError(rng, "Invalid type specification",
			"The tuple type constructor requires one argument, a list of element types, as in tuple([string, number]).")}
	case "object":
		return DynamicType, hcl.Diagnostics{typeExprError(rng, "Invalid type specification",
			"The object type constructor requires one argument, an object of attribute types, as in object({name = string}).")}
	}
	return DynamicType, hcl.Diagnostics{typeExprError(rng, "Invalid type specification",
		fmt.Sprintf("The keyword %q is not a type name; %s.%s", kw, typeExprHint,
			suggestion(kw, append(append([]string{}, typeKeywords...), typeConstructors...))))}
}

// parseTypeArgument reads the single type argument of a collection type
// constructor such as list(T), where optional(T) is allowed.
func parseTypeArgument(call *hcl.StaticCall, example, what string) (Type, hcl.Diagnostics) {
	return parseTypeArgumentAt(call, example, what, typePositionPart)
}

// parseTypeArgumentAt reads the single type argument of a call, written at
// pos.
func parseTypeArgumentAt(call *hcl.StaticCall, example, what string, pos typePosition) (Type, hcl.Diagnostics) {
	if len(call.Arguments) != 1 {
		return DynamicType, hcl.Diagnostics{typeExprError(call.ArgsRange, "Incorrect number of type arguments",
			fmt.Sprintf("The %s type constructor requires exactly one argument, %s, as in %s; found %s.",
				call.Name, what, example, pluralNoun(len(call.Arguments), "argument")))}
	}
	return parseTypeExpr(call.Arguments[0], pos)
}

func parseTupleType(call *hcl.StaticCall) (Type, hcl.Diagnostics) {
	if len(call.Arguments) != 1 {
		return DynamicType, hcl.Diagnostics{typeExprError(call.ArgsRange, "Incorrect number of type arguments",
			fmt.Sprintf("The tuple type constructor requires exactly one argument, a list of element types, as in tuple([string, number]); found %s.",
				pluralNoun(len(call.Arguments), "argument")))}
	}
	exprs, listDiags := hcl.ExprList(call.Arguments[0])
	if listDiags.HasErrors() {
		return DynamicType, hcl.Diagnostics{typeExprError(call.Arguments[0].Range(), "Invalid tuple type",
			"The argument of tuple(...) must be a list of element types in brackets, as in tuple([string, number]).")}
	}
	var diags hcl.Diagnostics
	elems := make([]Type, len(exprs))
	for i, e := range exprs {
		t, d := parseTypeExpr(e, typePositionPart)
		diags = append(diags, d...)
		elems[i] = t
	}
	if diags.HasErrors() {
		return DynamicType, diags
	}
	return NewTupleType(elems...), nil
}

func parseObjectType(call *hcl.StaticCall) (Type, hcl.Diagnostics) {
	if len(call.Arguments) != 1 {
		return DynamicType, hcl.Diagnostics{typeExprError(call.ArgsRange, "Incorrect number of type arguments",
			fmt.Sprintf("The object type constructor requires exactly one argument, an object of attribute types, as in object({name = string}); found %s.",
				pluralNoun(len(call.Arguments), "argument")))}
	}
	pairs, mapDiags := hcl.ExprMap(call.Arguments[0])
	if mapDiags.HasErrors() {
		return DynamicType, hcl.Diagnostics{typeExprError(call.Arguments[0].Range(), "Invalid object type",
			"The argument of object(...) must be attribute types in braces, as in object({name = string, age = number}).")}
	}
	var diags hcl.Diagnostics
	props := make(map[string]Type, len(pairs))
	first := make(map[string]hcl.Range, len(pairs))
	for _, pair := range pairs {
		name := hcl.ExprAsKeyword(pair.Key)
		if name == "" {
			diags = append(diags, typeExprError(pair.Key.Range(), "Invalid attribute name",
				"An object type's attribute names must be identifiers written without quotes, as in object({name = string})."))
			continue
		}
		t, d := parseTypeExpr(pair.Value, typePositionPart)
		diags = append(diags, d...)
		if prev, dup := first[name]; dup {
			diags = append(diags, typeExprError(pair.Key.Range(), "Duplicate attribute name",
				fmt.Sprintf("The attribute %q is already given a type on line %d, column %d; each attribute may appear only once.", name, prev.Start.Line, prev.Start.Column)))
			continue
		}
		first[name] = pair.Key.Range()
		props[name] = t
	}
	if diags.HasErrors() {
		return DynamicType, diags
	}
	return NewObjectType(props), nil
}

// suggestion returns " Did you mean "x"?" for the candidates close to name,
// or "".
func suggestion(name string, candidates []string) string {
	matches := closeMatches(name, candidates)
	if len(matches) == 0 {
		return ""
	}
	quoted := make([]string, len(matches))
	for i, m := range matches {
		quoted[i] = fmt.Sprintf("%q", m)
	}
	return " Did you mean " + strings.Join(quoted, " or ") + "?"
}

// typeExprString spells t as a type expression that ParseTypeString reads
// back to an Equal type, or reports false when t has no such spelling (for
// example unions other than optional attributes and elements, eventuals,
// enums, or object types with tokens or non-identifier attribute names).
func typeExprString(t Type) (string, bool) {
	return typeExprSpelling(t, false)
}

// typeExprSpelling spells t; part is true where optional(T) may be written
// (see typePositionPart).
func typeExprSpelling(t Type, part bool) (string, bool) {
	switch t := t.(type) {
	case *PrimitiveType:
		if t.Kind == DynamicKind {
			return "any", true
		}
		return primitiveName(t.Kind), true
	case *ListType:
		return typeExprWrap("list", t.ElementType)
	case *SetType:
		return typeExprWrap("set", t.ElementType)
	case *MapType:
		return typeExprWrap("map", t.ElementType)
	case *TupleType:
		parts := make([]string, len(t.ElementTypes))
		for i, e := range t.ElementTypes {
			s, ok := typeExprSpelling(e, true)
			if !ok {
				return "", false
			}
			parts[i] = s
		}
		return "tuple([" + strings.Join(parts, ", ") + "])", true
	case *ObjectType:
		if t.Token != "" {
			return "", false
		}
		parts := make([]string, 0, len(t.Properties))
		for _, name := range sortedAttributeNames(t.Properties) {
			if !isTypeIdentifier(name) {
				return "", false
			}
			s, ok := typeExprSpelling(t.Properties[name], true)
			if !ok {
				return "", false
			}
			parts = append(parts, name+" = "+s)
		}
		return "object({" + strings.Join(parts, ", ") + "})", true
	case *UnionType:
		if !part || len(t.ElementTypes) != 2 {
			return "", false
		}
		for i, e := range t.ElementTypes {
			if _, ok := e.(*noneType); ok {
				s, ok := typeExprSpelling(t.ElementTypes[1-i], false)
				if !ok {
					return "", false
				}
				return "optional(" + s + ")", true
			}
		}
	}
	return "", false
}

func typeExprWrap(name string, elem Type) (string, bool) {
	s, ok := typeExprSpelling(elem, true)
	if !ok {
		return "", false
	}
	return name + "(" + s + ")", true
}
