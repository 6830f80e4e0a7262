package golang

import (
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/eval"
)

// calls prints the function calls of a lowered program (gen.CallPrinter).
// Its methods may hoist statements into the body.
type calls struct{ *fnCtx }

// call prints a function call: an intrinsic of the lowering passes, an
// invoke, or a builtin.
func (c *fnCtx) call(x *model.FunctionCallExpression) (string, int) {
	if x.Name == gen.NotNullName && len(x.Args) == 1 {
		// Only Go's lowering puts it in (gen.NullChecks).
		return c.notNull(x.Args[0])
	}
	return gen.PrintCall[string](calls{c}, x)
}

// notNull prints __notNull(v), a list, map or object that may be null read
// where PCL requires a value, as a helper that fails where v is nil.
func (c *fnCtx) notNull(v model.Expression) (string, int) {
	t := model.RemoveNone(model.ResolveOutputs(v.Type()))
	switch gt := c.f.plainType(t); {
	case strings.HasPrefix(gt, "[]"):
		return c.f.helper("notNullList") + "(" + c.plain(v, precLowest) + ")", precPrimary
	case strings.HasPrefix(gt, "map["):
		return c.f.helper("notNullMap") + "(" + c.plain(v, precLowest) + ")", precPrimary
	}
	// Held otherwise (a pointer to a struct): read as a value, which
	// fails on null.
	return c.plainAs(v, t, precLowest), precLowest
}

// Apply prints an apply as an output.
func (c calls) Apply(x *model.FunctionCallExpression) (string, int) {
	return c.output(x), precPrimary
}

// Interpolate prints an interpolation as an output.
func (c calls) Interpolate(x *model.FunctionCallExpression) (string, int) {
	return c.output(x), precPrimary
}

func (c calls) Convert(x *model.FunctionCallExpression) (string, int) { return c.convertPlain(x) }

func (c calls) ChosenConditional(x *model.FunctionCallExpression) (string, int) {
	return c.plainConditional(x), precPrimary
}

func (c calls) Invoke(x *model.FunctionCallExpression) (string, int) { return c.invoke(x) }

func (c calls) MethodCall(x *model.FunctionCallExpression) (string, int) {
	return c.methodCall(x), precPrimary
}

func (c calls) Unknown(x *model.FunctionCallExpression) (string, int) {
	c.f.g.Errorf(x.Range(), "Unknown function", "The Go generator does not know the function %q.", x.Name)
	return "nil", precPrimary
}

// arg prints argument i as a plain value of type t.
func (c *fnCtx) arg(x *model.FunctionCallExpression, i int, t model.Type) string {
	if i >= len(x.Args) {
		return zeroValue(c.f.plainType(t))
	}
	return c.plainAs(x.Args[i], t, precLowest)
}

// hoist declares a variable holding the first result of a call that also
// returns an error, checking the error, and returns the variable's name.
func (c *fnCtx) hoist(hint, call string) string {
	name := c.scope.Declare(hint)
	c.out.WriteString(name + ", err := " + call + "\n")
	c.errDeclared = true
	if c.noErr {
		c.out.WriteString("if err != nil {\npanic(err)\n}\n")
	} else {
		c.out.WriteString("if err != nil {\n" + c.fail + "\n}\n")
	}
	return name
}

func (c calls) AssetArchive(x *model.FunctionCallExpression) (string, int) {
	m := "map[string]interface{}{}"
	if len(x.Args) > 0 {
		if obj, ok := x.Args[0].(*model.ObjectConsExpression); ok {
			items := make([]string, len(obj.Items))
			for i, it := range obj.Items {
				items[i] = c.objectKey(it.Key) + ": " + c.plain(it.Value, precLowest)
			}
			m = "map[string]interface{}{" + multiline(items) + "}"
		} else {
			m = c.plain(x.Args[0], precLowest)
		}
	}
	return c.f.pulumi() + ".NewAssetArchive(" + m + ")", precPrimary
}

// Asset prints pulumi.NewFileArchive and the like.
func (c calls) Asset(x *model.FunctionCallExpression, class string) (string, int) {
	return c.f.pulumi() + ".New" + class + "(" + c.arg(x, 0, model.StringType) + ")", precPrimary
}

func (c calls) Can(x *model.FunctionCallExpression) (string, int) {
	if gen.ReportGuardedOutputs(c.f.g.Errorf, x, "Go") {
		return "false", precPrimary
	}
	var b strings.Builder
	in := c.child(&b, "")
	in.noErr = true
	in.strict = true
	ok := in.scope.Declare("ok")
	in.out.WriteString("defer func() {\nif recover() != nil {\n" + ok + " = false\n}\n}()\n")
	in.out.WriteString("_ = " + in.arg(x, 0, model.ResolveOutputs(x.Args[0].Type())) + "\nreturn true\n")
	return "func() (" + ok + " bool) {\n" + b.String() + "}()", precPrimary
}

