package interp

import (
	"fmt"
	"math/big"
	"sort"

	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// This file converts values: to the types a resource's inputs declare (with
// PCL's conversions), and to the trace's JSON value encoding.

// conformTo converts v to the PCL type t as the SDKs would see a value given
// for an input of that type: primitives convert as cty converts them (a
// string that is not a number fails to convert to a number), collections and
// objects element by element. An object keeps only the attributes it has
// (missing properties stay missing) and keeps attributes the type does not
// declare. Nulls and unknowns are returned as they are, and so are values of
// dynamic and opaque types. Marks are kept.
func conformTo(v cty.Value, t model.Type) (cty.Value, error) {
	return conformPath(v, t, nil, 0)
}

func conformPath(v cty.Value, t model.Type, path cty.Path, depth int) (cty.Value, error) {
	if depth > 64 || t == nil {
		return v, nil
	}
	u, marks := v.Unmark()
	if u.IsNull() || !u.IsKnown() {
		return v, nil
	}
	out, err := conformUnmarked(u, t, path, depth)
	if err != nil {
		return cty.NilVal, err
	}
	return out.WithMarks(marks), nil
}

func conformUnmarked(v cty.Value, t model.Type, path cty.Path, depth int) (cty.Value, error) {
	switch t := t.(type) {
	case *model.OutputType:
		return conformPath(v, t.ElementType, path, depth+1)
	case *model.PromiseType:
		return conformPath(v, t.ElementType, path, depth+1)
	case *model.EnumType:
		return conformPath(v, t.ElementType, path, depth+1)
	case *model.ConstType:
		if t.Type != nil {
			return conformPath(v, t.Type, path, depth+1)
		}
		return v, nil
	case *model.UnionType:
		return conformUnion(v, t, path, depth)
	case *model.PrimitiveType:
		ct := eval.CtyTypeOf(t)
		if ct == cty.DynamicPseudoType {
			return v, nil
		}
		if IsAsset(v) {
			return v, nil
		}
		out, err := convert.Convert(v, ct)
		if err != nil {
			return cty.NilVal, pathError(path, err)
		}
		if t == model.IntType {
			if err := checkWholeNumber(out); err != nil {
				return cty.NilVal, pathError(path, err)
			}
		}
		return out, nil
	case *model.ListType:
		return conformSeq(v, t.ElementType, path, depth, false)
	case *model.SetType:
		return conformSeq(v, t.ElementType, path, depth, true)
	case *model.TupleType:
		ty := v.Type()
		if !(ty.IsTupleType() || ty.IsListType() || ty.IsSetType()) {
			return cty.NilVal, pathError(path, fmt.Errorf("a tuple is required, not %s", ty.FriendlyName()))
		}
		var elems []cty.Value
		i := 0
		for it := v.ElementIterator(); it.Next(); i++ {
			_, e := it.Element()
			var et model.Type = model.DynamicType
			if i < len(t.ElementTypes) {
				et = t.ElementTypes[i]
			}
			c, err := conformPath(e, et, path.Index(cty.NumberIntVal(int64(i))), depth+1)
			if err != nil {
				return cty.NilVal, err
			}
			elems = append(elems, c)
		}
		return cty.TupleVal(elems), nil
	case *model.MapType:
		ty := v.Type()
		if !(ty.IsMapType() || ty.IsObjectType()) {
			return cty.NilVal, pathError(path, fmt.Errorf("a map is required, not %s", ty.FriendlyName()))
		}
		attrs := map[string]cty.Value{}
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			c, err := conformPath(e, t.ElementType, path.Index(k), depth+1)
			if err != nil {
				return cty.NilVal, err
			}
			attrs[k.AsString()] = c
		}
		return mapOrObject(attrs), nil
	case *model.ObjectType:
		ty := v.Type()
		if binder.IsResourceType(t) {
			// A resource reference: passed as it is.
			return v, nil
		}
		if !(ty.IsMapType() || ty.IsObjectType()) {
			return cty.NilVal, pathError(path, fmt.Errorf("an object is required, not %s", ty.FriendlyName()))
		}
		attrs := map[string]cty.Value{}
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			name := k.AsString()
			pt, ok := t.Properties[name]
			if !ok {
				attrs[name] = e
				continue
			}
			c, err := conformPath(e, pt, path.GetAttr(name), depth+1)
			if err != nil {
				return cty.NilVal, err
			}
			attrs[name] = c
		}
		return cty.ObjectVal(attrs), nil
	}
	return v, nil
}

