package python

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates resource declarations, plain or ranged: `range`
// over a number, a list or a map becomes a loop that collects the
// resources into a list (or a dict), over a bool an if, and over an output
// a comprehension inside an apply.

// resource declares a resource.
func (f *fileGen) resource(w *writer, c *fnCtx, r *binder.Resource, used bool) {
	ctor, ok := f.resourceCtor(r)
	if !ok {
		return
	}
	f.declare(w, c, r, r.Options, used, func(in *fnCtx, name code) code {
		args := []code{name}
		if r.Read {
			id := atom(`""`)
			if r.ID != nil {
				id = in.value(in.lower(r.ID, nil), nil)
			}
			args = append(args, id)
		}
		args = append(args, in.resourceArgs(r)...)
		if opts := in.resourceOptions(r.Options); opts != nil {
			args = append(args, cat(atom("opts="), opts))
		}
		return call(ctor, args...)
	})
}

// resourceCtor returns the Python function that creates (or reads) a
// resource.
func (f *fileGen) resourceCtor(r *binder.Resource) (string, bool) {
	rng := gen.NodeRange(r)
	if r.Package == nil && strings.HasPrefix(r.Token, "pulumi:") && !r.IsProvider() {
		// The built-in resources of the pulumi package: StackReference
		// and Stash.
		member := memberName(r.Token)
		if member != "StackReference" && member != "Stash" {
			f.g.Errorf(rng, "Unsupported resource", "The Python SDK has no built-in resource %q.", r.Token)
			return "", false
		}
		if r.Read {
			f.g.Errorf(rng, "Unsupported read", "A built-in %s resource cannot be read.", member)
			return "", false
		}
		return f.pulumi() + "." + member, true
	}
	class := resourceClassName(r.Token)
	if r.IsProvider() {
		class = "Provider"
	}
	var ctor string
	if r.Package == nil || r.Schema == nil {
		// Without the schema (the program was bound without type checking
		// resources), the names follow from the token.
		token := r.Token
		if r.IsProvider() {
			token = strings.TrimPrefix(r.Token, "pulumi:providers:") + ":index:Provider"
		}
		mod, ok := f.moduleOfToken(token)
		if !ok || !identifier(class) {
			f.g.Errorf(rng, "Unsupported resource",
				"The Python generator cannot name the class of resource type %q of resource %q.", r.Token, r.Name())
			return "", false
		}
		ctor = mod + "." + class
	} else {
		ctor = f.moduleOf(r.Package, r.Token) + "." + class
	}
	if r.Read {
		ctor += ".get"
	}
	return ctor, true
}

// resourceArgs prints the keyword arguments of a resource's inputs.
func (c *fnCtx) resourceArgs(r *binder.Resource) []code {
	args := make([]code, 0, len(r.Inputs))
	for _, in := range r.Inputs {
		name := safeName(pyName(in.Name))
		if in.Property != nil {
			name = propertyName(in.Property, in.Name)
		}
		if r.Package == nil && in.Name == "name" && strings.HasSuffix(r.Token, "StackReference") {
			name = "stack_name"
		}
		args = append(args, commented(gen.AttributeComments(c.f.current, in.Syntax), cat(atom(name+"="), c.value(c.lower(gen.InputValue(in, r.Options, c.RangeVars), in.Type), in.Type))))
	}
	return args
}

// childName prints the name a resource or component declared as logical
// is registered with: in a component, the instance's name, a dash and
// logical, so that two instances' children have distinct URNs.
func (f *fileGen) childName(logical string) code {
	if f.inComponent {
		return atom("f" + quote("{name}-"+fstringText(logical)))
	}
	return atom(quote(logical))
}

// rangedChildName prints the name of the resource or component declared as
// logical created for the range key key (a Python expression).
func (f *fileGen) rangedChildName(logical, key string) code {
	return f.childNameWith(logical, "-{"+key+"}")
}

// childNameWith prints the name of the resource or component declared as
// logical followed by tail, the f-string text of what the instance adds.
func (f *fileGen) childNameWith(logical, tail string) code {
	prefix := ""
	if f.inComponent {
		prefix = "{name}-"
	}
	return atom("f" + quote(prefix+fstringText(logical)+tail))
}

// fstringText escapes s for the literal text of an f-string.
func fstringText(s string) string {
	return strings.NewReplacer("{", "{{", "}", "}}").Replace(s)
}