func (c calls) Cwd(_ *model.FunctionCallExpression) (string, int) {
	return c.hoist("cwd", c.f.imports.std("os")+".Getwd()"), precPrimary
}

// emitElement prints element(list, index): the index wraps around the
// list's length; an empty list or a negative index is an error.
func (c calls) Element(x *model.FunctionCallExpression) (string, int) {
	t := model.ResolveOutputs(x.Type())
	return c.assertRead(x.Args[0], c.f.helper("element")+"("+c.plain(x.Args[0], precLowest)+", "+c.arg(x, 1, model.IntType)+")", t), precPrimary
}

// assertRead returns s, a value read from coll, as a value of model type t:
// asserted (or converted, for numbers) when coll's Go elements are
// interface{}.
func (c *fnCtx) assertRead(coll model.Expression, s string, t model.Type) string {
	if !strings.HasSuffix(c.f.plainType(model.ResolveOutputs(coll.Type())), "interface{}") {
		return s
	}
	return c.assert(s, t)
}

func (c calls) Entries(x *model.FunctionCallExpression) (string, int) {
	t := model.ResolveOutputs(x.Type())
	gt := c.f.plainType(t)
	return c.iife(gt, func(in *fnCtx) {
		kv := model.NewVariable("k", model.DynamicType)
		vv := model.NewVariable("v", model.DynamicType)
		result := in.scope.Declare("result")
		in.out.WriteString(result + " := " + gt + "{}\n")
		in.loopHeader(x.Args[0], kv, vv, true, true)
		k, _ := in.VarName(kv)
		v, _ := in.VarName(vv)
		// An entry is a map of its key and value: an int key (a list's
		// index) or value is converted where the map holds float64s.
		entry := in.f.plainType(elemOf(t))
		if strings.TrimPrefix(entry, "map[string]") == "float64" {
			// (The types of the Go collection looped over, which may
			// hold ints where PCL's type has numbers.)
			kt, vt, _ := model.ForIterationTypes(model.RemoveNone(model.ResolveOutputs(goTypeOf(x.Args[0]))))
			if kt == model.IntType {
				k = "float64(" + k + ")"
			}
			if vt == model.IntType {
				v = "float64(" + v + ")"
			}
		}
		in.out.WriteString(result + " = append(" + result + ", " + entry + "{\"key\": " + k + ", \"value\": " + v + "})\n}\nreturn " + result + "\n")
	}), precPrimary
}

func (c calls) FileBase64(x *model.FunctionCallExpression) (string, int) {
	data := c.hoist("data", c.f.imports.std("os")+".ReadFile("+c.arg(x, 0, model.StringType)+")")
	return c.f.imports.std("encoding/base64") + ".StdEncoding.EncodeToString(" + data + ")", precPrimary
}

func (c calls) FileBase64SHA256(x *model.FunctionCallExpression) (string, int) {
	data := c.hoist("data", c.f.imports.std("os")+".ReadFile("+c.arg(x, 0, model.StringType)+")")
	sum := c.scope.Declare("sum")
	c.out.WriteString(sum + " := " + c.f.imports.std("crypto/sha256") + ".Sum256(" + data + ")\n")
	return c.f.imports.std("encoding/base64") + ".StdEncoding.EncodeToString(" + sum + "[:])", precPrimary
}

func (c calls) FromBase64(x *model.FunctionCallExpression) (string, int) {
	data := c.hoist("decoded", c.f.imports.std("encoding/base64")+".StdEncoding.DecodeString("+c.arg(x, 0, model.StringType)+")")
	return "string(" + data + ")", precPrimary
}

func (c calls) GetOutput(x *model.FunctionCallExpression) (string, int) {
	return c.plain(x.Args[0], precPrimary) + ".GetOutput(" + c.f.pulumi() + ".String(" + c.arg(x, 1, model.StringType) + "))", precPrimary
}

func (c calls) Join(x *model.FunctionCallExpression) (string, int) {
	strs := c.f.imports.std("strings")
	if len(x.Args) < 2 {
		return `""`, precPrimary
	}
	elem := gen.Unenum(model.RemoveNone(elemOf(model.ResolveOutputs(x.Args[1].Type()))))
	if elem == model.StringType {
		return strs + ".Join(" + c.arg(x, 1, model.NewListType(model.StringType)) + ", " + c.arg(x, 0, model.StringType) + ")", precPrimary
	}
	// Elements that are not strings join as the strings they convert to.
	parts := c.iife("[]string", func(in *fnCtx) {
		ev := model.NewVariable("v", elem)
		parts := in.scope.Declare("parts")
		in.out.WriteString(parts + " := []string{}\n")
		in.loopHeader(x.Args[1], nil, ev, false, true)
		ref := model.NewScopeTraversalExpression(ev.Name, ev, nil, elem)
		in.out.WriteString(parts + " = append(" + parts + ", " + in.asString(ref) + ")\n}\nreturn " + parts + "\n")
	})
	return strs + ".Join(" + parts + ", " + c.arg(x, 0, model.StringType) + ")", precPrimary
}

