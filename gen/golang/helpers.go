package golang

import (
	"sort"
	"strconv"
	"strings"
)

// This file holds the helper functions generated programs call where Go's
// standard library has no function with PCL's meaning. A helper is defined
// once, after main, when some file of the program calls it; its name is
// reserved, so that no name of the program meets it.

// goHelpers prints the definition of each helper, importing what it uses.
var goHelpers = map[string]func(f *fileGen) string{
	"graphemeCount": func(f *fileGen) string {
		u := f.imports.std("unicode")
		return `
// graphemeCount counts the user-perceived characters of s (its extended
// grapheme clusters), as PCL's length does: combining marks, emoji
// modifiers and variation selectors join the character before them, a
// zero-width joiner joins the pictographs on either side, and regional
// indicators pair into flags.
func graphemeCount(s string) int {
	count := 0
	prev := rune(-1)
	pairing := false
	for _, r := range s {
		regional := r >= '\U0001F1E6' && r <= '\U0001F1FF'
		extend := ` + u + `.In(r, ` + u + `.Mn, ` + u + `.Me, ` + u + `.Mc) || r == '\u200D' || (r >= '\uFE00' && r <= '\uFE0F') || (r >= '\U0001F3FB' && r <= '\U0001F3FF') || (r >= '\U000E0020' && r <= '\U000E007F')
		pictograph := ` + u + `.Is(` + u + `.So, r) || r >= '\U0001F000'
		if (prev >= 0 && extend) || (prev == '\r' && r == '\n') || (prev == '\u200D' && pictograph) || (pairing && regional) {
			pairing = false
		} else {
			count++
			pairing = regional
		}
		prev = r
	}
	return count
}
`
	},
	"element": func(f *fileGen) string {
		return `
// element returns the element of list at index, which wraps around the
// list's length, as PCL's element does.
func element[T any](list []T, index int) T {
	if len(list) == 0 {
		panic("element: the list is empty")
	}
	if index < 0 {
		panic("element: the index is negative")
	}
	return list[index%len(list)]
}
`
	},
	"toJSON": func(f *fileGen) string {
		js, bigPkg, bytesPkg := f.imports.std("encoding/json"), f.imports.std("math/big"), f.imports.std("bytes")
		refl := f.imports.std("reflect")
		f.helper("numberText")
		return `
// toJSON encodes v as JSON as PCL's toJSON does: numbers in plain digits,
// never with an exponent, whole ones in their exact digits, and zero as 0.
func toJSON(v interface{}) (string, error) {
	// The float64s of v's lists and maps are written by numberText (Marshal
	// writes their shortest digits, 4611686018427388000 for 2^62), and the
	// ints as they are.
	var exact func(r ` + refl + `.Value) interface{}
	exact = func(r ` + refl + `.Value) interface{} {
		switch r.Kind() {
		case ` + refl + `.Interface, ` + refl + `.Pointer:
			if r.IsNil() {
				return nil
			}
			return exact(r.Elem())
		case ` + refl + `.Float32, ` + refl + `.Float64:
			return ` + js + `.Number(numberText(r.Float()))
		case ` + refl + `.Slice, ` + refl + `.Array:
			if r.Kind() == ` + refl + `.Slice && r.IsNil() {
				return r.Interface()
			}
			items := make([]interface{}, r.Len())
			for i := range items {
				items[i] = exact(r.Index(i))
			}
			return items
		case ` + refl + `.Map:
			if r.IsNil() || r.Type().Key().Kind() != ` + refl + `.String {
				return r.Interface()
			}
			entries := map[string]interface{}{}
			for _, k := range r.MapKeys() {
				entries[k.String()] = exact(r.MapIndex(k))
			}
			return entries
		}
		if !r.IsValid() {
			return nil
		}
		return r.Interface()
	}
	data, err := ` + js + `.Marshal(exact(` + refl + `.ValueOf(v)))
	if err != nil {
		return "", err
	}
	dec := ` + js + `.NewDecoder(` + bytesPkg + `.NewReader(data))
	dec.UseNumber()
	var tree interface{}
	if err := dec.Decode(&tree); err != nil {
		return "", err
	}
	var plain func(v interface{}) interface{}
	plain = func(v interface{}) interface{} {
		switch v := v.(type) {
		case map[string]interface{}:
			for k, e := range v {
				v[k] = plain(e)
			}
		case []interface{}:
			for i, e := range v {
				v[i] = plain(e)
			}
		case ` + js + `.Number:
			if n, _, err := ` + bigPkg + `.ParseFloat(string(v), 10, 512, ` + bigPkg + `.ToNearestEven); err == nil {
				if n.Sign() == 0 {
					// -0, which float arithmetic makes, is 0.
					return ` + js + `.Number("0")
				}
				return ` + js + `.Number(n.Text('f', -1))
			}
		}
		return v
	}
	data, err = ` + js + `.Marshal(plain(tree))
	return string(data), err
}
`
	},
	"fromJSON": func(f *fileGen) string {
		js, fmtPkg, refl := f.imports.std("encoding/json"), f.imports.std("fmt"), f.imports.std("reflect")
		f.helper("coerced")
		return `
// fromJSON converts a value of any type (read from JSON config) into T as
// PCL converts values: a bool or a number where a string is taken is its
// text, a string where a number or a bool is taken is parsed; a value that
// is not a T then (7.5 for an int) is an error.
func fromJSON[T any](v interface{}) T {
	var t T
	data, err := ` + js + `.Marshal(v)
	var raw interface{}
	if err == nil {
		err = ` + js + `.Unmarshal(data, &raw)
	}
	if err == nil {
		data, err = ` + js + `.Marshal(coerced(raw, ` + refl + `.TypeOf(&t).Elem()))
	}
	if err == nil {
		err = ` + js + `.Unmarshal(data, &t)
	}
	if err != nil {
		panic(` + fmtPkg + `.Errorf("reading config: %w", err))
	}
	return t
}
`
	},
	"coerced": func(f *fileGen) string {
		f.helper("numberText")
		refl, conv := f.imports.std("reflect"), f.imports.std("strconv")
		return `
// coerced returns v, a value decoded from JSON, with the primitives that
// PCL converts to the kinds t takes so converted.
func coerced(v interface{}, t ` + refl + `.Type) interface{} {
	if t.Kind() == ` + refl + `.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case ` + refl + `.String:
		switch x := v.(type) {
		case bool:
			return ` + conv + `.FormatBool(x)
		case float64:
			return numberText(x)
		}
	case ` + refl + `.Bool:
		if s, ok := v.(string); ok && (s == "true" || s == "false") {
			return s == "true"
		}
	case ` + refl + `.Int, ` + refl + `.Float64:
		if s, ok := v.(string); ok {
			if n, err := ` + conv + `.ParseFloat(s, 64); err == nil {
				return n
			}
		}
	case ` + refl + `.Slice:
		if xs, ok := v.([]interface{}); ok {
			out := make([]interface{}, len(xs))
			for i, x := range xs {
				out[i] = coerced(x, t.Elem())
			}
			return out
		}
	case ` + refl + `.Map:
		if m, ok := v.(map[string]interface{}); ok {
			out := map[string]interface{}{}
			for k, x := range m {
				out[k] = coerced(x, t.Elem())
			}
			return out
		}
	}
	return v
}
`
	},
	"toInt": func(f *fileGen) string {
		fmtPkg, mathPkg := f.imports.std("fmt"), f.imports.std("math")
		return `
// toInt converts a number to an int; a number that is not whole is an
// error, as in PCL.
func toInt(n float64) int {
	if ` + mathPkg + `.Trunc(n) != n || ` + mathPkg + `.IsInf(n, 0) {
		panic(` + fmtPkg + `.Sprintf("%v is not a whole number", n))
	}
	return int(n)
}
`
	},
	"pointerTo": func(f *fileGen) string {
		return `
// pointerTo returns a pointer to a copy of v: how Go holds an optional
// value.
func pointerTo[T any](v T) *T {
	return &v
}
`
	},
	"mustGet": func(f *fileGen) string {
		fmtPkg := f.imports.std("fmt")
		return `
// mustGet returns m[key]; a key the map does not hold is an error, as in
// PCL.
func mustGet[V any](m map[string]V, key string) V {
	v, ok := m[key]
	if !ok {
		panic(` + fmtPkg + `.Sprintf("the map has no element for the key %q", key))
	}
	return v
}
`
	},
}

