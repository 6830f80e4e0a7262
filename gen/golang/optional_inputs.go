package golang

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file gives Pulumi inputs from plain Go values that hold optional
// scalars as pointers: a list(optional(string)) config is a []*string, a
// map(optional(string)) a map[string]*string, which the SDK's ToStringArray
// and ToStringMap do not take.

// optionalElementsInput prints the plain list or map e, whose elements are
// optional scalars held as pointers, as the input collection named n
// ("StringArray", "StringMap"): each nil element is a null element, as in
// PCL. ok is false when e's elements are not such pointers.
func (c *fnCtx) optionalElementsInput(e model.Expression, n string, from model.Type) (string, bool) {
	var elemType model.Type
	isMap := false
	switch t := model.RemoveNone(from).(type) {
	case *model.ListType:
		elemType = t.ElementType
	case *model.SetType:
		elemType = t.ElementType
	case *model.MapType:
		elemType, isMap = t.ElementType, true
	default:
		return "", false
	}
	elem, ok := optionalElement(elemType)
	if !ok || !pointerOptional(elem) {
		return "", false
	}
	en, ok := builtinElementName(elem)
	h := scalarHelper(en, "Input")
	if !ok || h == "" || n != en+"Array" && n != en+"Map" && n != "Array" && n != "Map" {
		return "", false
	}
	p := c.f.pulumi()
	return c.iife(p+"."+n+"Input", func(in *fnCtx) {
		v := in.scope.Declare("v")
		result := in.scope.Declare("result")
		x := in.scope.Declare("x")
		in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\nif " + v + " == nil {\nreturn nil\n}\n")
		in.out.WriteString(result + " := " + p + "." + n + "{}\n")
		if isMap {
			k := in.scope.Declare("k")
			in.out.WriteString("for " + k + ", " + x + " := range " + v + " {\n" + result + "[" + k + "] = " + c.f.helper(h) + "(" + x + ")\n}\n")
		} else {
			in.out.WriteString("for _, " + x + " := range " + v + " {\n" + result + " = append(" + result + ", " + c.f.helper(h) + "(" + x + "))\n}\n")
		}
		in.out.WriteString("return " + result + "\n")
	}), true
}

// optionalCollectionsInput prints e, a plain list or map of optional lists
// or maps (list(optional(list(string))), a [][]string) as the SDK's
// collection n of them (pulumi.StringArrayArray), whose null elements are
// nil inputs, where pulumi.ToStringArrayArray would make them empty
// collections. ok is false for any other value.
func (c *fnCtx) optionalCollectionsInput(e model.Expression, n string, from, dt model.Type) (string, bool) {
	elemType, isMap, ok := collectionElement(model.RemoveNone(from))
	if !ok {
		return "", false
	}
	elem, isOpt := optionalElement(elemType)
	if !isOpt {
		return "", false
	}
	if _, _, inner := collectionElement(elem); !inner || c.f.plainType(model.RemoveNone(from)) != c.f.plainType(dt) {
		return "", false
	}
	innerName := strings.TrimSuffix(n, "Array")
	if isMap {
		innerName = strings.TrimSuffix(n, "Map")
	}
	if innerName == n || !strings.HasSuffix(innerName, "Array") && !strings.HasSuffix(innerName, "Map") {
		return "", false
	}
	p := c.f.pulumi()
	return c.iife(p+"."+n+"Input", func(in *fnCtx) {
		v := in.scope.Declare("v")
		result := in.scope.Declare("result")
		k := "_"
		if isMap {
			k = in.scope.Declare("k")
		}
		x := in.scope.Declare("x")
		in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\n")
		if model.IsOptional(from) {
			in.out.WriteString("if " + v + " == nil {\nreturn nil\n}\n")
		}
		in.out.WriteString(result + " := " + p + "." + n + "{}\n")
		in.out.WriteString("for " + k + ", " + x + " := range " + v + " {\n")
		add := func(value string) string {
			if isMap {
				return result + "[" + k + "] = " + value + "\n"
			}
			return result + " = append(" + result + ", " + value + ")\n"
		}
		in.out.WriteString("if " + x + " == nil {\n" + add("nil") + "continue\n}\n")
		in.out.WriteString(add(p+".To"+innerName+"("+x+")") + "}\n")
		in.out.WriteString("return " + result + "\n")
	}), true
}

