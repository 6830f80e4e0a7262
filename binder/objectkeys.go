package binder

import (
	"github.com/pclgen/pclgen/model"
)

// checkObjectKeys reports the keys of object constructors in e that the
// object types of t do not have: conversion alone drops unknown attributes,
// which hides misspelt property names.
func (b *binder) checkObjectKeys(e model.Expression, t model.Type) {
	switch e := e.(type) {
	case *model.ObjectConsExpression:
		obj := objectTarget(t)
		if obj == nil {
			if elem := mapTarget(t); elem != nil {
				for _, item := range e.Items {
					b.checkObjectKeys(item.Value, elem)
				}
			}
			return
		}
		for _, item := range e.Items {
			key, ok := stringLiteral(item.Key)
			if !ok {
				continue
			}
			pt, ok := obj.Properties[key]
			if !ok {
				names := sortedTypeKeys(obj.Properties)
				what := "The object"
				if obj.Token != "" {
					what = "Type \"" + obj.Token + "\""
				}
				b.report(errorf(item.Key.Range(), "Unknown property",
					"%s has no property %q.%s", what, key, didYouMean(key, names)))
				continue
			}
			b.checkSchemaRef(obj, key, item.Key.Range())
			b.checkObjectKeys(item.Value, pt)
		}
	case *model.TupleConsExpression:
		if elem := listTarget(t); elem != nil {
			for _, x := range e.Expressions {
				b.checkObjectKeys(x, elem)
			}
		}
	}
}

// objectTarget returns the single object type among t's alternatives
// (through unions, outputs and promises), or nil.
func objectTarget(t model.Type) *model.ObjectType {
	var found *model.ObjectType
	for _, alt := range alternatives(t) {
		if o, ok := alt.(*model.ObjectType); ok {
			if found != nil && found != o {
				return nil
			}
			found = o
		} else if alt == model.DynamicType {
			return nil
		}
	}
	return found
}

func mapTarget(t model.Type) model.Type {
	for _, alt := range alternatives(t) {
		if m, ok := alt.(*model.MapType); ok {
			return m.ElementType
		}
	}
	return nil
}

func listTarget(t model.Type) model.Type {
	for _, alt := range alternatives(t) {
		switch l := alt.(type) {
		case *model.ListType:
			return l.ElementType
		case *model.SetType:
			return l.ElementType
		}
	}
	return nil
}

// alternatives returns the non-eventual, non-none alternatives of t.
func alternatives(t model.Type) []model.Type {
	var out []model.Type
	var walk func(model.Type)
	walk = func(t model.Type) {
		switch t := t.(type) {
		case *model.UnionType:
			for _, e := range t.ElementTypes {
				walk(e)
			}
		case *model.OutputType:
			walk(t.ElementType)
		case *model.PromiseType:
			walk(t.ElementType)
		default:
			if t != model.NoneType {
				out = append(out, t)
			}
		}
	}
	walk(t)
	return out
}