// scalarKinds are the pulumi package's names of the scalar input types
// with their Go types. For each kind K (of Go type T) a helper kInput makes
// an input of a *T, and kElem of a KPtrOutput, whose value is null (no
// value) where the pointer is nil: a null given where a value is required
// (a map's or list's element, a property an object requires) leaves it
// unset, where dereferencing it would fail and the SDK's Elem would give
// T's zero value. kNotNull gives a KPtrOutput's value to a string
// template, and kRequired to a component's input without a default, where
// a null is an error; kOr gives it to one with a default, which a null
// takes.
var scalarKinds = [][2]string{{"String", "string"}, {"Int", "int"}, {"Float64", "float64"}, {"Bool", "bool"}}

// scalarHelper returns the helper of kind n ("String") and form
// ("Input" or "Elem"), "" when n names no scalar kind.
func scalarHelper(n, form string) string {
	for _, k := range scalarKinds {
		if k[0] == n {
			return k[1] + form
		}
	}
	return ""
}

func init() {
	for _, kind := range scalarKinds {
		input, elem := kind[1]+"Input", kind[1]+"Elem"
		goHelpers[input] = func(f *fileGen) string {
			p := f.pulumi()
			return `
// ` + input + ` returns *v as an input, nil (no value) when v is nil: a null
// given to an input leaves it unset, as in PCL.
func ` + input + `(v *` + kind[1] + `) ` + p + `.` + kind[0] + `Input {
	if v == nil {
		return nil
	}
	return ` + p + `.` + kind[0] + `(*v)
}
`
		}
		goHelpers[elem] = func(f *fileGen) string {
			p := f.pulumi()
			return `
// ` + elem + ` returns the value of o as an input whose value is null (no
// value) where o's is nil: a null given to an input leaves it unset, as in
// PCL.
func ` + elem + `(o ` + p + `.` + kind[0] + `PtrOutput) ` + p + `.` + kind[0] + `Output {
	// The output's value is the ` + kind[1] + ` itself, which applies and
	// pulumi.ToSecret read, or nil, which the SDK sends as no value.
	return ` + p + `.` + kind[0] + `Output{OutputState: o.ApplyT(func(v *` + kind[1] + `) interface{} {
		if v == nil {
			return nil
		}
		return *v
	}).(` + p + `.AnyOutput).OutputState}
}
`
		}
		or := kind[1] + "Or"
		goHelpers[or] = func(f *fileGen) string {
			p := f.pulumi()
			return `
// ` + or + ` returns the value of o, or fallback's where o's is null: a
// component's input given null takes its config's default, as in PCL.
func ` + or + `(o ` + p + `.` + kind[0] + `PtrOutput, fallback ` + p + `.` + kind[0] + `Output) ` + p + `.` + kind[0] + `Output {
	return ` + p + `.All(o, fallback).ApplyT(func(values []interface{}) ` + kind[1] + ` {
		if v := values[0].(*` + kind[1] + `); v != nil {
			return *v
		}
		return values[1].(` + kind[1] + `)
	}).(` + p + `.` + kind[0] + `Output)
}
`
		}
		goHelpers[kind[1]+"Required"] = nonNullHelper(kind, "Required", "as PCL makes\n// a null given to a component's input that has no default.",
			"a component's input without a default cannot be null")
		goHelpers[kind[1]+"NotNull"] = nonNullHelper(kind, "NotNull", "as PCL's string\n// templates make it.",
			"a null value cannot be included in a string template")
	}
	goHelpers["numberText"] = func(f *fileGen) string {
		conv, mathPkg := f.imports.std("strconv"), f.imports.std("math")
		return `
// numberText prints v as PCL prints a number: in plain digits, a whole
// number in its exact digits (the shortest would print 2^62 as
// 4611686018427388000), and 0 for zero, which arithmetic on float64s may
// make negative (-0).
func numberText(v float64) string {
	if v == 0 {
		return "0"
	}
	if v == ` + mathPkg + `.Trunc(v) {
		return ` + conv + `.FormatFloat(v, 'f', 0, 64)
	}
	return ` + conv + `.FormatFloat(v, 'f', -1, 64)
}
`
	}
	goHelpers["convertOptional"] = func(f *fileGen) string {
		return `
// convertOptional returns convert(*v), nil when v is nil: an optional value
// converted where an optional value of another type is taken keeps null.
func convertOptional[T, U any](v *T, convert func(T) U) *U {
	if v == nil {
		return nil
	}
	u := convert(*v)
	return &u
}
`
	}
	goHelpers["optionalFloat"] = func(f *fileGen) string {
		return `
// optionalFloat returns *v as a number, nil when v is nil: an optional int
// where an optional number is taken.
func optionalFloat(v *int) *float64 {
	if v == nil {
		return nil
	}
	f := float64(*v)
	return &f
}
`
	}
	goHelpers["notNullList"] = notNullHelper("notNullList", "list", "[]T")
	goHelpers["notNullMap"] = notNullHelper("notNullMap", "map", "map[string]T")
	for name := range goHelpers {
		reservedNames[name] = true
	}
}