// assertMember asserts s, a property read from an object Go holds as a map
// of dynamic values, as the property's declared type t: an optional scalar
// is held there as its value or nil, which optionalValue makes a pointer.
func (c *fnCtx) assertMember(s string, t model.Type) string {
	t = model.ResolveOutputs(t)
	if elem, ok := optionalElement(t); ok && pointerOptional(elem) {
		if gt := c.f.plainType(elem); gt != "interface{}" {
			return c.f.helper("optionalValue") + "[" + gt + "](" + s + ")"
		}
	}
	return c.assert(s, t)
}

func init() {
	goHelpers["optionalValue"] = func(f *fileGen) string {
		reflectPkg := f.imports.std("reflect")
		return `
// optionalValue returns v, an optional value held as an interface{} (its
// value or a pointer to it), as a pointer to its value of type T: nil when
// v is null.
func optionalValue[T any](v interface{}) *T {
	switch x := v.(type) {
	case nil:
		return nil
	case *T:
		return x
	case T:
		return &x
	}
	// An int where a number is wanted: PCL converts it.
	var x T
	if f, isFloat := any(&x).(*float64); isFloat {
		switch n := v.(type) {
		case int:
			*f = float64(n)
			return &x
		case *int:
			if n == nil {
				return nil
			}
			*f = float64(*n)
			return &x
		}
	}
	// A whole number where an int is wanted (config read from JSON
	// holds its numbers as float64s).
	if i, isInt := any(&x).(*int); isInt {
		if n, isFloat := v.(float64); isFloat && n == float64(int(n)) {
			*i = int(n)
			return &x
		}
	}
	// A value of a named string type (pulumi.ID, pulumi.URN, an SDK's
	// enum) where a string is wanted.
	if s, isString := any(&x).(*string); isString {
		if rv := ` + reflectPkg + `.ValueOf(v); rv.Kind() == ` + reflectPkg + `.String {
			*s = rv.String()
			return &x
		}
	}
	x = v.(T)
	return &x
}
`
	}
}

// plainElements prints the plain list or map e, whose elements are
// optional scalars held as pointers, as a plain list or map of the values
// target requires ([]string for a []*string): a null element is an error.
// ok is false when e and target are not such collections.
func (c *fnCtx) plainElements(e model.Expression, target model.Type) (string, bool) {
	elems := func(t model.Type) (model.Type, bool, bool) {
		switch t := model.RemoveNone(t).(type) {
		case *model.ListType:
			return t.ElementType, false, true
		case *model.SetType:
			return t.ElementType, false, true
		case *model.MapType:
			return t.ElementType, true, true
		}
		return nil, false, false
	}
	want, wantMap, ok := elems(target)
	if !ok || model.IsOptional(want) || !pointerOptional(want) {
		return "", false
	}
	have, haveMap, ok := elems(model.ResolveOutputs(goTypeOf(e)))
	if !ok || haveMap != wantMap {
		return "", false
	}
	elem, ok := optionalElement(have)
	if !ok || !pointerOptional(elem) || c.f.plainType(elem) != c.f.plainType(want) {
		return "", false
	}
	goType := c.f.plainType(model.RemoveNone(target))
	return c.iife(goType, func(in *fnCtx) {
		v := in.scope.Declare("v")
		result := in.scope.Declare("result")
		x := in.scope.Declare("x")
		k := in.scope.Declare("k")
		in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\nif " + v + " == nil {\nreturn nil\n}\n")
		if wantMap {
			in.out.WriteString(result + " := " + goType + "{}\n")
		} else {
			in.out.WriteString(result + " := make(" + goType + ", len(" + v + "))\n")
		}
		in.out.WriteString("for " + k + ", " + x + " := range " + v + " {\n" + result + "[" + k + "] = " + c.f.helper("requiredValue") + "(" + x + ")\n}\nreturn " + result + "\n")
	}), true
}

func init() {
	goHelpers["requiredValue"] = func(f *fileGen) string {
		return `
// requiredValue returns *p, an optional value given where a value is
// required; a null one is an error.
func requiredValue[T any](p *T) T {
	if p == nil {
		panic("a null value is given where a value is required")
	}
	return *p
}
`
	}
}

