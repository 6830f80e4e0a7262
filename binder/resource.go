package binder

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// Resource is `resource name "token" { inputs... options {...} }`, or
// `read name "token" { id = ..., state inputs... }` (Read set).
type Resource struct {
	nodeBase
	// Token is the resource token as written.
	Token string
	// Read reports a `read` block: the resource is read from the ID, not
	// created.
	Read bool
	// ID is the `id` attribute of a read, or nil.
	ID model.Expression
	// Inputs are the input attributes in source order (state inputs for a
	// read).
	Inputs []*Input
	// Options are the resource options; never nil.
	Options *ResourceOptions
	// Package is the resource's package, nil when it could not be loaded
	// (and for the built-in pulumi resources).
	Package *schema.Package
	// Schema is the resource's schema, nil when unknown or built-in.
	Schema *schema.Resource
	// InputType is the object type of the resource's inputs (its state
	// inputs for a read); nil when unknown.
	InputType *model.ObjectType
	// OutputType is the type of one resource: object(outputs..., id, urn)
	// with output(T) properties; nil when unknown. Type() is this type, or a
	// list, map or optional of it when the resource is ranged.
	OutputType *model.ObjectType
	// RangeKeyType and RangeValueType are the types of range.key and
	// range.value in a ranged resource, nil otherwise.
	RangeKeyType, RangeValueType model.Type

	tokenRange hcl.Range
}

// Input is one input attribute of a resource or component.
type Input struct {
	// Name is the attribute name.
	Name string
	// Value is the bound value.
	Value model.Expression
	// Syntax is the attribute.
	Syntax *hclsyntax.Attribute
	// Property is the schema property, nil when unknown (and for
	// components).
	Property *schema.Property
	// Type is the type the value must convert to (dynamic when unknown).
	Type model.Type
}

// IsProvider reports whether the resource is an explicit provider
// ("pulumi:providers:NAME").
func (r *Resource) IsProvider() bool {
	return len(r.Token) > len("pulumi:providers:") && r.Token[:len("pulumi:providers:")] == "pulumi:providers:"
}

// Input returns the input called name, or nil.
func (r *Resource) Input(name string) *Input {
	for _, in := range r.Inputs {
		if in.Name == name {
			return in
		}
	}
	return nil
}

// versionLiteral returns the literal `version` option, or "".
func (r *Resource) versionLiteral() string {
	return optionLiteral(r.block, "version")
}

// optionLiteral returns the constant string value of an option in a block's
// options block, or "".
func optionLiteral(block *hclsyntax.Block, name string) string {
	if block == nil || block.Body == nil {
		return ""
	}
	for _, blk := range block.Body.Blocks {
		if blk.Type != "options" || blk.Body == nil {
			continue
		}
		if a, ok := blk.Body.Attributes[name]; ok {
			s, _ := syntaxString(a.Expr)
			return s
		}
	}
	return ""
}

// builtinResources are the resources of the pulumi package itself, which has
// no schema: their input and output properties.
var builtinResources = map[string]struct{ inputs, outputs map[string]model.Type }{
	"pulumi:pulumi:StackReference": {
		inputs: map[string]model.Type{"name": inputType(model.StringType)},
		outputs: map[string]model.Type{
			"name":              model.NewOutputType(model.StringType),
			"outputs":           model.NewOutputType(model.NewMapType(model.DynamicType)),
			"secretOutputNames": model.NewOutputType(model.NewListType(model.StringType)),
		},
	},
	"pulumi:index:Stash": {
		inputs: map[string]model.Type{"input": model.DynamicType},
		outputs: map[string]model.Type{
			"input":  model.NewOutputType(model.DynamicType),
			"output": model.NewOutputType(model.DynamicType),
		},
	},
}

// resolveResourceSchema finds the schema of a resource and sets its input and
// output types; they stay nil when the resource is unknown.
func (b *binder) resolveResourceSchema(r *Resource) {
	if spec, ok := builtinResources[canonicalBuiltinToken(r.Token)]; ok {
		r.InputType = &model.ObjectType{Properties: spec.inputs, Token: r.Token}
		out := map[string]model.Type{"id": model.NewOutputType(model.StringType), "urn": model.NewOutputType(model.StringType)}
		for k, v := range spec.outputs {
			out[k] = v
		}
		r.OutputType = &model.ObjectType{Properties: out, Token: r.Token, Annotations: []any{builtinResourceAnnotation{}}}
		return
	}
	name, ok := tokenPackage(r.Token)
	if !ok {
		b.report(errorf(r.tokenRange, "Invalid resource type",
			"The resource type %q is not a valid token; a token has the form \"package:module:Type\".", r.Token))
		return
	}
	skip := b.s.opts.SkipResourceTypecheck
	pkg := b.pkgs.load(name, r.versionLiteral(), r.tokenRange, skip)
	if pkg == nil {
		return
	}
	r.Package = pkg
	res, err := pkg.Resource(r.Token)
	if err != nil {
		if !skip {
			b.report(lookupError(pkg, "resource", pkg.CanonicalToken(r.Token), err, r.tokenRange, canonicalTokens(pkg, pkg.ResourceTokens())))
		}
		return
	}
	r.Schema = res
	rt := b.s.types.resource(res)
	r.OutputType = rt.outputs
	if r.Read {
		r.InputType = b.s.types.stateInputs(res)
	} else {
		r.InputType = rt.inputs
	}
}

