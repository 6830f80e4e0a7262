package typescript

import (
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/binder"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints invokes. An invoke whose arguments are plain is called
// in its promise form and awaited, `await aws.getAmi({...})`; one with
// eventual arguments (its type is an output) in its output form,
// `aws.getAmiOutput({...})`.

// resolveInvoke finds the package and schema function an invoke calls.
func (c *fnCtx) resolveInvoke(x *model.FunctionCallExpression) (*schema.Package, *schema.Function, bool) {
	if len(x.Args) == 0 {
		return nil, nil, false
	}
	tok, ok := gen.StringLiteral(x.Args[0])
	if !ok {
		return nil, nil, false
	}
	pkgName, _, _, ok := schema.SplitToken(tok)
	if !ok {
		return nil, nil, false
	}
	pkg := c.f.prog().Package(pkgName)
	if pkg == nil {
		return nil, nil, false
	}
	fn, err := pkg.Function(tok)
	if err != nil {
		return nil, nil, false
	}
	return pkg, fn, true
}

// outputInvokes returns e with the invokes that cannot be awaited typed as
// outputs, so that they are called in their output form: those of
// functions with only an output form, and all invokes in a component's
// constructor, which cannot await.
func (f *fileGen) outputInvokes(e model.Expression) model.Expression {
	if e == nil {
		return nil
	}
	e = gen.MapChildren(e, f.outputInvokes)
	call, ok := e.(*model.FunctionCallExpression)
	if ok && call.Name == binder.CallName && !f.inComponent && plainMethod(call) {
		// A method whose result is plain returns a promise, awaited.
		if o, isOutput := call.Type().(*model.OutputType); isOutput {
			return model.NewFunctionCallExpression(call.Name, call.Signature, call.Args, call.ExpandFinal, model.NewPromiseType(o.ElementType))
		}
		return e
	}
	if !ok || call.Name != binder.InvokeName {
		return e
	}
	// The arguments take the parameters' types.
	if converted, isCall := gen.ConvertInvokeCall(call, needsConversion).(*model.FunctionCallExpression); isCall {
		e, call = converted, converted
	}
	p, isPromise := call.Type().(*model.PromiseType)
	if !isPromise || !(f.inComponent || f.outputOnly(call)) {
		return e
	}
	return model.NewFunctionCallExpression(call.Name, call.Signature, call.Args, call.ExpandFinal, model.NewOutputType(p.ElementType))
}

// outputOnly reports whether an invoke calls a function that has only an
// output form.
func (f *fileGen) outputOnly(call *model.FunctionCallExpression) bool {
	c := &fnCtx{f: f}
	_, fn, ok := c.resolveInvoke(call)
	return ok && fn.NoPlainVariant
}

// invoke prints an invoke call.
func (c *fnCtx) invoke(x *model.FunctionCallExpression) (string, int) {
	pkg, fn, ok := c.resolveInvoke(x)
	if !ok {
		if s, ok := c.unresolvedInvoke(x); ok {
			return s, precPostfix
		}
		c.f.g.Errorf(x.Range(), "Unsupported invoke",
			"The TypeScript generator needs the schema of the invoked function to generate this invoke.")
		return "undefined", precPrimary
	}
	if fn.Outputs == nil && fn.ReturnType == nil {
		c.f.g.Errorf(x.Range(), "Unsupported invoke",
			"Function %q returns nothing, so its invoke has no value to use.", fn.Token)
		return "undefined", precPrimary
	}
	name := c.f.qualified(pkg, fn.Token)
	output, _ := model.ContainsEventuals(x.Type())
	if output {
		name += "Output"
	} else if fn.NoPlainVariant {
		c.f.g.Errorf(x.Range(), "Unsupported invoke",
			"Function %q has only an output form, so its invoke cannot be awaited here.", fn.Token)
		return "undefined", precPrimary
	}
	var args []string
	optsAt := 2
	if n := len(fn.MultiArgumentInputs); n > 0 {
		// The inputs are positional arguments; an argument the call
		// leaves out is undefined.
		optsAt = n + 1
		last := len(x.Args) - 1
		if last > n {
			last = n
		}
		for i := 1; i <= last; i++ {
			args = append(args, c.input(x.Args[i], parameterType(x, i)))
		}
	} else if len(x.Args) > 1 {
		args = append(args, c.input(x.Args[1], parameterType(x, 1)))
	}
	var optsExpr model.Expression
	if len(x.Args) > optsAt {
		optsExpr = x.Args[optsAt]
	}
	if opts := c.invokeOptions(optsExpr); opts != "" {
		if len(fn.MultiArgumentInputs) > 0 {
			for len(args) < len(fn.MultiArgumentInputs) {
				args = append(args, "undefined")
			}
		} else if len(args) == 0 {
			args = append(args, "{}")
		}
		args = append(args, opts)
	}
	if output && gen.RuntimeInvoke(fn) {
		// The SDK's output form may call the plain form, which ignores
		// secrets; the runtime's keeps them (see gen.SecretResult).
		if len(args) == 0 {
			args = append(args, "{}")
		}
		result := c.f.qualifiedMember(pkg, fn.Token, className(tokenMember(fn.Token))+"Result")
		name = c.f.pulumi() + ".runtime.invokeOutput<" + result + ">"
		args = append([]string{strconv.Quote(fn.Token)}, args...)
	}
	call := name + "(" + strings.Join(args, ", ") + ")"
	if output {
		return call, precPostfix
	}
	if c.async == nil {
		c.f.g.Errorf(x.Range(), "Unsupported invoke",
			"An invoke with plain arguments is awaited, which a component's constructor cannot do; pass an output as one of the arguments of %q to call its output form.", fn.Token)
		return "undefined", precPrimary
	}
	*c.async = true
	return "await " + call, precUnary
}

// invokeOptions prints an invoke's options object, or "". Inside a
// component, invokes take the component as their parent.
func (c *fnCtx) invokeOptions(e model.Expression) string {
	var items []string
	obj, _ := e.(*model.ObjectConsExpression)
	hasParent := false
	if obj != nil {
		for _, it := range obj.Items {
			k, ok := gen.StringLiteral(it.Key)
			if !ok {
				continue
			}
			hasParent = hasParent || k == "parent"
			if strings.EqualFold(k, "pluginDownloadURL") {
				k = "pluginDownloadURL"
			}
			items = append(items, propertyKey(k)+": "+c.expr(it.Value, precCond))
		}
	} else if e != nil {
		c.f.g.Errorf(e.Range(), "Unsupported invoke options", "The options of an invoke must be an object constructor.")
	}
	if c.f.inComponent && !hasParent {
		items = append([]string{"parent: this"}, items...)
	}
	if len(items) == 0 {
		return ""
	}
	return "{" + strings.Join(items, ", ") + "}"
}

// unresolvedInvoke prints an invoke of a function whose package schema the
// program was bound without, in its output form, named after the token.
func (c *fnCtx) unresolvedInvoke(x *model.FunctionCallExpression) (string, bool) {
	if len(x.Args) == 0 {
		return "", false
	}
	tok, ok := gen.StringLiteral(x.Args[0])
	if !ok {
		return "", false
	}
	if pkg, _, _, valid := schema.SplitToken(tok); !valid || c.f.prog().Package(pkg) != nil {
		return "", false
	}
	name, ok := c.f.tokenQualified(tok, false)
	if !ok {
		return "", false
	}
	var args []string
	if len(x.Args) > 1 {
		args = append(args, c.expr(x.Args[1], precCond))
	}
	var optsExpr model.Expression
	if len(x.Args) > 2 {
		optsExpr = x.Args[2]
	}
	if opts := c.invokeOptions(optsExpr); opts != "" {
		if len(args) == 0 {
			args = append(args, "{}")
		}
		args = append(args, opts)
	}
	return name + "Output(" + strings.Join(args, ", ") + ")", true
}

// parameterType returns the type of the call's parameter i, or nil when
// its signature has none.
func parameterType(x *model.FunctionCallExpression, i int) model.Type {
	if i < len(x.Signature.Parameters) {
		return x.Signature.Parameters[i].Type
	}
	return nil
}