func (c calls) Length(x *model.FunctionCallExpression) (string, int) {
	if model.RemoveNone(model.ResolveOutputs(x.Args[0].Type())) == model.StringType {
		return c.f.helper("graphemeCount") + "(" + c.arg(x, 0, model.StringType) + ")", precPrimary
	}
	if t := x.Args[0].Type(); !gen.IsOutput(t) && gen.HoldsOutputs(t) {
		if cond, ok := gen.Unparenthesized(x.Args[0]).(*model.ConditionalExpression); ok && !gen.IsOutput(cond.Condition.Type()) {
			// A choice of collections that hold outputs, which Go gives
			// as an input interface: the length of the one chosen.
			length := func(e model.Expression) model.Expression {
				return model.NewFunctionCallExpression(x.Name, x.Signature, []model.Expression{e}, false, model.IntType)
			}
			return c.plain(model.NewConditionalExpression(cond.Condition, length(cond.TrueResult), length(cond.FalseResult), model.IntType), precLowest), precLowest
		}
		// A collection that holds outputs (gen.HeldCollections): Go's input
		// collection, whose length is plain.
		return "len(" + c.input(x.Args[0], t) + ")", precPrimary
	}
	if c.f.plainType(model.ResolveOutputs(goTypeOf(x.Args[0]))) == "interface{}" {
		return c.dynamicLength(c.plain(x.Args[0], precLowest)), precPrimary
	}
	return "len(" + c.plain(x.Args[0], precLowest) + ")", precPrimary
}

func (c calls) Lookup(x *model.FunctionCallExpression) (string, int) {
	t := model.ResolveOutputs(x.Type())
	gt := c.f.plainType(t)
	return c.iife(gt, func(in *fnCtx) {
		v, ok := in.scope.Declare("v"), in.scope.Declare("ok")
		in.out.WriteString("if " + v + ", " + ok + " := " + in.plain(x.Args[0], precPrimary) + "[" + in.arg(x, 1, model.StringType) + "]; " + ok + " {\n")
		found := in.assertIfDynamic(v, model.ResolveOutputs(x.Args[0].Type()), t)
		if strings.HasPrefix(gt, "*") && in.f.plainType(model.ResolveOutputs(goTypeOf(x.Args[0]))) == "map[string]"+gt[1:] {
			// A default that may be null (lookup(m, k, null)): the result is
			// a pointer, here to the element found.
			found = "&" + v
		}
		in.out.WriteString("return " + found + "\n}\n")
		if len(x.Args) > 2 {
			in.out.WriteString("return " + in.arg(x, 2, t) + "\n")
		} else {
			in.out.WriteString("return " + zeroValue(gt) + "\n")
		}
	}), precPrimary
}

func (c calls) MinMax(x *model.FunctionCallExpression, fn string) (string, int) {
	t := model.ResolveOutputs(x.Type())
	if x.ExpandFinal && len(x.Args) == 1 {
		return c.f.imports.std("slices") + "." + strings.ToUpper(fn[:1]) + fn[1:] + "(" + c.arg(x, 0, model.NewListType(t)) + ")", precPrimary
	}
	if x.ExpandFinal {
		// max(a, list...): a and the list's numbers.
		first := make([]string, len(x.Args)-1)
		for i := range first {
			first[i] = c.arg(x, i, t)
		}
		all := "append([]" + c.f.plainType(t) + "{" + strings.Join(first, ", ") + "}, " + c.plain(x.Args[len(x.Args)-1], precLowest) + "...)"
		return c.f.imports.std("slices") + "." + strings.ToUpper(fn[:1]) + fn[1:] + "(" + all + ")", precPrimary
	}
	args := make([]string, len(x.Args))
	for i := range x.Args {
		args[i] = c.arg(x, i, t)
	}
	if len(args) == 1 {
		return args[0], precLowest
	}
	return fn + "(" + strings.Join(args, ", ") + ")", precPrimary
}

func (c calls) NotImplemented(x *model.FunctionCallExpression) (string, int) {
	return "func() interface{} {\npanic(" + c.arg(x, 0, model.StringType) + ")\n}()", precPrimary
}

// Context prints ctx.Organization() and the like.
func (calls) Context(_ *model.FunctionCallExpression, name string) (string, int) {
	return "ctx." + name + "()", precPrimary
}

// ResourceMeta prints a resource's PulumiResourceName or PulumiResourceType.
func (c calls) ResourceMeta(x *model.FunctionCallExpression, property string) (string, int) {
	return c.plain(x.Args[0], precPrimary) + ".PulumiResource" + property + "()", precPrimary
}