// checkWholeNumber fails for a known number that is not whole: a number
// converts to an int only when it is whole (12.5 is not silently 12).
func checkWholeNumber(v cty.Value) error {
	if !v.IsKnown() || v.IsNull() || v.Type() != cty.Number {
		return nil
	}
	if f := v.AsBigFloat(); !f.IsInt() && !f.IsInf() {
		return fmt.Errorf("a whole number is required, not %s", f.Text('g', -1))
	}
	return nil
}

// conformUnion converts v to the first element of the union that takes it
// as it is, else to the first that it converts to.
func conformUnion(v cty.Value, t *model.UnionType, path cty.Path, depth int) (cty.Value, error) {
	var elems []model.Type
	for _, e := range t.ElementTypes {
		if e == model.NoneType {
			continue
		}
		elems = append(elems, e)
	}
	if len(elems) == 0 {
		return v, nil
	}
	if len(elems) == 1 {
		return conformPath(v, elems[0], path, depth+1)
	}
	for _, e := range elems {
		if sameShape(v.Type(), eval.CtyTypeOf(e)) {
			if out, err := conformPath(v, e, path, depth+1); err == nil {
				return out, nil
			}
		}
	}
	var first error
	for _, e := range elems {
		out, err := conformPath(v, e, path, depth+1)
		if err == nil {
			return out, nil
		}
		if first == nil {
			first = err
		}
	}
	return cty.NilVal, first
}

// sameShape reports whether a value of type have needs no conversion of its
// kind to be a value of type want.
func sameShape(have, want cty.Type) bool {
	switch {
	case want == cty.DynamicPseudoType:
		return true
	case want.IsPrimitiveType():
		return have.Equals(want)
	case want.IsListType(), want.IsSetType(), want.IsTupleType():
		return have.IsListType() || have.IsSetType() || have.IsTupleType()
	case want.IsMapType(), want.IsObjectType():
		return have.IsMapType() || have.IsObjectType()
	}
	return false
}

func conformSeq(v cty.Value, elem model.Type, path cty.Path, depth int, set bool) (cty.Value, error) {
	ty := v.Type()
	if !(ty.IsTupleType() || ty.IsListType() || ty.IsSetType()) {
		return cty.NilVal, pathError(path, fmt.Errorf("a list is required, not %s", ty.FriendlyName()))
	}
	var elems []cty.Value
	i := 0
	for it := v.ElementIterator(); it.Next(); i++ {
		_, e := it.Element()
		c, err := conformPath(e, elem, path.Index(cty.NumberIntVal(int64(i))), depth+1)
		if err != nil {
			return cty.NilVal, err
		}
		elems = append(elems, c)
	}
	return listOrTuple(elems, eval.CtyTypeOf(elem)), nil
}

// listOrTuple returns a list of elems when their types agree, else a tuple.
func listOrTuple(elems []cty.Value, elemType cty.Type) cty.Value {
	if len(elems) == 0 {
		if elemType == cty.NilType {
			elemType = cty.DynamicPseudoType
		}
		return cty.ListValEmpty(elemType)
	}
	if uniform(elems) {
		return cty.ListVal(elems)
	}
	return cty.TupleVal(elems)
}

// mapOrObject returns a map of attrs when their types agree, else an object.
func mapOrObject(attrs map[string]cty.Value) cty.Value {
	if len(attrs) == 0 {
		return cty.MapValEmpty(cty.DynamicPseudoType)
	}
	elems := make([]cty.Value, 0, len(attrs))
	for _, v := range attrs {
		elems = append(elems, v)
	}
	if uniform(elems) {
		return cty.MapVal(attrs)
	}
	return cty.ObjectVal(attrs)
}

