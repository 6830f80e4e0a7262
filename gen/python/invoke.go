package python

import (
	"strings"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints invokes and method calls. An invoke whose arguments are
// plain is called in its plain form, `aws.ec2.get_ami(...)`, which returns
// the result; one with eventual arguments (its type is an output) in its
// output form, `aws.ec2.get_ami_output(...)`.

// invoke prints an invoke.
func (c *fnCtx) invoke(x *model.FunctionCallExpression) code {
	if len(x.Args) == 0 {
		return c.errorf(x.Range(), "Invalid invoke", "An invoke needs the token of the function it calls.")
	}
	tok, ok := gen.StringLiteral(x.Args[0])
	if !ok {
		return c.errorf(x.Args[0].Range(), "Unsupported invoke", "The Python generator needs the function token of an invoke to be a string literal.")
	}
	pkgName, _, _, ok := schema.SplitToken(tok)
	var pkg *schema.Package
	if ok {
		pkg = c.f.current.Package(pkgName)
	}
	var fn *schema.Function
	if pkg != nil {
		fn, _ = pkg.Function(tok)
	}
	var module string
	if fn != nil {
		module = c.f.moduleOf(pkg, fn.Token)
	} else {
		// Without the schema (the program was bound without type checking)
		// the names follow from the token.
		m, ok := c.f.moduleOfToken(tok)
		if !ok {
			return c.errorf(x.Args[0].Range(), "Unsupported invoke", "The Python generator cannot name the function %q.", tok)
		}
		module, fn = m, &schema.Function{Token: tok}
	}
	name := module + "." + pyName(memberName(fn.Token))
	if gen.IsOutput(x.Type()) || fn.NoPlainVariant {
		name += "_output"
	} else {
		name = safeName(name)
	}
	output := strings.HasSuffix(name, "_output")
	// A function whose result holds secrets, which the SDK's output form
	// may lose (see gen.SecretResult), is invoked through the runtime's
	// invoke_output, with its arguments under their schema names, at every
	// depth, and the SDK's result class:
	//
	//	pulumi.runtime.invoke_output("tls:index/getPublicKey:getPublicKey", {"privateKeyPem": pem}, typ=tls.GetPublicKeyResult)
	runtime := output && gen.RuntimeInvoke(fn)
	var args []code
	var opts model.Expression
	if n := len(fn.MultiArgumentInputs); n > 0 {
		// The SDK takes the inputs as positional arguments; the program
		// passes them the same way, the options (if any) after them.
		rest := x.Args[1:]
		if len(rest) > n {
			opts, rest = rest[n], rest[:n]
		}
		for _, a := range rest {
			args = append(args, c.value(a, nil))
		}
	} else {
		var obj *model.ObjectConsExpression
		if len(x.Args) > 1 {
			var isObj bool
			if obj, isObj = x.Args[1].(*model.ObjectConsExpression); !isObj {
				return c.errorf(x.Args[1].Range(), "Unsupported invoke", "The Python generator needs the arguments of an invoke to be an object constructor.")
			}
		}
		switch {
		case runtime:
			args = []code{atom(quote(fn.Token)), c.wireArgs(obj)}
		case obj != nil:
			args = c.keywordArgs(obj, fn.Inputs, output)
		}
		if len(x.Args) > 2 {
			opts = x.Args[2]
		}
	}
	if o := c.invokeOptions(opts); o != nil {
		args = append(args, cat(atom("opts="), o))
	}
	if runtime {
		args = append(args, atom("typ="+module+"."+className(memberName(fn.Token))+"Result"))
		return call(c.f.pulumi()+".runtime.invoke_output", args...)
	}
	return call(name, args...)
}

// wireArgs prints an invoke's arguments (obj, nil for none) as a dict of
// their schema names: the runtime sends the values as they are, so nested
// objects keep their schema names too (no destination renames them).
func (c *fnCtx) wireArgs(obj *model.ObjectConsExpression) code {
	var items []code
	if obj != nil {
		for _, it := range obj.Items {
			k, ok := gen.StringLiteral(it.Key)
			if !ok {
				c.errorf(it.Key.Range(), "Unsupported argument", "The Python generator needs argument names to be constants.")
				continue
			}
			items = append(items, cat(atom(quote(k)+": "), c.value(it.Value, nil)))
		}
	}
	return bracketed("{", items, "}", bkCollection)
}

// keywordArgs prints the items of an object constructor as keyword
// arguments named after the properties of inputs.
func (c *fnCtx) keywordArgs(obj *model.ObjectConsExpression, inputs *schema.ObjectType, outputForm bool) []code {
	var args []code
	var t *model.ObjectType
	if ot, ok := gen.InputElementType(obj.Type()).(*model.ObjectType); ok {
		t = ot
	}
	for _, it := range obj.Items {
		k, ok := gen.StringLiteral(it.Key)
		if !ok {
			c.errorf(it.Key.Range(), "Unsupported argument", "The Python generator needs argument names to be constants.")
			continue
		}
		name := safeName(pyName(k))
		var dest model.Type
		if inputs != nil {
			if p, err := inputs.Property(k); err == nil && p != nil {
				name = propertyName(p, k)
			}
		}
		if t != nil {
			dest = t.Properties[k]
		}
		v := c.value(it.Value, dest)
		if tup, ok := it.Value.(*model.TupleConsExpression); ok && outputForm && tupleHasOutput(tup) {
			// The output form takes a list as Input[Sequence[T]], not a
			// list of inputs: Output.all makes one output of the list.
			v = c.outputAll(tup, dest)
		} else if lt, ok := model.ResolvePromises(it.Value.Type()).(*model.ListType); ok && outputForm && gen.IsOutput(lt.ElementType) {
			// So does a list of outputs (a for expression of them, over
			// a plain invoke's result too, which Python holds plainly).
			v = call(c.f.pulumi()+".Output.all", cat(atom("*"), v))
		} else if outputForm && dest != nil && choiceOfOutputLists(it.Value) {
			// A choice of such a list and another value (None, too) is
			// an output of the chosen one's values: from_input resolves
			// the outputs in a list, though its type keeps them.
			v = c.f.castToOutput(c.f.typeHint(dest), call(c.f.pulumi()+".Output.from_input", v))
		}
		args = append(args, cat(atom(name+"="), v))
	}
	return args
}

// choiceOfOutputLists reports whether e is a choice one of whose branches
// is a list with an output element (a tuple with one, too).
func choiceOfOutputLists(e model.Expression) bool {
	x, ok := gen.Unparenthesized(e).(*model.ConditionalExpression)
	if !ok {
		return false
	}
	for _, b := range []model.Expression{x.TrueResult, x.FalseResult} {
		if choiceOfOutputLists(b) || outputElements(model.ResolvePromises(b.Type())) {
			return true
		}
	}
	return false
}

// tupleHasOutput reports whether an element of x is an output.
func tupleHasOutput(x *model.TupleConsExpression) bool {
	for _, e := range x.Expressions {
		if gen.IsOutput(e.Type()) {
			return true
		}
	}
	return false
}

// outputAll prints the list x as pulumi.Output.all(elements...).
func (c *fnCtx) outputAll(x *model.TupleConsExpression, dest model.Type) code {
	var elem model.Type
	if l, ok := destElem(dest).(*model.ListType); ok {
		elem = l.ElementType
	}
	items := make([]code, len(x.Expressions))
	for i, e := range x.Expressions {
		items[i] = c.value(e, elem)
	}
	return call(c.f.pulumi()+".Output.all", items...)
}

// invokeOptions prints an invoke's options object as pulumi.InvokeOptions,
// or nil; dependsOn (which makes the invoke an output form one) needs
// pulumi.InvokeOutputOptions, the only options class that has it.
func (c *fnCtx) invokeOptions(e model.Expression) code {
	var opts []code
	obj, _ := e.(*model.ObjectConsExpression)
	hasParent := false
	class := "InvokeOptions"
	if obj != nil {
		for _, it := range obj.Items {
			k, _ := gen.StringLiteral(it.Key)
			v := c.value(it.Value, nil)
			switch k {
			case "provider", "parent", "version":
				hasParent = hasParent || k == "parent"
				opts = append(opts, cat(atom(k+"="), v))
			case "pluginDownloadURL", "pluginDownloadUrl":
				opts = append(opts, cat(atom("plugin_download_url="), v))
			case "dependsOn":
				class = "InvokeOutputOptions"
				opts = append(opts, cat(atom("depends_on="), v))
			default:
				c.errorf(it.Key.Range(), "Unsupported invoke option", "The Python SDK's invokes have no %q option.", k)
			}
		}
	}
	if c.f.inComponent && !hasParent {
		opts = append([]code{atom("parent=self")}, opts...)
	}
	if len(opts) == 0 {
		return nil
	}
	return call(c.f.pulumi()+"."+class, opts...)
}

// methodCall prints call(resource, "method", {args}) as a method call.
func (c *fnCtx) methodCall(x *model.FunctionCallExpression) code {
	if len(x.Args) < 2 {
		return c.errorf(x.Range(), "Invalid method call", "A method call needs a resource and a method name.")
	}
	method, ok := gen.StringLiteral(x.Args[1])
	if !ok {
		return c.errorf(x.Args[1].Range(), "Unsupported method call", "The Python generator needs the method name to be a string literal.")
	}
	var args []code
	if len(x.Args) > 2 {
		obj, isObj := x.Args[2].(*model.ObjectConsExpression)
		if !isObj {
			return c.errorf(x.Args[2].Range(), "Unsupported method call", "The Python generator needs the arguments of a method call to be an object constructor.")
		}
		args = c.keywordArgs(obj, nil, false)
	}
	return callOn(cat(c.expr(x.Args[0], precPrimary), atom("."+safeName(pyName(method)))), args...)
}

// convertInvokeArgs returns e with the conversions the arguments of its
// invokes need (see needsConversion) made explicit.
func convertInvokeArgs(e model.Expression) model.Expression {
	return gen.ConvertInvokeArgs(e, needsConversion)
}
