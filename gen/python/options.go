package python

import (
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// resourceOptions prints the options of a resource or component as a
// pulumi.ResourceOptions, or nil when there are none.
func (c *fnCtx) resourceOptions(o *binder.ResourceOptions) code {
	var opts []code
	add := func(name string, v code) { opts = append(opts, cat(atom(name+"="), v)) }
	val := func(e model.Expression) code { return c.value(c.lower(e, nil), nil) }
	// typed prints an option of primitive type t, to which a value of
	// another primitive type converts as PCL converts it ("true" to True).
	typed := func(e model.Expression, t model.Type) code { return c.value(c.lower(e, t), nil) }
	if c.f.inComponent && o.Parent == nil {
		add("parent", atom("self"))
	}
	if o.Parent != nil {
		add("parent", val(o.Parent))
	}
	if o.Provider != nil {
		add("provider", val(o.Provider))
	}
	if o.Providers != nil {
		add("providers", val(o.Providers))
	}
	if o.DependsOn != nil {
		add("depends_on", c.resourceList(o.DependsOn))
	}
	for _, opt := range []struct {
		name string
		e    model.Expression
	}{
		{"protect", o.Protect},
		{"retain_on_delete", o.RetainOnDelete},
		{"delete_before_replace", o.DeleteBeforeReplace},
	} {
		if opt.e != nil {
			add(opt.name, typed(opt.e, model.BoolType))
		}
	}
	for _, opt := range []struct {
		name string
		e    model.Expression
	}{
		{"ignore_changes", o.IgnoreChanges},
		{"hide_diffs", o.HideDiffs},
		{"replace_on_changes", o.ReplaceOnChanges},
		{"additional_secret_outputs", o.AdditionalSecretOutputs},
	} {
		if opt.e != nil {
			add(opt.name, c.propertyPaths(opt.e))
		}
	}
	if o.Version != nil {
		add("version", typed(o.Version, model.StringType))
	}
	if o.PluginDownloadURL != nil {
		add("plugin_download_url", typed(o.PluginDownloadURL, model.StringType))
	}
	if o.CustomTimeouts != nil {
		add("custom_timeouts", c.customTimeouts(o.CustomTimeouts))
	}
	if o.DeletedWith != nil {
		add("deleted_with", val(o.DeletedWith))
	}
	if o.ReplaceWith != nil {
		add("replace_with", c.resourceList(o.ReplaceWith))
	}
	if o.Import != nil {
		add("import_", typed(o.Import, model.StringType))
	}
	if o.Aliases != nil {
		add("aliases", c.aliases(o.Aliases))
	}
	if o.ReplacementTrigger != nil {
		add("replacement_trigger", val(o.ReplacementTrigger))
	}
	if o.EnvVarMappings != nil {
		add("env_var_mappings", val(o.EnvVarMappings))
	}
	if o.Hooks != nil {
		add("hooks", c.hookBinding(o.Hooks))
	}
	if len(opts) == 0 {
		return nil
	}
	return call(c.f.pulumi()+".ResourceOptions", opts...)
}

// resourceList prints a resource or a list of resources as a list.
func (c *fnCtx) resourceList(e model.Expression) code {
	if l, ok := c.presentResources(e); ok {
		return l
	}
	v := c.value(c.lower(e, nil), nil)
	switch model.ResolveOutputs(e.Type()).(type) {
	case *model.ListType, *model.TupleType:
		return v
	}
	return bracketed("[", []code{v}, "]", bkCollection)
}

// propertyPaths prints a list of property paths as a list of strings.
func (c *fnCtx) propertyPaths(e model.Expression) code {
	paths, ok, diags := gen.PropertyPaths(e)
	if !ok {
		return c.value(c.lower(e, nil), nil)
	}
	c.f.g.Diags = append(c.f.g.Diags, diags...)
	items := make([]code, len(paths))
	for i, path := range paths {
		items[i] = atom(quote(path))
	}
	return bracketed("[", items, "]", bkCollection)
}

// customTimeouts prints the customTimeouts option.
func (c *fnCtx) customTimeouts(e model.Expression) code {
	obj, ok := e.(*model.ObjectConsExpression)
	if !ok {
		return c.errorf(e.Range(), "Unsupported option value", "The Python generator needs customTimeouts to be an object constructor.")
	}
	var items []code
	for _, it := range obj.Items {
		k, _ := gen.StringLiteral(it.Key)
		switch k {
		case "create", "update", "delete", "read":
			items = append(items, cat(atom(k+"="), c.value(c.lower(it.Value, nil), nil)))
		default:
			c.errorf(it.Key.Range(), "Unsupported custom timeout", "The Python SDK has no %q custom timeout.", k)
		}
	}
	return call(c.f.pulumi()+".CustomTimeouts", items...)
}

// aliases prints the aliases option: URNs (strings) or pulumi.Alias
// objects.
func (c *fnCtx) aliases(e model.Expression) code {
	tup, ok := e.(*model.TupleConsExpression)
	if !ok {
		return c.value(c.lower(e, nil), nil)
	}
	var items []code
	for _, el := range tup.Expressions {
		obj, isObj := el.(*model.ObjectConsExpression)
		if !isObj {
			items = append(items, c.value(c.lower(el, nil), nil))
			continue
		}
		var fields []code
		for _, it := range obj.Items {
			k, _ := gen.StringLiteral(it.Key)
			switch k {
			case "name", "stack", "project", "parent":
				fields = append(fields, cat(atom(k+"="), c.value(c.lower(it.Value, nil), nil)))
			case "type":
				fields = append(fields, cat(atom("type_="), c.value(c.lower(it.Value, nil), nil)))
			case "noParent":
				if b, ok := it.Value.(*model.LiteralValueExpression); ok && b.Value.Type() == cty.Bool && b.Value.True() {
					fields = append(fields, atom("parent="+c.f.pulumi()+".ROOT_STACK_RESOURCE"))
				}
			default:
				c.errorf(it.Key.Range(), "Unsupported alias field", "The Python SDK's aliases have no %q field.", k)
			}
		}
		items = append(items, call(c.f.pulumi()+".Alias", fields...))
	}
	return bracketed("[", items, "]", bkCollection)
}
