package golang

import (
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates resource declarations, plain or ranged: `range`
// over a number, a list, a map or a bool becomes a loop (or an if) that
// collects the resources into a slice (or a map, or a pointer).

// resource declares a resource.
func (f *fileGen) resource(c *fnCtx, r *binder.Resource, used bool) {
	if f.isGeneric(r) {
		f.genericResource(c, r)
		return
	}
	goType, ctor, ok := f.resourceCtor(r)
	if !ok {
		return
	}
	f.declare(c, r, r.Options, goType, used, func(in *fnCtx, name string) string {
		args := in.resourceArgs(r)
		opts := in.resourceOptions(r.Options)
		var b strings.Builder
		b.WriteString(ctor + "(ctx, " + name)
		if r.Read {
			id := "\"\""
			if r.ID != nil {
				id = in.plainOption(r.ID, model.StringType)
			}
			b.WriteString(", " + in.f.pulumi() + ".ID(" + id + ")")
		}
		b.WriteString(", " + args)
		for _, o := range opts {
			b.WriteString(", " + o)
		}
		b.WriteString(")")
		return b.String()
	})
}

// resourceCtor returns a resource's Go type and the function that creates
// (or reads) it.
func (f *fileGen) resourceCtor(r *binder.Resource) (goType, ctor string, ok bool) {
	rng := gen.NodeRange(r)
	if name, ok := f.builtinResourceType(r.Token); ok {
		if r.Read {
			f.g.Errorf(rng, "Unsupported read", "A %s resource cannot be read.", r.Token)
			return "", "", false
		}
		pkgName, member, _ := strings.Cut(name, ".")
		return "*" + name, pkgName + ".New" + member, true
	}
	if r.Package == nil || r.Schema == nil {
		f.g.Errorf(rng, "Unsupported resource",
			"The Go generator needs the schema of %q to generate resource %q.", r.Token, r.Name())
		return "", "", false
	}
	name := f.resourceTypeName(r.Package, r.Token)
	pkgName, member, _ := strings.Cut(name, ".")
	if r.Read {
		return "*" + name, pkgName + ".Get" + member, true
	}
	return "*" + name, pkgName + ".New" + member, true
}

// builtinResourceType returns the qualified Go type of a resource of the
// pulumi package itself (a stack reference or a stash), which the pulumi
// SDK defines.
func (f *fileGen) builtinResourceType(token string) (string, bool) {
	pkg, module, member, ok := schema.SplitToken(token)
	if !ok || pkg != "pulumi" || module != "" && module != "index" && module != "pulumi" {
		return "", false
	}
	switch member {
	case "StackReference", "Stash":
		return f.pulumi() + "." + member, true
	}
	return "", false
}

// resourceArgs prints the args (or state, for a read) struct of a
// resource, or nil when it has no inputs.
func (c *fnCtx) resourceArgs(r *binder.Resource) string {
	if len(r.Inputs) == 0 {
		return "nil"
	}
	var structName string
	if name, ok := c.f.builtinResourceType(r.Token); ok {
		structName = name + "Args"
	} else {
		structName = c.f.resourceTypeName(r.Package, r.Token)
		if r.Read {
			structName += "State"
		} else {
			structName += "Args"
		}
	}
	items := make([]string, 0, len(r.Inputs))
	for _, in := range r.Inputs {
		field := fieldName(in.Name, "")
		plain := false
		if in.Property != nil {
			field = fieldName(in.Name, in.Property.NameOverride("go"))
			plain = in.Property.Plain
		}
		value := gen.InputValue(in, r.Options, c.RangeVars)
		s := c.propertyInput(value, in.Type, plain)
		if !r.Read && !plain {
			s = c.f.unlessDefaulted(s, value, in.Property)
		}
		items = append(items, c.f.commented(in.Syntax, field+": "+s))
	}
	return "&" + structName + "{" + multiline(items) + "}"
}

// unlessDefaulted returns s, the printed input of a property given value,
// as an output when the property has a default and the value may be its
// type's zero value: the SDK replaces a zero input (pulumi.String(""),
// pulumi.Int(0), pulumi.Bool(false)) of such a property by the default, as
// if it were not set, where PCL gives the value.
func (f *fileGen) unlessDefaulted(s string, value model.Expression, p *schema.Property) string {
	if p == nil || p.Default == nil && len(p.DefaultEnv) == 0 {
		return s
	}
	if str, ok := gen.StringLiteral(value); ok && str != "" {
		return s
	}
	if lit, ok := value.(*model.LiteralValueExpression); ok && lit.Value.IsKnown() && !lit.Value.IsNull() {
		switch v := lit.Value; v.Type() {
		case cty.Number:
			if v.AsBigFloat().Sign() != 0 {
				return s
			}
		case cty.Bool:
			if v.True() {
				return s
			}
		}
	}
	for _, n := range []string{"String", "Int", "Float64", "Bool"} {
		if strings.HasPrefix(s, f.pulumi()+"."+n+"(") && strings.HasSuffix(s, ")") {
			return s + ".To" + n + "Output()"
		}
	}
	return s
}

// commented returns item, the property an input attribute sets, after
// the comments that lead the attribute in the PCL source.
func (f *fileGen) commented(attr *hclsyntax.Attribute, item string) string {
	return gen.Commented(f.prog(), attr, "//", item)
}

// declare writes the statements that create a resource or component,
// which create(in, name) prints given the Go expression of its name, once
// or in a loop over its range.
func (f *fileGen) declare(c *fnCtx, n binder.Node, opts *binder.ResourceOptions, goType string, used bool, create func(in *fnCtx, name string) string) {
	varName := f.names[n]
	if r := c.root(); r.created == nil {
		r.created = map[binder.Node]bool{}
	}
	defer c.nodeCreated(n)
	if opts.Range == nil {
		call := create(c, f.childName(n.LogicalName()))
		lhs := "_"
		assign := c.errAssign()
		if used {
			lhs, assign = varName, ":="
		}
		c.out.WriteString(lhs + ", err " + assign + " " + call + "\n")
		c.out.WriteString("if err != nil {\n" + c.fail + "\n}\n")
		return
	}
	rng := gen.RangeCollection(c.componentResourceRefs(c.f.g.goTyped(c.goRefs(opts.Range))))
	if gen.HoldsOutputs(rng.Type()) && gen.HoldsOutputs(gen.PlainPromiseRanges(rng).Type()) {
		// (Over the outputs of nodes ranged over promises, which Go
		// resolves first, the range is plain.)
		if t, ok := gen.RetypedRange(n, opts.Range, true); ok {
			if f.retypedRanges == nil {
				f.retypedRanges = map[binder.Node]model.Type{}
			}
			f.retypedRanges[n] = t
		}
		if f.outputType(model.ResolveOutputs(rng.Type())) != "" {
			// Go has no unsecret of a type without an output type (a list
			// of optional objects); such a range keeps its secrecy.
			rng = gen.UnsecretRange(rng)
		}
		f.declareOverOutput(c, n, rng, goType, create)
		return
	}
	// A plain range is lowered as other plain values are (entries of a
	// collection holding outputs, conversions), unless lowering finds
	// outputs in it that the binder's type does not show.
	if lowered := c.lower(gen.RangeCollection(gen.RangeValues(opts.Range)), nil); !gen.HoldsOutputs(lowered.Type()) {
		rng = lowered
	} else {
		// (Entries of a collection holding outputs, of which the range
		// reads only the keys, are built plainly.)
		rng = gen.OpaqueHeldEntries(rng)
	}
	if mayBeNull(rng) {
		// A null range fails, as PCL's does (a nil slice or map
		// ranges as an empty one in Go).
		if checked, ok := gen.NotNull(rng); ok {
			rng = checked
		}
	}
	src := c.plain(rng, precLowest)
	if f.rangeLoop(c, n, model.ResolveOutputs(rng.Type()), rng, src, varName, goType, create) && !used {
		c.out.WriteString("_ = " + varName + "\n")
	}
}

// childName prints the name a resource or component declared as logical
// is registered with: in a component, the instance's name, a dash and
// logical, so that two instances' children have distinct URNs.
func (f *fileGen) childName(logical string) string {
	if f.inComponent {
		return "name + " + strconv.Quote("-"+logical)
	}
	return strconv.Quote(logical)
}

// rangeLoop writes the loop (or the if) that creates the resources of n
// once per element of src, a plain Go value of model type rt (the range
// rng's), and collects them into a new variable target: a slice, a map,
// or a pointer for a bool range. It reports false, with an error, when rt
// cannot be ranged over.
func (f *fileGen) rangeLoop(c *fnCtx, n binder.Node, rt model.Type, rng model.Expression, src, target, goType string, create func(in *fnCtx, name string) string) bool {
	logical := n.LogicalName()
	name := func(key string) string {
		fmtName := f.imports.std("fmt")
		prefix := strings.ReplaceAll(logical, "%", "%%")
		if f.inComponent {
			return fmtName + ".Sprintf(" + strconv.Quote("%s-"+prefix+"-%v") + ", name, " + key + ")"
		}
		return fmtName + ".Sprintf(" + strconv.Quote(prefix+"-%v") + ", " + key + ")"
	}
	// The loop body is generated first, so that the header declares the
	// range value only when the body uses it.
	var body strings.Builder
	in := c.child(&body, c.fail)
	in.RangeValueUsed = new(bool)
	// res holds each resource created: a name the program's variables do
	// not take, since the call's arguments may refer to them.
	res := in.scope.Declare("res")
	created := func(call, collect string) {
		c.out.WriteString(body.String())
		c.out.WriteString(res + ", err := " + call + "\nif err != nil {\n" + c.fail + "\n}\n" + collect + "\n}\n")
	}
	switch t := model.RemoveNone(model.CollectionOfUnion(rt)).(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.DynamicKind:
			f.dynamicRangeLoop(c, n, src, target, goType, create)
			return true
		case model.BoolKind:
			c.out.WriteString("var " + target + " " + goType + "\n")
			in.RangeKey, in.RangeValue = "true", "true"
			call := create(in, f.childName(logical))
			c.out.WriteString("if " + headerExpr(src) + " {\n")
			created(call, target+" = "+res)
			return true
		case model.IntKind, model.NumberKind:
			c.out.WriteString("var " + target + " []" + goType + "\n")
			idx := in.scope.Declare("index")
			limit := src
			if t.Kind == model.NumberKind {
				limit = "int(" + src + ")"
			}
			in.RangeKey, in.RangeValue = idx, idx
			call := create(in, name(idx))
			c.out.WriteString("for " + idx + " := 0; " + idx + " < " + headerExpr(limit) + "; " + idx + "++ {\n")
			created(call, target+" = append("+target+", "+res+")")
			return true
		}
	case *model.MapType, *model.ObjectType:
		c.out.WriteString(target + " := map[string]" + goType + "{}\n")
		coll := c.scope.Declare(target + "Range")
		c.out.WriteString(coll + " := " + src + "\n")
		key := in.scope.Declare("key")
		value := in.scope.Declare("value")
		in.RangeKey, in.RangeValue = key, value
		call := create(in, name(key))
		c.out.WriteString("for _, " + key + " := range " + f.sortedKeysOf(coll) + " {\n")
		if *in.RangeValueUsed {
			elem := coll + "[" + key + "]"
			if vt, ok := c.heldRangeValue(in, n, rt, "map[string]interface{}"); ok {
				// An object of attributes of one type printed as a
				// map of interface{} (a conditional of objects of other
				// attributes, each optional).
				elem = c.assertMember(elem, vt)
			}
			c.out.WriteString(value + " := " + elem + "\n")
		}
		created(call, target+"["+key+"] = "+res)
		return true
	case *model.ListType, *model.TupleType, *model.SetType:
		c.out.WriteString("var " + target + " []" + goType + "\n")
		key := in.scope.Declare("index")
		value := in.scope.Declare("value")
		in.RangeKey, in.RangeValue = key, value
		call := create(in, name(key))
		vars := key
		var assert string
		if *in.RangeValueUsed {
			vars += ", " + value
			if vt, ok := c.heldRangeValue(in, n, rt, "[]interface{}"); ok {
				// A tuple of objects of other attributes, which Go holds
				// as a []interface{}.
				raw := in.scope.Declare(value + "Element")
				vars = key + ", " + raw
				assert = value + " := " + c.assertMember(raw, vt) + "\n"
			}
		}
		c.out.WriteString("for " + vars + " := range " + headerExpr(src) + " {\n" + assert)
		created(call, target+" = append("+target+", "+res+")")
		return true
	}
	f.g.Errorf(rng.Range(), "Unsupported range", "The Go generator cannot range over a value of type %s.", rt)
	return false
}

// heldRangeValue returns the binder's type of range.value for node n,
// whose range (of resolved type rt) Go holds as held, a collection of
// interface{}s: the type its elements are asserted to. ok is false where
// the range is another collection or the value is dynamic itself.
func (c *fnCtx) heldRangeValue(in *fnCtx, n binder.Node, rt model.Type, held string) (model.Type, bool) {
	vt := gen.RangeValueType(n)
	if vt == nil || in.rangeValueGo != nil || c.f.plainType(model.RemoveNone(rt)) != held || c.f.plainType(vt) == "interface{}" {
		return nil, false
	}
	return vt, true
}

// mayBeNull reports whether the plain value e may be null: its type is
// optional, or it reads a config variable whose default is null.
func mayBeNull(e model.Expression) bool {
	if model.IsOptional(e.Type()) {
		return true
	}
	st, ok := gen.Unparenthesized(e).(*model.ScopeTraversalExpression)
	if !ok || len(st.Traversal) != 1 {
		return false
	}
	v, isConfig := st.Definition.(*binder.ConfigVariable)
	return isConfig && v.MayBeNull()
}