func (c calls) Range(x *model.FunctionCallExpression) (string, int) {
	start, limit, step := "0", "", "1"
	switch len(x.Args) {
	case 1:
		limit = c.arg(x, 0, model.IntType)
	case 2:
		start, limit = c.arg(x, 0, model.IntType), c.arg(x, 1, model.IntType)
	default:
		start, limit, step = c.arg(x, 0, model.IntType), c.arg(x, 1, model.IntType), c.arg(x, 2, model.IntType)
	}
	return c.iife("[]int", func(in *fnCtx) {
		// The arguments are printed above; the names are declared after
		// them, in the function literal's scope, and meet none they use.
		result, first, last, by, i := in.scope.Declare("result"), in.scope.Declare("start"), in.scope.Declare("limit"), in.scope.Declare("step"), in.scope.Declare("i")
		in.out.WriteString(result + " := []int{}\n")
		in.out.WriteString(first + ", " + last + ", " + by + " := " + start + ", " + limit + ", " + step + "\n")
		in.out.WriteString("for " + i + " := " + first + "; (" + by + " > 0 && " + i + " < " + last + ") || (" + by + " < 0 && " + i + " > " + last + "); " + i + " += " + by + " {\n" + result + " = append(" + result + ", " + i + ")\n}\nreturn " + result + "\n")
	}), precPrimary
}

func (c calls) ReadFile(x *model.FunctionCallExpression) (string, int) {
	data := c.hoist("data", c.f.imports.std("os")+".ReadFile("+c.arg(x, 0, model.StringType)+")")
	return "string(" + data + ")", precPrimary
}

// emitRecover prints recover(value, recovery) as an Output resolved, once
// value settles, with value itself or, when it failed, with recovery
// evaluated with `error` bound to the failure's message.
func (c calls) Recover(x *model.FunctionCallExpression) (string, int) {
	t := model.ResolveOutputs(x.Type())
	out := c.f.outputType(t)
	if out == "" || len(x.Args) != 2 {
		c.f.g.Errorf(x.Range(), "Unsupported function",
			"The Go SDK has no output type for values of type %s, so this recover cannot be generated.", t)
		return "nil", precPrimary
	}
	goType := c.f.plainType(t)
	p := c.f.pulumi()
	return c.iife(out, func(in *fnCtx) {
		deferred := in.scope.Declare("deferred")
		resolve := in.scope.Declare("resolve")
		value := in.scope.Declare("value")
		decl, typed := c.f.deferredOutput(deferred, resolve, goType, out)
		in.out.WriteString(decl)
		// The value as an output of the recover's type (an int where
		// the type is a number, converted), which resolves the deferred.
		in.out.WriteString(value + " := " + c.f.asOutput(in.input(x.Args[0], t), out) + "\n")
		in.out.WriteString("go func() {\n")
		var body strings.Builder
		g := in.child(&body, "")
		g.noErr = true
		errName := g.scope.Declare("err")
		message := g.scope.Declare("message")
		model.Walk(x.Args[1], func(e model.Expression) bool {
			if st, ok := e.(*model.ScopeTraversalExpression); ok && st.RootName == "error" {
				if v, isVar := st.Definition.(*model.Variable); isVar {
					g.Bind(v, message)
				}
			}
			return true
		})
		recovery := g.input(x.Args[1], t)
		internals := c.f.imports.add(pulumiPath+"/internals", "internals")
		in.out.WriteString("if _, " + errName + " := " + internals + ".UnsafeAwaitOutput(ctx.Context(), " + value + "); " + errName + " != nil {\n")
		in.out.WriteString(message + " := " + errName + ".Error()\n")
		if !strings.Contains(recovery, message) {
			in.out.WriteString("_ = " + message + "\n")
		}
		in.out.WriteString(body.String())
		in.out.WriteString(resolve + "(" + p + ".ToOutput(" + recovery + "))\nreturn\n}\n")
		in.out.WriteString(resolve + "(" + value + ")\n}()\n")
		in.out.WriteString("return " + typed + "\n")
	}), precPrimary
}

func (c calls) Secret(x *model.FunctionCallExpression) (string, int) {
	return c.secret(x, "ToSecret")
}

func (c calls) Unsecret(x *model.FunctionCallExpression) (string, int) {
	return c.secret(x, "Unsecret")
}

