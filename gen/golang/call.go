package golang

import (
	"strings"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file prints method calls. The Go SDKs give each method of a
// resource a Go method, called with the context and, when the method takes
// arguments, a pointer to its args struct of inputs:
//
//	prefixed, err := component1.Prefixed(ctx, &component.ComponentCallablePrefixedArgs{
//		Prefix: pulumi.String("foo-"),
//	})
//
// The result is an output of the method's result struct
// (ComponentCallablePrefixedResultOutput), or for a method whose result is
// plain, the plain value itself. The call is a statement before the code
// that uses its result.

// methodTarget is a resolved method call.
type methodTarget struct {
	res  *schema.Resource
	fn   *schema.Function
	name string
}

// resolveMethod finds the resource and function of call(self, "name", ...).
func resolveMethod(x *model.FunctionCallExpression) (*methodTarget, bool) {
	if len(x.Args) < 2 {
		return nil, false
	}
	name, ok := gen.StringLiteral(x.Args[1])
	if !ok {
		return nil, false
	}
	obj, ok := model.ResolveOutputs(model.RemoveNone(x.Args[0].Type())).(*model.ObjectType)
	if !ok {
		return nil, false
	}
	res := gen.SchemaResource(obj)
	if res == nil || res.Package == nil {
		return nil, false
	}
	tok := res.Method(name)
	if tok == "" {
		return nil, false
	}
	fn, err := res.Package.Function(tok)
	if err != nil {
		return nil, false
	}
	return &methodTarget{res: res, fn: fn, name: name}, true
}

// plainResult reports whether the Go method returns its result as a plain
// value.
func (m *methodTarget) plainResult() bool { return m.fn.ReturnPlain }

// hasArgs reports whether the method takes arguments besides the resource.
func (m *methodTarget) hasArgs() bool {
	if m.fn.Inputs == nil {
		return false
	}
	props, err := m.fn.Inputs.Properties()
	if err != nil {
		return false
	}
	for _, p := range props {
		if p.Name != "__self__" {
			return true
		}
	}
	return false
}

// liftsMethodReturns reports the Go option liftSingleValueMethodReturns of
// a package, with which a method with a one-property result returns that
// property directly.
func liftsMethodReturns(pkg *schema.Package) bool {
	var info struct {
		Lift bool `json:"liftSingleValueMethodReturns"`
	}
	if err := pkg.Language.Decode("go", &info); err != nil {
		return false
	}
	return info.Lift
}

// methodCall prints call(self, "method", {args}): the call is hoisted into
// a statement, and the variable holding its result is returned.
func (c *fnCtx) methodCall(x *model.FunctionCallExpression) string {
	m, ok := resolveMethod(x)
	if !ok {
		c.f.g.Errorf(x.Range(), "Unsupported method call",
			"The Go generator needs the schema of the resource and of its method to generate this call.")
		return "nil"
	}
	switch {
	case len(m.fn.MultiArgumentInputs) > 0:
		c.f.g.Errorf(x.Range(), "Unsupported method call",
			"The Go SDKs do not generate methods with multi-argument inputs such as %q.", m.name)
		return "nil"
	case m.fn.Outputs == nil && m.fn.ReturnType == nil:
		c.f.g.Errorf(x.Range(), "Unsupported method call",
			"Method %q returns nothing, so its call has no value to use.", m.name)
		return "nil"
	case m.fn.Outputs == nil && !m.plainResult():
		c.f.g.Errorf(x.Range(), "Unsupported method call",
			"The Go SDKs do not return the result of method %q, whose result is an output of a type other than an object.", m.name)
		return "nil"
	case m.fn.Outputs != nil && !m.plainResult() && liftsMethodReturns(m.res.Package):
		c.f.g.Errorf(x.Range(), "Unsupported method call",
			"The Go generator does not support the liftSingleValueMethodReturns option of package %q yet.", m.res.Package.Name)
		return "nil"
	}
	self := x.Args[0]
	if gen.IsOutput(self.Type()) {
		c.f.g.Errorf(self.Range(), "Unsupported method call",
			"The Go SDKs call methods on resources, not on outputs of resources.")
		return "nil"
	}
	goMethod := upperFirst(m.name)
	var b strings.Builder
	b.WriteString(c.plain(self, precPrimary) + "." + goMethod + "(ctx")
	if m.hasArgs() {
		b.WriteString(", &" + c.f.resourceTypeName(m.res.Package, m.res.Token) + goMethod + "Args{")
		if len(x.Args) > 2 && len(x.Signature.Parameters) > 2 {
			obj, isObj := x.Args[2].(*model.ObjectConsExpression)
			inputs, hasInputs := model.ResolveOutputs(model.RemoveNone(x.Signature.Parameters[2].Type)).(*model.ObjectType)
			switch {
			case isObj && hasInputs:
				b.WriteString(c.argFields(obj, inputs))
			case !isObj:
				c.f.g.Errorf(x.Args[2].Range(), "Unsupported method call",
					"The Go generator needs the arguments of a method call to be an object constructor.")
			}
		}
		b.WriteString("}")
	}
	b.WriteString(")")
	return c.hoist(m.name, b.String())
}

// methodTypeName returns the Go name of the args or result struct of a
// method, whose schema token is the method function's token with a suffix
// ("pkg:mod:Resource/methodResult"): the resource's Go type name followed
// by the method's ("ResourceMethodResult").
func (f *fileGen) methodTypeName(pkg *schema.Package, token string) (string, bool) {
	i := strings.LastIndex(token, ":")
	j := strings.Index(token[i+1:], "/")
	if i < 0 || j < 0 {
		return "", false
	}
	res, member := token[:i+1+j], token[i+2+j:]
	if !strings.HasPrefix(res, "pulumi:providers:") {
		if _, err := pkg.Resource(res); err != nil {
			return "", false
		}
	}
	return f.resourceTypeName(pkg, res) + upperFirst(member), true
}
