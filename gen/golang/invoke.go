package golang

import (
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints invokes. An invoke whose arguments are plain is called
// in its plain form, `result, err := pkg.GetX(ctx, &pkg.GetXArgs{...})`,
// as a statement before the code that uses it; one with eventual arguments
// (its type is an output) in its output form, `pkg.GetXOutput(ctx,
// pkg.GetXOutputArgs{...})`.

// invokeTarget is a resolved invoke: the schema function and its Go name.
type invokeTarget struct {
	pkg    *schema.Package
	fn     *schema.Function
	goName string
}

// resolveInvoke finds the schema function an invoke calls.
func (c *fnCtx) resolveInvoke(x *model.FunctionCallExpression) (*invokeTarget, bool) {
	if len(x.Args) == 0 {
		return nil, false
	}
	tok, ok := gen.StringLiteral(x.Args[0])
	if !ok {
		return nil, false
	}
	pkgName, _, _, ok := schema.SplitToken(tok)
	if !ok {
		return nil, false
	}
	pkg := c.f.prog().Package(pkgName)
	if pkg == nil {
		return nil, false
	}
	fn, err := pkg.Function(tok)
	if err != nil {
		return nil, false
	}
	return &invokeTarget{pkg: pkg, fn: fn, goName: functionName(pkg, fn.Token)}, true
}

// invokeFunction finds the schema function of an invoke whose result is
// the object type ret, through the package that declares ret.
func invokeFunction(call *model.FunctionCallExpression, ret *model.ObjectType) (*schema.Function, bool) {
	so := gen.SchemaObject(ret)
	if so == nil || so.Package == nil || len(call.Args) == 0 {
		return nil, false
	}
	tok, ok := gen.StringLiteral(call.Args[0])
	if !ok {
		return nil, false
	}
	fn, err := so.Package.Function(tok)
	if err != nil {
		return nil, false
	}
	return fn, true
}

// functionName returns the Go name of a function: its member name, with a
// leading "get" turned into "Lookup" when the module has a resource of the
// rest of the name (the Go SDKs' rule, which keeps GetX free for reading
// resource X).
func functionName(pkg *schema.Package, token string) string {
	name := memberName(token)
	if strings.HasPrefix(name, "Get") && len(name) > 3 {
		canon := pkg.CanonicalToken(token)
		if i := strings.LastIndex(canon, ":"); i >= 0 {
			res := canon[:i+1] + name[3:]
			if _, err := pkg.Resource(res); err == nil {
				return "Lookup" + name[3:]
			}
		}
	}
	return name
}

// invoke prints an invoke call as a value of the invoke's type: a plain
// invoke's result, which the Go SDKs return as a pointer to the result
// struct, dereferenced (a list, a conditional or a map of invoke results
// holds structs); its precedence is unary then.
func (c *fnCtx) invoke(x *model.FunctionCallExpression) (string, int) {
	s, pointer := c.invokeNamed(x, "")
	if pointer {
		return "*" + s, precUnary
	}
	return s, precPrimary
}

// invokeRef prints an invoke whose result is traversed: a plain invoke's
// result pointer as it is, since a selector reads through it.
func (c *fnCtx) invokeRef(x *model.FunctionCallExpression) string {
	s, _ := c.invokeNamed(x, "")
	return s
}

// invokeNamed prints an invoke; a plain invoke's result is held in a
// variable called name (or one derived from the function's name), a
// pointer to the result struct (pointer is true).
func (c *fnCtx) invokeNamed(x *model.FunctionCallExpression, name string) (s string, pointer bool) {
	// The invoke as bound: PCL's plain form, and the arguments whose
	// secrecy it keeps.
	bound := c.f.g.BoundCall(x)
	plainInPCL := !gen.IsOutput(bound.Type())
	if typed, ok := c.f.g.goTyped(c.goRefs(x)).(*model.FunctionCallExpression); ok {
		x = typed
	}
	t, ok := c.resolveInvoke(x)
	if !ok {
		if v, generic := c.genericInvoke(x, name); generic {
			return v, false
		}
		c.f.g.Errorf(x.Range(), "Unsupported invoke",
			"The Go generator needs the schema of the invoked function to generate this invoke.")
		return "nil", false
	}
	if t.fn.Outputs == nil && t.fn.ReturnType == nil {
		c.f.g.Errorf(x.Range(), "Unsupported invoke",
			"Function %q returns nothing, so its invoke has no value to use.", t.fn.Token)
		return "nil", false
	}
	if len(t.fn.MultiArgumentInputs) > 0 {
		return c.multiArgumentInvoke(x, t), false
	}
	var argExpr, optsExpr model.Expression
	if len(x.Args) > 1 {
		argExpr = x.Args[1]
	}
	if len(x.Args) > 2 {
		optsExpr = x.Args[2]
	}
	opts := c.invokeOptions(optsExpr)
	qual := c.f.qualified(t.pkg, t.fn.Token, "")
	var inputs *model.ObjectType
	if len(x.Signature.Parameters) > 1 {
		inputs, _ = model.ResolveOutputs(model.RemoveNone(x.Signature.Parameters[1].Type)).(*model.ObjectType)
	}
	if gen.IsOutput(x.Type()) {
		secret := gen.RuntimeInvoke(t.fn)
		if t.fn.Inputs == nil && !secret {
			c.f.g.Errorf(x.Range(), "Unsupported invoke",
				"The Go SDK has no output form of %q, which takes no arguments, so it cannot be called with dependsOn or for its result of type %s.", t.fn.Token, model.ResolveOutputs(x.Type()))
			return "nil", false
		}
		args := "nil"
		if t.fn.Inputs != nil {
			args = qual + t.goName + "OutputArgs{}"
			if obj, isObj := argExpr.(*model.ObjectConsExpression); isObj && inputs != nil {
				args = qual + t.goName + "OutputArgs{" + c.argFieldsOf(obj, inputs, false) + "}"
			}
		}
		call := qual + t.goName + "Output(ctx, " + args + opts + ")"
		if secret {
			call = c.secretInvoke(t, args, opts)
		}
		if plainInPCL && secret && !c.argsMayBeSecret(bound) {
			// PCL's plain form, which Go makes in the output form as its
			// arguments read values Go holds as outputs: that form's
			// result is secret as a whole when any of the response is,
			// which the plain form ignores (it is secret only when its
			// arguments are).
			call = c.f.pulumi() + ".Unsecret(" + call + ").(" + qual + t.goName + "ResultOutput)"
		}
		return call, false
	}
	if name == "" {
		name = strings.TrimPrefix(strings.TrimPrefix(t.goName, "Get"), "Lookup")
		if name == "" {
			name = t.goName
		}
		name += "Result"
	}
	args := "nil"
	if obj, isObj := argExpr.(*model.ObjectConsExpression); isObj && len(obj.Items) > 0 && inputs != nil {
		args = "&" + qual + t.goName + "Args{" + c.argFieldsOf(obj, inputs, true) + "}"
	}
	switch {
	case gen.RuntimeInvoke(t.fn):
		return c.rawInvoke(t, name, args, opts), false
	case t.fn.Inputs == nil:
		return c.hoist(name, qual+t.goName+"(ctx"+opts+")"), true
	}
	return c.hoist(name, qual+t.goName+"(ctx, "+args+opts+")"), true
}

// multiArgumentInvoke prints the invoke of a function with multi-argument
// inputs, which the Go SDKs offer in output form only, with positional
// input arguments: `pkg.FnOutput(ctx, pulumi.String("a"), nil)`. An
// argument the call leaves out is nil.
func (c *fnCtx) multiArgumentInvoke(x *model.FunctionCallExpression, t *invokeTarget) string {
	n := len(t.fn.MultiArgumentInputs)
	args := make([]string, n)
	for i := range args {
		args[i] = "nil"
		if i+1 >= len(x.Args) {
			continue
		}
		pt := model.Type(model.DynamicType)
		if i+1 < len(x.Signature.Parameters) {
			pt = x.Signature.Parameters[i+1].Type
		}
		args[i] = c.input(c.lower(x.Args[i+1], pt), pt)
	}
	var optsExpr model.Expression
	if len(x.Args) > n+1 {
		optsExpr = x.Args[n+1]
	}
	opts := c.invokeOptions(optsExpr)
	qual := c.f.qualified(t.pkg, t.fn.Token, "")
	return qual + t.goName + "Output(ctx, " + strings.Join(args, ", ") + opts + ")"
}

// argFieldsOf prints the fields of a function's args struct: plain values
// for the plain form, inputs for the output form.
func (c *fnCtx) argFieldsOf(obj *model.ObjectConsExpression, inputs *model.ObjectType, plain bool) string {
	items := make([]string, 0, len(obj.Items))
	for _, it := range obj.Items {
		k, ok := gen.StringLiteral(it.Key)
		if !ok {
			c.f.g.Errorf(it.Key.Range(), "Unsupported argument name", "The Go generator needs argument names that are constants.")
			continue
		}
		pt, ok := inputs.Properties[k]
		if !ok {
			pt = model.DynamicType
		}
		field := c.f.propertyField(inputs, k)
		if plain {
			items = append(items, field+": "+c.plainValue(c.lower(it.Value, pt), plainInputType(pt)))
		} else {
			items = append(items, field+": "+c.propertyInput(it.Value, pt, false))
		}
	}
	return multiline(items)
}

// plainInputType returns the plain type of an invoke input type: the
// output alternatives of union(T, output(T)) removed, at every level.
func plainInputType(t model.Type) model.Type {
	switch x := t.(type) {
	case *model.UnionType:
		var elems []model.Type
		for _, e := range x.ElementTypes {
			if _, isOut := e.(*model.OutputType); isOut {
				continue
			}
			elems = append(elems, plainInputType(e))
		}
		return model.NewUnionType(elems...)
	case *model.ListType:
		return model.NewListType(plainInputType(x.ElementType))
	case *model.MapType:
		return model.NewMapType(plainInputType(x.ElementType))
	}
	return t
}

// invokeOptions prints an invoke's options object as trailing
// pulumi.InvokeOption arguments (", opt1, opt2"), or "". Inside a
// component, an invoke without a parent takes the component as its parent
// (and so its providers).
func (c *fnCtx) invokeOptions(e model.Expression) string {
	p := c.f.pulumi()
	var opts []string
	obj, _ := e.(*model.ObjectConsExpression)
	if c.f.inComponent && !gen.ObjectHasKey(obj, "parent") {
		opts = append(opts, p+".Parent(componentResource)")
	}
	if obj == nil {
		return optionArgs(opts)
	}
	for _, it := range obj.Items {
		k, _ := gen.StringLiteral(it.Key)
		switch k {
		case "provider":
			opts = append(opts, p+".Provider("+c.plain(it.Value, precLowest)+")")
		case "parent":
			opts = append(opts, p+".Parent("+c.plain(it.Value, precLowest)+")")
		case "version":
			opts = append(opts, p+".Version("+c.plainAs(it.Value, model.StringType, precLowest)+")")
		case "pluginDownloadURL", "pluginDownloadUrl":
			opts = append(opts, p+".PluginDownloadURL("+c.plainAs(it.Value, model.StringType, precLowest)+")")
		case "dependsOn":
			opts = append(opts, p+".DependsOn("+c.resourceList(it.Value)+")")
		}
	}
	return optionArgs(opts)
}

// optionArgs prints options as trailing arguments, or "".
func optionArgs(opts []string) string {
	if len(opts) == 0 {
		return ""
	}
	return ", " + strings.Join(opts, ", ")
}

// secretInvoke prints the output form of a function whose result holds
// secrets (see gen.SecretResult) as ctx.InvokeOutput, which resolves to a
// secret output where the SDK's own functions fail:
//
//	ctx.InvokeOutput("tls:index/getPublicKey:getPublicKey", tls.GetPublicKeyOutputArgs{...},
//		tls.GetPublicKeyResultOutput{}, pulumi.InvokeOutputOptions{}).(tls.GetPublicKeyResultOutput)
func (c *fnCtx) secretInvoke(t *invokeTarget, args, opts string) string {
	p := c.f.pulumi()
	qual := c.f.qualified(t.pkg, t.fn.Token, "")
	result := qual + t.goName + "ResultOutput"
	options := p + ".InvokeOutputOptions{}"
	if opts != "" {
		options = p + ".InvokeOutputOptions{InvokeOptions: []" + p + ".InvokeOption{" + strings.TrimPrefix(opts, ", ") + "}}"
	}
	return "ctx.InvokeOutput(" + strconv.Quote(t.fn.Token) + ", " + args + ", " + result + "{}, " + options + ").(" + result + ")"
}

// rawInvoke prints the plain form of a function whose result holds secrets
// (see gen.SecretResult) as a statement that invokes it into a variable called
// name, and returns the variable, a result struct:
//
//	var publicKeyResult tls.GetPublicKeyResult
//	if _, err := ctx.InvokePackageRaw("tls:index/getPublicKey:getPublicKey", &tls.GetPublicKeyArgs{...}, &publicKeyResult, ""); err != nil {
//		return err
//	}
func (c *fnCtx) rawInvoke(t *invokeTarget, name, args, opts string) string {
	name = c.scope.Declare(name)
	fail := c.fail
	if c.noErr {
		fail = "panic(err)"
	}
	qual := c.f.qualified(t.pkg, t.fn.Token, "")
	c.out.WriteString("var " + name + " " + qual + t.goName + "Result\n")
	c.out.WriteString("if _, err := ctx.InvokePackageRaw(" + strconv.Quote(t.fn.Token) + ", " + args + ", &" + name + ", \"\"" + opts + "); err != nil {\n" + fail + "\n}\n")
	return name
}

// argsMayBeSecret reports whether the arguments of the invoke x may be
// secret as the program runs: they read a secret (gen.Secrecy), or
// range.key or range.value of a range that may be.
func (c *fnCtx) argsMayBeSecret(x *model.FunctionCallExpression) bool {
	if len(x.Args) < 2 {
		return false
	}
	args := x.Args[1]
	return c.f.g.Secrecy().MayBeSecret(args, nil) || c.RangeSecrecy != nil && gen.ReadsRange(args)
}
