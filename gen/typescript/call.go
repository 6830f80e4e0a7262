package typescript

import (
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints method calls, `call(self, "method", {args})`: a call of
// the resource's method, which returns an output, or for a method whose
// result is plain a promise, awaited.

// methodCall prints call(self, "method", {args}) as a method call on the
// resource, which returns an output.
func (c *fnCtx) methodCall(x *model.FunctionCallExpression) (string, int) {
	if len(x.Args) < 2 {
		c.f.g.Errorf(x.Range(), "Unsupported method call", "A method call needs a resource and a method name.")
		return "undefined", precPrimary
	}
	name, ok := gen.StringLiteral(x.Args[1])
	if !ok {
		c.f.g.Errorf(x.Args[1].Range(), "Unsupported method call", "The method name of a call must be a string literal.")
		return "undefined", precPrimary
	}
	self := x.Args[0]
	if gen.IsOutput(self.Type()) {
		c.f.g.Errorf(self.Range(), "Unsupported method call",
			"The Node.js SDKs call methods on resources, not on outputs of resources.")
		return "undefined", precPrimary
	}
	args := ""
	if len(x.Args) > 2 {
		if obj, isObj := x.Args[2].(*model.ObjectConsExpression); !isObj || len(obj.Items) > 0 {
			args = c.expr(x.Args[2], precCond)
		}
	}
	s := member(c.expr(self, precPostfix), name, false) + "(" + args + ")"
	if !plainMethod(x) {
		return s, precPostfix
	}
	if c.async == nil {
		c.f.g.Errorf(x.Range(), "Unsupported method call",
			"Method %q returns a plain value, which is awaited, and a component's constructor cannot await.", name)
		return "undefined", precPrimary
	}
	*c.async = true
	return "await " + s, precUnary
}

// plainMethod reports whether call(self, "name", ...) calls a method whose
// result is plain: the Node.js SDKs return a promise of it.
func plainMethod(x *model.FunctionCallExpression) bool {
	if len(x.Args) < 2 {
		return false
	}
	name, ok := gen.StringLiteral(x.Args[1])
	if !ok {
		return false
	}
	obj, ok := model.ResolveOutputs(model.RemoveNone(x.Args[0].Type())).(*model.ObjectType)
	if !ok {
		return false
	}
	res := gen.SchemaResource(obj)
	if res == nil || res.Package == nil {
		return false
	}
	tok := res.Method(name)
	if tok == "" {
		return false
	}
	fn, err := res.Package.Function(tok)
	return err == nil && fn.ReturnPlain
}
