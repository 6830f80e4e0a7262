package python

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints references and traversals, and answers questions about
// types: which values have attributes (schema objects, resources, invoke
// results, components) and what a value's plain type is.

// scopeTraversal prints a reference and the traversal that follows it.
func (c *fnCtx) scopeTraversal(x *model.ScopeTraversalExpression) code {
	steps := x.Traversal[1:]
	var root string
	var rootType model.Type
	def := x.Definition
	if pr, ok := def.(*promiseRanged); ok {
		def = pr.Node
		rootType = pr.Plain
	}
	created := false
	if cr, ok := def.(*gen.Created); ok {
		def, rootType, created = cr.Node, cr.Plain, !cr.Checked
	}
	switch d := def.(type) {
	case binder.Node:
		root = c.f.names[d]
		if rootType == nil {
			rootType = d.Type()
		}
		if created && root != "" {
			// None when it was not created, which PCL cannot read.
			root = c.f.useHelper("created") + "(" + root + ")"
		}
	case *model.Variable:
		rootType = d.VariableType
		if n, ok := c.VarName(d); ok {
			root = n
			if c.isAttrVar(d) && len(steps) > 0 {
				if a, isAttr := steps[0].(hcl.TraverseAttr); isAttr {
					root += "." + safeName(pyName(a.Name))
					steps = steps[1:]
					rootType, _ = model.TraverseAttr(rootType, a.Name)
				}
			}
			break
		}
		if r, rest, ok := c.RangeRoot(x.RootName, steps); ok {
			root, steps = r, rest
			rootType = model.DynamicType
			if len(x.Parts) > 1 {
				rootType = x.Parts[1]
			}
		}
	}
	if root == "" && def == nil {
		// The program was bound allowing missing variables.
		return c.errorf(x.Range(), "Undefined reference",
			"The program does not define %q, so the generated Python cannot refer to it.", x.RootName)
	}
	if root == "" {
		return c.errorf(x.Range(), "Unsupported reference", "The Python generator cannot refer to %q here.", x.RootName)
	}
	if n, ok := def.(binder.Node); ok && len(steps) > 0 && shallowElem(rootType) == model.DynamicType && hasAttributes(n) {
		// A resource or invoke result whose type is unknown (its schema
		// is missing) still has its properties as attributes.
		if a, isAttr := steps[0].(hcl.TraverseAttr); isAttr {
			root += "." + safeName(pyName(a.Name))
			steps = steps[1:]
		}
	}
	from := traversalFrom{dicts: c.rootDicts(x)}
	if v, isVar := def.(*model.Variable); isVar {
		from.inferred = c.isInferredVar(v)
	}
	_, from.node = def.(binder.Node)
	return c.traverseFrom(atom(root), rootType, steps, x.Range(), from)
}

// hasAttributes reports whether the value of node n is an object with
// attributes: a single resource or component, or a local holding an
// invoke's result.
func hasAttributes(n binder.Node) bool {
	switch n := n.(type) {
	case *binder.Resource:
		return n.Options.Range == nil
	case *binder.Component:
		return n.Options.Range == nil
	case *binder.LocalVariable:
		call, ok := n.Value.(*model.FunctionCallExpression)
		return ok && call.Name == binder.InvokeName
	}
	return false
}

// traverse prints the steps of a traversal from src, of type t: attributes
// of schema objects, resources and components as Python attributes (by
// their Python names), other keys and indexes as subscripts.
func (c *fnCtx) traverse(src code, t model.Type, steps hcl.Traversal, rng hcl.Range) code {
	return c.traverseFrom(src, t, steps, rng, traversalFrom{})
}

// traversalFrom says where a traversal's source comes from.
type traversalFrom struct {
	// lifted says that the source is an output whose plain value has the
	// traversal's type. Once a step reads through an output or a resource,
	// later steps read the output's attributes, which Python's Output
	// lifts (and a null fails in the apply).
	lifted bool
	// inferred says that the source's Python type is inferred from an
	// output's (the parameter of an apply, isInferredVar).
	inferred bool
	// dicts says that the objects of a schema's types the source holds
	// may be plain dicts (mayHoldDicts): their properties are read as
	// keys.
	dicts bool
	// node says that the source is a config variable, a local or a
	// lookup, which pyright types Optional where it may be None.
	node bool
}

