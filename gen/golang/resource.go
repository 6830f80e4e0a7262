package golang

import (
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// This file generates resource declarations, plain or ranged: `range`
// over a number, a list, a map or a bool becomes a loop (or an if) that
// collects the resources into a slice (or a map, or a pointer).

// resource declares a resource.
func (f *fileGen) resource(c *fnCtx, r *binder.Resource, used bool) {
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
	rng := nodeRange(r)
	if r.Token == "pulumi:pulumi:StackReference" || strings.HasSuffix(r.Token, ":StackReference") && strings.HasPrefix(r.Token, "pulumi:") {
		p := f.pulumi()
		if r.Read {
			f.g.errorf(rng, "Unsupported read", "A stack reference cannot be read.")
			return "", "", false
		}
		return "*" + p + ".StackReference", p + ".NewStackReference", true
	}
	if r.Package == nil || r.Schema == nil {
		f.g.errorf(rng, "Unsupported resource",
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

// resourceArgs prints the args (or state, for a read) struct of a
// resource, or nil when it has no inputs.
func (c *fnCtx) resourceArgs(r *binder.Resource) string {
	if len(r.Inputs) == 0 {
		return "nil"
	}
	var structName string
	if r.Token == "pulumi:pulumi:StackReference" || r.Package == nil {
		structName = c.f.pulumi() + ".StackReferenceArgs"
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
		items = append(items, field+": "+c.propertyInput(in.Value, in.Type, plain))
	}
	return "&" + structName + "{" + multiline(items) + "}"
}

// declare writes the statements that create a resource or component,
// which create(in, name) prints given the Go expression of its name, once
// or in a loop over its range.
func (f *fileGen) declare(c *fnCtx, n binder.Node, opts *binder.ResourceOptions, goType string, used bool, create func(in *fnCtx, name string) string) {
	varName := f.names[n]
	logical := n.LogicalName()
	if opts.Range == nil {
		call := create(c, strconv.Quote(logical))
		lhs := "_"
		assign := c.errAssign()
		if used {
			lhs, assign = varName, ":="
		}
		c.out.WriteString(lhs + ", err " + assign + " " + call + "\n")
		c.out.WriteString("if err != nil {\n" + c.fail + "\n}\n")
		return
	}
	rng := opts.Range
	rt := model.ResolveOutputs(rng.Type())
	if o, _ := model.ContainsEventuals(rng.Type()); o || deepEventual(rng.Type()) {
		f.g.errorf(rng.Range(), "Unsupported range",
			"The Go generator cannot range over an output yet: the resources of %q would have to be created inside an apply.", n.Name())
		return
	}
	fmtName := f.imports.std("fmt")
	prefix := strings.ReplaceAll(logical, "%", "%%")
	name := func(key string) string {
		return fmtName + ".Sprintf(" + strconv.Quote(prefix+"-%v") + ", " + key + ")"
	}
	src := c.plain(rng, precLowest)
	// The loop body is generated first, so that the header declares the
	// range value only when the body uses it.
	var body strings.Builder
	in := c.child(&body, c.fail)
	in.rangeValueUsed = new(bool)
	loop := func(header, key, collect string) {
		call := create(in, name(key))
		c.out.WriteString(header)
		c.out.WriteString(body.String())
		c.out.WriteString("res, err := " + call + "\nif err != nil {\n" + c.fail + "\n}\n" + collect + "\n}\n")
		if !used {
			c.out.WriteString("_ = " + varName + "\n")
		}
	}
	switch t := model.RemoveNone(rt).(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.BoolKind:
			c.out.WriteString("var " + varName + " " + goType + "\n")
			in.rangeKey, in.rangeValue = "true", "true"
			call := create(in, strconv.Quote(logical))
			c.out.WriteString("if " + src + " {\n" + body.String())
			c.out.WriteString("res, err := " + call + "\nif err != nil {\n" + c.fail + "\n}\n" + varName + " = res\n}\n")
			if !used {
				c.out.WriteString("_ = " + varName + "\n")
			}
			return
		case model.IntKind, model.NumberKind:
			c.out.WriteString("var " + varName + " []" + goType + "\n")
			idx := in.scope.declare("index", "")
			limit := src
			if t.Kind == model.NumberKind {
				limit = "int(" + src + ")"
			}
			in.rangeKey, in.rangeValue = idx, idx
			loop("for "+idx+" := 0; "+idx+" < "+limit+"; "+idx+"++ {\n", idx, varName+" = append("+varName+", res)")
			return
		}
	case *model.MapType, *model.ObjectType:
		c.out.WriteString(varName + " := map[string]" + goType + "{}\n")
		coll := c.scope.declare(varName+"Range", "")
		c.out.WriteString(coll + " := " + src + "\n")
		key := in.scope.declare("key", "")
		value := in.scope.declare("value", "")
		in.rangeKey, in.rangeValue = key, value
		call := create(in, name(key))
		c.out.WriteString("for _, " + key + " := range " + f.sortedKeysOf(coll) + " {\n")
		if *in.rangeValueUsed {
			c.out.WriteString(value + " := " + coll + "[" + key + "]\n")
		}
		c.out.WriteString(body.String())
		c.out.WriteString("res, err := " + call + "\nif err != nil {\n" + c.fail + "\n}\n" + varName + "[" + key + "] = res\n}\n")
		if !used {
			c.out.WriteString("_ = " + varName + "\n")
		}
		return
	case *model.ListType, *model.TupleType, *model.SetType:
		c.out.WriteString("var " + varName + " []" + goType + "\n")
		key := in.scope.declare("index", "")
		value := in.scope.declare("value", "")
		in.rangeKey, in.rangeValue = key, value
		call := create(in, name(key))
		vars := key
		if *in.rangeValueUsed {
			vars += ", " + value
		}
		c.out.WriteString("for " + vars + " := range " + src + " {\n")
		c.out.WriteString(body.String())
		c.out.WriteString("res, err := " + call + "\nif err != nil {\n" + c.fail + "\n}\n" + varName + " = append(" + varName + ", res)\n}\n")
		if !used {
			c.out.WriteString("_ = " + varName + "\n")
		}
		return
	}
	f.g.errorf(rng.Range(), "Unsupported range", "The Go generator cannot range over a value of type %s.", rt)
}
