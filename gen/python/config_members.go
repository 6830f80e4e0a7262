package python

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// optionalMember reports whether name is an optional property of t, an
// object type of the program's config: a config value is a dict read from
// the stack's JSON or the default, which lacks the keys of optional
// properties not given, so it is read with .get.
func (c *fnCtx) optionalMember(t model.Type, name string) bool {
	o, ok := t.(*model.ObjectType)
	if !ok || binder.IsResourceType(o) || gen.SchemaObject(o) != nil || c.f.current == nil {
		return false
	}
	if pt, ok := o.Properties[name]; !ok || !model.IsOptional(pt) {
		return false
	}
	for _, cv := range c.f.current.ConfigVariables() {
		if holdsObjectType(cv.ConfigType, o, 0) {
			return true
		}
	}
	return false
}

// holdsObjectType reports whether o is t or one of its element or property
// types.
func holdsObjectType(t model.Type, o *model.ObjectType, depth int) bool {
	if depth > 32 {
		return false
	}
	switch t := t.(type) {
	case *model.ObjectType:
		if t == o {
			return true
		}
		for _, pt := range t.Properties {
			if holdsObjectType(pt, o, depth+1) {
				return true
			}
		}
	case *model.ListType:
		return holdsObjectType(t.ElementType, o, depth+1)
	case *model.SetType:
		return holdsObjectType(t.ElementType, o, depth+1)
	case *model.MapType:
		return holdsObjectType(t.ElementType, o, depth+1)
	case *model.UnionType:
		for _, e := range t.ElementTypes {
			if holdsObjectType(e, o, depth+1) {
				return true
			}
		}
	}
	return false
}