// traverseFrom prints the steps of a traversal from src, of type t.
func (c *fnCtx) traverseFrom(src code, t model.Type, steps hcl.Traversal, rng hcl.Range, from traversalFrom) code {
	out := src
	lifted := from.lifted
	for i, step := range steps {
		if _, splat := step.(hcl.TraverseSplat); splat {
			return c.errorf(rng, "Unsupported traversal", "The Python generator cannot generate a splat inside a traversal.")
		}
		// The source, when it may be None as pyright types it (a config
		// variable read with get_object), is checked before a key or an
		// index is read from it: PCL cannot read either from null.
		firstOptional := i == 0 && from.node && !lifted && plainOptional(t)
		key, ok := gen.StepKey(step)
		if !ok {
			continue
		}
		elem := shallowElem(t)
		if optionalResource(t) && key.Type() == cty.String {
			// A resource that may be None (a component's output that is a
			// resource whose range is a bool), whose attributes PCL cannot
			// read when it is.
			out = call(c.f.useHelper("created"), out)
		}
		if k, ok := listIndex(elem, key); ok {
			// A string indexes a list as the number it holds.
			key = k
		} else if k, ok := mapKey(elem, key); ok {
			// A number or a bool is a map's key as the string it converts to.
			key = k
		}
		if key.Type() == cty.String {
			if attr, ok := c.attributeName(elem, key.AsString()); ok && identifier(attr) {
				if !lifted && plainOptional(t) {
					// A plain schema object that may be None, as its SDK
					// types it: PCL cannot read an attribute of null.
					out = call(c.f.useHelper("present"), out)
				}
				out = c.readAttribute(out, elem, key.AsString(), attr, lifted, from.dicts)
			} else if c.optionalMember(elem, key.AsString()) {
				// An optional property a dict may lack: None when absent
				// (read in an apply from an output, which has no get).
				get := func(d code) code {
					return cat(d, atom(".get"), bracketed("(", []code{atom(quote(key.AsString()))}, ")", bkCall))
				}
				if lifted || gen.IsOutput(t) {
					v := c.scope.Child().Declare("value")
					out = cat(out, atom(".apply"), bracketed("(", []code{cat(atom("lambda "+v+": "), get(atom(v)))}, ")", bkCall))
				} else {
					out = get(out)
				}
			} else {
				if firstOptional {
					out = call(c.f.useHelper("present"), out)
				}
				out = cat(out, bracketed("[", []code{atom(quote(key.AsString()))}, "]", bkSubscript))
				if pt, mixed := mixedProperty(elem, key.AsString()); mixed && from.inferred && !lifted {
					// Python infers the dict's values to be of the union
					// of its properties' types; this property has one.
					out = call(c.f.imports.typingName("cast"), atom(quote(c.f.typeHint(pt))), out)
				}
			}
		} else if key.Type() == cty.Number && !lifted && checkedStep(t, step) {
			out = call(c.f.useHelper("index"), out, atom(numberLiteral(key.AsBigFloat())))
		} else if key.Type() == cty.Number {
			if firstOptional {
				out = call(c.f.useHelper("operand"), out)
			}
			out = cat(out, bracketed("[", []code{atom(numberLiteral(key.AsBigFloat()))}, "]", bkSubscript))
		}
		t = stepType(elem, key)
		lifted = lifted || gen.IsOutput(t) || binder.IsResourceType(elem)
		if c.instanceObject(elem) {
			// A resource's outputs, and what an invoke's result holds,
			// are the SDK's instances.
			from.dicts = false
		}
	}
	return out
}

// optionalResource reports whether t, outputs resolved, is a resource or
// none.
func optionalResource(t model.Type) bool {
	t = model.ResolveOutputs(t)
	return model.IsOptional(t) && t != model.NoneType && binder.IsResourceType(model.RemoveNone(t))
}

// mixedProperty returns the type of property name of t, a plain object
// (not a schema's) whose properties are of different types, which Python
// holds as a dict of the union of their types.
func mixedProperty(t model.Type, name string) (model.Type, bool) {
	ot, ok := t.(*model.ObjectType)
	if !ok || gen.SchemaObject(ot) != nil || binder.IsResourceType(ot) {
		return nil, false
	}
	pt, has := ot.Properties[name]
	if !has || gen.HoldsOutputs(pt) {
		return nil, false
	}
	plain := gen.Unenum(model.ResolveOutputs(pt))
	for _, other := range ot.Properties {
		if !model.Equal(gen.Unenum(model.ResolveOutputs(other)), plain) {
			return pt, true
		}
	}
	return nil, false
}

