package interp

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// withOptionalAttrs returns v, a config value conformed to its type t, with
// each optional property of an object type that v lacks present as null:
// object({label=optional(string)}) given {} reads label as null, as the SDKs
// read it.
func withOptionalAttrs(v cty.Value, t model.Type) cty.Value {
	return fillOptional(v, t, 0)
}

func fillOptional(v cty.Value, t model.Type, depth int) cty.Value {
	if depth > 64 || t == nil {
		return v
	}
	u, marks := v.Unmark()
	if u.IsNull() || !u.IsKnown() {
		return v
	}
	ty := u.Type()
	switch t := t.(type) {
	case *model.UnionType:
		var elems []model.Type
		for _, e := range t.ElementTypes {
			if e != model.NoneType {
				elems = append(elems, e)
			}
		}
		if len(elems) == 1 {
			return fillOptional(v, elems[0], depth+1)
		}
		return v
	case *model.ListType:
		return fillElements(u, t.ElementType, depth).WithMarks(marks)
	case *model.SetType:
		return fillElements(u, t.ElementType, depth).WithMarks(marks)
	case *model.MapType:
		return fillElements(u, t.ElementType, depth).WithMarks(marks)
	case *model.ObjectType:
		if !ty.IsObjectType() {
			return v
		}
		attrs := map[string]cty.Value{}
		for it := u.ElementIterator(); it.Next(); {
			k, e := it.Element()
			name := k.AsString()
			attrs[name] = fillOptional(e, t.Properties[name], depth+1)
		}
		for name, pt := range t.Properties {
			if _, has := attrs[name]; !has && model.IsOptional(pt) {
				attrs[name] = cty.NullVal(eval.CtyTypeOf(model.RemoveNone(pt)))
			}
		}
		return cty.ObjectVal(attrs).WithMarks(marks)
	}
	return v
}

// fillElements fills the elements of u, an unmarked list, tuple, map or
// object, as values of type et.
func fillElements(u cty.Value, et model.Type, depth int) cty.Value {
	ty := u.Type()
	switch {
	case ty.IsListType() || ty.IsTupleType():
		var elems []cty.Value
		for it := u.ElementIterator(); it.Next(); {
			_, e := it.Element()
			elems = append(elems, fillOptional(e, et, depth+1))
		}
		if ty.IsTupleType() {
			return cty.TupleVal(elems)
		}
		return listOrTuple(elems, ty.ElementType())
	case ty.IsMapType() || ty.IsObjectType():
		attrs := map[string]cty.Value{}
		for it := u.ElementIterator(); it.Next(); {
			k, e := it.Element()
			attrs[k.AsString()] = fillOptional(e, et, depth+1)
		}
		return mapOrObject(attrs)
	}
	return u
}
