package golang

import (
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates resource hooks. A `hook` block registers a callback
// that runs the hook's command:
//
//	createHook, err := ctx.RegisterResourceHook("createHook", func(args *pulumi.ResourceHookArgs) error {
//		return exec.Command("touch", hookTestFile).Run()
//	}, &pulumi.ResourceHookOptions{OnDryRun: true})
//
// An error hook asks for a retry when its command succeeds. The `hooks`
// resource option binds hooks to a resource with pulumi.ResourceHooks.

// hookArgFields are the Go expressions of the attributes of a hook's
// `args`, on the callback's parameter, and their model types. The inputs
// and outputs are property maps, read as plain maps.
var hookArgFields = map[string]struct {
	expr string
	typ  model.Type
}{
	"urn":             {"string(%s.URN)", model.StringType},
	"id":              {"string(%s.ID)", model.StringType},
	"name":            {"%s.Name", model.StringType},
	"type":            {"string(%s.Type)", model.StringType},
	"newInputs":       {"%s.NewInputs.Mappable()", model.NewMapType(model.DynamicType)},
	"oldInputs":       {"%s.OldInputs.Mappable()", model.NewMapType(model.DynamicType)},
	"newOutputs":      {"%s.NewOutputs.Mappable()", model.NewMapType(model.DynamicType)},
	"oldOutputs":      {"%s.OldOutputs.Mappable()", model.NewMapType(model.DynamicType)},
	"failedOperation": {"%s.FailedOperation", model.StringType},
	"errors":          {"%s.Errors", model.NewListType(model.StringType)},
}

// hook registers a hook; the variable holding it is used by the resources
// that bind it.
func (f *fileGen) hook(c *fnCtx, h *binder.Hook, used bool) {
	if h.Command == nil {
		return
	}
	p := f.pulumi()
	errorHook := h.Kind == "error"
	fail := "return err"
	if errorHook {
		fail = "return false, err"
	}
	var body strings.Builder
	in := c.child(&body, fail)
	// "args" is reserved for a component's arguments, which the command
	// may use; elsewhere no variable has the name.
	param := "args"
	if f.inComponent {
		param = in.scope.Declare("hookArgs")
	}
	command := in.hookCommand(h, param)
	key := strconv.Quote(h.LogicalName())

	lhs, assign := f.names[h], ":="
	if !used {
		lhs, assign = "_", c.errAssign()
	}
	c.errDeclared = true
	var b strings.Builder
	if errorHook {
		for _, opt := range []model.Expression{h.OnDryRun, h.IgnoreErrors} {
			if opt != nil {
				f.g.Errorf(opt.Range(), "Unsupported hook option",
					"The Go SDK's error hooks take no options, so error hook %q cannot have onDryRun or ignoreErrors.", h.Name())
			}
		}
		b.WriteString(lhs + ", err " + assign + " ctx.RegisterErrorHook(" + key + ", func(" + param + " *" + p + ".ErrorHookArgs) (bool, error) {\n")
		b.WriteString(body.String())
		b.WriteString("return " + command + ".Run() == nil, nil\n})\n")
	} else {
		b.WriteString(lhs + ", err " + assign + " ctx.RegisterResourceHook(" + key + ", func(" + param + " *" + p + ".ResourceHookArgs) error {\n")
		b.WriteString(body.String())
		b.WriteString("return " + command + ".Run()\n}, " + c.hookOptions(h) + ")\n")
	}
	b.WriteString("if err != nil {\n" + c.fail + "\n}\n")
	c.out.WriteString(b.String())
}

// hookOptions prints a resource hook's options: nil, or a
// *pulumi.ResourceHookOptions.
func (c *fnCtx) hookOptions(h *binder.Hook) string {
	var fields []string
	if h.OnDryRun != nil {
		fields = append(fields, "OnDryRun: "+c.plainOption(h.OnDryRun, model.BoolType))
	}
	if h.IgnoreErrors != nil {
		fields = append(fields, "IgnoreErrors: "+c.plainOption(h.IgnoreErrors, model.BoolType))
	}
	if len(fields) == 0 {
		return "nil"
	}
	return "&" + c.f.pulumi() + ".ResourceHookOptions{" + strings.Join(fields, ", ") + "}"
}

// hookCommand prints the *exec.Cmd that runs a hook's command, inside the
// callback whose parameter is param. References to `args` become the
// parameter's fields.
func (c *fnCtx) hookCommand(h *binder.Hook, param string) string {
	cmd := gen.MapReferences(h.Command, func(st *model.ScopeTraversalExpression) model.Expression {
		if st.Definition != model.Definition(h.Args) {
			return st
		}
		return c.hookArgRef(st, param)
	})
	if gen.HoldsOutputs(cmd.Type()) {
		c.f.g.Errorf(h.Command.Range(), "Unsupported hook command",
			"The Go generator runs a hook's command when the hook is called, so the command of hook %q cannot hold outputs.", h.Name())
		return c.f.imports.std("os/exec") + ".Command(\"\")"
	}
	exec := c.f.imports.std("os/exec")
	if tup, ok := cmd.(*model.TupleConsExpression); ok && len(tup.Expressions) > 0 {
		parts := make([]string, len(tup.Expressions))
		for i, el := range tup.Expressions {
			parts[i] = c.plainAs(el, model.StringType, precLowest)
		}
		return exec + ".Command(" + strings.Join(parts, ", ") + ")"
	}
	name := c.scope.Declare("command")
	c.out.WriteString(name + " := " + c.plainAs(cmd, model.NewListType(model.StringType), precLowest) + "\n")
	return exec + ".Command(" + name + "[0], " + name + "[1:]...)"
}

// hookArgRef rewrites a reference to a hook's `args` into a reference to a
// variable that stands for the field of the callback's parameter.
func (c *fnCtx) hookArgRef(st *model.ScopeTraversalExpression, param string) model.Expression {
	var attr hcl.TraverseAttr
	if len(st.Traversal) > 1 {
		attr, _ = st.Traversal[1].(hcl.TraverseAttr)
	}
	field, ok := hookArgFields[attr.Name]
	if !ok {
		c.f.g.Errorf(st.Range(), "Unsupported hook argument",
			"The Go generator can use the attributes of a hook's args (such as args.name) but not args itself.")
		// The reference is reported; it stands for nothing.
		v := model.NewVariable("args", model.DynamicType)
		c.Bind(v, "nil")
		return model.NewScopeTraversalExpression(v.Name, v, nil, nil)
	}
	v := model.NewVariable("args_"+attr.Name, field.typ)
	c.Bind(v, strings.ReplaceAll(field.expr, "%s", param))
	ref := model.NewScopeTraversalExpression(v.Name, v, st.Traversal[2:], nil)
	ref.Syntax = st.Syntax
	return ref
}

// hookBinding prints the hooks option as a *pulumi.ResourceHookBinding.
func (c *fnCtx) hookBinding(e model.Expression) string {
	p := c.f.pulumi()
	obj, ok := e.(*model.ObjectConsExpression)
	if !ok {
		c.f.g.Errorf(e.Range(), "Unsupported option value", "The Go generator needs the hooks option to be an object constructor.")
		return "nil"
	}
	var fields []string
	for _, it := range obj.Items {
		k, _ := gen.StringLiteral(it.Key)
		elem := "*" + p + ".ResourceHook"
		if k == "onError" {
			elem = "*" + p + ".ErrorHook"
		}
		tup, ok := it.Value.(*model.TupleConsExpression)
		if !ok {
			c.f.g.Errorf(it.Value.Range(), "Unsupported option value", "The Go generator needs each list of hooks to be a list constructor.")
			continue
		}
		hooks := make([]string, len(tup.Expressions))
		for i, h := range tup.Expressions {
			hooks[i] = c.plain(h, precLowest)
		}
		fields = append(fields, upperFirst(k)+": []"+elem+"{"+strings.Join(hooks, ", ")+"}")
	}
	return "&" + p + ".ResourceHookBinding{" + multiline(fields) + "}"
}