// plainOptional reports whether t is the type of a plain value that may
// be null (a union with none, not of an output), other than a resource or
// a value of any type.
func plainOptional(t model.Type) bool {
	u, ok := t.(*model.UnionType)
	if !ok || !model.IsOptional(u) {
		return false
	}
	rest := model.RemoveNone(u)
	return rest != model.DynamicType && !binder.IsResourceType(rest)
}

// listIndex returns the number a constant string key holds when it indexes
// a list or tuple, as PCL converts it (the binder has checked that it does).
func listIndex(t model.Type, key cty.Value) (cty.Value, bool) {
	switch t.(type) {
	case *model.ListType, *model.TupleType:
	default:
		return key, false
	}
	if key.Type() != cty.String {
		return key, false
	}
	n, err := convert.Convert(key, cty.Number)
	if err != nil {
		return key, false
	}
	return n, true
}

// mapKey returns the string a constant number or bool key converts to when
// it indexes a map or an object, as PCL converts it.
func mapKey(t model.Type, key cty.Value) (cty.Value, bool) {
	switch t.(type) {
	case *model.MapType, *model.ObjectType:
	default:
		return key, false
	}
	if key.Type() == cty.String {
		return key, false
	}
	s, ok := gen.KeyText(key)
	if !ok {
		return key, false
	}
	return cty.StringVal(s), true
}

// stepType returns the type of one traversal step of t.
func stepType(t model.Type, key cty.Value) model.Type {
	var next model.Type
	if key.Type() == cty.String {
		next, _ = model.TraverseAttr(t, key.AsString())
	} else {
		next, _ = model.TraverseIndex(t, model.NumberType, key)
	}
	if next == nil {
		return model.DynamicType
	}
	return next
}

// attributeName returns the Python attribute for property name of an object
// type whose values have attributes: schema objects, resources, function
// results and components.
func (c *fnCtx) attributeName(t model.Type, name string) (string, bool) {
	o, ok := t.(*model.ObjectType)
	if !ok {
		return "", false
	}
	for _, a := range o.Annotations {
		switch a := a.(type) {
		case *schema.ObjectType:
			if p, err := a.Property(name); err == nil && p != nil {
				return propertyName(p, name), true
			}
		case *schema.Resource:
			if p := a.Property(name); p != nil {
				return propertyName(p, name), true
			}
			if p := a.InputProperty(name); p != nil {
				return propertyName(p, name), true
			}
		}
	}
	if o.Token != "" {
		return safeName(pyName(name)), true
	}
	if c.f.g.componentTypes.Has(o) {
		return componentAttr(name), true
	}
	return "", false
}

// propertyName returns the Python name of a schema property, which names
// its attribute and its keyword argument in the SDK: its language.python
// name, else its snake_case name. (language.python.mapCase only keeps a
// name as is as the key of a dict; see objectKeyName.)
func propertyName(p *schema.Property, name string) string {
	if o := p.NameOverride("python"); o != "" {
		return safeName(o)
	}
	return safeName(pyName(name))
}

// shallowElem returns t without the outputs, promises and none around it;
// unlike model.ResolveOutputs it does not rebuild object types.
func shallowElem(t model.Type) model.Type {
	for {
		switch x := t.(type) {
		case *model.OutputType:
			t = x.ElementType
		case *model.PromiseType:
			t = x.ElementType
		case *model.UnionType:
			var rest model.Type
			n := 0
			for _, e := range x.ElementTypes {
				if e != model.NoneType {
					rest = e
					n++
				}
			}
			if n != 1 {
				return t
			}
			t = rest
		default:
			return t
		}
	}
}

// isBool reports whether t is (an optional) bool.
func isBool(t model.Type) bool {
	return gen.Unenum(shallowElem(t)) == model.BoolType
}

// isString reports whether t is (an optional) string.
// isUnion reports whether t, without its output or none, is a choice of
// several types.
func isUnion(t model.Type) bool {
	_, ok := shallowElem(t).(*model.UnionType)
	return ok
}

