package binder

import (
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
	"github.com/pclgen/pclgen/model/refine"
)

// ResourceOptions are the options of a resource or component: the attributes
// of its `options` block. Each field is the bound option, nil when absent.
type ResourceOptions struct {
	// Syntax is the options block, nil when there is none.
	Syntax *hclsyntax.Block

	Range                   model.Expression
	Parent                  model.Expression
	Provider                model.Expression
	Providers               model.Expression
	DependsOn               model.Expression
	Protect                 model.Expression
	RetainOnDelete          model.Expression
	IgnoreChanges           model.Expression
	HideDiffs               model.Expression
	ReplaceOnChanges        model.Expression
	AdditionalSecretOutputs model.Expression
	DeleteBeforeReplace     model.Expression
	Version                 model.Expression
	CustomTimeouts          model.Expression
	PluginDownloadURL       model.Expression
	DeletedWith             model.Expression
	ReplaceWith             model.Expression
	Import                  model.Expression
	Aliases                 model.Expression
	ReplacementTrigger      model.Expression
	EnvVarMappings          model.Expression
	Hooks                   model.Expression
}

// optionKind says how an option's value is checked.
type optionKind int

const (
	optionTyped        optionKind = iota // converts to the option's type
	optionResource                       // a resource
	optionResources                      // a resource or a list of resources
	optionProviders                      // a list or map of provider resources
	optionPropertyPath                   // a list of property paths of the resource
	optionHooks                          // an object of lists of hooks
)

// optionSpec describes one resource option.
type optionSpec struct {
	kind  optionKind
	typ   model.Type
	field func(*ResourceOptions) *model.Expression
}

// hookOptionKeys are the keys of the hooks option.
var hookOptionKeys = []string{"afterCreate", "afterDelete", "afterUpdate", "beforeCreate", "beforeDelete", "beforeUpdate", "onError"}

var optionSpecs = map[string]optionSpec{
	"range":                   {optionTyped, model.DynamicType, func(o *ResourceOptions) *model.Expression { return &o.Range }},
	"parent":                  {optionResource, nil, func(o *ResourceOptions) *model.Expression { return &o.Parent }},
	"provider":                {optionResource, nil, func(o *ResourceOptions) *model.Expression { return &o.Provider }},
	"providers":               {optionProviders, nil, func(o *ResourceOptions) *model.Expression { return &o.Providers }},
	"dependsOn":               {optionResources, nil, func(o *ResourceOptions) *model.Expression { return &o.DependsOn }},
	"protect":                 {optionTyped, inputType(model.BoolType), func(o *ResourceOptions) *model.Expression { return &o.Protect }},
	"retainOnDelete":          {optionTyped, inputType(model.BoolType), func(o *ResourceOptions) *model.Expression { return &o.RetainOnDelete }},
	"ignoreChanges":           {optionPropertyPath, nil, func(o *ResourceOptions) *model.Expression { return &o.IgnoreChanges }},
	"hideDiffs":               {optionPropertyPath, nil, func(o *ResourceOptions) *model.Expression { return &o.HideDiffs }},
	"replaceOnChanges":        {optionPropertyPath, nil, func(o *ResourceOptions) *model.Expression { return &o.ReplaceOnChanges }},
	"additionalSecretOutputs": {optionPropertyPath, nil, func(o *ResourceOptions) *model.Expression { return &o.AdditionalSecretOutputs }},
	"deleteBeforeReplace":     {optionTyped, inputType(model.BoolType), func(o *ResourceOptions) *model.Expression { return &o.DeleteBeforeReplace }},
	"version":                 {optionTyped, model.StringType, func(o *ResourceOptions) *model.Expression { return &o.Version }},
	"customTimeouts": {optionTyped, model.NewObjectType(map[string]model.Type{
		"create": model.NewOptionalType(model.StringType),
		"update": model.NewOptionalType(model.StringType),
		"delete": model.NewOptionalType(model.StringType),
		"read":   model.NewOptionalType(model.StringType),
	}), func(o *ResourceOptions) *model.Expression { return &o.CustomTimeouts }},
	"pluginDownloadURL":  {optionTyped, model.StringType, func(o *ResourceOptions) *model.Expression { return &o.PluginDownloadURL }},
	"deletedWith":        {optionResource, nil, func(o *ResourceOptions) *model.Expression { return &o.DeletedWith }},
	"replaceWith":        {optionResources, nil, func(o *ResourceOptions) *model.Expression { return &o.ReplaceWith }},
	"import":             {optionTyped, inputType(model.StringType), func(o *ResourceOptions) *model.Expression { return &o.Import }},
	"aliases":            {optionTyped, model.NewListType(model.DynamicType), func(o *ResourceOptions) *model.Expression { return &o.Aliases }},
	"replacementTrigger": {optionTyped, model.DynamicType, func(o *ResourceOptions) *model.Expression { return &o.ReplacementTrigger }},
	"envVarMappings":     {optionTyped, inputType(model.NewMapType(model.StringType)), func(o *ResourceOptions) *model.Expression { return &o.EnvVarMappings }},
	"hooks":              {optionHooks, nil, func(o *ResourceOptions) *model.Expression { return &o.Hooks }},
}

