package golang

import (
	"sort"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file names Go types from model types: the plain Go type of a value,
// the Output type an apply returns, and the input collection types of
// resource arguments. Schema object types are named in their SDK package.

// schemaEnum returns the schema enum a model enum type was built from.
func schemaEnum(t *model.EnumType) *schema.EnumType {
	for _, a := range t.Annotations {
		if e, ok := a.(*schema.EnumType); ok {
			return e
		}
	}
	return nil
}

// memberName returns the Go name of a schema member from its token: the
// member part with its first letter upper-cased.
func memberName(token string) string {
	_, _, member, ok := schema.SplitToken(token)
	if !ok {
		parts := strings.Split(token, ":")
		member = parts[len(parts)-1]
	}
	return fieldName(member, "")
}

// qualified returns pkg.Name for a schema member, importing its package.
func (f *fileGen) qualified(pkg *schema.Package, token, name string) string {
	gp := modulePackage(pkg, token)
	return f.imports.add(gp.path, gp.name) + "." + name
}

// objectName returns the qualified Go name of a schema object type (the
// output struct; input structs add "Args"), or "" for a structural object.
func (f *fileGen) objectName(t *model.ObjectType) string {
	so := gen.SchemaObject(t)
	if so == nil || so.Package == nil {
		return ""
	}
	if name, ok := f.methodTypeName(so.Package, so.Token); ok {
		return name
	}
	if fn, isResult := strings.CutSuffix(so.Token, "Result"); isResult && so.Inline {
		if _, err := so.Package.Function(fn); err == nil {
			// A function's result is named after the function's Go name
			// (LookupAmiResult for getAmi, as the SDKs name it).
			return f.qualified(so.Package, so.Token, functionName(so.Package, fn)+"Result")
		}
	}
	return f.qualified(so.Package, so.Token, memberName(so.Token))
}

// isResource reports whether t is the type of a resource or component,
// as resourceGoType does, without importing its package (a predicate of
// code that does not print the type).
func (f *fileGen) isResource(t *model.ObjectType) bool {
	_, isComponent := f.componentTypes[t]
	return isComponent || binder.IsResourceType(t) || gen.SchemaResource(t) != nil
}

// isComponentType reports whether t is the type of a component (as the
// program or an apply's callback sees it).
func (f *fileGen) isComponentType(t *model.ObjectType) bool {
	if _, ok := f.componentTypes[t]; ok {
		return true
	}
	_, ok := f.resolvedComponentType(t)
	return ok
}

// resourceGoType reports whether t is the type of a resource, and
// returns its Go pointer type.
func (f *fileGen) resourceGoType(t *model.ObjectType) (string, bool) {
	if name, ok := f.componentTypes[t]; ok {
		return "*" + name, true
	}
	if name, ok := f.resolvedComponentType(t); ok {
		return "*" + name, true
	}
	if r := gen.SchemaResource(t); r != nil {
		return "*" + f.resourceTypeName(r.Package, r.Token), true
	}
	if binder.IsResourceType(t) && t.Token != "" {
		if name, ok := f.builtinResourceType(t.Token); ok {
			return "*" + name, true
		}
		return "pulumi.Resource", true
	}
	return "", false
}

// resourceTypeName returns the qualified name of a resource's Go type.
func (f *fileGen) resourceTypeName(pkg *schema.Package, token string) string {
	if strings.HasPrefix(token, "pulumi:providers:") {
		return f.qualified(pkg, token, "Provider")
	}
	return f.qualified(pkg, token, memberName(token))
}

// plainType returns the Go type of a plain value of model type t.
func (f *fileGen) plainType(t model.Type) string {
	switch t := t.(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.StringKind:
			return "string"
		case model.IntKind:
			return "int"
		case model.NumberKind:
			return "float64"
		case model.BoolKind:
			return "bool"
		}
		return "interface{}"
	case *model.OutputType:
		return f.plainType(t.ElementType)
	case *model.PromiseType:
		return f.plainType(t.ElementType)
	case *model.ListType:
		return "[]" + f.plainType(t.ElementType)
	case *model.SetType:
		return "[]" + f.plainType(t.ElementType)
	case *model.TupleType:
		return "[]" + f.plainType(tupleElement(t))
	case *model.MapType:
		return "map[string]" + f.plainType(t.ElementType)
	case *model.ObjectType:
		if rt, ok := f.resourceGoType(t); ok {
			return rt
		}
		if n := f.objectName(t); n != "" {
			return n
		}
		return "map[string]" + f.plainType(objectElem(t))
	case *model.EnumType:
		return f.plainType(t.ElementType)
	case *model.ConstType:
		return f.plainType(t.Type)
	case *model.OpaqueType:
		switch t {
		case model.AssetType:
			return f.pulumi() + ".Asset"
		case model.ArchiveType:
			return f.pulumi() + ".Archive"
		case model.AssetOrArchiveType:
			return f.pulumi() + ".AssetOrArchive"
		case model.ResourceRefType:
			return f.pulumi() + ".Resource"
		}
	case *model.UnionType:
		if elem, ok := optionalElement(t); ok {
			inner := f.plainType(elem)
			if pointerOptional(elem) {
				return "*" + inner
			}
			return inner
		}
		if base, ok := unionBase(t); ok {
			return f.plainType(base)
		}
	}
	return "interface{}"
}