func uniform(elems []cty.Value) bool {
	var ty cty.Type
	for i, e := range elems {
		et := e.Type()
		if et.HasDynamicTypes() {
			return false
		}
		if i == 0 {
			ty = et
			continue
		}
		if !et.Equals(ty) {
			return false
		}
	}
	return true
}

func pathError(path cty.Path, err error) error {
	if len(path) == 0 {
		return err
	}
	return fmt.Errorf("%s: %w", formatPath(path), err)
}

// formatPath spells a cty path as a property path: a.b[0]["c"].
func formatPath(path cty.Path) string {
	s := ""
	for _, step := range path {
		switch step := step.(type) {
		case cty.GetAttrStep:
			if s != "" {
				s += "."
			}
			s += step.Name
		case cty.IndexStep:
			k := step.Key
			if k.Type() == cty.String {
				s += fmt.Sprintf("[%q]", k.AsString())
			} else if k.Type() == cty.Number {
				s += "[" + k.AsBigFloat().Text('f', -1) + "]"
			}
		}
	}
	return s
}

// toTrace converts a value to the trace's JSON value encoding: secrets are
// {"$secret": ...}, unknowns {"$unknown": true}, numbers float64 (or an
// exact integer when it does not fit), and a whole resource {"$resource":
// URN} (resources reports the URN of a resource value, or "").
func toTrace(v cty.Value, resources func(cty.Value) string) any {
	return toTraceDepth(v, resources, 0)
}

// maxTraceDepth bounds the nesting of a value in the trace encoding (deep
// enough for the conformance suite's 300-deep map).
const maxTraceDepth = 1024

func toTraceDepth(v cty.Value, resources func(cty.Value) string, depth int) any {
	if v == cty.NilVal || depth > maxTraceDepth {
		return nil
	}
	u, marks := v.Unmark()
	if _, secret := marks[SecretMark]; secret {
		return map[string]any{"$secret": toTraceDepth(u, resources, depth+1)}
	}
	if !u.IsKnown() {
		return map[string]any{"$unknown": true}
	}
	if u.IsNull() {
		return nil
	}
	ty := u.Type()
	switch {
	case ty == cty.Bool:
		return u.True()
	case ty == cty.String:
		return u.AsString()
	case ty == cty.Number:
		return numberToTrace(u.AsBigFloat())
	case ty.IsListType(), ty.IsSetType(), ty.IsTupleType():
		out := []any{}
		for it := u.ElementIterator(); it.Next(); {
			_, e := it.Element()
			out = append(out, toTraceDepth(e, resources, depth+1))
		}
		return out
	case ty.IsMapType(), ty.IsObjectType():
		if a, ok := AssetJSON(u); ok {
			return a
		}
		if resources != nil {
			if urn := resources(u); urn != "" {
				return map[string]any{"$resource": urn}
			}
		}
		out := map[string]any{}
		for it := u.ElementIterator(); it.Next(); {
			k, e := it.Element()
			out[k.AsString()] = toTraceDepth(e, resources, depth+1)
		}
		return out
	case ty.IsCapsuleType():
		return fmt.Sprint(u.EncapsulatedValue())
	}
	return nil
}

func numberToTrace(f *big.Float) any {
	if f.IsInf() {
		if f.Sign() > 0 {
			return "Infinity"
		}
		return "-Infinity"
	}
	x, _ := f.Float64()
	return x
}

