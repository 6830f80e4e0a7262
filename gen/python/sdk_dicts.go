package python

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file finds the values whose objects of a schema's types may be
// plain dicts rather than instances of the SDK's output types, and reads
// their properties as dict keys.
//
// An output type of a Python SDK is a dict keyed by its properties' Python
// names (a property that is not set absent) with a property getter for
// each. pulumi.Output.from_input unwraps a value deeply, and rebuilds each
// dict it holds as a plain dict: the instances become dicts of the same
// keys, without the getters. Every value given to pulumi.Output.all (the
// values of an apply of several outputs), pulumi.Output.secret and
// pulumi.Output.from_input goes through it, and so does what is computed
// from such a value: a local, a conditional, a list a for expression
// builds, a loop over one. A property of such an object is read by its
// key (obj["device_name"], or obj.get("snapshot_id") for one that may be
// unset), which an instance of the output type answers too; the objects
// of a resource's or an invoke's outputs, and what is computed only from
// those, are instances, whose properties are read as attributes. An
// invoke's result is an instance of a class that is not a dict, which
// from_input leaves as it is, and so are the objects it holds.

// markDicts records whether the objects of a schema's types that the
// value of v (a variable or a splat's item) holds may be plain dicts.
func (c *fnCtx) markDicts(v any, dicts bool) {
	if c.dictVars == nil {
		c.dictVars = map[any]bool{}
	}
	c.dictVars[v] = dicts
}

// varDicts reports what markDicts recorded for v around c, and whether it
// recorded anything.
func (c *fnCtx) varDicts(v any) (dicts, marked bool) {
	for x := c; x != nil; x = x.parent {
		if d, ok := x.dictVars[v]; ok {
			return d, true
		}
	}
	return false, false
}

// mayHoldDicts reports whether the objects of a schema's types that e's
// value holds (e lowered, as it prints) may be plain dicts (see above).
// Variables that c does not know (those of a for expression e holds) are
// taken for instances: the collection they range over answers for them.
func (c *fnCtx) mayHoldDicts(e model.Expression) bool {
	switch x := e.(type) {
	case *model.LiteralValueExpression, *model.TemplateExpression, *model.BinaryOpExpression, *model.UnaryOpExpression:
		return false
	case *model.ParenthesesExpression:
		return c.mayHoldDicts(x.Expression)
	case *model.ScopeTraversalExpression:
		if len(x.Parts) == len(x.Traversal) && c.readsInstance(x.Parts[:len(x.Parts)-1]) {
			return false
		}
		return c.rootDicts(x)
	case *model.RelativeTraversalExpression:
		if len(x.Parts) == len(x.Traversal) && c.readsInstance(append([]model.Type{x.Source.Type()}, x.Parts[:len(x.Parts)-1]...)) {
			return false
		}
		return c.mayHoldDicts(x.Source)
	case *model.IndexExpression:
		return c.mayHoldDicts(x.Collection)
	case *model.SplatExpression:
		return c.mayHoldDicts(x.Source)
	case *model.SplatItemExpression:
		d, _ := c.varDicts(x)
		return d
	case *model.ForExpression:
		return c.mayHoldDicts(x.Collection) || c.mayHoldDicts(x.Value)
	case *model.FunctionCallExpression:
		switch x.Name {
		case binder.InvokeName:
			return false
		case "secret", gen.ToOutputName:
			return true
		case "unsecret":
			return len(x.Args) == 1 && c.fromInputDicts(x.Args[0])
		case gen.ChosenConditional:
			return len(x.Args) == 3 && (c.fromInputDicts(x.Args[1]) || c.fromInputDicts(x.Args[2]))
		case gen.ApplyName:
			return c.applyDicts(x)
		case "recover":
			// Where the result is an output, a plain value taken is given
			// through pulumi.Output.from_input (see Recover).
			for _, a := range x.Args {
				if gen.IsOutput(x.Type()) && c.fromInputDicts(a) || c.mayHoldDicts(a) {
					return true
				}
			}
			return false
		}
	}
	for _, child := range model.Children(e) {
		if c.mayHoldDicts(child) {
			return true
		}
	}
	return false
}

// applyDicts reports whether the result of x, an apply, may hold dicts:
// its callback's, whose parameters are the values of its outputs, plain
// dicts of every output given to pulumi.Output.all (see applyCall).
func (c *fnCtx) applyDicts(x *model.FunctionCallExpression) bool {
	args, fn, ok := gen.IsApply(x)
	if !ok {
		return true
	}
	in := c.child()
	for i, p := range fn.Parameters {
		in.markDicts(p, c.paramDicts(args, i))
	}
	return in.mayHoldDicts(fn.Body)
}

// paramDicts reports whether the value of the parameter of an apply that
// takes its value from args[i] may hold dicts: every value given to
// pulumi.Output.all may, and one output's value when it does or when the
// apply starts from pulumi.Output.from_input.
func (c *fnCtx) paramDicts(args []model.Expression, i int) bool {
	if len(args) != 1 {
		return true
	}
	return c.fromInputDicts(args[0]) || c.f.plainComponentOutput(args[0])
}

// fromInputDicts reports whether e, given where a plain value goes through
// pulumi.Output.from_input, may hold dicts: an output that may, or a plain
// value of a type that holds objects of a schema's types (from_input
// rebuilds the instances).
func (c *fnCtx) fromInputDicts(e model.Expression) bool {
	if !gen.IsOutput(e.Type()) {
		return holdsSchemaObjects(e.Type())
	}
	return c.mayHoldDicts(e)
}