// unionBase returns the type the Go SDKs give a union of several types
// (not an optional one, union(T, none)): a string for strings and string
// enums (a relaxed enum), an asset or archive for assets and archives, else
// a dynamic value (pulumi.Input, pulumi.AnyOutput).
func unionBase(u *model.UnionType) (model.Type, bool) {
	if _, isOptional := optionalElement(u); isOptional {
		return nil, false
	}
	if t, ok := assetKindUnion(u); ok {
		return t, true
	}
	for _, e := range u.ElementTypes {
		if e == model.NoneType {
			// Several types or null (a map or an object of strings, or
			// none): a dynamic value, nil for null.
			return model.DynamicType, true
		}
	}
	for _, e := range u.ElementTypes {
		if gen.Unenum(e) != model.StringType {
			return model.DynamicType, true
		}
	}
	return model.StringType, true
}

// objectElem returns the type all properties of a structural object
// unify to (the element type of the Go map it is), or dynamic.
func objectElem(t *model.ObjectType) model.Type {
	if len(t.Properties) == 0 {
		return model.DynamicType
	}
	types := make([]model.Type, 0, len(t.Properties))
	for _, k := range sortedKeys(t.Properties) {
		types = append(types, model.ResolveOutputs(t.Properties[k]))
	}
	if u, ok := commonType(types).(*model.PrimitiveType); ok {
		return u
	}
	return model.DynamicType
}