// secret prints pulumi.ToSecret or pulumi.Unsecret (fn) of x's argument,
// asserted to the output type of x.
func (c calls) secret(x *model.FunctionCallExpression, fn string) (string, int) {
	t := model.ResolveOutputs(goTypeOf(x))
	out := c.f.outputType(t)
	if out == "" {
		c.f.g.Errorf(x.Range(), "Unsupported secret", "The Go SDK has no output type for secrets of type %s.", t)
		return "nil", precPrimary
	}
	arg := x.Args[0]
	var v string
	if gen.IsOutput(arg.Type()) {
		v = c.receiver(arg)
	} else if out == c.f.pulumi()+".AnyOutput" {
		// A value of any type (converted to the type an operation
		// takes, a *float64): an output of it as it is, which the
		// output's readers take as a value of any type.
		v = c.f.pulumi() + ".Any(" + c.plain(arg, precLowest) + ")"
	} else if plainPointer(arg) {
		// pulumi.ToSecret takes any value: a nil pointer makes an output
		// of the pointer's type without a value, where its Ptr input
		// (pulumi.StringPtrFromPtr) would be a nil Input, of no type.
		v = c.plain(arg, precLowest)
	} else if plainNilable(c.f, arg, t) {
		// A slice or map that may be nil: the input of a null (a nil
		// pulumi.BoolMapInput) would be of no type.
		v = c.nilableOutput(c.plain(arg, precLowest), c.f.plainType(model.RemoveNone(t)), out)
	} else if fn == "Unsecret" {
		v = c.input(arg, arg.Type()) + ".To" + strings.TrimPrefix(out, c.f.pulumi()+".") + "()"
	} else {
		// The input is printed as the type of the output asserted: an
		// object whose properties have one type is a map of it.
		it := t
		if ot, ok := t.(*model.ObjectType); ok && gen.SchemaObject(ot) == nil && out != c.f.pulumi()+".MapOutput" && strings.HasSuffix(out, "MapOutput") {
			it = model.NewMapType(objectElem(ot))
		}
		v = c.input(arg, it)
	}
	return c.f.pulumi() + "." + fn + "(" + v + ").(" + out + ")", precPrimary
}

// plainNilable reports whether e is a plain value that may be null, of a
// slice or map type that Go holds as the plain Go type of t (whose output
// type pulumi.ToOutput makes of it).
func plainNilable(f *fileGen, e model.Expression, t model.Type) bool {
	if gen.HoldsOutputs(e.Type()) || !model.IsOptional(e.Type()) {
		return false
	}
	gt := f.plainType(model.RemoveNone(model.ResolveOutputs(goTypeOf(e))))
	return (strings.HasPrefix(gt, "[]") || strings.HasPrefix(gt, "map[")) && gt == f.plainType(model.RemoveNone(t))
}

// plainPointer reports whether e is a plain value that Go holds as a
// pointer to a primitive: a value that may be null (an optional config
// variable).
func plainPointer(e model.Expression) bool {
	if gen.HoldsOutputs(e.Type()) {
		return false
	}
	elem, ok := optionalElement(model.ResolveOutputs(goTypeOf(e)))
	return ok && pointerOptional(elem)
}

func (c calls) SHA1(x *model.FunctionCallExpression) (string, int) {
	return c.f.imports.std("fmt") + `.Sprintf("%x", ` + c.f.imports.std("crypto/sha1") + ".Sum([]byte(" + c.arg(x, 0, model.StringType) + ")))", precPrimary
}

func (c calls) SingleOrNone(x *model.FunctionCallExpression) (string, int) {
	t := model.ResolveOutputs(x.Type())
	gt := c.f.plainType(t)
	return c.iife(gt, func(in *fnCtx) {
		l := in.scope.Declare("list")
		in.out.WriteString(l + " := " + in.plain(x.Args[0], precLowest) + "\n")
		in.out.WriteString("if len(" + l + ") == 0 {\nreturn nil\n}\n")
		in.out.WriteString("if len(" + l + ") != 1 {\npanic(\"singleOrNone: the list has more than one element\")\n}\n")
		elemGo := c.f.plainType(elemOf(model.ResolveOutputs(goTypeOf(x.Args[0]))))
		if elemGo == "interface{}" && gt != "interface{}" {
			// A list of values of other shapes (objects of other
			// attributes, a value and a pointer to one), whose one
			// element converts as PCL's value does.
			in.out.WriteString("return " + c.f.viaJSON(gt, l+"[0]") + "\n")
		} else if strings.HasPrefix(gt, "*") && elemGo != gt {
			// A list of values, not of pointers to them (a list of
			// optional values holds pointers already).
			in.out.WriteString("return &" + l + "[0]\n")
		} else {
			in.out.WriteString("return " + l + "[0]\n")
		}
	}), precPrimary
}

func (c calls) Split(x *model.FunctionCallExpression) (string, int) {
	return c.f.imports.std("strings") + ".Split(" + c.arg(x, 1, model.StringType) + ", " + c.arg(x, 0, model.StringType) + ")", precPrimary
}

func (c calls) ToBase64(x *model.FunctionCallExpression) (string, int) {
	return c.f.imports.std("encoding/base64") + ".StdEncoding.EncodeToString([]byte(" + c.arg(x, 0, model.StringType) + "))", precPrimary
}

