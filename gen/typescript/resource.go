package typescript

import (
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates resource declarations, plain or ranged: `range` over
// a number, a list or a map becomes a loop that collects the resources into
// an array (or a record), over a bool a conditional, and over an output an
// apply that creates them once the value is known.

// resource declares a resource.
func (f *fileGen) resource(c *fnCtx, r *binder.Resource) {
	class, ok := f.resourceClassOf(r)
	if !ok {
		return
	}
	f.declare(c, r, r.Options, class, func(in *fnCtx, name string) string {
		args := in.resourceArgs(r)
		opts := in.resourceOptions(r.Options)
		if r.Read {
			id := "undefined"
			if r.ID != nil {
				id = in.expr(c.f.lower(r.ID, nil), precCond)
			}
			s := class + ".get(" + name + ", " + id
			if args != "" || opts != "" {
				if args == "" {
					args = "undefined"
				}
				s += ", " + args
			}
			if opts != "" {
				s += ", " + opts
			}
			return s + ")"
		}
		s := "new " + class + "(" + name
		if args != "" || opts != "" {
			if args == "" {
				args = "{}"
			}
			s += ", " + args
		}
		if opts != "" {
			s += ", " + opts
		}
		return s + ")"
	})
}

// resourceClassOf returns a resource's TypeScript class.
func (f *fileGen) resourceClassOf(r *binder.Resource) (string, bool) {
	rng := gen.NodeRange(r)
	if class, ok := f.builtinResourceClass(r.Token); ok {
		if r.Read {
			f.g.Errorf(rng, "Unsupported read", "Resource %q of the pulumi package cannot be read.", r.Token)
			return "", false
		}
		return class, true
	}
	if r.Package == nil {
		// The program was bound without the package's schema: the class
		// is named after the token.
		token := r.Token
		if strings.HasPrefix(token, "pulumi:providers:") {
			token = strings.TrimPrefix(token, "pulumi:providers:") + ":index:Provider"
		}
		if name, ok := f.tokenQualified(token, true); ok {
			return name, true
		}
	}
	if r.Package == nil || r.Schema == nil {
		f.g.Errorf(rng, "Unsupported resource",
			"The TypeScript generator needs the schema of %q to generate resource %q.", r.Token, r.Name())
		return "", false
	}
	return f.qualifiedClass(r.Package, r.Token), true
}

// resourceArgs prints the args (or state, for a read) object of a
// resource, or "" when it has no inputs.
func (c *fnCtx) resourceArgs(r *binder.Resource) string {
	if len(r.Inputs) == 0 {
		return ""
	}
	items := make([]string, 0, len(r.Inputs))
	for _, in := range r.Inputs {
		name := in.Name
		if in.Property != nil {
			if o := in.Property.NameOverride("nodejs"); o != "" {
				name = o
			}
		}
		value := c.f.lower(gen.InputValue(in, r.Options, c.RangeVars), in.Type)
		v := c.input(value, in.Type)
		if in.Property != nil && in.Property.Secret && mayBeFalsy(value) {
			// The SDK's resource classes make a secret property's value
			// secret only when it is truthy, and drop "", 0 and false:
			// a secret keeps them.
			v = c.f.pulumi() + ".secret(" + v + ")"
		}
		items = append(items, c.f.commented(in.Syntax, propertyKey(name)+": "+v))
	}
	return "{\n" + strings.Join(items, ",\n") + ",\n}"
}

// mayBeFalsy reports whether e, plain, may be a string, number or boolean
// that JavaScript takes as false ("", 0, false): an output or a collection
// never is, nor a literal that is not one of them. A conditional (or a
// ChosenConditional call), printed as JavaScript's, may be when either
// branch may, whatever its type (an output where one branch is).
func mayBeFalsy(e model.Expression) bool {
	switch x := gen.Unparenthesized(e).(type) {
	case *model.ConditionalExpression:
		return mayBeFalsy(x.TrueResult) || mayBeFalsy(x.FalseResult)
	case *model.FunctionCallExpression:
		if x.Name == gen.ChosenConditional && len(x.Args) == 3 {
			return mayBeFalsy(x.Args[1]) || mayBeFalsy(x.Args[2])
		}
	case *model.TemplateExpression:
		// A template with text of its own is never "".
		for _, p := range x.Parts {
			if s, ok := gen.StringLiteral(p); ok && s != "" {
				return false
			}
		}
	}
	if gen.IsOutput(e.Type()) {
		return false
	}
	switch model.RemoveNone(model.ResolvePromises(e.Type())) {
	case model.StringType, model.NumberType, model.IntType, model.BoolType:
	default:
		return false
	}
	if lit, ok := gen.Unparenthesized(e).(*model.LiteralValueExpression); ok {
		v := lit.Value
		switch {
		case v.IsNull():
			return false
		case v.Type() == cty.String:
			return v.AsString() == ""
		case v.Type() == cty.Number:
			return v.AsBigFloat().Sign() == 0
		case v.Type() == cty.Bool:
			return v.False()
		}
	}
	if s, ok := gen.StringLiteral(e); ok {
		return s == ""
	}
	return true
}

// commented returns item, the property an input attribute sets, after
// the comments that lead the attribute in the PCL source.
func (f *fileGen) commented(attr *hclsyntax.Attribute, item string) string {
	return gen.Commented(f.prog(), attr, "//", item)
}

// childName prints the name a resource or component declared as logical
// is registered with: in a component, the instance's name, a dash and
// logical, so that two instances' children have distinct URNs.
func (f *fileGen) childName(logical string) string {
	if f.inComponent {
		return "`${name}-" + templateText(logical) + "`"
	}
	return quote(logical)
}

// declare writes the statements that create a resource or component, which
// create(in, name) prints given the TypeScript expression of its name, once
// or in a loop over its range.
func (f *fileGen) declare(c *fnCtx, n binder.Node, opts *binder.ResourceOptions, class string, create func(in *fnCtx, name string) string) {
	varName := f.names[n]
	logical := n.LogicalName()
	if opts.Range == nil {
		c.out.WriteString("const " + varName + " = " + create(c, f.childName(logical)) + ";\n")
		return
	}
	rng := c.f.lower(gen.RangeValues(opts.Range), nil)
	if gen.HoldsOutputs(rng.Type()) {
		rng = c.f.lower(gen.UnsecretRange(opts.Range), nil)
		if t, ok := gen.RetypedRange(n, opts.Range, true); ok {
			// Ranged over an output only here (a secret config in the
			// range): its references are outputs too (retypeConfig).
			if f.retypedRanges == nil {
				f.retypedRanges = map[binder.Node]model.Type{}
			}
			f.retypedRanges[n] = t
		}
	}
	eventual := gen.HoldsOutputs(rng.Type())
	out := c.out
	var body strings.Builder
	in := c.child(c.async)
	if eventual {
		in.async = new(bool)
		in.out = &body
		// The instances read the range's elements plain in the apply's
		// callback, and range.key and range.value as secret as the range.
		in.RangeSecrecy = f.g.RangeSecrecy(n)
	}
	rt := model.CollectionOfUnion(model.ResolveOutputs(rng.Type()))
	elem, optional := optionalElement(rt)
	if optional {
		rt = elem
	}
	var src string
	var param string
	if eventual {
		param = in.scope.Declare("rangeValue")
		src = param
	} else {
		src = c.expr(rng, precPostfix)
	}
	// present gives the range, which fails when it is null, as PCL's does.
	present := func() string {
		if optional {
			return f.helper("pclOperand") + "(" + src + ")"
		}
		return src
	}
	// nameWith prints the instance's name: the resource's, then tail (the
	// template text of what the instance adds).
	nameWith := func(tail string) string {
		if f.inComponent {
			return "`${name}-" + templateText(logical) + tail + "`"
		}
		return "`" + templateText(logical) + tail + "`"
	}
	name := func(key string) string { return nameWith("-${" + key + "}") }
	result := varName
	if eventual {
		result = in.scope.Declare("resources")
	}
	w := in.out
	switch t := rt.(type) {
	case *model.PrimitiveType:
		switch t.Kind {
		case model.DynamicKind:
			// A range of any type: what it makes is known when the
			// program runs.
			entry := in.scope.Declare("entry")
			in.RangeKey, in.RangeValue = entry+".key", entry+".value"
			created := create(in, nameWith("${"+entry+".suffix}"))
			w.WriteString("const " + result + ": " + class + "[] = [];\n")
			w.WriteString("for (const " + entry + " of " + f.helper("pclRangeEntries") + "(" + src + ")) {\n")
			w.WriteString(result + ".push(" + created + ");\n}\n")
		case model.BoolKind:
			in.RangeKey, in.RangeValue = "true", "true"
			if !eventual {
				// The resource's inputs are printed where the range
				// tested true (see guards.go).
				defer in.guardedBy(rng)()
			}
			expr := src + " ? " + create(in, f.childName(logical)) + " : undefined"
			if eventual {
				out.WriteString("const " + varName + " = " + f.pulumi() + ".output(" + c.expr(rng, precCond) + ").apply(" + param + " => " + expr + ");\n")
				return
			}
			out.WriteString("const " + varName + " = " + expr + ";\n")
			return
		case model.IntKind, model.NumberKind:
			idx := in.scope.Declare("index")
			in.RangeKey, in.RangeValue = idx, idx
			w.WriteString("const " + result + ": " + class + "[] = [];\n")
			w.WriteString("for (let " + idx + " = 0; " + idx + " < " + src + "; " + idx + "++) {\n")
			w.WriteString(result + ".push(" + create(in, name(idx)) + ");\n}\n")
		default:
			f.g.Errorf(rng.Range(), "Unsupported range", "The TypeScript generator cannot range over a value of type %s.", rt)
			return
		}
	case *model.MapType, *model.ObjectType:
		key := in.scope.Declare("key")
		value := in.scope.Declare("value")
		in.RangeKey, in.RangeValue = key, value
		in.RangeValueUsed = new(bool)
		created := create(in, name(key))
		w.WriteString("const " + result + ": Record<string, " + class + "> = {};\n")
		if *in.RangeValueUsed {
			entries := present()
			if _, vt, ok := model.ForIterationTypes(rt); ok && vt == model.DynamicType {
				// An object of no or mixed property types ranges over
				// values the program reads as dynamic.
				entries += " as Record<string, any>"
			}
			w.WriteString("for (const [" + key + ", " + value + "] of Object.entries(" + entries + ")) {\n")
		} else {
			w.WriteString("for (const " + key + " of Object.keys(" + present() + ")) {\n")
		}
		w.WriteString(result + "[" + key + "] = " + created + ";\n}\n")
	case *model.ListType, *model.TupleType, *model.SetType:
		key := in.scope.Declare("index")
		value := in.scope.Declare("value")
		in.RangeKey, in.RangeValue = key, value
		in.RangeValueUsed = new(bool)
		created := create(in, name(key))
		w.WriteString("const " + result + ": " + class + "[] = [];\n")
		list := present()
		if emptyTuple(rt) {
			list = "(" + list + " as any[])"
		}
		if *in.RangeValueUsed {
			w.WriteString("for (const [" + key + ", " + value + "] of " + list + ".entries()) {\n")
		} else {
			// Only the index is used.
			w.WriteString("for (let " + key + " = 0; " + key + " < " + list + ".length; " + key + "++) {\n")
		}
		w.WriteString(result + ".push(" + created + ");\n}\n")
	default:
		f.g.Errorf(rng.Range(), "Unsupported range", "The TypeScript generator cannot range over a value of type %s.", rt)
		return
	}
	if eventual {
		prefix := ""
		if *in.async {
			prefix = "async "
		}
		out.WriteString("const " + varName + " = " + c.outputOf(rng) + ".apply(" + prefix + param + " => {\n")
		out.WriteString(body.String())
		out.WriteString("return " + result + ";\n});\n")
	}
}

// builtinResourceClass returns the class of a resource of the pulumi
// package itself ("pulumi:pulumi:StackReference", "pulumi:index:Stash",
// also written without the module).
func (f *fileGen) builtinResourceClass(token string) (string, bool) {
	if !strings.HasPrefix(token, "pulumi:") {
		return "", false
	}
	switch token[strings.LastIndex(token, ":")+1:] {
	case "StackReference":
		return f.pulumi() + ".StackReference", true
	case "Stash":
		return f.pulumi() + ".Stash", true
	}
	return "", false
}

// input prints a lowered value for a destination of type dest: plain
// values that may be undefined where dest needs a value are asserted to be
// present, through list and object constructors.
func (c *fnCtx) input(e model.Expression, dest model.Type) string {
	if dest == nil {
		return c.expr(e, precCond)
	}
	if call, ok := gen.Unparenthesized(e).(*model.FunctionCallExpression); ok && call.Name == gen.ChosenConditional && dest != model.DynamicType {
		s, _ := c.chosenFor(call, dest)
		return s
	}
	if s, ok := c.narrowed(e, dest); ok {
		return s
	}
	if gen.IsOutput(e.Type()) {
		if dest != model.DynamicType {
			// An optional output given where a value may be unset too:
			// Output<T | undefined> is no Input<T>, though the SDK leaves
			// the input unset for undefined as for a missing one.
			return c.presentOutput(e)
		}
		return c.expr(e, precCond)
	}
	to := gen.InputElementType(dest)
	switch x := gen.Unparenthesized(e).(type) {
	case *model.ConditionalExpression:
		if !builtBranches(x) {
			break
		}
		// A plain conditional of constructors or loops (of objects
		// holding optional outputs): each branch given as the input is,
		// as the constructor it picks would be.
		cond := c.expr(x.Condition, precNullish)
		defer c.guardedBy(x.Condition)()
		return cond + " ? " + c.input(x.TrueResult, dest) + " : " + c.input(x.FalseResult, dest)
	case *model.ObjectConsExpression:
		if len(x.Items) == 0 {
			break
		}
		items := make([]string, len(x.Items))
		for i, it := range x.Items {
			items[i] = c.objectKey(it.Key) + ": " + c.input(it.Value, gen.ItemDestination(to, it.Key))
		}
		return "{\n" + strings.Join(items, ",\n") + ",\n}"
	case *model.TupleConsExpression:
		elem := gen.ElementDestination(to)
		items := make([]string, len(x.Expressions))
		for i, el := range x.Expressions {
			items[i] = c.input(el, elem)
		}
		return "[" + list(items, "") + "]"
	case *model.ForExpression:
		if x.Group {
			break
		}
		if x.Key == nil {
			s, _ := c.forExprInto(x, gen.ElementDestination(to))
			return s
		}
		if m, ok := to.(*model.MapType); ok {
			s, _ := c.forExprInto(x, m.ElementType)
			return s
		}
	}
	if !model.IsOptional(dest) && dest != model.DynamicType {
		return c.present(e, precCond)
	}
	return c.expr(e, precCond)
}

// presentOutput prints an output given where an input is taken: an
// optional output is asserted to be present (when its type prints as the
// SDK's types take it: see castable), as present asserts a
// plain value (a null leaves the input unset all the same, as in PCL).
func (c *fnCtx) presentOutput(e model.Expression) string {
	if elem, opt := optionalElement(e.Type()); opt && gen.IsOutput(elem) && isTraversal(e) {
		// An output read from a property that may be missing (of a
		// choice of objects): undefined leaves the input unset, as
		// null does.
		return c.expr(e, precPostfix) + "!"
	}
	if o, ok := e.Type().(*model.OutputType); ok && !presentConversion(e) {
		// (An output's value holds no outputs: those its type has inside,
		// a component's output computed from outputs, are resolved.)
		if elem, opt := optionalElement(model.ResolveOutputs(o.ElementType)); opt && castable(elem, 0) {
			return c.expr(e, precPostfix) + " as " + c.f.tsType(model.NewOutputType(elem))
		}
	}
	return c.expr(e, precCond)
}

// builtBranches reports whether each branch of the conditional x (at any
// depth of conditionals) is a constructor or a for expression that does
// not group: a value input prints element by element.
func builtBranches(x *model.ConditionalExpression) bool {
	built := func(e model.Expression) bool {
		switch b := gen.Unparenthesized(e).(type) {
		case *model.ForExpression:
			return !b.Group
		case *model.ConditionalExpression:
			return builtBranches(b)
		}
		return constructed(e)
	}
	return built(x.TrueResult) && built(x.FalseResult)
}

// isTraversal reports whether e is a reference with attribute or index
// steps, or a traversal of another value.
func isTraversal(e model.Expression) bool {
	switch x := gen.Unparenthesized(e).(type) {
	case *model.ScopeTraversalExpression:
		return len(x.Traversal) > 1
	case *model.RelativeTraversalExpression:
		return true
	}
	return false
}

// presentConversion reports whether e is an apply whose callback converts
// a value that may be null, which convert types present (pclMaybe(value,
// pclInt)!) whatever the conversion's type.
func presentConversion(e model.Expression) bool {
	_, fn, ok := gen.IsApply(e)
	if !ok || !gen.IsCall(fn.Body, gen.ConvertName) {
		return false
	}
	arg := fn.Body.(*model.FunctionCallExpression).Args[0]
	if model.ResolveOutputs(arg.Type()) == model.NoneType && !gen.IsNull(arg) {
		// A read of null, typed present too.
		return true
	}
	_, opt := optionalElement(shallow(arg.Type()))
	return opt && !gen.IsNull(arg) && model.RemoveNone(model.ResolveOutputs(arg.Type())) != model.DynamicType
}