// commonType returns the one type of a Go collection holding values of
// types: their type when they are all equal, number for ints and numbers,
// else dynamic. (Unification would also turn ints into strings, which Go
// does not do implicitly.)
func commonType(types []model.Type) model.Type {
	if len(types) == 0 {
		return model.DynamicType
	}
	first := types[0]
	numeric := true
	equal := true
	for _, t := range types {
		if !model.Equal(t, first) {
			equal = false
		}
		if t != model.IntType && t != model.NumberType {
			numeric = false
		}
	}
	switch {
	case equal:
		return first
	case numeric:
		return model.NumberType
	}
	return model.DynamicType
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

// pulumi imports the pulumi package and returns its name.
func (f *fileGen) pulumi() string { return f.imports.add(pulumiPath, "pulumi") }

// tupleElement returns the type all of a tuple's elements unify to, or
// dynamic when they do not unify to one type.
func tupleElement(t *model.TupleType) model.Type {
	resolved := make([]model.Type, len(t.ElementTypes))
	for i, e := range t.ElementTypes {
		resolved[i] = model.ResolveOutputs(e)
	}
	return commonType(resolved)
}

// optionalElement returns T for union(T, none).
func optionalElement(t model.Type) (model.Type, bool) {
	u, ok := t.(*model.UnionType)
	if !ok {
		return nil, false
	}
	var elems []model.Type
	hasNone := false
	for _, e := range u.ElementTypes {
		if e == model.NoneType {
			hasNone = true
			continue
		}
		elems = append(elems, e)
	}
	if !hasNone || len(elems) != 1 {
		return nil, false
	}
	return elems[0], true
}

// pointerOptional reports whether the Go SDKs represent an optional value
// of type t as a pointer: scalars and schema objects are, collections and
// dynamic values are nil-able already.
func pointerOptional(t model.Type) bool {
	switch t := t.(type) {
	case *model.PrimitiveType:
		return t.Kind != model.DynamicKind
	case *model.EnumType, *model.ConstType:
		return true
	case *model.ObjectType:
		return gen.SchemaObject(t) != nil
	}
	return false
}

// builtinElementName returns the name the pulumi package gives the input
// and output types of values of type t ("String" for StringOutput,
// "StringArray", "Map"...), or "" with ok false when it has none.
func builtinElementName(t model.Type) (string, bool) {
	switch t := t.(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.StringKind:
			return "String", true
		case model.IntKind:
			return "Int", true
		case model.NumberKind:
			return "Float64", true
		case model.BoolKind:
			return "Bool", true
		case model.DynamicKind:
			return "", true
		}
	case *model.EnumType:
		return builtinElementName(t.ElementType)
	case *model.ConstType:
		return builtinElementName(t.Type)
	case *model.UnionType:
		if base, ok := unionBase(t); ok {
			return builtinElementName(base)
		}
	case *model.OpaqueType:
		switch t {
		case model.AssetType:
			return "Asset", true
		case model.ArchiveType:
			return "Archive", true
		case model.AssetOrArchiveType:
			return "AssetOrArchive", true
		}
	case *model.ListType:
		return collectionName(t.ElementType, "Array")
	case *model.SetType:
		return collectionName(t.ElementType, "Array")
	case *model.TupleType:
		return collectionName(tupleElement(t), "Array")
	case *model.MapType:
		return collectionName(t.ElementType, "Map")
	case *model.ObjectType:
		if gen.SchemaObject(t) == nil && gen.SchemaResource(t) == nil && !binder.IsResourceType(t) {
			return collectionName(objectElem(t), "Map")
		}
	}
	return "", false
}

// collectionName names a list or map of elem with suffix, when the pulumi
// package has such a type: at most three levels deep, none a list of lists
// of maps (it has pulumi.StringMapArrayMap, no pulumi.StringMapArrayArray).
func collectionName(elem model.Type, suffix string) (string, bool) {
	if e, ok := optionalElement(elem); ok && !pointerOptional(e) && e != model.DynamicType {
		// An optional collection is held as a nil-able collection.
		elem = e
	}
	n, ok := builtinElementName(elem)
	if !ok || strings.Count(n, "Array")+strings.Count(n, "Map") >= 3 || optionalOf(elem) || strings.HasSuffix(n+suffix, "MapArrayArray") {
		return "", false
	}
	if n == "Map" || n == "Array" {
		if _, isDyn := elem.(*model.PrimitiveType); !isDyn {
			return n + suffix, true
		}
	}
	return n + suffix, true
}

// optionalOf reports whether t is optional.
func optionalOf(t model.Type) bool {
	_, ok := optionalElement(t)
	return ok
}

