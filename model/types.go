package model

import (
	"github.com/zclconf/go-cty/cty"
)

// Type is a PCL type: HCL's types extended with int, union, none, promise and
// output (see ../shared/spec/pcl-syntax-and-types.md).
//
// The semantics of types live in free functions so that each rule sits in one
// place: Conversion (conversion.go), Unify (unify.go), TraverseAttr and
// TraverseIndex (traverse.go), Equal (equal.go) and String (print.go).
type Type interface {
	// String returns the canonical spelling of the type, for example
	// `list(string)`, `union(string, none)` or `output(map(int))`.
	String() string
	isType()
}

// PrimitiveKind identifies one of the primitive types.
type PrimitiveKind int

// The primitive kinds.
const (
	// DynamicKind is `dynamic` (spelled `any` in type expressions): every type converts to it.
	DynamicKind PrimitiveKind = iota
	BoolKind
	IntKind
	NumberKind
	StringKind
)

// PrimitiveType is one of dynamic, bool, int, number and string.
type PrimitiveType struct {
	Kind PrimitiveKind
}

// The primitive types. They are singletons: compare them with ==.
var (
	DynamicType = &PrimitiveType{Kind: DynamicKind}
	BoolType    = &PrimitiveType{Kind: BoolKind}
	IntType     = &PrimitiveType{Kind: IntKind}
	NumberType  = &PrimitiveType{Kind: NumberKind}
	StringType  = &PrimitiveType{Kind: StringKind}
)

// NoneType is the type of the null value. Only null converts to it; optional T
// is union(T, none).
var NoneType Type = &noneType{}

type noneType struct{}

// ListType is list(T).
type ListType struct {
	ElementType Type
}

// SetType is set(T).
type SetType struct {
	ElementType Type
}

// MapType is map(T); keys are strings.
type MapType struct {
	ElementType Type
}

// TupleType is tuple([T0, T1, ...]).
type TupleType struct {
	ElementTypes []Type
}

// ObjectType is object({k = T, ...}). An object type that comes from a schema
// carries the schema token of the type (or resource) it describes in Token;
// such types may be recursive (a property's type may refer back to the object).
type ObjectType struct {
	Properties map[string]Type
	// Token names a schema object type, resource or function result; empty for
	// structural object types written in programs.
	Token string
	// Annotations carry backend-specific facts (for example the schema object a
	// type was built from). They never take part in type semantics.
	Annotations []any
}

// UnionType is union(T0, T1, ...). Construct unions with NewUnionType, which
// flattens nested unions and removes duplicates.
type UnionType struct {
	ElementTypes []Type
	Annotations  []any
}

// PromiseType is promise(T): an eventual value with no further information.
type PromiseType struct {
	ElementType Type
}

// OutputType is output(T): an eventual value that also carries dependencies and
// secretness.
type OutputType struct {
	ElementType Type
}

// OpaqueType is a named type with no structure, such as Asset and Archive.
type OpaqueType struct {
	Name string
}

// The opaque types that Pulumi schemas use.
var (
	AssetType   = &OpaqueType{Name: "Asset"}
	ArchiveType = &OpaqueType{Name: "Archive"}
	// AssetOrArchiveType is the schema type `pulumi.json#/AssetOrArchive`.
	AssetOrArchiveType = &OpaqueType{Name: "AssetOrArchive"}
	// ResourceRefType is the type of a reference to any resource.
	ResourceRefType = &OpaqueType{Name: "Resource"}
)

// EnumType is a schema enum: a named set of constant values of one element type.
type EnumType struct {
	Token       string
	ElementType Type
	Elements    []cty.Value
	Annotations []any
}

// ConstType is the type of exactly one value of an underlying type (schema
// properties with a `const`).
type ConstType struct {
	Type  Type
	Value cty.Value
}

func (*PrimitiveType) isType() {}
func (*noneType) isType()      {}
func (*ListType) isType()      {}
func (*SetType) isType()       {}
func (*MapType) isType()       {}
func (*TupleType) isType()     {}
func (*ObjectType) isType()    {}
func (*UnionType) isType()     {}
func (*PromiseType) isType()   {}
func (*OutputType) isType()    {}
func (*OpaqueType) isType()    {}
func (*EnumType) isType()      {}
func (*ConstType) isType()     {}

// NewListType returns list(elem).
func NewListType(elem Type) *ListType { return &ListType{ElementType: elem} }

// NewSetType returns set(elem).
func NewSetType(elem Type) *SetType { return &SetType{ElementType: elem} }

// NewMapType returns map(elem).
func NewMapType(elem Type) *MapType { return &MapType{ElementType: elem} }

// NewTupleType returns tuple([elems...]).
func NewTupleType(elems ...Type) *TupleType { return &TupleType{ElementTypes: elems} }

// NewObjectType returns object({...}) over the given properties.
func NewObjectType(props map[string]Type) *ObjectType { return &ObjectType{Properties: props} }

// NewPromiseType returns promise(elem). A promise of an eventual type is not
// nested: promise(promise(T)) is promise(T) and promise(output(T)) is output(T).
func NewPromiseType(elem Type) Type {
	switch e := elem.(type) {
	case *PromiseType, *OutputType:
		return e
	}
	return &PromiseType{ElementType: elem}
}

// NewOutputType returns output(elem). Outputs are not nested:
// output(promise(T)) and output(output(T)) are output(T).
func NewOutputType(elem Type) *OutputType {
	switch e := elem.(type) {
	case *PromiseType:
		return &OutputType{ElementType: e.ElementType}
	case *OutputType:
		return e
	}
	return &OutputType{ElementType: elem}
}

// NewOptionalType returns union(t, none).
func NewOptionalType(t Type) Type { return NewUnionType(t, NoneType) }