// objectAsMap prints the plain object e, which Go holds as a map of dynamic
// values (map[string]interface{}: its attributes are of different types,
// or optional, held as pointers), as the map mt takes (map[string]string):
// each attribute's value is converted to the element type, a null one
// given where the element is not optional being an error. ok is false when
// e is no such object or mt's elements are dynamic.
func (c *fnCtx) objectAsMap(e model.Expression, from model.Type, mt *model.MapType) (string, bool) {
	ot, isObj := model.RemoveNone(from).(*model.ObjectType)
	if !isObj || gen.SchemaObject(ot) != nil || c.f.isResource(ot) {
		return "", false
	}
	goType := c.f.plainType(mt)
	if c.f.plainType(ot) != "map[string]interface{}" || goType == "map[string]interface{}" {
		return "", false
	}
	return c.iife(goType, func(in *fnCtx) {
		v := in.scope.Declare("v")
		result := in.scope.Declare("result")
		k := in.scope.Declare("k")
		x := in.scope.Declare("x")
		in.out.WriteString(v + " := " + in.plain(e, precLowest) + "\n")
		if model.IsOptional(from) {
			in.out.WriteString("if " + v + " == nil {\nreturn nil\n}\n")
		}
		var value string
		if model.IsOptional(mt.ElementType) {
			value = in.assertMember(x, mt.ElementType)
		} else {
			value = in.assert(in.f.helper("presentValue")+"("+x+")", mt.ElementType)
		}
		in.out.WriteString(result + " := " + goType + "{}\nfor " + k + ", " + x + " := range " + v + " {\n" + result + "[" + k + "] = " + value + "\n}\nreturn " + result + "\n")
	}), true
}

func init() {
	goHelpers["presentValue"] = func(f *fileGen) string {
		f.helper("pointee")
		return `
// presentValue returns v, a value held as an interface{}, without the
// pointer an optional value is held by; a null value is an error.
func presentValue(v interface{}) interface{} {
	if x := pointee(v); x != nil {
		return x
	}
	panic("a null value is given where a value is required")
}
`
	}
}

// optionalScalars returns the element type E of t, a list or map of
// optional scalars (list(union(E, none))): the SDKs have no arrays or maps
// of optional values (no IntPtrArray), so their Go input is a pulumi.Array
// or pulumi.Map of Ptr inputs, and their output a pulumi.ArrayOutput or
// pulumi.MapOutput, whose resolved value holds pointers and nils.
func optionalScalars(t model.Type) (elem model.Type, isMap, ok bool) {
	inner, isMap, ok := optionalCollectionElement(t)
	if !ok {
		return nil, false, false
	}
	switch x := inner.(type) {
	case *model.PrimitiveType:
		if x.Kind == model.DynamicKind {
			return nil, false, false
		}
	case *model.EnumType, *model.ConstType:
	default:
		return nil, false, false
	}
	return inner, isMap, true
}

// optionalCollectionElement returns E of t, a list or map of optional
// values (list(union(E, none))), and whether t is a map.
func optionalCollectionElement(t model.Type) (elem model.Type, isMap, ok bool) {
	et, isMap, ok := collectionElement(model.ResolveOutputs(t))
	if !ok {
		return nil, false, false
	}
	inner, isOpt := optionalElement(et)
	return inner, isMap, isOpt
}

// optionalValues is optionalScalars, and also takes lists and maps of
// optional objects of a schema's types: the SDKs have no arrays or maps of
// their pointers either (no BucketLoggingPtrArray), so such a collection is
// a pulumi.Array or pulumi.Map and its output a pulumi.ArrayOutput or
// pulumi.MapOutput, whose resolved value holds the pointers and nils.
func optionalValues(t model.Type) (elem model.Type, isMap, ok bool) {
	if elem, isMap, ok := optionalScalars(t); ok {
		return elem, isMap, true
	}
	inner, isMap, ok := optionalCollectionElement(t)
	if obj, isObj := inner.(*model.ObjectType); !ok || !isObj || gen.SchemaObject(obj) == nil {
		return nil, false, false
	}
	return inner, isMap, true
}