// canonicalBuiltinToken spells a token of the pulumi package with an explicit
// module: "pulumi:Stash" and "pulumi::Stash" are "pulumi:index:Stash".
func canonicalBuiltinToken(tok string) string {
	pkg, module, member, ok := schema.SplitToken(tok)
	if !ok || pkg != "pulumi" {
		return tok
	}
	if module == "" {
		module = schema.IndexModule
	}
	return pkg + ":" + module + ":" + member
}

// builtinResourceAnnotation marks the output types of the built-in pulumi
// resources.
type builtinResourceAnnotation struct{}

// ResourceMark implements model.ResourceMark.
func (builtinResourceAnnotation) ResourceMark() {}

// IsResourceType reports whether t is the type of a resource or of a
// component instance: the object type of its outputs, which has a urn and
// which the binder marks with the schema resource, the built-in resource or
// the component program it stands for (each a model.ResourceMark). An
// object type with a token, a urn and no mark is a resource too: a
// generator's type for a resource without a schema. Other objects with a
// urn property (an object constructor, a config type, a schema object type)
// are data, as are a resource's inputs. This is the one test of resource
// types for the binder and every generator (model.IsResourceObject, which
// resolving outputs keeps as they are).
func IsResourceType(t model.Type) bool {
	obj, ok := t.(*model.ObjectType)
	return ok && model.IsResourceObject(obj)
}

func canonicalTokens(pkg *schema.Package, toks []string) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = pkg.CanonicalToken(t)
	}
	return out
}

// bindResource binds a resource's options, inputs and type.
func (b *binder) bindResource(r *Resource) {
	b.resolveResourceSchema(r)
	body := r.block.Body
	optsBlock := b.findOptions(body)
	opts := &ResourceOptions{Syntax: optsBlock}
	opts.Range = b.bindRangeOption(r, optsBlock)
	r.Options = opts

	// The resource's own type: ranged resources are collections of it.
	var elem model.Type = model.DynamicType
	if r.OutputType != nil {
		elem = r.OutputType
	}
	scope := b.scope
	if opts.Range != nil {
		var rangeVar *model.Variable
		r.typ, rangeVar, r.RangeKeyType, r.RangeValueType = b.rangedType(elem, opts.Range)
		scope = scope.PushVariables(rangeVar)
		if r.OutputType == nil {
			// Unknown resources are dynamic, however many there are.
			r.typ = model.DynamicType
		}
	} else {
		r.typ = elem
	}
	b.bindOptions(r, optsBlock, opts, scope, r.InputType, r.OutputType)

	for _, name := range sortedAttrs(body) {
		attr := body.Attributes[name]
		switch {
		case name == "__logicalName":
			b.bindLogicalName(&r.nodeBase, attr)
			continue
		case r.Read && name == "id":
			r.ID = b.bindExpr(r, attr.Expr, scope)
			r.ID = b.checkConversion(r.ID, inputType(model.StringType), attr.Expr.Range(), "The resource ID")
			continue
		}
		r.Inputs = append(r.Inputs, b.bindInput(r, attr, scope, r.InputType, r.Schema, r.Token))
	}
	b.checkRequiredInputs(r)
	if r.Read && r.ID == nil {
		b.report(errorf(r.block.DefRange(), "Missing resource ID",
			"A read block needs an `id` attribute: the ID of the resource to read."))
	}
	for _, blk := range body.Blocks {
		if blk != optsBlock && blk.Type != "options" {
			b.report(errorf(blk.DefRange(), "Unexpected block",
				"A %s block may only contain attributes and one `options` block, not a %q block.", r.block.Type, blk.Type))
		}
	}
}