// fromTrace converts a value of the trace's JSON encoding to cty: objects
// become objects, arrays tuples, {"$secret": v} a marked value.
func fromTrace(v any) cty.Value {
	switch v := v.(type) {
	case nil:
		return cty.NullVal(cty.DynamicPseudoType)
	case bool:
		return cty.BoolVal(v)
	case string:
		return cty.StringVal(v)
	case float64:
		return cty.NumberFloatVal(v)
	case int:
		return cty.NumberIntVal(int64(v))
	case int64:
		return cty.NumberIntVal(v)
	case []any:
		elems := make([]cty.Value, len(v))
		for i, e := range v {
			elems[i] = fromTrace(e)
		}
		return cty.TupleVal(elems)
	case map[string]any:
		if len(v) == 1 {
			if inner, ok := v["$secret"]; ok {
				return fromTrace(inner).Mark(SecretMark)
			}
			if _, ok := v["$unknown"]; ok {
				return cty.DynamicVal
			}
		}
		attrs := make(map[string]cty.Value, len(v))
		for k, e := range v {
			attrs[k] = fromTrace(e)
		}
		return cty.ObjectVal(attrs)
	}
	return cty.NullVal(cty.DynamicPseudoType)
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// formatKey spells a range key as the backends put it into names (Go's %v):
// numbers without a fraction as integers, strings as they are.
func formatKey(k cty.Value) string {
	k, _ = k.Unmark()
	if !k.IsKnown() || k.IsNull() {
		return ""
	}
	switch k.Type() {
	case cty.String:
		return k.AsString()
	case cty.Number:
		return k.AsBigFloat().Text('f', -1)
	case cty.Bool:
		if k.True() {
			return "true"
		}
		return "false"
	}
	return fmt.Sprint(toTrace(k, nil))
}

// fillNulls adds the properties of t's object types that v lacks, as nulls:
// those of t itself and of every schema object type (one with a token) it
// holds, since an SDK reads a property its provider did not return as null
// (undefined, None), not as an error. An object a program wrote (a
// component's output) keeps the attributes it has, whatever other
// attributes its unified type declares.
func fillNulls(v cty.Value, t model.Type, depth int) cty.Value {
	if depth > 32 || t == nil {
		return v
	}
	u, marks := v.Unmark()
	if !u.IsKnown() || u.IsNull() {
		return v
	}
	switch t := t.(type) {
	case *model.OutputType:
		return fillNulls(v, t.ElementType, depth+1)
	case *model.PromiseType:
		return fillNulls(v, t.ElementType, depth+1)
	case *model.UnionType:
		var only model.Type
		for _, e := range t.ElementTypes {
			if e == model.NoneType {
				continue
			}
			if only != nil {
				return v
			}
			only = e
		}
		return fillNulls(v, only, depth+1)
	case *model.ListType, *model.SetType:
		var et model.Type
		if l, ok := t.(*model.ListType); ok {
			et = l.ElementType
		} else {
			et = t.(*model.SetType).ElementType
		}
		ty := u.Type()
		if !(ty.IsListType() || ty.IsTupleType()) {
			return v
		}
		var elems []cty.Value
		for it := u.ElementIterator(); it.Next(); {
			_, e := it.Element()
			elems = append(elems, fillNulls(e, et, depth+1))
		}
		return listOrTuple(elems, cty.DynamicPseudoType).WithMarks(marks)
	case *model.MapType:
		ty := u.Type()
		if !(ty.IsMapType() || ty.IsObjectType()) {
			return v
		}
		attrs := map[string]cty.Value{}
		for it := u.ElementIterator(); it.Next(); {
			k, e := it.Element()
			attrs[k.AsString()] = fillNulls(e, t.ElementType, depth+1)
		}
		return mapOrObject(attrs).WithMarks(marks)
	case *model.ObjectType:
		ty := u.Type()
		if !(ty.IsMapType() || ty.IsObjectType()) {
			return v
		}
		attrs := map[string]cty.Value{}
		for it := u.ElementIterator(); it.Next(); {
			k, e := it.Element()
			name := k.AsString()
			if pt, ok := t.Properties[name]; ok {
				e = fillNulls(e, pt, depth+1)
			}
			attrs[name] = e
		}
		for name, pt := range t.Properties {
			if _, ok := attrs[name]; !ok && (t.Token != "" || depth == 0) {
				attrs[name] = cty.NullVal(eval.CtyTypeOf(pt))
			}
		}
		return cty.ObjectVal(attrs).WithMarks(marks)
	}
	return v
}
