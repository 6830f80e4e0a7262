package typescript

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints resource options as the options object of a resource's
// constructor: `{parent: ..., dependsOn: [...], protect: true}`.

// resourceOptions prints the options of a resource or component, or ""
// when it has none.
func (c *fnCtx) resourceOptions(o *binder.ResourceOptions) string {
	var items []string
	add := func(name string, e model.Expression, print func(model.Expression) string) {
		if e == nil {
			return
		}
		if print == nil {
			print = func(e model.Expression) string { return c.expr(c.f.lower(e, nil), precCond) }
		}
		items = append(items, name+": "+print(e))
	}
	if c.f.inComponent && o.Parent == nil {
		items = append(items, "parent: this")
	}
	add("parent", o.Parent, nil)
	add("provider", o.Provider, nil)
	add("providers", o.Providers, nil)
	add("dependsOn", o.DependsOn, c.dependsOn)
	add("protect", o.Protect, c.plainOptionOf(model.BoolType))
	add("retainOnDelete", o.RetainOnDelete, c.plainOptionOf(model.BoolType))
	add("deleteBeforeReplace", o.DeleteBeforeReplace, c.plainOptionOf(model.BoolType))
	add("ignoreChanges", o.IgnoreChanges, c.propertyPaths)
	add("hideDiffs", o.HideDiffs, c.propertyPaths)
	add("replaceOnChanges", o.ReplaceOnChanges, c.propertyPaths)
	add("additionalSecretOutputs", o.AdditionalSecretOutputs, c.propertyPaths)
	add("version", o.Version, c.plainOptionOf(model.StringType))
	add("pluginDownloadURL", o.PluginDownloadURL, c.plainOptionOf(model.StringType))
	add("customTimeouts", o.CustomTimeouts, c.plainOption)
	add("deletedWith", o.DeletedWith, nil)
	add("replaceWith", o.ReplaceWith, func(e model.Expression) string {
		if _, isList := e.(*model.TupleConsExpression); isList {
			return c.expr(c.f.lower(e, nil), precCond)
		}
		return "[" + c.expr(c.f.lower(e, nil), precCond) + "]"
	})
	add("import", o.Import, c.plainOptionOf(model.StringType))
	add("aliases", o.Aliases, nil)
	add("replacementTrigger", o.ReplacementTrigger, nil)
	add("envVarMappings", o.EnvVarMappings, c.plainOption)
	add("hooks", o.Hooks, nil)
	if len(items) == 0 {
		return ""
	}
	return "{\n" + strings.Join(items, ",\n") + ",\n}"
}

// plainOption prints an option the SDK takes as a plain value: an output
// is reported.
func (c *fnCtx) plainOption(e model.Expression) string {
	return c.plainOptionAs(e, nil)
}

// plainOptionOf returns the printer of an option the SDK takes as a plain
// value of primitive type t, to which a value of another primitive type
// converts as PCL converts it (a string "true" to the bool true).
func (c *fnCtx) plainOptionOf(t model.Type) func(model.Expression) string {
	return func(e model.Expression) string { return c.plainOptionAs(e, t) }
}

// plainOptionAs prints a plain option value of type t (nil: as it is).
func (c *fnCtx) plainOptionAs(e model.Expression, t model.Type) string {
	if gen.HoldsOutputs(e.Type()) {
		c.f.g.Errorf(e.Range(), "Unsupported resource option",
			"The Node.js SDK takes this resource option as a plain value, so it cannot be an output.")
		return "undefined"
	}
	return c.present(c.f.lower(e, t), precCond)
}

// propertyPaths prints a list of property paths as strings.
func (c *fnCtx) propertyPaths(e model.Expression) string {
	paths, ok, diags := gen.PropertyPaths(e)
	if !ok {
		return c.plainOption(e)
	}
	c.f.g.Diags = append(c.f.g.Diags, diags...)
	parts := make([]string, len(paths))
	for i, path := range paths {
		parts[i] = quote(path)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// dependsOn prints the dependsOn option. A resource of its list that may be
// undefined (one whose range is a bool) is spread from an empty list when it
// is, which the option's type does not allow in the list.
func (c *fnCtx) dependsOn(e model.Expression) string {
	tup, ok := e.(*model.TupleConsExpression)
	if !ok {
		return c.expr(c.f.lower(e, nil), precCond)
	}
	items := make([]string, len(tup.Expressions))
	for i, el := range tup.Expressions {
		items[i] = c.expr(c.f.lower(el, nil), precCond)
		if t := model.ResolveOutputs(el.Type()); t != model.DynamicType && model.IsOptional(t) {
			items[i] = "...(" + c.expr(c.f.lower(el, nil), precNullish) + " == null ? [] : [" + items[i] + "])"
		}
	}
	return "[" + strings.Join(items, ", ") + "]"
}
