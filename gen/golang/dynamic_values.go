package golang

// This file prints operations on dynamic values (untyped config, values of
// type any), which Go holds as interface{}.

// dynamicLength prints the length of s, a Go interface{} value.
func (c *fnCtx) dynamicLength(s string) string {
	return c.f.helper("dynamicLength") + "(" + s + ")"
}

func init() {
	goHelpers["dynamicLength"] = func(f *fileGen) string {
		f.helper("pointee")
		f.helper("graphemeCount")
		reflectPkg := f.imports.std("reflect")
		return `
// dynamicLength returns the length of v, a value of any type: the
// characters of a string, the elements of a list or a map.
func dynamicLength(v interface{}) int {
	switch v := pointee(v).(type) {
	case string:
		return graphemeCount(v)
	case []interface{}:
		return len(v)
	case map[string]interface{}:
		return len(v)
	}
	return ` + reflectPkg + `.ValueOf(v).Len()
}
`
	}
}

// dynamicPrimitives are the helpers that convert a dynamic value to a
// primitive type as PCL converts it, by the type's Go name.
var dynamicPrimitives = map[string]string{
	"string":  "dynamicString",
	"float64": "dynamicFloat",
	"int":     "dynamicInt",
	"bool":    "dynamicBool",
}

// dynamicPrimitive prints the conversion of s, a Go interface{} value, to
// the primitive Go type goType as PCL converts it (a bool or a number to a
// string, a string to a number or a bool; an int and a float64 are both
// numbers), or "" when goType is not primitive.
func (c *fnCtx) dynamicPrimitive(s, goType string) string {
	name, ok := dynamicPrimitives[goType]
	if !ok {
		return ""
	}
	return c.f.helper(name) + "(" + s + ")"
}

func init() {
	goHelpers["dynamicString"] = func(f *fileGen) string {
		f.helper("pointee")
		f.helper("numberText")
		conv, fmtPkg := f.imports.std("strconv"), f.imports.std("fmt")
		return `
// dynamicString converts v, a value of any type, to a string as PCL does:
// a bool as true or false, a number in plain digits.
func dynamicString(v interface{}) string {
	switch v := pointee(v).(type) {
	case string:
		return v
	case bool:
		return ` + conv + `.FormatBool(v)
	case int:
		return ` + conv + `.Itoa(v)
	case float64:
		return numberText(v)
	}
	panic(` + fmtPkg + `.Sprintf("a string is required, not %v", v))
}
`
	}
	goHelpers["dynamicFloat"] = func(f *fileGen) string {
		f.helper("pointee")
		conv, fmtPkg := f.imports.std("strconv"), f.imports.std("fmt")
		return `
// dynamicFloat converts v, a value of any type, to a number as PCL does: a
// string must hold a decimal number.
func dynamicFloat(v interface{}) float64 {
	switch v := pointee(v).(type) {
	case float64:
		return v
	case int:
		return float64(v)
	case string:
		if n, err := ` + conv + `.ParseFloat(v, 64); err == nil {
			return n
		}
	}
	panic(` + fmtPkg + `.Sprintf("a number is required, not %v", v))
}
`
	}
	goHelpers["dynamicInt"] = func(f *fileGen) string {
		f.helper("dynamicFloat")
		f.helper("pointee")
		fmtPkg := f.imports.std("fmt")
		return `
// dynamicInt converts v, a value of any type, to an int as PCL does: only a
// whole number.
func dynamicInt(v interface{}) int {
	if i, ok := pointee(v).(int); ok {
		return i
	}
	n := dynamicFloat(v)
	if n != float64(int(n)) {
		panic(` + fmtPkg + `.Sprintf("a whole number is required, not %v", n))
	}
	return int(n)
}
`
	}
	goHelpers["dynamicBool"] = func(f *fileGen) string {
		f.helper("pointee")
		fmtPkg := f.imports.std("fmt")
		return `
// dynamicBool converts v, a value of any type, to a bool as PCL does: a
// string must be "true" or "1", "false" or "0".
func dynamicBool(v interface{}) bool {
	switch pointee(v) {
	case true, "true", "1":
		return true
	case false, "false", "0":
		return false
	}
	panic(` + fmtPkg + `.Sprintf("a bool is required, not %v", v))
}
`
	}
}

