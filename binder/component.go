package binder

import (
	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// Component is `component name "./dir" { inputs... options {...} }`: an
// instance of the program in dir, whose config variables are its inputs and
// whose outputs are its properties. A sourceless component, `component name {
// token = "pkg:index:Type" ... }`, has no program; its inputs are unchecked
// and its type is dynamic.
type Component struct {
	nodeBase
	// Source is the source label as written ("" when sourceless).
	Source string
	// Dir is the directory of the component's program: absolute when the
	// program was read from syntax.OS, else its path in the file system.
	Dir string
	// Token is the `token` attribute of a sourceless component.
	Token string
	// Program is the bound component program, nil when sourceless or when
	// it could not be bound.
	Program *Program
	// Inputs are the input attributes in source order.
	Inputs []*Input
	// Options are the component's resource options; never nil.
	Options *ResourceOptions
	// InputType is the object of the component's inputs, one per config
	// variable of its program; nil when unknown.
	InputType *model.ObjectType
	// OutputType is the type of one component: object(outputs..., urn) with
	// output(T) properties; nil when unknown.
	OutputType *model.ObjectType
	// RangeKeyType and RangeValueType are the types of range.key and
	// range.value in a ranged component, nil otherwise.
	RangeKeyType, RangeValueType model.Type

	sourceRange hcl.Range
}

// componentAnnotation marks the output type of a component.
type componentAnnotation struct{ program *Program }

// ResourceMark implements model.ResourceMark.
func (componentAnnotation) ResourceMark() {}

// bindComponent binds a component's program, inputs, options and type.
func (b *binder) bindComponent(c *Component) {
	body := c.block.Body
	b.resolveComponent(c)

	optsBlock := b.findOptions(body)
	opts := &ResourceOptions{Syntax: optsBlock}
	opts.Range = b.bindRangeOption(c, optsBlock)
	c.Options = opts
	var elem model.Type = model.DynamicType
	if c.OutputType != nil {
		elem = c.OutputType
	}
	scope := b.scope
	if opts.Range != nil {
		var rangeVar *model.Variable
		c.typ, rangeVar, c.RangeKeyType, c.RangeValueType = b.rangedType(elem, opts.Range)
		scope = scope.PushVariables(rangeVar)
		if c.OutputType == nil {
			c.typ = model.DynamicType
		}
	} else {
		c.typ = elem
	}
	b.bindOptions(c, optsBlock, opts, scope, c.InputType, c.OutputType)

	given := map[string]bool{}
	for _, name := range sortedAttrs(body) {
		attr := body.Attributes[name]
		switch {
		case name == "__logicalName":
			b.bindLogicalName(&c.nodeBase, attr)
			continue
		case c.Source == "" && name == "token":
			s, ok := syntaxString(attr.Expr)
			if !ok {
				b.report(errorf(attr.Expr.Range(), "Invalid component token", "The token of a sourceless component must be a string literal."))
			}
			c.Token = s
			continue
		}
		given[name] = true
		in := b.bindInput(c, attr, scope, c.InputType, nil, "")
		c.Inputs = append(c.Inputs, in)
	}
	if c.Program != nil {
		for _, cv := range c.Program.ConfigVariables() {
			if !cv.Optional() && !given[cv.Name()] {
				b.report(errorf(c.block.DefRange(), "Missing component input",
					"Component %q needs the input %q (a config variable of %s without a default).", c.Name(), cv.Name(), c.Source))
			}
		}
	}
	for _, blk := range body.Blocks {
		if blk != optsBlock && blk.Type != "options" {
			b.report(errorf(blk.DefRange(), "Unexpected block",
				"A component block may only contain attributes and one `options` block, not a %q block.", blk.Type))
		}
	}
}

// resolveComponent binds the component's program (once per directory and
// session) and sets its input and output types.
func (b *binder) resolveComponent(c *Component) {
	if c.Source == "" {
		if _, ok := c.block.Body.Attributes["token"]; !ok {
			b.report(errorf(c.block.DefRange(), "Missing component source",
				"A component needs a source directory label (component NAME \"./dir\") or a `token` attribute."))
		}
		return
	}
	dir := syntax.ResolveDir(b.s.fsys, b.dir, c.Source)
	c.Dir = dir
	if !syntax.IsProgramDir(b.s.fsys, dir) {
		b.report(errorf(c.sourceRange, "Missing component program",
			"The component source %q is not a directory of .pp files (looked in %s).", c.Source, dir))
		return
	}
	cp, ok := b.s.components[dir]
	if ok && cp.binding {
		b.report(errorf(c.sourceRange, "Component cycle",
			"The component source %q (%s) is used inside its own program, directly or through other components; components cannot contain themselves.", c.Source, dir))
		return
	}
	if !ok {
		cp = &componentProgram{binding: true}
		b.s.components[dir] = cp
		cp.program, cp.diags = b.s.bindDirectory(dir)
		cp.diags = append(cp.diags, reservedComponentOutputs(cp.program)...)
		cp.binding = false
		// The component program's problems are reported once, by the first
		// program that uses it.
		b.report(cp.diags...)
	}
	c.Program = cp.program
	c.InputType, c.OutputType = componentTypes(cp)
}

// componentTypes returns the input and output types of a component program,
// built once per program.
func componentTypes(cp *componentProgram) (*model.ObjectType, *model.ObjectType) {
	if cp.inputs != nil {
		return cp.inputs, cp.outputs
	}
	p := cp.program
	cp.inputs = &model.ObjectType{Properties: map[string]model.Type{}, Annotations: []any{componentAnnotation{p}}}
	cp.outputs = &model.ObjectType{Properties: map[string]model.Type{}, Annotations: []any{componentAnnotation{p}}}
	for _, cv := range p.ConfigVariables() {
		t := componentInputType(cv.ConfigType, 0)
		if cv.Optional() {
			t = model.NewOptionalType(t)
		}
		cp.inputs.Properties[cv.Name()] = t
	}
	for _, o := range p.Outputs() {
		cp.outputs.Properties[o.Name()] = model.NewOutputType(o.Type())
	}
	// A component's urn is its URN (an output of that name is an error:
	// reservedComponentOutputs).
	cp.outputs.Properties["urn"] = model.NewOutputType(model.StringType)
	return cp.inputs, cp.outputs
}

// componentInputType returns the type an instance's value for a config
// variable of type t may have: t, or an output of it, at every level of its
// collections and objects (as a resource's inputs take outputs inside
// them: a map of tags, one of them a resource's id).
func componentInputType(t model.Type, depth int) model.Type {
	if depth > 16 {
		return inputType(t)
	}
	inner := t
	switch x := t.(type) {
	case *model.ListType:
		inner = model.NewListType(componentInputType(x.ElementType, depth+1))
	case *model.SetType:
		inner = model.NewSetType(componentInputType(x.ElementType, depth+1))
	case *model.MapType:
		inner = model.NewMapType(componentInputType(x.ElementType, depth+1))
	case *model.TupleType:
		elems := make([]model.Type, len(x.ElementTypes))
		for i, e := range x.ElementTypes {
			elems[i] = componentInputType(e, depth+1)
		}
		inner = model.NewTupleType(elems...)
	case *model.ObjectType:
		if !model.IsResourceObject(x) {
			props := make(map[string]model.Type, len(x.Properties))
			for k, p := range x.Properties {
				props[k] = componentInputType(p, depth+1)
			}
			inner = model.NewObjectType(props)
		}
	case *model.UnionType:
		elems := make([]model.Type, len(x.ElementTypes))
		for i, e := range x.ElementTypes {
			elems[i] = e
			if e != model.NoneType {
				elems[i] = componentInputType(e, depth+1)
			}
		}
		return model.NewUnionType(elems...)
	}
	if t == model.DynamicType {
		return t
	}
	return model.NewUnionType(inner, model.NewOutputType(t))
}

// reservedComponentOutputs reports the outputs of a component program named
// urn: every component has a urn, its URN, which the engine gives it and
// which the output would hide.
func reservedComponentOutputs(p *Program) hcl.Diagnostics {
	var diags hcl.Diagnostics
	if p == nil {
		return nil
	}
	for _, o := range p.Outputs() {
		if o.Name() == "urn" {
			diags = append(diags, errorf(o.nameRange, "Reserved component output",
				"A component's output cannot be named urn: every component has a urn, the URN the engine gives it, and reading urn of an instance reads that. Rename the output."))
		}
	}
	return diags
}