// holdsSchemaObjects reports whether a value of type t holds an object of a
// schema's type anywhere: from_input rebuilds it as a dict whatever holds
// it, a list, a tuple, a map or another object, and whether it was given
// as an output or plain ([r.device, r.device]). A resource's objects are
// its own.
func holdsSchemaObjects(t model.Type) bool {
	return gen.AnyTypeWithin(t, func(t model.Type) (bool, bool) {
		if o, ok := t.(*model.ObjectType); ok {
			return gen.SchemaObject(o) != nil, !model.IsResourceObject(o)
		}
		return false, true
	})
}

// rootDicts reports whether the value a reference reads from may hold
// dicts: a local's value, a variable's as bound; a resource's outputs
// and a config variable's value do not (a config object is a dict keyed
// by PCL's names, whose properties are read as keys already), the outputs
// of a component may (what it computes goes through from_input).
func (c *fnCtx) rootDicts(x *model.ScopeTraversalExpression) bool {
	def := x.Definition
	if pr, ok := def.(*promiseRanged); ok {
		def = pr.Node
	}
	if cr, ok := def.(*gen.Created); ok {
		def = cr.Node
	}
	switch d := def.(type) {
	case *binder.LocalVariable:
		return c.f.dictLocals[d]
	case *binder.Component:
		return c.componentDicts(d, x.Traversal[1:])
	case *model.Variable:
		if dicts, marked := c.varDicts(d); marked {
			return dicts
		}
		if _, _, ok := c.RangeRoot(x.RootName, x.Traversal[1:]); ok {
			// range.value of a ranged resource, whose collection may be
			// anything.
			return true
		}
	}
	return false
}

// componentDicts reports whether the output of comp that steps read (after
// an instance's key, in a ranged component) may hold dicts: as the
// component computes it, when its module is generated already.
func (c *fnCtx) componentDicts(comp *binder.Component, steps hcl.Traversal) bool {
	info := c.f.g.components[comp.Dir]
	for _, step := range steps {
		switch s := step.(type) {
		case hcl.TraverseAttr:
			if info == nil || info.dictOutputs == nil {
				return true
			}
			dicts, known := info.dictOutputs[s.Name]
			return dicts || !known
		case hcl.TraverseIndex:
		default:
			return true
		}
	}
	return true
}

// instanceObject reports whether t is a resource or an invoke's result
// (an inline object of a schema), whose properties are read from the
// SDK's instances even where t is in a plain dict. A component's outputs
// are what it computed.
func (c *fnCtx) instanceObject(t model.Type) bool {
	o, ok := shallowElem(t).(*model.ObjectType)
	if !ok || c.f.g.componentTypes.Has(o) {
		return false
	}
	so := gen.SchemaObject(o)
	return binder.IsResourceType(o) || so != nil && so.Inline
}

// readsInstance reports whether a traversal whose steps read from values
// of the types before reads a property of a resource or an invoke's
// result.
func (c *fnCtx) readsInstance(before []model.Type) bool {
	for _, t := range before {
		if c.instanceObject(t) {
			return true
		}
	}
	return false
}

// keyedObject reports whether t is an object of a schema's type that a
// Python SDK gives as an instance of an output type, which is a dict: not
// an invoke's result (an inline type, whose class is not a dict).
func keyedObject(t model.Type) (*schema.ObjectType, bool) {
	o, ok := t.(*model.ObjectType)
	if !ok {
		return nil, false
	}
	so := gen.SchemaObject(o)
	if so == nil || so.Inline {
		return nil, false
	}
	return so, true
}

// unsetMember reports whether property name of t, a keyed object, may be
// absent from its dict: a property that is not required, or is optional.
func unsetMember(t model.Type, so *schema.ObjectType, name string) bool {
	if p, err := so.Property(name); err != nil || p == nil || !p.Required {
		return true
	}
	pt, _ := model.TraverseAttr(t, name)
	return pt == nil || model.IsOptional(model.ResolveOutputs(pt))
}

// readsUnsetMember reports whether steps, read from a value of type t,
// read a property of a keyed object that may be absent: such a read
// cannot be lifted into an output.
func readsUnsetMember(t model.Type, steps hcl.Traversal) bool {
	for _, step := range steps {
		key, ok := gen.StepKey(step)
		if !ok {
			return false
		}
		elem := shallowElem(t)
		if k, ok := listIndex(elem, key); ok {
			key = k
		} else if k, ok := mapKey(elem, key); ok {
			key = k
		}
		if key.Type() == cty.String {
			if so, keyed := keyedObject(elem); keyed && unsetMember(elem, so, key.AsString()) {
				return true
			}
		}
		t = stepType(elem, key)
	}
	return false
}

// readAttribute prints the read of property name, whose Python name is
// attr, of out, a value of type t: an attribute, or where t is a keyed
// object that may be a plain dict (dicts) a key, read with .get where the
// property may be unset. lifted says that out is an output whose
// attributes are read on it (Output lifts a subscript, not a .get).
func (c *fnCtx) readAttribute(out code, t model.Type, name, attr string, lifted, dicts bool) code {
	so, keyed := keyedObject(t)
	if !dicts || !keyed {
		return cat(out, atom("."+attr))
	}
	key := atom(quote(attr))
	if !unsetMember(t, so, name) {
		return cat(out, bracketed("[", []code{key}, "]", bkSubscript))
	}
	get := func(v code) code { return cat(v, atom(".get"), bracketed("(", []code{key}, ")", bkCall)) }
	if lifted {
		v := c.child().scope.Declare("value")
		return cat(out, atom(".apply"), bracketed("(", []code{cat(atom("lambda "+v+": "), get(atom(v)))}, ")", bkCall))
	}
	return get(out)
}
