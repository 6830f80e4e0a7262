package interp

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// A resource given to an input is sent by every SDK as a reference to the
// resource, which a provider reads as the resource's ID where its schema
// wants a string (a component's URN): Pulumi YAML's `bucket: ${bucket}`
// names the bucket so, and the Go SDK has no reference to send there, only
// the ID. A program meets this only where the binder does not know the
// resource's type (a resource bound without its schema, an input of type
// any); a typed resource given where a string is wanted does not bind.

// referencesAsIDs returns v with each resource that stands where t wants a
// string replaced by its ID (a component by its URN), in lists, maps and
// objects too.
func (r *runner) referencesAsIDs(v cty.Value, t model.Type, depth int) cty.Value {
	u, marks := v.Unmark()
	if depth > 64 || !u.IsKnown() || u.IsNull() {
		return v
	}
	t = model.RemoveNone(model.ResolveOutputs(t))
	// each rebuilds a collection whose elements changed.
	each := func(elem func(k cty.Value) model.Type, rebuild func([]cty.Value, []cty.Value) cty.Value) cty.Value {
		var keys, elems []cty.Value
		changed := false
		for it := u.ElementIterator(); it.Next(); {
			k, e := it.Element()
			c := r.referencesAsIDs(e, elem(k), depth+1)
			changed = changed || !c.RawEquals(e)
			keys = append(keys, k)
			elems = append(elems, c)
		}
		if !changed {
			return v
		}
		return rebuild(keys, elems).WithMarks(marks)
	}
	ty := u.Type()
	switch t := t.(type) {
	case *model.PrimitiveType:
		if t != model.StringType || !ty.IsObjectType() {
			return v
		}
		urn := r.resourceURNLoose(u)
		reg, ok := r.resources[urn]
		if urn == "" || !ok {
			return v
		}
		if reg.custom {
			return cty.StringVal(reg.id).WithMarks(marks)
		}
		return cty.StringVal(urn).WithMarks(marks)
	case *model.ListType, *model.SetType:
		if !(ty.IsListType() || ty.IsSetType() || ty.IsTupleType()) {
			return v
		}
		elem := model.Type(model.DynamicType)
		if l, ok := t.(*model.ListType); ok {
			elem = l.ElementType
		} else {
			elem = t.(*model.SetType).ElementType
		}
		return each(func(cty.Value) model.Type { return elem }, func(_, elems []cty.Value) cty.Value {
			return cty.TupleVal(elems)
		})
	case *model.MapType, *model.ObjectType:
		if !(ty.IsMapType() || ty.IsObjectType()) {
			return v
		}
		if o, ok := t.(*model.ObjectType); ok && binder.IsResourceType(o) {
			return v
		}
		return each(func(k cty.Value) model.Type {
			switch t := t.(type) {
			case *model.MapType:
				return t.ElementType
			case *model.ObjectType:
				if pt, ok := t.Properties[k.AsString()]; ok {
					return pt
				}
			}
			return model.DynamicType
		}, func(keys, elems []cty.Value) cty.Value {
			attrs := make(map[string]cty.Value, len(keys))
			for i, k := range keys {
				attrs[k.AsString()] = elems[i]
			}
			return cty.ObjectVal(attrs)
		})
	}
	return v
}