// outputType returns the Go Output type whose element type is the plain Go
// type of t (resolved), or "" when there is none.
func (f *fileGen) outputType(t model.Type) string {
	t = model.ResolveOutputs(t)
	if elem, ok := optionalElement(t); ok {
		if pointerOptional(elem) {
			if n, ok := builtinElementName(elem); ok && n != "" {
				return f.pulumi() + "." + n + "PtrOutput"
			}
			if o, isObj := elem.(*model.ObjectType); isObj {
				if n := f.objectName(o); n != "" {
					return n + "PtrOutput"
				}
			}
			return ""
		}
		t = elem
	}
	if t == model.NoneType {
		// A null (read from an output that may be secret): an any.
		return f.pulumi() + ".AnyOutput"
	}
	if vType, ok := f.resolvesUntyped(t); ok {
		// A pulumi.Array or pulumi.Map of the elements' inputs.
		if vType == "[]interface{}" {
			return f.pulumi() + ".ArrayOutput"
		}
		return f.pulumi() + ".MapOutput"
	}
	if n, ok := builtinElementName(t); ok {
		if n == "" {
			return f.pulumi() + ".AnyOutput"
		}
		return f.pulumi() + "." + n + "Output"
	}
	if n := f.schemaCollectionName(t); n != "" {
		return n + "Output"
	}
	if n := f.resourceCollectionName(t); n != "" {
		return n + "Output"
	}
	if f.componentCollection(t) {
		return f.pulumi() + ".AnyOutput"
	}
	if et, isMap, ok := collectionElement(t); ok && (et == model.NoneType || model.RemoveNone(et) == model.DynamicType) {
		// A list or map of nulls, or of values of any type that may be
		// null: the elements are interface{} values, nil for null.
		if isMap {
			return f.pulumi() + ".MapOutput"
		}
		return f.pulumi() + ".ArrayOutput"
	}
	return ""
}

// schemaCollectionName names a schema object type, or a list or map of
// one, as its SDK does (s3.BucketLogging, s3.BucketLoggingArray, ...),
// where its SDK has one (see elementUse). An SDK has collections of
// collections of an object only where its schema uses them, which the
// schema does not say, so they have no name.
func (f *fileGen) schemaCollectionName(t model.Type) string {
	switch t := t.(type) {
	case *model.ObjectType:
		return f.objectName(t)
	case *model.ListType:
		if o, ok := t.ElementType.(*model.ObjectType); ok && f.objectName(o) != "" && elementUse(o, true) {
			return f.objectName(o) + "Array"
		}
	case *model.MapType:
		if o, ok := t.ElementType.(*model.ObjectType); ok && f.objectName(o) != "" && elementUse(o, false) {
			return f.objectName(o) + "Map"
		}
	}
	return ""
}

// resourceCollectionName names a list or map of the resources of a schema
// as their SDK does (random.RandomPetArray), where it has such types (the
// package's Go generateResourceContainerTypes); "" otherwise.
func (f *fileGen) resourceCollectionName(t model.Type) string {
	et, isMap, ok := collectionElement(t)
	o, isObj := et.(*model.ObjectType)
	if !ok || !isObj {
		return ""
	}
	r := gen.SchemaResource(o)
	if r == nil || !f.resourceContainers(r.Package, r.Token) {
		return ""
	}
	if isMap {
		return f.resourceTypeName(r.Package, r.Token) + "Map"
	}
	return f.resourceTypeName(r.Package, r.Token) + "Array"
}

// resourceContainers reports whether the SDK of pkg has the array and map
// types of its resource token (random.RandomPetArray): a package whose Go
// generateResourceContainerTypes says so, not a builtin resource.
func (f *fileGen) resourceContainers(pkg *schema.Package, token string) bool {
	if pkg == nil {
		return false
	}
	if _, builtin := f.builtinResourceType(token); builtin {
		return false
	}
	info, err := pkg.Go()
	return err == nil && info.GenerateResourceContainerTypes
}

// componentCollection reports whether t is a list or map of components,
// which have no Output types of their own: Go holds an output of one as a
// pulumi.AnyOutput of the []*Comp or map[string]*Comp, as it does the
// components ranged over an output, whose callbacks assert its type
// (anyRanged).
func (f *fileGen) componentCollection(t model.Type) bool {
	et, _, ok := collectionElement(t)
	o, isObj := et.(*model.ObjectType)
	return ok && isObj && f.isComponentType(o)
}

