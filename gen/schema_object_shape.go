package gen

import (
	"sort"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// This file finds where a value holds objects of a schema's types, for the
// backends whose SDKs give such an object differently from PCL's object
// where it leaves the SDK's typed positions (a stack output, a component's
// input, toJSON's argument): PCL's object has every property of its type,
// null where it is not set; JavaScript's lacks the unset ones, and Python's
// is an instance of the SDK's output type, keyed by Python names.

// ShapeKind says what an ObjectShape describes.
type ShapeKind int

const (
	// ShapeList is a list's (or set's) elements.
	ShapeList ShapeKind = iota
	// ShapeMap is a map's elements.
	ShapeMap
	// ShapeObject is an object of a schema's type.
	ShapeObject
)

// ObjectShape is where a value of a type holds objects of a schema's types.
type ObjectShape struct {
	Kind ShapeKind
	// Elem is the shape of a list's or map's elements.
	Elem *ObjectShape
	// Properties are an object's properties in name order.
	Properties []ShapeProperty
}

// ShapeProperty is a property of an object of a schema's type.
type ShapeProperty struct {
	// Name is the property's name in PCL (and the schema).
	Name string
	// Property is the schema's property, nil when the schema lacks it.
	Property *schema.Property
	// Shape is the shape of the property's value, nil when it holds no
	// object of a schema's type.
	Shape *ObjectShape
}

// SchemaObjectShape returns the shape of a plain value of type t (optional
// or not), nil when t holds no object of a schema's type through lists,
// sets and maps.
func SchemaObjectShape(t model.Type) *ObjectShape {
	return schemaObjectShape(t, 0)
}

func schemaObjectShape(t model.Type, depth int) *ObjectShape {
	if depth > 8 {
		return nil
	}
	switch x := model.RemoveNone(t).(type) {
	case *model.ListType:
		if s := schemaObjectShape(x.ElementType, depth+1); s != nil {
			return &ObjectShape{Kind: ShapeList, Elem: s}
		}
	case *model.SetType:
		if s := schemaObjectShape(x.ElementType, depth+1); s != nil {
			return &ObjectShape{Kind: ShapeList, Elem: s}
		}
	case *model.MapType:
		if s := schemaObjectShape(x.ElementType, depth+1); s != nil {
			return &ObjectShape{Kind: ShapeMap, Elem: s}
		}
	case *model.ObjectType:
		so := SchemaObject(x)
		if so == nil {
			return nil
		}
		names := make([]string, 0, len(x.Properties))
		for k := range x.Properties {
			names = append(names, k)
		}
		sort.Strings(names)
		shape := &ObjectShape{Kind: ShapeObject, Properties: make([]ShapeProperty, len(names))}
		for i, k := range names {
			p, err := so.Property(k)
			if err != nil {
				p = nil
			}
			shape.Properties[i] = ShapeProperty{Name: k, Property: p, Shape: schemaObjectShape(x.Properties[k], depth+1)}
		}
		return shape
	}
	return nil
}

// ShapedValue returns the shape of e's value (through one output around
// it) and whether e is an output; the shape is nil when e's value holds no
// object of a schema's type, or holds outputs inside.
func ShapedValue(e model.Expression) (*ObjectShape, bool) {
	t := e.Type()
	out, isOutput := t.(*model.OutputType)
	if isOutput {
		t = out.ElementType
	}
	if HoldsOutputs(t) {
		return nil, isOutput
	}
	return SchemaObjectShape(t), isOutput
}
