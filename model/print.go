package model

import (
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// Canonical spellings (String):
//
//	dynamic, bool, int, number, string, none
//	list(T), set(T), map(T), tuple([T0, T1]), object({a = T, b = U})
//	union(T0, T1)                 elements in order
//	promise(T), output(T)
//	Asset, Archive, AssetOrArchive, Resource   (opaque types: their name)
//	enum(pkg:index:Color)          an enum with a token
//	enum(string, "a", "b")         an enum without a token: element type, then values
//	const(string, "x")             a const type: underlying type, then the value
//
// Object attributes print sorted by name. An object type that is reached again
// while it is being printed (a recursive schema type) prints as
// object(<token>) at the point of recursion, or object(...) when it has no
// token, so printing always terminates.

// printer writes types, remembering the object types it is inside of.
type printer struct {
	sb     strings.Builder
	inside map[*ObjectType]bool
}

func printType(t Type) string {
	p := printer{}
	p.write(t)
	return p.sb.String()
}

func (p *printer) write(t Type) {
	switch t := t.(type) {
	case nil:
		p.sb.WriteString("<nil>")
	case *PrimitiveType:
		p.sb.WriteString(primitiveName(t.Kind))
	case *noneType:
		p.sb.WriteString("none")
	case *ListType:
		p.wrap("list", t.ElementType)
	case *SetType:
		p.wrap("set", t.ElementType)
	case *MapType:
		p.wrap("map", t.ElementType)
	case *PromiseType:
		p.wrap("promise", t.ElementType)
	case *OutputType:
		p.wrap("output", t.ElementType)
	case *TupleType:
		p.sb.WriteString("tuple([")
		p.list(t.ElementTypes)
		p.sb.WriteString("])")
	case *UnionType:
		p.sb.WriteString("union(")
		p.list(t.ElementTypes)
		p.sb.WriteString(")")
	case *ObjectType:
		p.object(t)
	case *OpaqueType:
		p.sb.WriteString(t.Name)
	case *EnumType:
		p.sb.WriteString("enum(")
		if t.Token != "" {
			p.sb.WriteString(t.Token)
		} else {
			p.write(t.ElementType)
			for _, v := range t.Elements {
				p.sb.WriteString(", ")
				p.sb.WriteString(constValueString(v))
			}
		}
		p.sb.WriteString(")")
	case *ConstType:
		p.sb.WriteString("const(")
		p.write(t.Type)
		p.sb.WriteString(", ")
		p.sb.WriteString(constValueString(t.Value))
		p.sb.WriteString(")")
	default:
		p.sb.WriteString("<unknown type>")
	}
}

func (p *printer) wrap(name string, elem Type) {
	p.sb.WriteString(name)
	p.sb.WriteString("(")
	p.write(elem)
	p.sb.WriteString(")")
}

func (p *printer) list(types []Type) {
	for i, e := range types {
		if i > 0 {
			p.sb.WriteString(", ")
		}
		p.write(e)
	}
}

func (p *printer) object(t *ObjectType) {
	if p.inside[t] {
		if t.Token != "" {
			p.sb.WriteString("object(" + t.Token + ")")
		} else {
			p.sb.WriteString("object(...)")
		}
		return
	}
	if p.inside == nil {
		p.inside = map[*ObjectType]bool{}
	}
	p.inside[t] = true
	defer delete(p.inside, t)

	p.sb.WriteString("object({")
	for i, name := range sortedAttributeNames(t.Properties) {
		if i > 0 {
			p.sb.WriteString(", ")
		}
		p.sb.WriteString(attributeNameString(name))
		p.sb.WriteString(" = ")
		p.write(t.Properties[name])
	}
	p.sb.WriteString("})")
}

// attributeName spells an attribute name: as is when it is an identifier,
// quoted otherwise.
func attributeNameString(name string) string {
	if isTypeIdentifier(name) {
		return name
	}
	return strconv.Quote(name)
}

// isTypeIdentifier reports whether s is an HCL identifier, which an
// attribute name must be to be written unquoted.
//
// An HCL identifier is a letter or underscore followed by letters, digits,
// underscores and dashes, where letters and digits are those of Unicode's
// ID_Start and ID_Continue. ASCII names, which schema attribute names almost
// always are, are checked here; others are left to HCL's scanner, which is
// far slower.
func isTypeIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case b >= utf8.RuneSelf:
			return hclsyntax.ValidIdentifier(s)
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', b == '_':
		case i > 0 && ('0' <= b && b <= '9' || b == '-'):
		default:
			return false
		}
	}
	return true
}

func sortedAttributeNames(props map[string]Type) []string {
	names := make([]string, 0, len(props))
	for name := range props {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

func primitiveName(k PrimitiveKind) string {
	switch k {
	case DynamicKind:
		return "dynamic"
	case BoolKind:
		return "bool"
	case IntKind:
		return "int"
	case NumberKind:
		return "number"
	case StringKind:
		return "string"
	}
	return "primitive(" + strconv.Itoa(int(k)) + ")"
}

// valueString spells a constant value for enum and const types: strings are
// quoted, numbers print in decimal, collections print as HCL-like literals.
func constValueString(v cty.Value) string {
	if v.Type() == cty.NilType {
		return "<nil>"
	}
	v, _ = v.UnmarkDeep()
	switch {
	case !v.IsKnown():
		return "(unknown)"
	case v.IsNull():
		return "null"
	}
	ty := v.Type()
	switch {
	case ty == cty.String:
		return strconv.Quote(v.AsString())
	case ty == cty.Number:
		return constNumberString(v.AsBigFloat())
	case ty == cty.Bool:
		if v.True() {
			return "true"
		}
		return "false"
	case ty.IsListType() || ty.IsSetType() || ty.IsTupleType():
		var parts []string
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			parts = append(parts, constValueString(e))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case ty.IsMapType() || ty.IsObjectType():
		var parts []string
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			parts = append(parts, attributeNameString(k.AsString())+" = "+constValueString(e))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return v.GoString()
}

func constNumberString(f *big.Float) string {
	if f.IsInt() {
		if i, _ := f.Int(nil); i != nil && i.BitLen() <= 1024 {
			return i.String()
		}
	}
	return f.Text('g', -1)
}

// String returns `dynamic`, `bool`, `int`, `number` or `string`.
func (t *PrimitiveType) String() string { return printType(t) }

// String returns `none`.
func (t *noneType) String() string { return "none" }

// String returns `list(T)`.
func (t *ListType) String() string { return printType(t) }

// String returns `set(T)`.
func (t *SetType) String() string { return printType(t) }

// String returns `map(T)`.
func (t *MapType) String() string { return printType(t) }

// String returns `tuple([T0, T1, ...])`.
func (t *TupleType) String() string { return printType(t) }

// String returns `object({a = T, ...})` with attributes sorted by name.
func (t *ObjectType) String() string { return printType(t) }

// String returns `union(T0, T1, ...)` in element order.
func (t *UnionType) String() string { return printType(t) }

// String returns `promise(T)`.
func (t *PromiseType) String() string { return printType(t) }

// String returns `output(T)`.
func (t *OutputType) String() string { return printType(t) }

// String returns the opaque type's name, such as `Asset`.
func (t *OpaqueType) String() string { return printType(t) }

// String returns `enum(token)`, or `enum(T, v0, v1, ...)` for an enum without a token.
func (t *EnumType) String() string { return printType(t) }

// String returns `const(T, value)`, for example `const(string, "x")`.
func (t *ConstType) String() string { return printType(t) }
