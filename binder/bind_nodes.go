package binder

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/model"
)

// bindNodes binds every node, in an order computed from the syntactic
// references between them, so that a node is bound after the nodes it uses
// (a local's type is its value's type, which its users need).
func (b *binder) bindNodes() {
	deps := make([][]int, len(b.nodes))
	for i, n := range b.nodes {
		deps[i] = b.syntacticDeps(n)
	}
	order, _ := orderGraph{deps: deps}.order()
	for _, i := range order {
		b.bindNode(b.nodes[i].(baseNode))
	}
	if b.pulumiAttr != nil {
		e, diags := model.BindExpression(b.pulumiAttr.Expr, b.scope, model.WithSource(b.sources))
		b.report(diags...)
		b.program.RequiredVersionRange = b.checkConversion(e, model.StringType, b.pulumiAttr.Expr.Range(), "The requiredVersionRange")
	}
}

// syntacticDeps returns the indices of the nodes a node's syntax refers to.
func (b *binder) syntacticDeps(n Node) []int {
	var vars []hcl.Traversal
	switch s := n.SyntaxNode().(type) {
	case *hclsyntax.Attribute:
		vars = s.Expr.Variables()
	case *hclsyntax.Block:
		vars = bodyVariables(s.Body, vars)
	}
	seen := map[int]bool{}
	var out []int
	for _, v := range vars {
		if dep, ok := b.byName[v.RootName()]; ok {
			i := dep.(baseNode).base().index
			if !seen[i] {
				seen[i] = true
				out = append(out, i)
			}
		}
	}
	return out
}

func bodyVariables(body *hclsyntax.Body, vars []hcl.Traversal) []hcl.Traversal {
	if body == nil {
		return vars
	}
	for _, a := range body.Attributes {
		vars = append(vars, a.Expr.Variables()...)
	}
	for _, blk := range body.Blocks {
		vars = bodyVariables(blk.Body, vars)
	}
	return vars
}

// bindNode binds one node.
func (b *binder) bindNode(n baseNode) {
	base := n.base()
	if base.state != unbound {
		return
	}
	base.state = binding
	switch n := n.(type) {
	case *ConfigVariable:
		b.bindConfig(n)
	case *LocalVariable:
		n.Value = b.bindExpr(n, n.Syntax.Expr, b.scope)
		n.typ = n.Value.Type()
	case *Resource:
		b.bindResource(n)
	case *Component:
		b.bindComponent(n)
	case *OutputVariable:
		b.bindOutput(n)
	case *Hook:
		b.bindHook(n)
	case *PackageDecl:
		// Read when declared.
	}
	base.state = bound
}

// attributes checks a block body against the attributes it may have,
// reporting unknown attributes and any nested blocks.
func (b *binder) attributes(blk *hclsyntax.Block, allowed ...string) map[string]*hclsyntax.Attribute {
	out := map[string]*hclsyntax.Attribute{}
	for _, name := range sortedAttrs(blk.Body) {
		a := blk.Body.Attributes[name]
		if name == "__logicalName" {
			out[name] = a
			continue
		}
		if !containsString(allowed, name) {
			b.report(errorf(a.NameRange, "Unknown attribute",
				"A %s block has no attribute %q.%s Its attributes are %s.", blk.Type, name, didYouMean(name, allowed), quotedList(allowed)))
			continue
		}
		out[name] = a
	}
	for _, inner := range blk.Body.Blocks {
		b.report(errorf(inner.DefRange(), "Unexpected block", "A %s block contains no blocks, but this one has a %q block.", blk.Type, inner.Type))
	}
	return out
}

// bindConfig binds `config name "type" { default, description, nullable,
// secret }`.
func (b *binder) bindConfig(c *ConfigVariable) {
	blk := c.block
	c.ConfigType = model.DynamicType
	if len(blk.Labels) == 2 {
		t, diags := model.ParseTypeString(blk.Labels[1], blk.LabelRanges[1].Filename)
		if diags.HasErrors() {
			for _, d := range diags {
				d.Subject = ptr(blk.LabelRanges[1])
			}
			b.report(diags...)
		} else {
			c.ConfigType = t
		}
	}
	attrs := b.attributes(blk, "default", "description", "nullable", "secret")
	if a := attrs["__logicalName"]; a != nil {
		b.bindLogicalName(&c.nodeBase, a)
	}
	if a := attrs["description"]; a != nil {
		s, ok := syntaxString(a.Expr)
		if !ok {
			b.report(errorf(a.Expr.Range(), "Invalid description", "A config variable's description must be a string literal."))
		}
		c.Description = s
	}
	c.Nullable = b.boolAttr(c, attrs["nullable"])
	c.Secret = b.boolAttr(c, attrs["secret"])
	if a := attrs["default"]; a != nil {
		c.DefaultValue = b.bindExpr(c, a.Expr, b.scope)
		c.DefaultValue = b.checkConversion(c.DefaultValue, model.NewOutputType(model.NewOptionalType(c.ConfigType)), a.Expr.Range(), "The default value")
	}
	c.typ = c.ConfigType
	if c.MayBeNull() {
		c.typ = model.NewOptionalType(c.ConfigType)
	}
	if c.DefaultValue != nil && deepEventuals(c.DefaultValue.Type()) {
		// An eventual default (from an invoke, say) makes the variable's
		// value eventual too.
		c.typ = model.NewOutputType(c.typ)
	}
}

