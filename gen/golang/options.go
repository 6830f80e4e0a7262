package golang

import (
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// resourceOptions prints the options of a resource or component as
// pulumi.ResourceOption values, in a fixed order.
func (c *fnCtx) resourceOptions(o *binder.ResourceOptions) []string {
	p := c.f.pulumi()
	var opts []string
	add := func(s string) { opts = append(opts, s) }
	if c.f.inComponent && o.Parent == nil {
		add(p + ".Parent(componentResource)")
	}
	if o.Parent != nil {
		add(p + ".Parent(" + c.plain(o.Parent, precLowest) + ")")
	}
	if o.Provider != nil {
		add(p + ".Provider(" + c.plain(o.Provider, precLowest) + ")")
	}
	if o.Providers != nil {
		add(c.providers(o.Providers))
	}
	if o.DependsOn != nil {
		add(p + ".DependsOn(" + c.resourceList(o.DependsOn) + ")")
	}
	if o.Protect != nil {
		add(p + ".Protect(" + c.plainOption(o.Protect, model.BoolType) + ")")
	}
	if o.RetainOnDelete != nil {
		add(p + ".RetainOnDelete(" + c.plainOption(o.RetainOnDelete, model.BoolType) + ")")
	}
	if o.DeleteBeforeReplace != nil {
		add(p + ".DeleteBeforeReplace(" + c.plainOption(o.DeleteBeforeReplace, model.BoolType) + ")")
	}
	if o.IgnoreChanges != nil {
		add(p + ".IgnoreChanges(" + c.propertyPaths(o.IgnoreChanges) + ")")
	}
	if o.HideDiffs != nil {
		add(p + ".HideDiffs(" + c.propertyPaths(o.HideDiffs) + ")")
	}
	if o.ReplaceOnChanges != nil {
		add(p + ".ReplaceOnChanges(" + c.propertyPaths(o.ReplaceOnChanges) + ")")
	}
	if o.AdditionalSecretOutputs != nil {
		add(p + ".AdditionalSecretOutputs(" + c.propertyPaths(o.AdditionalSecretOutputs) + ")")
	}
	if o.Version != nil {
		add(p + ".Version(" + c.plainOption(o.Version, model.StringType) + ")")
	}
	if o.PluginDownloadURL != nil {
		add(p + ".PluginDownloadURL(" + c.plainOption(o.PluginDownloadURL, model.StringType) + ")")
	}
	if o.CustomTimeouts != nil {
		add(p + ".Timeouts(" + c.customTimeouts(o.CustomTimeouts) + ")")
	}
	if o.DeletedWith != nil {
		add(p + ".DeletedWith(" + c.plain(o.DeletedWith, precLowest) + ")")
	}
	if o.ReplaceWith != nil {
		add(p + ".ReplaceWith(" + c.resourceList(o.ReplaceWith) + ")")
	}
	if o.Import != nil {
		add(p + ".Import(" + p + ".ID(" + c.plainOption(o.Import, model.StringType) + "))")
	}
	if o.Aliases != nil {
		add(p + ".Aliases(" + c.aliases(o.Aliases) + ")")
	}
	if o.ReplacementTrigger != nil {
		add(p + ".ReplacementTrigger(" + c.input(c.lower(o.ReplacementTrigger, nil), model.DynamicType) + ")")
	}
	if o.EnvVarMappings != nil {
		add(p + ".EnvVarMappings(" + c.plainOption(o.EnvVarMappings, model.NewMapType(model.StringType)) + ")")
	}
	if o.Hooks != nil {
		add(p + ".ResourceHooks(" + c.hookBinding(o.Hooks) + ")")
	}
	return opts
}

// plainOption prints an option value that the Go SDK takes as a plain
// value; an eventual value is an error.
func (c *fnCtx) plainOption(e model.Expression, t model.Type) string {
	if gen.IsOutput(e.Type()) {
		c.f.g.Errorf(e.Range(), "Unsupported option value",
			"The Go SDK takes this resource option as a plain value, so it cannot be an output.")
		return zeroValue(c.f.plainType(t))
	}
	// A value of another primitive type converts as PCL converts it (a
	// string "true" to the bool true): the conversions of a destination.
	return c.plainValue(gen.ConvertOperands(gen.InsertConversions(e, t, needsConversion), needsConversion), t)
}

// resourceList prints a list of resources as a []pulumi.Resource.
func (c *fnCtx) resourceList(e model.Expression) string {
	p := c.f.pulumi()
	if tup, ok := e.(*model.TupleConsExpression); ok {
		if anyOptional(tup.Expressions) {
			return c.presentResources(tup.Expressions)
		}
		parts := make([]string, len(tup.Expressions))
		for i, el := range tup.Expressions {
			parts[i] = c.plain(el, precLowest)
		}
		return "[]" + p + ".Resource{" + strings.Join(parts, ", ") + "}"
	}
	switch model.ResolveOutputs(e.Type()).(type) {
	case *model.ListType, *model.TupleType:
		return c.iife("[]"+p+".Resource", func(in *fnCtx) {
			result, r := in.scope.Declare("result"), in.scope.Declare("r")
			in.out.WriteString("var " + result + " []" + p + ".Resource\nfor _, " + r + " := range " + headerExpr(in.plain(e, precLowest)) + " {\n" + result + " = append(" + result + ", " + r + ")\n}\nreturn " + result + "\n")
		})
	}
	if anyOptional([]model.Expression{e}) {
		return c.presentResources([]model.Expression{e})
	}
	return "[]" + p + ".Resource{" + c.plain(e, precLowest) + "}"
}

// providers prints the providers option: a list or a map of providers.
func (c *fnCtx) providers(e model.Expression) string {
	p := c.f.pulumi()
	switch x := e.(type) {
	case *model.TupleConsExpression:
		parts := make([]string, len(x.Expressions))
		for i, el := range x.Expressions {
			parts[i] = c.plain(el, precLowest)
		}
		return p + ".Providers(" + strings.Join(parts, ", ") + ")"
	case *model.ObjectConsExpression:
		items := make([]string, len(x.Items))
		for i, it := range x.Items {
			items[i] = c.objectKey(it.Key) + ": " + c.plain(it.Value, precLowest)
		}
		return p + ".ProviderMap(map[string]" + p + ".ProviderResource{" + multiline(items) + "})"
	}
	return p + ".Providers(" + c.plain(e, precLowest) + ")"
}

// propertyPaths prints a list of property paths as a []string.
func (c *fnCtx) propertyPaths(e model.Expression) string {
	paths, ok, diags := gen.PropertyPaths(e)
	if !ok {
		return c.plainValue(e, model.NewListType(model.StringType))
	}
	c.f.g.Diags = append(c.f.g.Diags, diags...)
	parts := make([]string, len(paths))
	for i, path := range paths {
		parts[i] = strconv.Quote(path)
	}
	return "[]string{" + strings.Join(parts, ", ") + "}"
}

// customTimeouts prints the customTimeouts option.
func (c *fnCtx) customTimeouts(e model.Expression) string {
	obj, ok := e.(*model.ObjectConsExpression)
	if !ok {
		c.f.g.Errorf(e.Range(), "Unsupported option value", "The Go generator needs customTimeouts to be an object constructor.")
		return "nil"
	}
	var items []string
	for _, it := range obj.Items {
		k, _ := gen.StringLiteral(it.Key)
		switch k {
		case "create", "update", "delete", "read":
			items = append(items, upperFirst(k)+": "+c.plainOption(it.Value, model.StringType))
		default:
			c.f.g.Errorf(it.Key.Range(), "Unsupported custom timeout", "The Go SDK has no %q custom timeout.", k)
		}
	}
	return "&" + c.f.pulumi() + ".CustomTimeouts{" + strings.Join(items, ", ") + "}"
}

// aliases prints the aliases option: URNs (strings) or alias objects.
func (c *fnCtx) aliases(e model.Expression) string {
	p := c.f.pulumi()
	tup, ok := e.(*model.TupleConsExpression)
	if !ok {
		c.f.g.Errorf(e.Range(), "Unsupported option value", "The Go generator needs aliases to be a list constructor.")
		return "nil"
	}
	var parts []string
	for _, el := range tup.Expressions {
		if obj, isObj := el.(*model.ObjectConsExpression); isObj {
			var fields []string
			for _, it := range obj.Items {
				k, _ := gen.StringLiteral(it.Key)
				switch k {
				case "name", "type", "stack", "project":
					fields = append(fields, upperFirst(k)+": "+c.input(c.lower(it.Value, nil), model.StringType))
				case "parent":
					fields = append(fields, "Parent: "+c.plain(it.Value, precLowest))
				case "noParent":
					fields = append(fields, "NoParent: "+c.input(c.lower(it.Value, nil), model.BoolType))
				default:
					c.f.g.Errorf(it.Key.Range(), "Unsupported alias field", "The Go SDK's aliases have no %q field.", k)
				}
			}
			parts = append(parts, "{"+strings.Join(fields, ", ")+"}")
			continue
		}
		parts = append(parts, "{URN: "+p+".URN("+c.plainOption(el, model.StringType)+")}")
	}
	return "[]" + p + ".Alias{" + multiline(parts) + "}"
}