// emitToJSON prints toJSON: of a value that holds outputs, an output of the
// value resolved at any depth (pulumi.ToOutput; encoding/json cannot marshal
// outputs) encoded in an apply; of a plain value, its encoding.
func (c calls) ToJSON(x *model.FunctionCallExpression) (string, int) {
	if gen.IsOutput(x.Type()) || gen.HoldsOutputs(x.Args[0].Type()) {
		v := c.scope.Declare("v")
		arg := x.Args[0]
		value := ""
		if st, ok := arg.(*model.ScopeTraversalExpression); ok && len(st.Traversal) == 1 {
			// A local holding an input collection (see localVariable).
			value = c.scopeTraversal(st)
		} else {
			value = c.input(arg, arg.Type())
		}
		marshaled := v
		if holdsSchemaObjects(arg) {
			// Objects of a schema's types are written as PCL holds them.
			marshaled = c.f.helper("pclObject") + "(" + v + ")"
		}
		var body string
		if mayHoldNumbers(model.ResolveOutputs(arg.Type())) {
			// encoding/json writes some numbers with an exponent; PCL never does.
			body = "return " + c.f.helper("toJSON") + "(" + marshaled + ")\n"
		} else {
			data := c.scope.Declare("data")
			body = data + ", err := " + c.f.imports.std("encoding/json") + ".Marshal(" + marshaled + ")\nreturn string(" + data + "), err\n"
		}
		return c.f.pulumi() + ".ToOutput(" + value + ").ApplyT(func(" + v + " interface{}) (string, error) {\n" + body +
			"}).(" + c.f.pulumi() + ".StringOutput)", precPrimary
	}
	value := c.plain(x.Args[0], precLowest)
	if holdsSchemaObjects(x.Args[0]) {
		value = c.f.helper("pclObject") + "(" + value + ")"
	}
	if mayHoldNumbers(model.ResolveOutputs(x.Args[0].Type())) {
		// encoding/json writes some numbers with an exponent; PCL never does.
		return c.hoist("jsonText", c.f.helper("toJSON")+"("+value+")"), precPrimary
	}
	data := c.hoist("jsonBytes", c.f.imports.std("encoding/json")+".Marshal("+value+")")
	return "string(" + data + ")", precPrimary
}

// mayHoldNumbers reports whether a value of type t may hold a number that
// is not an int.
func mayHoldNumbers(t model.Type) bool {
	return gen.AnyTypeWithin(t, func(t model.Type) (bool, bool) {
		return t == model.NumberType || t == model.DynamicType, true
	})
}

func (c calls) Try(x *model.FunctionCallExpression) (string, int) {
	if gen.ReportGuardedOutputs(c.f.g.Errorf, x, "Go") {
		return "nil", precPrimary
	}
	t := model.ResolveOutputs(x.Type())
	gt := c.f.plainType(t)
	return c.iife(gt, func(in *fnCtx) {
		for i := range x.Args[:len(x.Args)-1] {
			// The attempt's function literal names its results, which the
			// argument, printed inside it, must not meet.
			var b strings.Builder
			attempt := in.child(&b, "")
			attempt.noErr = true
			attempt.strict = true
			v, ok := attempt.scope.Declare("v"), attempt.scope.Declare("ok")
			b.WriteString("return " + attempt.arg(x, i, t) + ", true\n")
			in.out.WriteString("if " + v + ", " + ok + " := func() (" + v + " " + gt + ", " + ok + " bool) {\ndefer func() {\nif recover() != nil {\n" + ok + " = false\n}\n}()\n")
			in.out.WriteString(b.String() + "}(); " + ok + " {\nreturn " + v + "\n}\n")
		}
		in.out.WriteString("return " + in.arg(x, len(x.Args)-1, t) + "\n")
	}), precPrimary
}

// WithSecrecyOf prints gen.WithSecrecyOfName's value, in an apply's
// callback.
func (c calls) WithSecrecyOf(x *model.FunctionCallExpression) (string, int) {
	return c.plain(x.Args[1], precLowest), precLowest
}

// HasKey prints whether a map has a key: Go holds a plain map or object
// of PCL as a map.
func (c calls) HasKey(x *model.FunctionCallExpression) (string, int) {
	return c.iife("bool", func(in *fnCtx) {
		ok := in.scope.Declare("ok")
		in.out.WriteString("_, " + ok + " := " + in.plain(x.Args[0], precPrimary) + "[" + in.arg(x, 1, model.StringType) + "]\n")
		in.out.WriteString("return " + ok + "\n")
	}), precPrimary
}