// elementUse reports whether the schema of the object type o uses it in
// lists (or, without list, in maps), where its SDK names the collection
// (ec2.InstanceEbsBlockDeviceArray): an object only ever used alone
// (ec2.InstanceRootBlockDevice) has no Array or Map type.
func elementUse(o *model.ObjectType, list bool) bool {
	so := gen.SchemaObject(o)
	if so.Inline {
		return false
	}
	inList, inMap := so.Package.ElementUses(so.Token)
	if list {
		return inList
	}
	return inMap
}

// zeroValue returns the zero value of a Go type, for early returns.
func zeroValue(goType string) string {
	switch {
	case goType == "string":
		return `""`
	case goType == "int" || goType == "float64":
		return "0"
	case goType == "bool":
		return "false"
	case strings.HasPrefix(goType, "pulumi.") && strings.HasSuffix(goType, "Output"):
		// An output is a struct (a callback that fails returns the zero
		// one with its error).
		return goType + "{}"
	case strings.HasPrefix(goType, "*") || strings.HasPrefix(goType, "[]") ||
		strings.HasPrefix(goType, "map[") || goType == "interface{}" || strings.HasPrefix(goType, "pulumi."):
		return "nil"
	}
	return goType + "{}"
}

// outputMethod returns the call of the method that gives an input of the
// Go output type out as that output: ".ToStringOutput()" for
// pulumi.StringOutput.
func outputMethod(out string) string {
	return ".To" + out[strings.LastIndex(out, ".")+1:] + "()"
}

// inputInterface returns the Input interface of the Go output type out
// (pulumi.StringInput for pulumi.StringOutput); the SDK has no AnyInput, so
// for pulumi.AnyOutput (or no type) any input, pulumi.Input.
func (f *fileGen) inputInterface(out string) string {
	if out == "" || out == f.pulumi()+".AnyOutput" {
		return f.pulumi() + ".Input"
	}
	return strings.TrimSuffix(out, "Output") + "Input"
}

// asOutput returns input, an Input whose output type is out, as that
// output: input.ToXOutput(), or pulumi.Any(input) for pulumi.AnyOutput.
func (f *fileGen) asOutput(input, out string) string {
	if strings.HasSuffix(input, ".("+out+")") {
		// An output of that type already (asserted so).
		return input
	}
	if out == f.pulumi()+".AnyOutput" {
		return f.pulumi() + ".Any(" + input + ")"
	}
	if strings.HasSuffix(input, outputMethod(out)) {
		// Converted so already (x.ToStringOutput()).
		return input
	}
	return input + outputMethod(out)
}

// listElement returns the element type of a list, set or tuple type t
// (optional or not).
func listElement(t model.Type) (model.Type, bool) {
	switch t := model.RemoveNone(t).(type) {
	case *model.ListType:
		return t.ElementType, true
	case *model.SetType:
		return t.ElementType, true
	case *model.TupleType:
		return tupleElement(t), true
	}
	return nil, false
}

// collectionElement returns the element type of a list, set, tuple or map
// type t (optional or not), and whether t is a map; ok is false for other
// types.
func collectionElement(t model.Type) (elem model.Type, isMap, ok bool) {
	if m, isMap := model.RemoveNone(t).(*model.MapType); isMap {
		return m.ElementType, true, true
	}
	elem, ok = listElement(t)
	return elem, false, ok
}

// untypedCollection reports whether the Go input collection of the list or
// map type t is a pulumi.Array or pulumi.Map, whose elements are
// pulumi.Inputs, though its elements have a type: the SDKs have no arrays
// or maps of optional values.
func (f *fileGen) untypedCollection(t model.Type) bool {
	t = model.RemoveNone(t)
	elem, _, ok := collectionElement(t)
	if !ok || elem == model.DynamicType {
		return false
	}
	if _, ok := builtinElementName(t); ok {
		return false
	}
	return f.schemaCollectionName(t) == ""
}
