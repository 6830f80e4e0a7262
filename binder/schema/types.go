package schema

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// Type is a schema type. It is one of *PrimitiveType, *ArrayType, *MapType,
// *UnionType, *ObjectType, *EnumType, *ResourceType, *TokenType, *PlainType
// and *InvalidType.
//
// Object and enum types are canonical: every reference to the same type token
// of a loaded package yields the same pointer, so they can be compared with ==
// and used as map keys. Object bodies are decoded on first use (see
// ObjectType.Properties), which is what lets recursive types work.
type Type interface {
	// String returns a short human-readable spelling of the type.
	String() string
	isType()
}

// PrimitiveKind identifies a primitive type.
type PrimitiveKind int

// The primitive kinds: the four JSON scalar types and the built-in types of
// pulumi.json.
const (
	BoolKind PrimitiveKind = iota + 1
	IntKind
	NumberKind
	StringKind
	ArchiveKind
	AssetKind
	AnyKind
	JSONKind
	AnyResourceKind
)

// PrimitiveType is a scalar or a built-in type. The values are singletons:
// compare them with ==.
type PrimitiveType struct {
	Kind PrimitiveKind
}

// The primitive types.
var (
	BoolType        = &PrimitiveType{BoolKind}
	IntType         = &PrimitiveType{IntKind}
	NumberType      = &PrimitiveType{NumberKind}
	StringType      = &PrimitiveType{StringKind}
	ArchiveType     = &PrimitiveType{ArchiveKind}
	AssetType       = &PrimitiveType{AssetKind}
	AnyType         = &PrimitiveType{AnyKind}
	JSONType        = &PrimitiveType{JSONKind}
	AnyResourceType = &PrimitiveType{AnyResourceKind}
)

// String returns the schema spelling: "boolean", "integer", "number",
// "string", or "pulumi.json#/Archive" and so on for the built-in types.
func (t *PrimitiveType) String() string {
	switch t.Kind {
	case BoolKind:
		return "boolean"
	case IntKind:
		return "integer"
	case NumberKind:
		return "number"
	case StringKind:
		return "string"
	case ArchiveKind:
		return "pulumi.json#/Archive"
	case AssetKind:
		return "pulumi.json#/Asset"
	case AnyKind:
		return "pulumi.json#/Any"
	case JSONKind:
		return "pulumi.json#/Json"
	case AnyResourceKind:
		return "pulumi.json#/AnyResource"
	}
	return fmt.Sprintf("primitive(%d)", int(t.Kind))
}

func (*PrimitiveType) isType() {}

// ArrayType is a list of Items.
type ArrayType struct {
	Items Type
}

// String implements Type.
func (t *ArrayType) String() string { return "array(" + t.Items.String() + ")" }

func (*ArrayType) isType() {}

// MapType is a string-keyed map of Elem ("additionalProperties"; string when
// the schema leaves it out).
type MapType struct {
	Elem Type
}

// String implements Type.
func (t *MapType) String() string { return "map(" + t.Elem.String() + ")" }

func (*MapType) isType() {}

// UnionType is a "oneOf" union.
type UnionType struct {
	// Elements are the alternatives in schema order.
	Elements []Type
	// Underlying is the primitive "type" given beside "oneOf", if any.
	Underlying *PrimitiveType
	// Discriminator is the discriminator property name, if any.
	Discriminator string
	// Mapping maps discriminator values to type references ("#/types/...") as
	// written in the schema.
	Mapping map[string]string
}

// String implements Type.
func (t *UnionType) String() string {
	parts := make([]string, len(t.Elements))
	for i, e := range t.Elements {
		parts[i] = e.String()
	}
	return "union(" + strings.Join(parts, ", ") + ")"
}

func (*UnionType) isType() {}

// PlainType marks a nested type that does not accept eventual (output)
// values: "plain": true on array items, map values or union alternatives. The
// plain marker of a property's own type is Property.Plain instead.
type PlainType struct {
	Elem Type
}

// String implements Type.
func (t *PlainType) String() string { return "plain(" + t.Elem.String() + ")" }

func (*PlainType) isType() {}

// InvalidType stands for a type reference that could not be resolved: a
// dangling "#/types/..." reference, an unknown primitive, or a reference into
// a package that is not available. Decoding the containing entry still
// succeeds; a consumer reports Reason when the type is used.
type InvalidType struct {
	// Ref is the reference or type as written in the schema.
	Ref string
	// Reason says why it could not be resolved.
	Reason string
}