// notNullHelper returns the printer of the helper name that returns v, a
// collection of Go type goType (of elements T) that PCL calls a kind, and
// fails where it is null (nil).
func notNullHelper(name, kind, goType string) func(f *fileGen) string {
	return func(f *fileGen) string {
		return `
// ` + name + ` returns v, failing where it is null (nil), as PCL fails to
// loop over, measure or read from a null ` + kind + `.
func ` + name + `[T any](v ` + goType + `) ` + goType + ` {
	if v == nil {
		panic("a null value is given where a ` + kind + ` is required")
	}
	return v
}
`
	}
}

// nonNullHelper returns the printer of the helper of a scalar kind and a
// form that returns the value of a KPtrOutput and fails on null, with
// message; why ends its doc comment.
func nonNullHelper(kind [2]string, form, why, message string) func(f *fileGen) string {
	name := kind[1] + form
	return func(f *fileGen) string {
		p, errs := f.pulumi(), f.imports.std("errors")
		return `
// ` + name + ` returns the value of o; a null is an error, ` + why + `
func ` + name + `(o ` + p + `.` + kind[0] + `PtrOutput) ` + p + `.` + kind[0] + `Output {
	return o.ApplyT(func(v *` + kind[1] + `) (` + kind[1] + `, error) {
		if v == nil {
			var none ` + kind[1] + `
			return none, ` + errs + `.New(` + strconv.Quote(message) + `)
		}
		return *v, nil
	}).(` + p + `.` + kind[0] + `Output)
}
`
	}
}

// helper records that the program calls the helper name and returns it.
func (f *fileGen) helper(name string) string {
	if f.g.helpers == nil {
		f.g.helpers = map[string]bool{}
	}
	f.g.helpers[name] = true
	return name
}

// helperDefs prints the definitions of the helpers the program calls.
func (f *fileGen) helperDefs() string {
	defs := map[string]string{}
	for len(defs) < len(f.g.helpers) {
		// A helper's definition may call another (dynamicInt calls
		// dynamicFloat), which it records as it is printed.
		for n := range f.g.helpers {
			if _, done := defs[n]; !done {
				defs[n] = goHelpers[n](f)
			}
		}
	}
	names := make([]string, 0, len(defs))
	for n := range defs {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		b.WriteString(defs[n])
	}
	return b.String()
}