func init() {
	goHelpers["pointee"] = func(f *fileGen) string {
		reflectPkg := f.imports.std("reflect")
		return `
// pointee returns v, a value of any type, without the pointer an optional
// value is held by (nil for a nil pointer), and a value of a named string
// type (pulumi.ID, an enum of an SDK) as the string it is.
func pointee(v interface{}) interface{} {
	switch p := v.(type) {
	case *string:
		if p != nil {
			return *p
		}
		return nil
	case *int:
		if p != nil {
			return *p
		}
		return nil
	case *float64:
		if p != nil {
			return *p
		}
		return nil
	case *bool:
		if p != nil {
			return *p
		}
		return nil
	}
	if rv := ` + reflectPkg + `.ValueOf(v); rv.Kind() == ` + reflectPkg + `.String {
		return rv.String()
	}
	return v
}
`
	}
}

func init() {
	goHelpers["optionalDynamic"] = func(f *fileGen) string {
		f.helper("pointee")
		return `
// optionalDynamic converts v, a value of any type, with convert, or returns
// nil when v is null.
func optionalDynamic[T any](v interface{}, convert func(interface{}) T) *T {
	if pointee(v) == nil {
		return nil
	}
	x := convert(v)
	return &x
}
`
	}
}

func init() {
	goHelpers["dynamicList"] = func(f *fileGen) string {
		reflectPkg := f.imports.std("reflect")
		sortPkg := f.imports.std("sort")
		return `
// dynamicList returns the elements of v, a slice of any element type, or
// the values of a map in the order of their keys, as a loop visits them.
func dynamicList(v interface{}) []interface{} {
	if l, ok := v.([]interface{}); ok {
		return l
	}
	rv := ` + reflectPkg + `.ValueOf(v)
	if rv.Kind() == ` + reflectPkg + `.Map {
		keys := rv.MapKeys()
		` + sortPkg + `.Slice(keys, func(i, j int) bool {
			return keys[i].String() < keys[j].String()
		})
		l := make([]interface{}, len(keys))
		for i, k := range keys {
			l[i] = rv.MapIndex(k).Interface()
		}
		return l
	}
	l := make([]interface{}, rv.Len())
	for i := range l {
		l[i] = rv.Index(i).Interface()
	}
	return l
}
`
	}
	goHelpers["dynamicEntries"] = func(f *fileGen) string {
		reflectPkg := f.imports.std("reflect")
		sortPkg := f.imports.std("sort")
		return `
// dynamicEntries returns the entries of v, a slice or a map of strings of
// any element type, as a loop visits them: each a key (an index or a
// string) and its value, by index or in key order.
func dynamicEntries(v interface{}) [][2]interface{} {
	rv := ` + reflectPkg + `.ValueOf(v)
	if rv.Kind() == ` + reflectPkg + `.Map {
		keys := rv.MapKeys()
		` + sortPkg + `.Slice(keys, func(i, j int) bool {
			return keys[i].String() < keys[j].String()
		})
		entries := make([][2]interface{}, len(keys))
		for i, k := range keys {
			entries[i] = [2]interface{}{k.String(), rv.MapIndex(k).Interface()}
		}
		return entries
	}
	entries := make([][2]interface{}, rv.Len())
	for i := range entries {
		entries[i] = [2]interface{}{i, rv.Index(i).Interface()}
	}
	return entries
}
`
	}
	goHelpers["dynamicMap"] = func(f *fileGen) string {
		reflectPkg := f.imports.std("reflect")
		return `
// dynamicMap returns the entries of v, a map of strings to any element type.
func dynamicMap(v interface{}) map[string]interface{} {
	if m, ok := v.(map[string]interface{}); ok {
		return m
	}
	rv := ` + reflectPkg + `.ValueOf(v)
	m := make(map[string]interface{}, rv.Len())
	for _, k := range rv.MapKeys() {
		m[k.String()] = rv.MapIndex(k).Interface()
	}
	return m
}
`
	}
}