// declare writes the statements that create a resource or component,
// which create(in, name) prints given the Python expression of its name,
// once or over its range.
func (f *fileGen) declare(w *writer, c *fnCtx, n binder.Node, opts *binder.ResourceOptions, used bool, create func(in *fnCtx, name code) code) {
	varName := f.names[n]
	logical := n.LogicalName()
	keep := used || !f.inComponent
	if opts.Range == nil {
		value := create(c, f.childName(logical))
		f.keepOrRun(w, keep, varName, value)
		return
	}
	rng := c.lower(gen.RangeValues(opts.Range), nil)
	if gen.HoldsOutputs(rng.Type()) {
		rng = c.lower(gen.UnsecretRange(opts.Range), nil)
		if t, ok := gen.RetypedRange(n, opts.Range, gen.IsOutput(rng.Type())); ok {
			// Ranged over an output only here (a secret config in the
			// range): its references are outputs too (eventualRefs).
			if f.retyped == nil {
				f.retyped = map[binder.Node]model.Type{}
			}
			f.retyped[n] = t
		}
	}
	rt := model.RemoveNone(model.CollectionOfUnion(model.ResolveOutputs(rng.Type())))
	in := c.child()
	name := func(key string) code { return f.rangedChildName(logical, key) }
	if gen.IsOutput(rng.Type()) {
		f.declareOverOutput(w, c, n, rng, rt, keep, create)
		return
	}
	// (A null range fails, as PCL's does.)
	src := c.present(rng, precLambda+1)
	switch t := rt.(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.DynamicKind:
			f.keepOrRun(w, keep, varName, f.dynamicRange(in, n, src, create))
			return
		case model.BoolKind:
			in.RangeKey, in.RangeValue = "True", "True"
			value := create(in, f.childName(logical))
			if keep {
				w.stmt(assignment(varName, atom("None")))
			}
			w.stmt(cat(atom("if "), optionalParens(src), atom(":")))
			w.indent++
			f.keepOrRun(w, keep, varName, value)
			w.indent--
			return
		case model.IntKind, model.NumberKind:
			idx := in.scope.Declare("index")
			in.RangeKey, in.RangeValue = idx, idx
			if t.Kind == model.NumberKind {
				src = call("int", src)
			}
			w.stmt(assignment(varName, atom("[]")))
			w.stmt(forStatement(atom(idx), call("range", src)))
			w.indent++
			w.stmt(callOn(atom(varName+".append"), create(in, name(idx))))
			w.indent--
			return
		}
	case *model.MapType, *model.ObjectType:
		key, value := in.scope.Declare("key"), in.scope.Declare("value")
		in.RangeKey, in.RangeValue = key, value
		body := create(in, name(key))
		w.stmt(assignment(varName, atom("{}")))
		w.stmt(forStatement(commaList(atom(key), atom(value)), cat(c.present(rng, precPrimary), atom(".items()"))))
		w.indent++
		w.stmt(assignment(varName+"["+key+"]", body))
		w.indent--
		return
	case *model.ListType, *model.TupleType, *model.SetType:
		key, value := in.scope.Declare("index"), in.scope.Declare("value")
		in.RangeKey, in.RangeValue = key, value
		body := create(in, name(key))
		w.stmt(assignment(varName, atom("[]")))
		w.stmt(forStatement(commaList(atom(key), atom(value)), call("enumerate", src)))
		w.indent++
		w.stmt(callOn(atom(varName+".append"), body))
		w.indent--
		return
	}
	f.g.Errorf(opts.Range.Range(), "Unsupported range", "The Python generator cannot range over a value of type %s.", rt)
}

// keepOrRun writes value, the creation of a declaration's resources, as
// the value of varName when keep, else as a statement: a local nobody
// reads is an unused variable to pyflakes.
func (f *fileGen) keepOrRun(w *writer, keep bool, varName string, value code) {
	if keep {
		w.stmt(assignment(varName, value))
		return
	}
	w.stmt(value)
}

// heldOutputs reports whether rng, a range that is an output, is made one
// from a collection that holds outputs (by secret, unsecret or
// Output.from_input) whose elements pyright types loosely (looseElements).
func heldOutputs(rng model.Expression) bool {
	for arg, ok := gen.OutputOf(rng); ok; arg, ok = gen.OutputOf(rng) {
		rng = arg
	}
	if gen.IsOutput(rng.Type()) || !gen.HoldsOutputs(rng.Type()) {
		return false
	}
	_, value, ok := model.ForIterationTypes(model.RemoveNone(rng.Type()))
	return ok && looseElements(value, 0)
}

