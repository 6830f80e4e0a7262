package gen

import (
	"reflect"
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
	// ShapeTuple is a tuple's elements, each of its own shape (Elems),
	// where they differ.
	ShapeTuple
	// ShapeRecord is an object of no schema's type whose properties hold
	// objects of a schema's types: its keys are PCL's names, and its
	// Properties have no schema property.
	ShapeRecord
)

// ObjectShape is where a value of a type holds objects of a schema's types.
type ObjectShape struct {
	Kind ShapeKind
	// Elem is the shape of a list's or map's elements.
	Elem *ObjectShape
	// Elems are the shapes of a tuple's elements, nil for those that
	// hold no object of a schema's type.
	Elems []*ObjectShape
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
	case *model.TupleType:
		// A tuple is a list to the backends: one shape for its elements
		// when they share it (or are null), else one for each.
		var elem *ObjectShape
		elems := make([]*ObjectShape, len(x.ElementTypes))
		same, found := true, false
		for i, et := range x.ElementTypes {
			s := schemaObjectShape(et, depth+1)
			elems[i] = s
			if s == nil {
				same = same && et == model.NoneType
				continue
			}
			found = true
			if elem != nil && !reflect.DeepEqual(elem, s) {
				same = false
			}
			elem = s
		}
		switch {
		case !found:
		case same:
			return &ObjectShape{Kind: ShapeList, Elem: elem}
		default:
			return &ObjectShape{Kind: ShapeTuple, Elems: elems}
		}
	case *model.ObjectType:
		so := SchemaObject(x)
		if so == nil {
			return recordShape(x, depth)
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

// recordShape returns the shape of an object of no schema's type, nil when
// none of its properties holds an object of a schema's type.
func recordShape(x *model.ObjectType, depth int) *ObjectShape {
	if model.IsResourceObject(x) {
		// A resource or component, which the backends give as it is.
		return nil
	}
	names := make([]string, 0, len(x.Properties))
	for k := range x.Properties {
		names = append(names, k)
	}
	sort.Strings(names)
	shape := &ObjectShape{Kind: ShapeRecord, Properties: make([]ShapeProperty, len(names))}
	found := false
	for i, k := range names {
		s := schemaObjectShape(x.Properties[k], depth+1)
		found = found || s != nil
		shape.Properties[i] = ShapeProperty{Name: k, Shape: s}
	}
	if !found {
		return nil
	}
	return shape
}

// ValueForm says how a value is given: plain, as an output, or as a
// collection (a list, tuple, map or object) that holds outputs inside.
type ValueForm int

const (
	// PlainForm is a plain value.
	PlainForm ValueForm = iota
	// OutputForm is an output.
	OutputForm
	// HeldOutputsForm is a collection that holds outputs: a backend
	// collects it into one output (pulumi.output, Output.from_input)
	// before it converts the value.
	HeldOutputsForm
)

// ShapedValue returns the shape of e's value (through the outputs around
// it or inside it) and the form e gives it in; the shape is nil when e's
// value holds no object of a schema's type.
func ShapedValue(e model.Expression) (*ObjectShape, ValueForm) {
	t := e.Type()
	if out, isOutput := t.(*model.OutputType); isOutput {
		return SchemaObjectShape(model.ResolveOutputs(out.ElementType)), OutputForm
	}
	if HoldsOutputs(t) {
		return SchemaObjectShape(model.ResolveOutputs(t)), HeldOutputsForm
	}
	// An invoke's result (a promise) is its value to the backends, which
	// await it.
	return SchemaObjectShape(model.ResolvePromises(t)), PlainForm
}