// boolAttr returns the value of a bool literal attribute.
func (b *binder) boolAttr(n baseNode, a *hclsyntax.Attribute) bool {
	if a == nil {
		return false
	}
	e := b.bindExpr(n, a.Expr, b.scope)
	v, ok := boolLiteral(e)
	if !ok {
		b.report(errorf(a.Expr.Range(), "Invalid "+a.Name, "The %s attribute must be true or false.", a.Name))
	}
	return v
}

// bindOutput binds `output name ["type"] { value = ... }`.
func (b *binder) bindOutput(o *OutputVariable) {
	blk := o.block
	attrs := b.attributes(blk, "value")
	if a := attrs["__logicalName"]; a != nil {
		b.bindLogicalName(&o.nodeBase, a)
	}
	if len(blk.Labels) == 2 {
		t, diags := model.ParseTypeString(blk.Labels[1], blk.LabelRanges[1].Filename)
		if diags.HasErrors() {
			for _, d := range diags {
				d.Subject = ptr(blk.LabelRanges[1])
			}
			b.report(diags...)
		} else {
			o.DeclaredType = t
		}
	}
	a := attrs["value"]
	if a == nil {
		b.report(errorf(blk.DefRange(), "Missing output value", "An output block needs a `value` attribute."))
		o.Value = model.NewLiteralValueExpression(ctyNull, model.NoneType)
	} else {
		o.Value = b.bindExpr(o, a.Expr, b.scope)
	}
	if o.DeclaredType != nil && a != nil {
		o.Value = b.checkConversion(o.Value, model.NewOutputType(o.DeclaredType), a.Expr.Range(), "The output value")
	}
	o.typ = o.Value.Type()
	if o.DeclaredType != nil {
		o.typ = o.DeclaredType
	}
}

// hookArgsType is the type of `args` in a hook: the resource the hook runs
// for and its old and new inputs and outputs; error hooks also see the failed
// operation and its errors.
func hookArgsType(kind string) model.Type {
	props := map[string]model.Type{
		"urn":        model.StringType,
		"id":         model.StringType,
		"name":       model.StringType,
		"type":       model.StringType,
		"newInputs":  model.DynamicType,
		"oldInputs":  model.DynamicType,
		"newOutputs": model.DynamicType,
		"oldOutputs": model.DynamicType,
	}
	if kind == "error" {
		props["failedOperation"] = model.StringType
		props["errors"] = model.NewListType(model.StringType)
	}
	return model.NewObjectType(props)
}

// bindHook binds `hook KIND name { command, onDryRun, ignoreErrors }`.
func (b *binder) bindHook(h *Hook) {
	h.typ = ResourceHookType
	if h.Kind == "error" {
		h.typ = ErrorHookType
	}
	h.Args = model.NewVariable("args", hookArgsType(h.Kind))
	scope := b.scope.PushVariables(h.Args)
	attrs := b.attributes(h.block, "command", "onDryRun", "ignoreErrors")
	if a := attrs["command"]; a != nil {
		h.Command = b.bindExpr(h, a.Expr, scope)
		h.Command = b.checkConversion(h.Command, inputType(model.NewListType(inputType(model.StringType))), a.Expr.Range(), "The hook command")
	} else {
		b.report(errorf(h.block.DefRange(), "Missing hook command", "A hook block needs a `command` attribute: the command to run, as a list of strings."))
	}
	if a := attrs["onDryRun"]; a != nil {
		h.OnDryRun = b.bindExpr(h, a.Expr, scope)
		h.OnDryRun = b.checkConversion(h.OnDryRun, model.BoolType, a.Expr.Range(), "The onDryRun attribute")
	}
	if a := attrs["ignoreErrors"]; a != nil {
		h.IgnoreErrors = b.bindExpr(h, a.Expr, scope)
		h.IgnoreErrors = b.checkConversion(h.IgnoreErrors, model.BoolType, a.Expr.Range(), "The ignoreErrors attribute")
	}
}