// looseElements reports whether pyright's type of a value of type t, as a
// display holding outputs builds it, is no input of t's type: it holds an
// output of a value that may be None (Output[str | None]), a value that may
// be None or is of several types, or a union of the types of a dict's values
// or a list's elements (dict[str, Output[int] | str]).
func looseElements(t model.Type, depth int) bool {
	if depth > 16 {
		return false
	}
	switch t := t.(type) {
	case *model.OutputType:
		return model.IsOptional(t.ElementType) || looseElements(t.ElementType, depth+1)
	case *model.UnionType:
		// A value that may be None, or one of several types.
		return true
	case *model.ListType:
		return looseElements(t.ElementType, depth+1)
	case *model.MapType:
		return looseElements(t.ElementType, depth+1)
	case *model.TupleType:
		return !sameTypes(t.ElementTypes) || len(t.ElementTypes) > 0 && looseElements(t.ElementTypes[0], depth+1)
	case *model.ObjectType:
		if mixedObject(t) {
			return true
		}
		for _, p := range t.Properties {
			// (All of one type: the first tells.)
			return looseElements(p, depth+1)
		}
	}
	return false
}

// mixedObject reports whether the properties of t are of several types
// (sameTypes), which Python holds as a dict of their union.
func mixedObject(t *model.ObjectType) bool {
	props := make([]model.Type, 0, len(t.Properties))
	for _, p := range t.Properties {
		props = append(props, p)
	}
	return !sameTypes(props)
}

// sameTypes reports whether ts are all one type, an output and its value
// alike (both are inputs of it).
func sameTypes(ts []model.Type) bool { return gen.SameTypes(ts, model.ResolveOutputs) }

// declareOverOutput creates ranged resources inside an apply of their
// range: a list (or dict, or optional) comprehension over the resolved
// value.
func (f *fileGen) declareOverOutput(w *writer, c *fnCtx, n binder.Node, rng model.Expression, rt model.Type, keep bool, create func(in *fnCtx, name code) code) {
	varName := f.names[n]
	in := c.child()
	// The instances read the range's elements plain in the apply's
	// callback, and range.key and range.value as secret as the range.
	in.RangeSecrecy = f.g.RangeSecrecy(n)
	in.rangeHeldOutputs = heldOutputs(rng)
	resolved := in.scope.Declare("resolved")
	name := func(key string) code { return f.rangedChildName(n.LogicalName(), key) }
	// A range that may be null (an optional output property) creates no
	// resources then, as in Go and TypeScript.
	iterated := atom(resolved)
	if model.IsOptional(model.ResolveOutputs(rng.Type())) {
		empty := ""
		switch rt.(type) {
		case *model.MapType, *model.ObjectType:
			empty = "{}"
		case *model.ListType, *model.TupleType, *model.SetType:
			empty = "[]"
		}
		if empty != "" {
			// (With or as black's delimiter, as a splat's; see splat.)
			iterated = bracketed("(", []code{cat(atom(resolved), delim("or", prioLogic), atom(empty))}, ")", bkParen)
		}
	}
	var body code
	switch t := rt.(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.DynamicKind:
			body = f.dynamicRange(in, n, atom(resolved), create)
		case model.BoolKind:
			in.RangeKey, in.RangeValue = "True", "True"
			body = ternary(create(in, f.childName(n.LogicalName())), atom(resolved), atom("None"))
		default:
			idx := in.scope.Declare("index")
			in.RangeKey, in.RangeValue = idx, idx
			iter := call("range", call("int", atom(resolved)))
			body = bracketed("[", []code{cat(create(in, name(idx)), delim("for", prioComprehension), atom(idx+" in "), iter)}, "]", bkCollection)
		}
	case *model.MapType, *model.ObjectType:
		key, value := in.scope.Declare("key"), in.scope.Declare("value")
		in.RangeKey, in.RangeValue = key, value
		item := cat(atom(key+": "), create(in, name(key)))
		body = bracketed("{", []code{cat(item, delim("for", prioComprehension), atom(key+", "+value+" in "), iterated, atom(".items()"))}, "}", bkCollection)
	case *model.ListType, *model.TupleType, *model.SetType:
		key, value := in.scope.Declare("index"), in.scope.Declare("value")
		in.RangeKey, in.RangeValue = key, value
		body = bracketed("[", []code{cat(create(in, name(key)), delim("for", prioComprehension), atom(key+", "+value+" in "), call("enumerate", iterated))}, "]", bkCollection)
	default:
		f.g.Errorf(rng.Range(), "Unsupported range", "The Python generator cannot range over a value of type %s.", rt)
		return
	}
	apply := cat(c.expr(rng, precPrimary), atom(".apply"), bracketed("(", []code{cat(atom("lambda "+resolved+": "), body)}, ")", bkCall))
	if !keep {
		w.stmt(apply)
		return
	}
	w.stmt(assignment(varName, apply))
}