// resolvedParam returns the conversion of v, the resolved value of an
// output of t held in an untyped collection (see optionalValues and
// untypedNesting) as an interface{}, to t's plain Go value ([]*int,
// map[string]*int, [][]ec2.SecurityGroupIngress), and the Go type of that
// resolved value; ok is false for other types.
func (f *fileGen) resolvedParam(t model.Type, v string) (string, string, bool) {
	vType, ok := f.resolvesUntyped(t)
	elem, isMap, optional := optionalValues(t)
	switch {
	case !ok:
		return "", "", false
	case !optional:
		return f.helper("resolvedAs") + "[" + f.plainType(model.ResolveOutputs(t)) + "](" + v + ")", vType, true
	case isMap:
		return f.helper("optionalValueMap") + "[" + f.plainType(elem) + "](" + v + ")", vType, true
	}
	return f.helper("optionalValues") + "[" + f.plainType(elem) + "](" + v + ")", vType, true
}

// resolvedResult returns the conversion of v, the plain Go value of t
// ([]*int, [][]ec2.SecurityGroupIngress), to the value an output of t
// held in an untyped collection resolves to ([]interface{}), and that
// value's Go type; ok is false for other types.
func (f *fileGen) resolvedResult(t model.Type, v string) (string, string, bool) {
	vType, ok := f.resolvesUntyped(t)
	switch {
	case !ok:
		return "", "", false
	case vType == "[]interface{}":
		return f.helper("interfaces") + "(" + v + ")", vType, true
	}
	return f.helper("interfaceMap") + "(" + v + ")", vType, true
}

func init() {
	goHelpers["optionalValues"] = func(f *fileGen) string {
		f.helper("optionalValue")
		return `
// optionalValues returns the elements of v, a resolved pulumi.Array of
// optional values ([]interface{}, or the []*T of a plain list), as pointers
// to their values of type T.
func optionalValues[T any](v interface{}) []*T {
	switch p := v.(type) {
	case nil:
		return nil
	case []*T:
		return p
	}
	values := v.([]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make([]*T, len(values))
	for i, x := range values {
		result[i] = optionalValue[T](x)
	}
	return result
}
`
	}
}

func init() {
	goHelpers["optionalValueMap"] = func(f *fileGen) string {
		f.helper("optionalValue")
		return `
// optionalValueMap returns the elements of v, a resolved pulumi.Map of
// optional values (map[string]interface{}, or the map[string]*T of a plain
// map), as pointers to their values of type T.
func optionalValueMap[T any](v interface{}) map[string]*T {
	switch p := v.(type) {
	case nil:
		return nil
	case map[string]*T:
		return p
	}
	values := v.(map[string]interface{})
	if values == nil {
		// A null collection.
		return nil
	}
	result := make(map[string]*T, len(values))
	for k, x := range values {
		result[k] = optionalValue[T](x)
	}
	return result
}
`
	}
	goHelpers["interfaces"] = func(f *fileGen) string {
		return `
// interfaces returns the elements of v, a list of optional values or of
// collections, as the []interface{} a pulumi.ArrayOutput holds.
func interfaces[T any](v []T) []interface{} {
	if v == nil {
		return nil
	}
	result := make([]interface{}, len(v))
	for i, x := range v {
		result[i] = x
	}
	return result
}
`
	}
	goHelpers["interfaceMap"] = func(f *fileGen) string {
		return `
// interfaceMap returns the elements of v, a map of optional values or of
// collections, as the map[string]interface{} a pulumi.MapOutput holds.
func interfaceMap[T any](v map[string]T) map[string]interface{} {
	if v == nil {
		return nil
	}
	result := make(map[string]interface{}, len(v))
	for k, x := range v {
		result[k] = x
	}
	return result
}
`
	}
}

