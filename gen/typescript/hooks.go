package typescript

import (
	"strings"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates hooks. A `hook resource` block becomes a
// pulumi.ResourceHook whose callback runs the hook's command:
//
//	const createHook = new pulumi.ResourceHook("createHook", args => {
//	    child_process.execFileSync("touch", [hookTestFile], {stdio: "inherit"});
//	}, {onDryRun: true});
//
// A `hook error` block becomes a pulumi.ErrorHook that asks for a retry when
// its command succeeds. Inside the command, `args` is the callback's
// parameter, whose fields have the names PCL uses.

// hook declares a hook.
func (f *fileGen) hook(c *fnCtx, h *binder.Hook) {
	if h.Command == nil {
		return
	}
	p := f.pulumi()
	in := c.child(nil)
	param := in.scope.Declare("args")
	if h.Args != nil {
		in.Bind(h.Args, param)
	}
	cmd := c.f.lower(h.Command, nil)
	if gen.HoldsOutputs(cmd.Type()) {
		f.g.Errorf(h.Command.Range(), "Unsupported hook command",
			"A hook's command runs when the hook is called, so the command of hook %q cannot hold outputs.", h.Name())
		return
	}
	run := in.execCommand(cmd)
	name := f.names[h]
	key := quote(h.LogicalName())
	if h.Kind == "error" {
		for _, opt := range []model.Expression{h.OnDryRun, h.IgnoreErrors} {
			if opt != nil {
				f.g.Errorf(opt.Range(), "Unsupported hook option",
					"The Node.js SDK's error hooks take no options, so error hook %q cannot have onDryRun or ignoreErrors.", h.Name())
			}
		}
		c.out.WriteString("const " + name + " = new " + p + ".ErrorHook(" + key + ", " + param + " => {\n")
		c.out.WriteString("try {\n" + run + ";\nreturn true;\n} catch {\nreturn false;\n}\n});\n")
		return
	}
	var opts []string
	if h.OnDryRun != nil {
		opts = append(opts, "onDryRun: "+c.plainOption(h.OnDryRun))
	}
	if h.IgnoreErrors != nil {
		opts = append(opts, "ignoreErrors: "+c.plainOption(h.IgnoreErrors))
	}
	c.out.WriteString("const " + name + " = new " + p + ".ResourceHook(" + key + ", " + param + " => {\n")
	c.out.WriteString(run + ";\n}")
	if len(opts) > 0 {
		c.out.WriteString(", {" + strings.Join(opts, ", ") + "}")
	}
	c.out.WriteString(");\n")
}

// execCommand prints the call that runs a command given as a list of
// strings, passing the program's output through.
func (c *fnCtx) execCommand(cmd model.Expression) string {
	cp := c.f.imports.add("child_process", "child_process")
	if tup, ok := cmd.(*model.TupleConsExpression); ok && len(tup.Expressions) > 0 {
		parts := make([]string, len(tup.Expressions)-1)
		for i, el := range tup.Expressions[1:] {
			parts[i] = c.present(el, precCond)
		}
		return cp + ".execFileSync(" + c.present(tup.Expressions[0], precCond) + ", [" + strings.Join(parts, ", ") + `], {stdio: "inherit"})`
	}
	list := c.expr(cmd, precPostfix)
	return cp + ".execFileSync(" + list + "[0], " + list + `.slice(1), {stdio: "inherit"})`
}
