package typescript

import (
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

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
			print = func(e model.Expression) string { return c.expr(c.f.lower(e), precCond) }
		}
		items = append(items, name+": "+print(e))
	}
	if c.f.inComponent && o.Parent == nil {
		items = append(items, "parent: this")
	}
	add("parent", o.Parent, nil)
	add("provider", o.Provider, nil)
	add("providers", o.Providers, nil)
	add("dependsOn", o.DependsOn, nil)
	add("protect", o.Protect, c.plainOption)
	add("retainOnDelete", o.RetainOnDelete, c.plainOption)
	add("deleteBeforeReplace", o.DeleteBeforeReplace, c.plainOption)
	add("ignoreChanges", o.IgnoreChanges, c.propertyPaths)
	add("hideDiffs", o.HideDiffs, c.propertyPaths)
	add("replaceOnChanges", o.ReplaceOnChanges, c.propertyPaths)
	add("additionalSecretOutputs", o.AdditionalSecretOutputs, c.propertyPaths)
	add("version", o.Version, c.plainOption)
	add("pluginDownloadURL", o.PluginDownloadURL, c.plainOption)
	add("customTimeouts", o.CustomTimeouts, c.plainOption)
	add("deletedWith", o.DeletedWith, nil)
	add("replaceWith", o.ReplaceWith, func(e model.Expression) string {
		if _, isList := e.(*model.TupleConsExpression); isList {
			return c.expr(c.f.lower(e), precCond)
		}
		return "[" + c.expr(c.f.lower(e), precCond) + "]"
	})
	add("import", o.Import, c.plainOption)
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
	if o, _ := model.ContainsEventuals(e.Type()); o || deepEventual(e.Type()) {
		c.f.g.errorf(e.Range(), "Unsupported resource option",
			"The Node.js SDK takes this resource option as a plain value, so it cannot be an output.")
		return "undefined"
	}
	return c.present(c.f.lower(e), precCond)
}

// propertyPaths prints a list of property paths as strings.
func (c *fnCtx) propertyPaths(e model.Expression) string {
	tup, ok := e.(*model.TupleConsExpression)
	if !ok {
		return c.plainOption(e)
	}
	parts := make([]string, 0, len(tup.Expressions))
	for _, el := range tup.Expressions {
		if s, ok := gen.StringLiteral(el); ok {
			parts = append(parts, quote(s))
			continue
		}
		if st, ok := el.(*model.ScopeTraversalExpression); ok {
			parts = append(parts, quote(traversalPath(st.Traversal)))
			continue
		}
		c.f.g.errorf(el.Range(), "Invalid property path", "A property path must be a property name followed by attributes and indexes, such as rules[0].name.")
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// traversalPath spells a traversal as a property path: `a.b[0]["c"]`.
func traversalPath(t hcl.Traversal) string {
	var b strings.Builder
	for _, step := range t {
		switch s := step.(type) {
		case hcl.TraverseRoot:
			b.WriteString(s.Name)
		case hcl.TraverseAttr:
			b.WriteString("." + s.Name)
		case hcl.TraverseIndex:
			if s.Key.Type() == cty.String {
				b.WriteString("[" + strconv.Quote(s.Key.AsString()) + "]")
			} else {
				i, _ := s.Key.AsBigFloat().Int64()
				b.WriteString("[" + strconv.FormatInt(i, 10) + "]")
			}
		}
	}
	return b.String()
}