// presentElements prints out, an output of a list or map of optional
// scalars (of Go type from, see optionalScalars), as the output of the SDK's
// typed collection dt takes (a map(optional(string)) given as a
// map(string) is a pulumi.StringMapOutput): a null element is an error, as
// PCL's conversion makes it. ok is false for other types.
func (f *fileGen) presentElements(out string, from, dt model.Type) (string, bool) {
	_, isMap, ok := optionalScalars(from)
	if !ok {
		ot, isObj := model.RemoveNone(model.ResolveOutputs(from)).(*model.ObjectType)
		if !isObj || !optionalScalarObject(ot) || f.outputType(ot) != f.pulumi()+".MapOutput" {
			return "", false
		}
		isMap = true
	}
	var to model.Type
	switch t := model.RemoveNone(dt).(type) {
	case *model.ListType:
		to = t.ElementType
	case *model.MapType:
		to = t.ElementType
	default:
		return "", false
	}
	if _, destMap := model.RemoveNone(dt).(*model.MapType); destMap != isMap || optionalOf(to) {
		return "", false
	}
	n, ok := builtinElementName(model.RemoveNone(dt))
	if !ok || n == "" || n == "Array" || n == "Map" {
		return "", false
	}
	helper := "presentValues"
	if isMap {
		helper = "presentValueMap"
	}
	return out + ".ApplyT(" + f.helper(helper) + "[" + f.plainType(to) + "]).(" + f.pulumi() + "." + n + "Output)", true
}

// untypedElements prints out, an output of a typed list or map (of Go type
// from: a pulumi.Float64ArrayOutput), as the untyped collection output
// (pulumi.ArrayOutput) of dt, a list or map whose elements the SDKs have no
// typed collection of (optional numbers), so that a read of it as dt's
// output finds the output it asserts: the resolved elements are held as
// interface{} values, which optionalValue reads as present.
func (f *fileGen) untypedElements(out string, from, dt model.Type) (string, bool) {
	from = model.RemoveNone(model.ResolveOutputs(from))
	to := f.outputType(model.RemoveNone(dt))
	u, ok := f.untypedKind(to)
	if !ok {
		return "", false
	}
	fromOut := f.outputType(from)
	if fromOut == "" || f.untypedOutput(fromOut) {
		return "", false
	}
	elem, isMap, ok := collectionElement(from)
	if o, isObj := from.(*model.ObjectType); isObj && !ok && gen.SchemaObject(o) == nil && !f.isResource(o) {
		// An object of attributes of one type, which Go holds as a map
		// of it (a pulumi.StringMapOutput).
		if pe := objectElem(o); pe != model.DynamicType {
			elem, isMap, ok = pe, true, true
		}
	}
	if !ok || isMap != (u.name == "Map") {
		return "", false
	}
	return out + ".ApplyT(" + f.helper(u.helper) + "[" + f.plainType(elem) + "]).(" + to + ")", true
}

// optionalScalarObject reports whether t is an object Go holds as a map
// of interface{} whose properties are all scalars of one type, some of
// them optional (object({a = union(string, none), b = string})).
func optionalScalarObject(t *model.ObjectType) bool {
	if gen.SchemaObject(t) != nil || gen.SchemaResource(t) != nil || binder.IsResourceType(t) || len(t.Properties) == 0 {
		return false
	}
	var first model.Type
	for _, pt := range t.Properties {
		pt = model.RemoveNone(model.ResolveOutputs(pt))
		p, ok := pt.(*model.PrimitiveType)
		if !ok || p == model.DynamicType {
			return false
		}
		if first == nil {
			first = pt
		} else if !model.Equal(first, pt) {
			return false
		}
	}
	return true
}

func init() {
	goHelpers["presentValues"] = func(f *fileGen) string {
		f.helper("optionalValue")
		return `
// presentValues returns the elements of v, a resolved pulumi.Array of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a list of values makes it.
func presentValues[T any](v []interface{}) []T {
	result := make([]T, len(v))
	for i, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a list that holds no nulls")
		}
		result[i] = *p
	}
	return result
}
`
	}
	goHelpers["presentValueMap"] = func(f *fileGen) string {
		f.helper("optionalValue")
		return `
// presentValueMap returns the elements of v, a resolved pulumi.Map of
// optional values, as values of type T: a null element is an error, as
// PCL's conversion to a map of values makes it.
func presentValueMap[T any](v map[string]interface{}) map[string]T {
	result := make(map[string]T, len(v))
	for k, x := range v {
		p := optionalValue[T](x)
		if p == nil {
			panic("a null element cannot be converted to a value of a map that holds no nulls")
		}
		result[k] = *p
	}
	return result
}
`
	}
}