// ToOutput prints an element of an input collection (an Input of the
// element's type, plain or an output) as an output of its type.
func (c calls) ToOutput(x *model.FunctionCallExpression) (string, int) {
	out := c.f.outputType(x.Type())
	in := c.f.inputInterface(out)
	var v string
	el, _ := x.Args[0].(*model.FunctionCallExpression)
	switch {
	case el != nil && el.Name == "element" && len(el.Args) == 2:
		// An element of an input collection: an Input of its type.
		coll := c.input(el.Args[0], c.heldSource(el.Args[0], x, false))
		v = c.f.helper("element") + "(" + coll + ", " + c.arg(el, 1, model.IntType) + ")"
		if c.f.unlikeElementOutputs(model.ResolveOutputs(goTypeOf(el.Args[0])), x.Type()) {
			// (An element of a tuple of collections of unlike Go types,
			// converted as a loop's variable over it is.)
			v = c.heldElement(el.Args[0], v, x.Type())
		} else if c.holdsInterfaces(el.Args[0], coll) && in != c.f.pulumi()+".Input" {
			v += ".(" + in + ")"
		}
	case el != nil && el.Name == "lookup" && len(el.Args) == 3:
		// The element of an input map at a key, else the default.
		coll, key := c.input(el.Args[0], c.heldSource(el.Args[0], x, true)), c.arg(el, 1, model.StringType)
		def := c.input(el.Args[2], model.ResolveOutputs(x.Type()))
		v = c.iife(in, func(b *fnCtx) {
			found := b.scope.Declare("v")
			m := b.scope.Declare("m")
			ok := b.scope.Declare("ok")
			value := found
			if c.f.outputType(mapElement(model.ResolveOutputs(el.Args[0].Type()))) != out || c.f.untypedCollection(model.ResolveOutputs(el.Args[0].Type())) {
				// An element of a pulumi.Map (of an object of values of
				// different types) is a pulumi.Input.
				value += ".(" + in + ")"
			}
			b.out.WriteString(m + " := " + coll + "\nif " + found + ", " + ok + " := " + m + "[" + key + "]; " + ok + " {\nreturn " + value + "\n}\nreturn " + def + "\n")
		})
	case el != nil && el.Name == "singleOrNone" && len(el.Args) == 1:
		// The one element of an input collection whose elements are
		// input collections (see gen.HeldCollections), or a null output
		// of its type.
		plainType := c.f.plainType(model.RemoveNone(model.ResolveOutputs(x.Type())))
		if !strings.HasPrefix(plainType, "[]") && !strings.HasPrefix(plainType, "map[") {
			c.f.g.Errorf(x.Range(), "Unsupported output type",
				"The Go generator cannot give the one element of this list, which holds outputs, as an output of type %s.", model.ResolveOutputs(x.Type()))
			return "nil", precPrimary
		}
		coll := c.input(el.Args[0], c.heldSource(el.Args[0], x, false))
		v = c.iife(in, func(b *fnCtx) {
			list := b.scope.Declare("list")
			elem := list + "[0]"
			if c.holdsInterfaces(el.Args[0], coll) {
				elem += ".(" + in + ")"
			}
			b.out.WriteString(list + " := " + coll + "\nif len(" + list + ") == 0 {\nreturn " + c.f.nullOutput(out, plainType) + "\n}\n")
			b.out.WriteString("if len(" + list + ") != 1 {\npanic(\"singleOrNone: the list has more than one element\")\n}\nreturn " + elem + "\n")
		})
	case isHeldRead(x.Args[0]):
		var typed bool
		v, typed = c.heldRead(x.Args[0])
		if s, ok := c.f.intAmongNumbers(v, model.ResolveOutputs(heldSourceOf(x.Args[0]).Type()), out); ok && typed {
			return s, precPrimary
		}
		v += ".(" + in + ")"
	case !gen.IsOutput(x.Args[0].Type()) && gen.ValueHoldsOutputs(x.Args[0]):
		// A collection holding outputs (a loop of outputs in an apply's
		// callback, see gen.LowerApplies): an input collection.
		v = c.input(x.Args[0], model.ResolveOutputs(x.Type()))
	case isConstant(x.Args[0]):
		// A constant picked from a collection holding outputs
		// (element([pet.id, "a"], 1)): an input of its value.
		v = c.input(x.Args[0], model.ResolveOutputs(x.Type()))
	case !gen.HoldsOutputs(goTypeOf(x.Args[0])) && plainCollection(c.f.plainType(goTypeOf(x.Args[0]))):
		// A plain Go slice or map (a loop's variable over a collection
		// an apply resolved): an input of its value.
		v = c.input(x.Args[0], model.ResolveOutputs(x.Type()))
	default:
		v = c.plain(x.Args[0], precPrimary)
		if out == c.f.pulumi()+".Float64Output" && gen.IsOutput(x.Args[0].Type()) && model.ResolveOutputs(goTypeOf(x.Args[0])) == model.IntType {
			// An output of an int read as a number (an element of a tuple
			// of ints and numbers).
			return c.intOutputAs(v, x.Args[0], model.NumberType), precPrimary
		}
		if gt := c.f.plainType(model.ResolveOutputs(goTypeOf(x.Args[0]))); (gt == "map[string]interface{}" || gt == "[]interface{}") && out != "" {
			// A plain Go map or slice (an entry of entries over a
			// collection holding outputs) is no Input: ToOutput
			// resolves the inputs it holds.
			return c.f.pulumi() + ".ToOutput(" + c.plain(x.Args[0], precLowest) + ").(" + out + ")", precPrimary
		}
	}
	if out == "" {
		c.f.g.Errorf(x.Range(), "Unsupported output type",
			"The Go SDK has no output type for values of type %s, so this element of a collection holding outputs cannot be read.", model.ResolveOutputs(x.Type()))
		return "nil", precPrimary
	}
	return c.f.asOutput(v, out), precPrimary
}