// OptionNames returns the names of the resource options, sorted.
func OptionNames() []string {
	names := make([]string, 0, len(optionSpecs))
	for n := range optionSpecs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// findOptions returns a body's options block, reporting extra ones.
func (b *binder) findOptions(body *hclsyntax.Body) *hclsyntax.Block {
	var found *hclsyntax.Block
	for _, blk := range body.Blocks {
		if blk.Type != "options" {
			continue
		}
		if found != nil {
			b.report(errorf(blk.DefRange(), "Duplicate options block",
				"A declaration may have only one options block; the first is at %s.", found.DefRange()))
			continue
		}
		if len(blk.Labels) > 0 {
			b.report(errorf(blk.LabelRanges[0], "Unexpected label", "An options block has no labels."))
		}
		found = blk
	}
	return found
}

// bindRangeOption binds the `range` option of an options block (in the
// program scope: the range cannot refer to the `range` variable).
func (b *binder) bindRangeOption(n baseNode, blk *hclsyntax.Block) model.Expression {
	if blk == nil {
		return nil
	}
	if a, ok := blk.Body.Attributes["range"]; ok {
		e := b.bindExpr(n, a.Expr, b.scope)
		b.checkRangeCount(e)
		return e
	}
	return nil
}

// checkRangeCount reports a range that is a count of resources known to be
// negative or fractional: a constant, or an expression whose refined value
// lies wholly below zero.
func (b *binder) checkRangeCount(e model.Expression) {
	t, ok := model.RemoveNone(model.ResolveOutputs(e.Type())).(*model.PrimitiveType)
	if !ok || t.Kind != model.IntKind && t.Kind != model.NumberKind {
		return
	}
	v, known, _ := eval.ConstantFold(e, eval.Env{})
	if v == cty.NilVal || v.IsNull() || !v.Type().Equals(cty.Number) {
		return
	}
	if known {
		if f := v.AsBigFloat(); f.Sign() < 0 || !f.IsInt() {
			b.report(errorf(e.Range(), "Invalid range",
				"The range option is %s, but a count of resources must be a non-negative whole number.", constantString(v)))
		}
		return
	}
	if r, ok := refine.NumberRangeOfValue(v); ok && r.Upper != cty.NilVal && r.Upper.IsKnown() && !r.Upper.IsNull() &&
		r.Upper.Type().Equals(cty.Number) && r.Upper.LessThan(cty.Zero).True() {
		b.report(errorf(e.Range(), "Invalid range",
			"The range option is always negative (at most %s), but a count of resources must be a non-negative whole number.", constantString(r.Upper)))
	}
}

// bindOptions binds the options other than range in scope (which defines
// `range` for a ranged declaration). inputs and outputs are the object types
// of the declaration's inputs and outputs, from which property paths are
// resolved; nil when unknown.
func (b *binder) bindOptions(n baseNode, blk *hclsyntax.Block, opts *ResourceOptions, scope *model.Scope, inputs, outputs *model.ObjectType) {
	if blk == nil {
		return
	}
	for _, inner := range blk.Body.Blocks {
		b.report(errorf(inner.DefRange(), "Unexpected block",
			"An options block contains only attributes, not a %q block.", inner.Type))
	}
	for _, name := range sortedAttrs(blk.Body) {
		attr := blk.Body.Attributes[name]
		spec, ok := optionSpecs[name]
		if !ok {
			b.report(errorf(attr.NameRange, "Unknown resource option",
				"There is no resource option %q.%s The options are %s.", name, didYouMean(name, OptionNames()), quotedList(OptionNames())))
			continue
		}
		if name == "range" {
			continue
		}
		var e model.Expression
		switch spec.kind {
		case optionPropertyPath:
			e = b.bindPropertyPaths(n, attr, inputs, outputs)
		default:
			e = b.bindExpr(n, attr.Expr, scope)
		}
		*spec.field(opts) = b.checkOption(name, spec, e, attr.Expr.Range())
	}
}

// checkOption checks the value of one option, and returns it with its
// constants converted to the option's type.
func (b *binder) checkOption(name string, spec optionSpec, e model.Expression, rng hcl.Range) model.Expression {
	t := e.Type()
	switch spec.kind {
	case optionTyped:
		return b.checkConversion(e, spec.typ, rng, "The "+name+" option")
	case optionResource:
		if !isResourceType(t, false) {
			b.report(errorf(rng, "Invalid resource option", "The %s option must be a resource, not a value of type %s.", name, t))
		}
	case optionResources:
		if !isResourceType(t, true) {
			b.report(errorf(rng, "Invalid resource option", "The %s option must be a resource or a list of resources, not a value of type %s.", name, t))
		}
	case optionProviders:
		r := model.ResolveOutputs(t)
		if m, ok := r.(*model.ObjectType); ok && !isResourceType(m, false) {
			for _, pt := range m.Properties {
				if !isResourceType(pt, false) {
					b.report(errorf(rng, "Invalid resource option", "The providers option must be a list or map of provider resources; %s is not a resource.", pt))
					return e
				}
			}
			return e
		}
		if mt, ok := r.(*model.MapType); ok {
			r = mt.ElementType
		}
		if !isResourceType(r, true) {
			b.report(errorf(rng, "Invalid resource option", "The providers option must be a list or map of provider resources, not a value of type %s.", t))
		}
	case optionHooks:
		b.checkHooksOption(e, rng)
	}
	return e
}

// checkHooksOption checks `hooks = { beforeCreate = [hook, ...], ... }`.
func (b *binder) checkHooksOption(e model.Expression, rng hcl.Range) {
	obj, ok := model.ResolveOutputs(e.Type()).(*model.ObjectType)
	if !ok {
		if e.Type() != model.DynamicType {
			b.report(errorf(rng, "Invalid resource option", "The hooks option must be an object whose keys are hook events, such as { beforeCreate = [myHook] }."))
		}
		return
	}
	for _, key := range sortedTypeKeys(obj.Properties) {
		if !containsString(hookOptionKeys, key) {
			b.report(errorf(rng, "Unknown hook event", "The hooks option has no event %q.%s The events are %s.", key, didYouMean(key, hookOptionKeys), quotedList(hookOptionKeys)))
			continue
		}
		if !isHookList(obj.Properties[key]) {
			b.report(errorf(rng, "Invalid hook list", "The %s hooks must be a list of hooks, not a value of type %s.", key, obj.Properties[key]))
		}
	}
}

func isHookList(t model.Type) bool {
	var elems []model.Type
	switch t := t.(type) {
	case *model.TupleType:
		elems = t.ElementTypes
	case *model.ListType:
		elems = []model.Type{t.ElementType}
	case *model.PrimitiveType:
		return t == model.DynamicType
	default:
		return false
	}
	for _, e := range elems {
		if e != ResourceHookType && e != ErrorHookType && e != model.DynamicType {
			return false
		}
	}
	return true
}

// isResourceType reports whether t is the type of a resource (or dynamic);
// with list set, a list or tuple of resources is accepted too. Outputs and
// optionals of resources are accepted.
func isResourceType(t model.Type, list bool) bool {
	switch t := model.RemoveNone(model.ResolveOutputs(t)).(type) {
	case *model.PrimitiveType:
		return t == model.DynamicType
	case *model.OpaqueType:
		return t == model.ResourceRefType
	case *model.ObjectType:
		return IsResourceType(t)
	case *model.UnionType:
		for _, e := range t.ElementTypes {
			if !isResourceType(e, list) {
				return false
			}
		}
		return true
	case *model.ListType:
		return list && isResourceType(t.ElementType, false)
	case *model.TupleType:
		if !list {
			return false
		}
		for _, e := range t.ElementTypes {
			if !isResourceType(e, true) {
				return false
			}
		}
		return true
	}
	return false
}

// bindPropertyPaths binds a list of property paths (ignoreChanges and the
// like) relative to the resource's properties: `[tags, rules[0].name]`. The
// paths are traversals of the properties, not references to program nodes.
func (b *binder) bindPropertyPaths(n baseNode, attr *hclsyntax.Attribute, inputs, outputs *model.ObjectType) model.Expression {
	scope := model.NewRootScope()
	defined := map[string]bool{}
	var names []string
	for _, obj := range []*model.ObjectType{inputs, outputs} {
		if obj == nil {
			continue
		}
		for name, t := range obj.Properties {
			if !defined[name] {
				defined[name] = true
				names = append(names, name)
			}
			scope.Define(name, model.NewVariable(name, t))
		}
	}
	sort.Strings(names)
	// A path that starts with an unknown property is reported here, and its
	// root is defined as dynamic so that binding does not report it again.
	var unknown hcl.Diagnostics
	for _, trav := range attr.Expr.Variables() {
		root := trav.RootName()
		if defined[root] {
			continue
		}
		defined[root] = true
		scope.Define(root, model.NewVariable(root, model.DynamicType))
		what := "The resource"
		if r, ok := n.(*Resource); ok {
			what = describeToken(r.Token)
		} else if _, ok := n.(*Component); ok {
			what = "The component"
		}
		unknown = append(unknown, errorf(trav[0].SourceRange(), "Unknown property",
			"%s has no property %q, so the %s option cannot name it.%s", what, root, attr.Name, didYouMean(root, names)))
	}
	e, diags := model.BindExpression(attr.Expr, scope, model.WithSource(b.sources))
	if inputs == nil && outputs == nil {
		// Without a schema the paths cannot be checked.
		return e
	}
	b.report(unknown...)
	b.report(diags...)
	if _, ok := attr.Expr.(*hclsyntax.TupleConsExpr); !ok {
		b.report(errorf(attr.Expr.Range(), "Invalid property paths",
			"The %s option must be a list of property paths, such as [tags, rules[0].name].", attr.Name))
	}
	return e
}

func sortedTypeKeys(m map[string]model.Type) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
