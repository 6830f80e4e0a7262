package golang

import (
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file names Go types from model types: the plain Go type of a value,
// the Output type an apply returns, and the input collection types of
// resource arguments. Schema object types are named in their SDK package.

// schemaObject returns the schema object a model object type was built from.
func schemaObject(t *model.ObjectType) *schema.ObjectType {
	for _, a := range t.Annotations {
		if o, ok := a.(*schema.ObjectType); ok {
			return o
		}
	}
	return nil
}

// schemaResource returns the schema resource a resource's output type was
// built from.
func schemaResource(t *model.ObjectType) *schema.Resource {
	for _, a := range t.Annotations {
		if r, ok := a.(*schema.Resource); ok {
			return r
		}
	}
	return nil
}

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
	gp := f.g.pkgs.modulePackage(pkg, token)
	return f.imports.add(gp.path, gp.name) + "." + name
}

// objectName returns the qualified Go name of a schema object type (the
// output struct; input structs add "Args"), or "" for a structural object.
func (f *fileGen) objectName(t *model.ObjectType) string {
	so := schemaObject(t)
	if so == nil || so.Package == nil {
		return ""
	}
	return f.qualified(so.Package, so.Token, memberName(so.Token))
}

// isResourceObject reports whether t is the type of a resource, and
// returns its Go pointer type.
func (f *fileGen) resourceGoType(t *model.ObjectType) (string, bool) {
	if name, ok := f.componentTypes[t]; ok {
		return "*" + name, true
	}
	if r := schemaResource(t); r != nil {
		return "*" + f.resourceTypeName(r.Package, r.Token), true
	}
	if _, hasURN := t.Properties["urn"]; hasURN && t.Token != "" {
		if t.Token == "pulumi:pulumi:StackReference" {
			return "*" + f.imports.add(pulumiPath, "pulumi") + ".StackReference", true
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
	}
	return "interface{}"
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
		return schemaObject(t) != nil
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
		if schemaObject(t) == nil && schemaResource(t) == nil {
			if _, isRes := t.Properties["urn"]; !isRes {
				return collectionName(objectElem(t), "Map")
			}
		}
	}
	return "", false
}

// collectionName names a list or map of elem with suffix, when the pulumi
// package has such a type (at most three levels deep).
func collectionName(elem model.Type, suffix string) (string, bool) {
	n, ok := builtinElementName(elem)
	if !ok || strings.Count(n, "Array")+strings.Count(n, "Map") >= 3 || optionalOf(elem) {
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
	if n, ok := builtinElementName(t); ok {
		if n == "" {
			return f.pulumi() + ".AnyOutput"
		}
		return f.pulumi() + "." + n + "Output"
	}
	if n := f.schemaCollectionName(t); n != "" {
		return n + "Output"
	}
	return ""
}

// schemaCollectionName names a schema object type, or a list or map of
// one, as its SDK does (s3.BucketLogging, s3.BucketLoggingArray, ...).
func (f *fileGen) schemaCollectionName(t model.Type) string {
	switch t := t.(type) {
	case *model.ObjectType:
		return f.objectName(t)
	case *model.ListType:
		if n := f.schemaCollectionName(t.ElementType); n != "" {
			return n + "Array"
		}
	case *model.MapType:
		if n := f.schemaCollectionName(t.ElementType); n != "" {
			return n + "Map"
		}
	}
	return ""
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
	case strings.HasPrefix(goType, "*") || strings.HasPrefix(goType, "[]") ||
		strings.HasPrefix(goType, "map[") || goType == "interface{}" || strings.HasPrefix(goType, "pulumi."):
		return "nil"
	}
	return goType + "{}"
}

// goTypeOf returns the model type that describes the Go value e prints as.
// It differs from e's own type for traversals: PCL propagates the
// optionality of every step (a property of an element of an optional list
// is optional), while a Go field has its declared type.
func goTypeOf(e model.Expression) model.Type {
	switch x := e.(type) {
	case *model.ScopeTraversalExpression:
		if len(x.Parts) == 0 {
			return e.Type()
		}
		if x.RootName == "range" && len(x.Traversal) > 1 {
			return e.Type()
		}
		return traverseGo(x.Parts[0], x.Traversal[1:], e.Type())
	case *model.RelativeTraversalExpression:
		return traverseGo(goTypeOf(x.Source), x.Traversal, e.Type())
	case *model.ParenthesesExpression:
		return goTypeOf(x.Expression)
	case *model.FunctionCallExpression:
		if _, fn, ok := gen.IsApply(x); ok {
			if o, _ := model.ContainsEventuals(x.Type()); o {
				return model.NewOutputType(goTypeOf(fn.Body))
			}
			return model.NewPromiseType(goTypeOf(fn.Body))
		}
	}
	return e.Type()
}

// traverseGo types the steps of a traversal from the declared types of the
// properties and elements it visits; fallback is used for steps it cannot
// follow.
func traverseGo(t model.Type, steps hcl.Traversal, fallback model.Type) model.Type {
	for _, step := range steps {
		var wrap func(model.Type) model.Type
		switch x := t.(type) {
		case *model.OutputType:
			t, wrap = x.ElementType, func(t model.Type) model.Type { return model.NewOutputType(t) }
		case *model.PromiseType:
			t, wrap = x.ElementType, model.NewPromiseType
		}
		if elem, ok := optionalElement(t); ok {
			t = elem
		}
		var next model.Type
		switch x := t.(type) {
		case *model.ObjectType:
			if a, ok := step.(hcl.TraverseAttr); ok {
				next = x.Properties[a.Name]
			} else if i, ok := step.(hcl.TraverseIndex); ok && i.Key.Type() == cty.String {
				next = x.Properties[i.Key.AsString()]
			}
		case *model.MapType:
			next = x.ElementType
		case *model.ListType:
			next = x.ElementType
		case *model.SetType:
			next = x.ElementType
		case *model.TupleType:
			if i, ok := step.(hcl.TraverseIndex); ok && i.Key.Type() == cty.Number {
				n, _ := i.Key.AsBigFloat().Int64()
				if n >= 0 && int(n) < len(x.ElementTypes) {
					next = x.ElementTypes[n]
				}
			}
		case *model.PrimitiveType:
			if x.Kind == model.DynamicKind {
				next = model.DynamicType
			}
		}
		if next == nil {
			return fallback
		}
		if wrap != nil {
			next = wrap(next)
		}
		t = next
	}
	return t
}
