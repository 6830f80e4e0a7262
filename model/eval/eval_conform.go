package eval

import (
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/model"
)

// Conform converts v to the PCL type t, as a generated program holds a value
// of that type: where t names a cty type the value converts to, v is
// converted; otherwise it is converted part by part. A part whose type is a
// union of several types, or dynamic, is kept as it is (cty's unification
// would turn the bools of objects with other attributes into strings, which
// no generated program does); an object keeps its attributes (one v lacks
// stays absent, as in the generated programs); a map or list whose
// converted elements differ in type stays an object or tuple. A part that
// does not convert is kept as it is.
func Conform(v cty.Value, t model.Type) cty.Value {
	ty := CtyTypeOf(t)
	if ty == cty.DynamicPseudoType || v.Type().Equals(ty) {
		return v
	}
	if !ty.HasDynamicTypes() {
		if out, err := convert.Convert(v, ty); err == nil {
			return out
		}
	}
	return conformParts(v, t)
}

// conformParts is Conform of a value whose type does not convert as a whole.
func conformParts(v cty.Value, t model.Type) cty.Value {
	v, marks := v.Unmark()
	if !v.IsKnown() || v.IsNull() {
		return v.WithMarks(marks)
	}
	vt := v.Type()
	switch t := conformElementType(t).(type) {
	case *model.UnionType:
		if t == nil {
			break
		}
		var only model.Type
		for _, et := range t.ElementTypes {
			if et == model.NoneType || et == nil {
				continue
			}
			if only != nil {
				return v.WithMarks(marks)
			}
			only = et
		}
		if only != nil {
			return Conform(v, only).WithMarks(marks)
		}
	case *model.ObjectType:
		if t == nil || !vt.IsObjectType() && !vt.IsMapType() {
			break
		}
		attrs := map[string]cty.Value{}
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			if pt, ok := t.Properties[k.AsString()]; ok {
				e = Conform(e, pt)
			}
			attrs[k.AsString()] = e
		}
		return cty.ObjectVal(attrs).WithMarks(marks)
	case *model.MapType:
		if t == nil || !vt.IsObjectType() && !vt.IsMapType() {
			break
		}
		elems := map[string]cty.Value{}
		var vals []cty.Value
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			e = Conform(e, t.ElementType)
			elems[k.AsString()] = e
			vals = append(vals, e)
		}
		if len(elems) == 0 {
			return cty.MapValEmpty(CtyTypeOf(t.ElementType)).WithMarks(marks)
		}
		if conformSameTypes(vals) {
			return cty.MapVal(elems).WithMarks(marks)
		}
		return cty.ObjectVal(elems).WithMarks(marks)
	case *model.ListType:
		if t == nil || !conformSequence(vt) {
			break
		}
		return conformElements(v, t.ElementType, false).WithMarks(marks)
	case *model.SetType:
		if t == nil || !conformSequence(vt) {
			break
		}
		return conformElements(v, t.ElementType, true).WithMarks(marks)
	case *model.TupleType:
		if t == nil || (!vt.IsTupleType() && !vt.IsListType()) || v.LengthInt() != len(t.ElementTypes) {
			break
		}
		elems := make([]cty.Value, 0, len(t.ElementTypes))
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			elems = append(elems, Conform(e, t.ElementTypes[len(elems)]))
		}
		return cty.TupleVal(elems).WithMarks(marks)
	}
	return v.WithMarks(marks)
}

// conformElementType is t without the eventual, enum and const wrappers that
// do not change a value's shape.
func conformElementType(t model.Type) model.Type {
	for {
		switch u := t.(type) {
		case *model.OutputType:
			if u == nil {
				return t
			}
			t = u.ElementType
		case *model.PromiseType:
			if u == nil {
				return t
			}
			t = u.ElementType
		case *model.EnumType:
			if u == nil {
				return t
			}
			t = u.ElementType
		case *model.ConstType:
			if u == nil || u.Type == nil {
				return t
			}
			t = u.Type
		default:
			return t
		}
	}
}

// conformSequence says whether a value of type vt converts to a list or set.
func conformSequence(vt cty.Type) bool {
	return vt.IsTupleType() || vt.IsListType() || vt.IsSetType()
}

// conformElements conforms the elements of the sequence v to ety, making a
// list (or a set) of them, or a tuple when they differ in type.
func conformElements(v cty.Value, ety model.Type, set bool) cty.Value {
	var elems []cty.Value
	for it := v.ElementIterator(); it.Next(); {
		_, e := it.Element()
		elems = append(elems, Conform(e, ety))
	}
	switch {
	case len(elems) == 0 && set:
		return cty.SetValEmpty(CtyTypeOf(ety))
	case len(elems) == 0:
		return cty.ListValEmpty(CtyTypeOf(ety))
	case !conformSameTypes(elems):
		return cty.TupleVal(elems)
	case set:
		return cty.SetVal(elems)
	}
	return cty.ListVal(elems)
}

// conformSameTypes says whether the values all have one type, as the elements
// of a cty collection must.
func conformSameTypes(elems []cty.Value) bool {
	var first *cty.Type
	for _, e := range elems {
		et := e.Type()
		if first != nil && !first.Equals(et) {
			return false
		}
		first = &et
	}
	return true
}