// TokenType is an opaque type known only by its token: a "#/types/..."
// reference to a token the package does not declare (AWS, for example, refers
// to "aws:index/aRN:ARN" with "type": "string"). Underlying is the "type" given
// beside the reference, if any; consumers may accept values of it.
type TokenType struct {
	// Package is the package the reference points into.
	Package *Package
	// Token is the referenced token.
	Token string
	// Underlying is the primitive type given beside the reference, or nil.
	Underlying *PrimitiveType
}

// String implements Type.
func (t *TokenType) String() string { return t.Token }

func (*TokenType) isType() {}

// String implements Type.
func (t *InvalidType) String() string { return "invalid(" + t.Ref + ": " + t.Reason + ")" }

// Error returns the reason together with the reference.
func (t *InvalidType) Error() string { return fmt.Sprintf("type %q: %s", t.Ref, t.Reason) }

func (*InvalidType) isType() {}

// EnumType is an enum declared under "types".
type EnumType struct {
	// Package is the declaring package.
	Package *Package
	// Token is the type token as written in the schema.
	Token string
	// Elem is the underlying primitive type.
	Elem *PrimitiveType
	// Values are the enum cases in schema order.
	Values []EnumValue
	// IsOverlay reports "isOverlay": true.
	IsOverlay bool
}

// EnumValue is one case of an enum.
type EnumValue struct {
	// Name is the explicit case name, or "" to derive one from Value.
	Name string
	// Value is a string, float64 or bool.
	Value any
	// Deprecated reports whether the case has a deprecation message.
	Deprecated bool
}

// String implements Type.
func (t *EnumType) String() string { return t.Token }

func (*EnumType) isType() {}

// ResourceType is a reference to a resource ("#/resources/..." or
// "#/provider").
type ResourceType struct {
	// Package is the declaring package.
	Package *Package
	// Token is the resource token as written in the schema
	// ("pulumi:providers:NAME" for the provider).
	Token string
}

// String implements Type.
func (t *ResourceType) String() string { return t.Token }

// Resource decodes the referenced resource.
func (t *ResourceType) Resource() (*Resource, error) { return t.Package.Resource(t.Token) }

func (*ResourceType) isType() {}

// ObjectType is an object type: a declared type under "types", or an inline
// object (function inputs and outputs, resource state inputs), for which
// Inline is set.
type ObjectType struct {
	// Package is the declaring package.
	Package *Package
	// Token is the type token as written in the schema. Inline objects get the
	// owner's token with the suffix "Args", "Result" or "State".
	Token string
	// Inline reports an anonymous object declared in place.
	Inline bool

	once   sync.Once
	decode func() (*objectBody, error)
	body   *objectBody
	err    error
}

type objectBody struct {
	props     []*Property
	byName    map[string]*Property
	language  Language
	isOverlay bool
}

// String implements Type.
func (t *ObjectType) String() string { return t.Token }

func (*ObjectType) isType() {}

func (t *ObjectType) load() (*objectBody, error) {
	t.once.Do(func() {
		t.body, t.err = t.decode()
		t.decode = nil
	})
	return t.body, t.err
}

// Properties returns the object's properties sorted by name, decoding the
// type on first use. It is safe for concurrent use.
func (t *ObjectType) Properties() ([]*Property, error) {
	b, err := t.load()
	if err != nil {
		return nil, err
	}
	return b.props, nil
}

// Property returns the named property; it is nil when there is none.
func (t *ObjectType) Property(name string) (*Property, error) {
	b, err := t.load()
	if err != nil {
		return nil, err
	}
	return b.byName[name], nil
}

// Language returns the object's raw per-language metadata.
func (t *ObjectType) Language() (Language, error) {
	b, err := t.load()
	if err != nil {
		return nil, err
	}
	return b.language, nil
}

// IsOverlay reports "isOverlay": true.
func (t *ObjectType) IsOverlay() (bool, error) {
	b, err := t.load()
	if err != nil {
		return false, err
	}
	return b.isOverlay, nil
}

func newObjectBody(props []*Property, lang Language, overlay bool) *objectBody {
	sort.Slice(props, func(i, j int) bool { return props[i].Name < props[j].Name })
	by := make(map[string]*Property, len(props))
	for _, p := range props {
		by[p.Name] = p
	}
	return &objectBody{props: props, byName: by, language: lang, isOverlay: overlay}
}

// Unplain strips PlainType wrappers and reports whether there was one.
func Unplain(t Type) (Type, bool) {
	plain := false
	for {
		p, ok := t.(*PlainType)
		if !ok {
			return t, plain
		}
		t, plain = p.Elem, true
	}
}