// resolvesUntyped returns the Go type of the value an output of t
// resolves to when it is an []interface{} or map[string]interface{} that
// resolvedParam converts to t's plain Go value; ok is false for other
// types.
func (f *fileGen) resolvesUntyped(t model.Type) (string, bool) {
	_, isMap, ok := optionalValues(t)
	if !ok {
		isMap, ok = untypedNesting(f, t)
	}
	switch {
	case !ok:
		return "", false
	case isMap:
		return "map[string]interface{}", true
	}
	return "[]interface{}", true
}

// untypedNesting reports whether t is a list or map (isMap) of collections,
// or of objects of a schema's type, whose SDK has no typed collection of
// them (no SecurityGroupIngressArrayArray; no InstanceRootBlockDeviceArray,
// as the schema never lists them): Go gives it as a pulumi.Array or
// pulumi.Map of their inputs, whose output resolves to an []interface{} or
// map[string]interface{} that resolvedAs converts.
func untypedNesting(f *fileGen, t model.Type) (isMap, ok bool) {
	t = model.RemoveNone(model.ResolveOutputs(t))
	et, isMap, ok := collectionElement(t)
	if !ok {
		return false, false
	}
	if optionalOf(et) {
		// Go holds a null list or map as nil.
		et = model.RemoveNone(et)
		if _, _, nested := collectionElement(et); !nested {
			return false, false
		}
	}
	if _, _, nested := collectionElement(et); !nested && !isSchemaObject(et) {
		return false, false
	}
	return isMap, f.untypedCollection(t)
}

func init() {
	goHelpers["resolvedAs"] = func(f *fileGen) string {
		reflectPkg := f.imports.std("reflect")
		return `
// resolvedAs returns v, the value a pulumi.Array or pulumi.Map of inputs
// resolved to ([]interface{} and map[string]interface{} at any depth), as
// the plain Go value of type T it holds.
func resolvedAs[T any](v interface{}) T {
	if x, ok := v.(T); ok {
		return x
	}
	var x T
	to := ` + reflectPkg + `.TypeOf(&x).Elem()
	return resolvedValue(` + reflectPkg + `.ValueOf(v), to).Interface().(T)
}

// resolvedValue converts v to a value of type to: collections element by
// element.
func resolvedValue(v ` + reflectPkg + `.Value, to ` + reflectPkg + `.Type) ` + reflectPkg + `.Value {
	if v.IsValid() && v.Kind() == ` + reflectPkg + `.Interface {
		v = v.Elem()
	}
	if !v.IsValid() {
		return ` + reflectPkg + `.Zero(to)
	}
	if v.Type().AssignableTo(to) {
		return v
	}
	switch {
	case to.Kind() == ` + reflectPkg + `.Slice && v.Kind() == ` + reflectPkg + `.Slice:
		if v.IsNil() {
			return ` + reflectPkg + `.Zero(to)
		}
		result := ` + reflectPkg + `.MakeSlice(to, v.Len(), v.Len())
		for i := 0; i < v.Len(); i++ {
			result.Index(i).Set(resolvedValue(v.Index(i), to.Elem()))
		}
		return result
	case to.Kind() == ` + reflectPkg + `.Map && v.Kind() == ` + reflectPkg + `.Map:
		if v.IsNil() {
			return ` + reflectPkg + `.Zero(to)
		}
		result := ` + reflectPkg + `.MakeMapWithSize(to, v.Len())
		for _, k := range v.MapKeys() {
			result.SetMapIndex(k.Convert(to.Key()), resolvedValue(v.MapIndex(k), to.Elem()))
		}
		return result
	case to.Kind() == ` + reflectPkg + `.Pointer && v.Kind() == ` + reflectPkg + `.Pointer && v.IsNil():
		return ` + reflectPkg + `.Zero(to)
	case to.Kind() == ` + reflectPkg + `.Pointer:
		result := ` + reflectPkg + `.New(to.Elem())
		result.Elem().Set(resolvedValue(v, to.Elem()))
		return result
	case v.Kind() == ` + reflectPkg + `.Pointer:
		if v.IsNil() {
			panic("a null value is given where a value is required")
		}
		return resolvedValue(v.Elem(), to)
	}
	return v.Convert(to)
}
`
	}
}