func isString(t model.Type) bool {
	t = shallowElem(t)
	switch x := t.(type) {
	case *model.EnumType:
		return isString(x.ElementType)
	case *model.ConstType:
		return isString(x.Type)
	}
	return t == model.StringType
}

// typeHint returns the Python type hint of values of type t.
// argHint returns the annotation of a component's input of type t: as
// typeHint, but with the read-only Sequence and Mapping for lists and maps,
// whose element types are covariant, so that the caller may pass a list of
// a narrower type (the list[LiteralString] of "a b".split(" ")) for a
// list[str].
func (f *fileGen) argHint(t model.Type) string {
	switch t := gen.Unenum(shallowElem(t)).(type) {
	case *model.ListType:
		return f.imports.typingName("Sequence") + "[" + f.elementHint(t.ElementType, f.argHint) + "]"
	case *model.SetType:
		return f.imports.typingName("Sequence") + "[" + f.elementHint(t.ElementType, f.argHint) + "]"
	case *model.MapType:
		return f.imports.typingName("Mapping") + "[str, " + f.elementHint(t.ElementType, f.argHint) + "]"
	}
	return f.typeHint(t)
}

// inputHint returns the hint of a component's config variable of type t
// that an instance gives outputs: an Input of its type whose lists and maps
// take Inputs inside them too, as the binder lets an instance give outputs
// there.
func (f *fileGen) inputHint(t model.Type) string {
	input := func(h string) string { return f.pulumi() + ".Input[" + h + "]" }
	switch t := gen.Unenum(shallowElem(t)).(type) {
	case *model.ListType:
		return input(f.imports.typingName("Sequence") + "[" + f.elementHint(t.ElementType, f.inputHint) + "]")
	case *model.SetType:
		return input(f.imports.typingName("Sequence") + "[" + f.elementHint(t.ElementType, f.inputHint) + "]")
	case *model.MapType:
		return input(f.imports.typingName("Mapping") + "[str, " + f.elementHint(t.ElementType, f.inputHint) + "]")
	}
	return input(f.argHint(t))
}

// hintCode returns the type hint h (names, dots and subscripts:
// Optional[pulumi.Input[Mapping[str, int]]]) as code whose subscripts black
// may split, as it splits a long annotation.
func hintCode(h string) code {
	open := strings.IndexByte(h, '[')
	if open < 0 || !strings.HasSuffix(h, "]") {
		return atom(h)
	}
	var items []code
	depth, start := 0, open+1
	inner := h[:len(h)-1]
	for i := open + 1; i < len(inner); i++ {
		switch inner[i] {
		case '[':
			depth++
		case ']':
			depth--
		case ',':
			if depth == 0 {
				items = append(items, hintCode(strings.TrimSpace(inner[start:i])))
				start = i + 1
			}
		}
	}
	items = append(items, hintCode(strings.TrimSpace(inner[start:])))
	return cat(atom(h[:open]), bracketed("[", items, "]", bkSubscript))
}

// elementHint returns the hint of a collection's elements of type t,
// given by hint: Optional[...] when an element may be None.
func (f *fileGen) elementHint(t model.Type, hint func(model.Type) string) string {
	h := hint(t)
	if r := model.ResolveOutputs(t); model.IsOptional(r) && model.RemoveNone(r) != model.DynamicType {
		return f.imports.typingName("Optional") + "[" + h + "]"
	}
	return h
}

func (f *fileGen) typeHint(t model.Type) string {
	switch t := gen.Unenum(shallowElem(t)).(type) {
	case *model.ListType:
		return "list[" + f.elementHint(t.ElementType, f.typeHint) + "]"
	case *model.SetType:
		return "list[" + f.elementHint(t.ElementType, f.typeHint) + "]"
	case *model.MapType:
		return "dict[str, " + f.elementHint(t.ElementType, f.typeHint) + "]"
	case *model.ObjectType:
		return "dict[str, " + f.imports.typingName("Any") + "]"
	case *model.PrimitiveType:
		switch t {
		case model.StringType:
			return "str"
		case model.IntType:
			return "int"
		case model.NumberType:
			return "float"
		case model.BoolType:
			return "bool"
		}
	}
	return f.imports.typingName("Any")
}