// plainCollection reports whether gt, a plain Go type, is a slice or map
// of values of Go types of their own (not interface{}s, which hold inputs
// too).
func plainCollection(gt string) bool {
	return (strings.HasPrefix(gt, "[]") || strings.HasPrefix(gt, "map[")) && !strings.Contains(gt, "interface{}")
}

// holdsInterfaces reports whether the input collection src, printed as
// coll, holds pulumi.Inputs (a pulumi.Array or pulumi.Map, of a tuple of
// outputs of several types too), which an element read is asserted from.
func (c calls) holdsInterfaces(src model.Expression, coll string) bool {
	return c.f.untypedCollection(model.ResolveOutputs(src.Type())) || strings.HasPrefix(coll, c.f.pulumi()+".Array{")
}

// heldSource returns the input type the collection src of an element that
// ToOutput call x reads is given as: its own type, or, when its elements
// hold outputs without being outputs ([[pet.id], ["a"]]), the collection
// (a map when keyed, else a list) of x's resolved type, whose Go input
// collection holds typed inputs (pulumi.StringArrayArray, not a
// pulumi.Array of pulumi.Arrays).
func (c calls) heldSource(src model.Expression, x *model.FunctionCallExpression, keyed bool) model.Type {
	_, vt, ok := model.ForIterationTypes(src.Type())
	if !ok || gen.IsOutput(vt) || !gen.HoldsOutputs(vt) {
		return src.Type()
	}
	if keyed {
		return model.NewMapType(model.ResolveOutputs(x.Type()))
	}
	return model.NewListType(model.ResolveOutputs(x.Type()))
}

// isHeldRead reports whether e, the argument of a ToOutputName call, reads
// one element of a collection (gen.HeldCollections): a one-step traversal
// or an index.
func isHeldRead(e model.Expression) bool {
	switch x := e.(type) {
	case *model.RelativeTraversalExpression:
		if len(x.Traversal) == 1 {
			_, ok := gen.StepKey(x.Traversal[0])
			return ok
		}
	case *model.IndexExpression:
		return true
	}
	return false
}

// heldSourceOf returns the collection e, a read isHeldRead accepts, reads.
func heldSourceOf(e model.Expression) model.Expression {
	if x, ok := e.(*model.RelativeTraversalExpression); ok {
		return x.Source
	}
	return e.(*model.IndexExpression).Collection
}

// heldRead prints the read isHeldRead accepts from the collection printed
// as Go's input collection (a pulumi.Array, pulumi.IntMap and so on),
// whose element is an Input. A missing map key or an index out of range
// panics, as PCL fails. typed reports a collection of the type Go gives
// its elements' unified type (not mixedTuple's pulumi.Array).
func (c calls) heldRead(e model.Expression) (read string, typed bool) {
	src := heldSourceOf(e)
	var key model.Expression
	if x, ok := e.(*model.RelativeTraversalExpression); ok {
		k, _ := gen.StepKey(x.Traversal[0])
		key = model.NewLiteralValueExpression(k, nil)
	} else {
		key = e.(*model.IndexExpression).Key
	}
	coll, mixed := c.mixedTuple(src)
	if !mixed {
		coll = c.input(src, src.Type())
	}
	switch model.RemoveNone(model.ResolveOutputs(src.Type())).(type) {
	case *model.MapType, *model.ObjectType:
		return c.mapGet(coll, c.plainAs(key, model.StringType, precLowest)), !mixed
	}
	return coll + "[" + c.listKey(key) + "]", !mixed
}

// mixedTuple prints src, a tuple constructor of strings, numbers, ints and
// bools of different types ([1, 1.5 + pet.length], an int and a float64),
// as the pulumi.Array of each one's own input, which an element read is
// asserted from: the typed collection of their unified type (a
// pulumi.Float64Array) would hold the int as a float64. ok is false for
// other collections.
func (c calls) mixedTuple(src model.Expression) (string, bool) {
	tup, ok := gen.Unparenthesized(src).(*model.TupleConsExpression)
	if !ok || len(tup.Expressions) < 2 {
		return "", false
	}
	first := model.ResolveOutputs(tup.Expressions[0].Type())
	mixed := false
	for _, el := range tup.Expressions {
		t := model.ResolveOutputs(el.Type())
		if !gen.PlainPrimitive(t) {
			// Optional values and collections are held as inputs of
			// their own types already (a pulumi.Array).
			return "", false
		}
		mixed = mixed || t != first
	}
	if !mixed {
		return "", false
	}
	items := make([]string, len(tup.Expressions))
	for i, el := range tup.Expressions {
		items[i] = c.input(el, el.Type())
	}
	return c.f.pulumi() + ".Array{" + multiline(items) + "}", true
}

// isConstant reports whether e is a constant (a literal, a template of
// literals).
func isConstant(e model.Expression) bool {
	_, ok := eval.ConstantValue(e)
	return ok
}