// checkRequiredInputs reports the required input properties a resource
// does not set: those without a default value, a default from the
// environment or a constant value.
func (b *binder) checkRequiredInputs(r *Resource) {
	if r.Schema == nil || r.Read || b.s.opts.SkipResourceTypecheck {
		return
	}
	for _, p := range r.Schema.InputProperties {
		if !p.Required || p.Default != nil || len(p.DefaultEnv) > 0 || p.Const != nil || r.Input(p.Name) != nil {
			continue
		}
		b.report(errorf(r.nameRange, "Missing required property",
			"Resource %q (%s) has no %q input, which is required.", r.Name(), r.Token, p.Name))
	}
}

// bindInput binds one input attribute of a resource and checks it against
// the input property of that name.
func (b *binder) bindInput(n baseNode, attr *hclsyntax.Attribute, scope *model.Scope, inputs *model.ObjectType, res *schema.Resource, token string) *Input {
	in := &Input{Name: attr.Name, Syntax: attr, Type: model.DynamicType}
	in.Value = b.bindExpr(n, attr.Expr, scope)
	if inputs == nil {
		return in
	}
	if _, isResource := n.(*Resource); isResource && b.s.opts.SkipResourceTypecheck {
		// Inputs are not checked, but their types are still recorded.
		if t, ok := inputs.Properties[attr.Name]; ok {
			in.Type = t
			if res != nil {
				in.Property = res.InputProperty(attr.Name)
			}
		}
		return in
	}
	t, ok := inputs.Properties[attr.Name]
	if !ok {
		names := make([]string, 0, len(inputs.Properties))
		for k := range inputs.Properties {
			names = append(names, k)
		}
		b.report(errorf(attr.NameRange, "Unknown property",
			"%s has no input property %q.%s", describeToken(token), attr.Name, didYouMean(attr.Name, names)))
		return in
	}
	in.Type = t
	if res != nil {
		in.Property = res.InputProperty(attr.Name)
	}
	b.checkSchemaRef(inputs, attr.Name, attr.NameRange)
	b.report(b.conversionDiags(in.Value, t, attr.Expr.Range(), valueSubject{noun: "Property"}, attr.Name)...)
	b.checkObjectKeys(in.Value, t)
	in.Value = foldConstants(in.Value, t)
	return in
}

func describeToken(token string) string {
	if token == "" {
		return "The component"
	}
	return "Resource type \"" + token + "\""
}

// bindLogicalName sets a node's logical name from its `__logicalName`
// attribute, which must be a string literal.
func (b *binder) bindLogicalName(n *nodeBase, attr *hclsyntax.Attribute) {
	s, ok := syntaxString(attr.Expr)
	if !ok {
		b.report(errorf(attr.Expr.Range(), "Invalid logical name", "The `__logicalName` attribute must be a string literal."))
		return
	}
	n.logicalName = s
}

// rangedType returns the type of a resource or component ranged by the
// range expression, the `range` variable, and its key and value types.
func (b *binder) rangedType(elem model.Type, rng model.Expression) (model.Type, *model.Variable, model.Type, model.Type) {
	rt := rng.Type()
	_, hasPromise := model.ContainsEventuals(rt)
	resolved := model.ResolveOutputs(rt)
	var typ, key, value model.Type
	// (A union of maps and objects, an optional map or an object, is
	// ranged over as a map.)
	switch r := model.RemoveNone(model.CollectionOfUnion(resolved)).(type) {
	case *model.PrimitiveType:
		switch r.Kind {
		case model.BoolKind:
			typ, key, value = model.NewOptionalType(elem), model.IntType, model.BoolType
		case model.IntKind, model.NumberKind:
			typ, key, value = model.NewListType(elem), model.IntType, model.IntType
		default:
			typ, key, value = model.NewListType(elem), model.DynamicType, model.DynamicType
		}
	case *model.MapType, *model.ObjectType:
		k, v, _ := model.ForIterationTypes(r)
		typ, key, value = model.NewMapType(elem), k, v
	default:
		k, v, ok := model.ForIterationTypes(r)
		if !ok {
			b.report(errorf(rng.Range(), "Invalid range",
				"The range option must be a number, bool, list, set, tuple, map or object, not %s.", rt))
			k, v = model.DynamicType, model.DynamicType
		}
		typ, key, value = model.NewListType(elem), k, v
	}
	if key == nil {
		key = model.DynamicType
	}
	if value == nil {
		value = model.DynamicType
	}
	if hasPromise || deepOutputs(rt) {
		// The resources can only be created once the range is known: inside
		// an apply, so the collection itself is eventual, while range.key and
		// range.value are the resolved elements the apply iterates over. A
		// range holding outputs (a list or object of outputs) is resolved
		// as a whole too, as range.value's resolved type says; promises
		// inside one are resolved where they are made.
		typ = model.NewOutputType(typ)
	}
	v := model.NewVariable("range", model.NewObjectType(map[string]model.Type{"key": key, "value": value}))
	return typ, v, key, value
}
