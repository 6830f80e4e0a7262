package python

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates resource hooks. A `hook` block becomes a
// pulumi.ResourceHook (or, for an error hook, a pulumi.ErrorHook) whose
// callback runs the hook's command with subprocess.run:
//
//	log_create = pulumi.ResourceHook(
//	    "logCreate",
//	    lambda args: subprocess.run(["sh", "-c", ...], check=True) and None,
//	    opts=pulumi.ResourceHookOptions(on_dry_run=True),
//	)
//
// A resource hook fails when its command fails (unless ignoreErrors); an
// error hook asks for a retry when its command succeeds. The `hooks`
// resource option binds hooks with pulumi.ResourceHookBinding.

// hookBindingFields are the Python names of the hooks option's keys.
var hookBindingFields = map[string]string{
	"beforeCreate": "before_create",
	"afterCreate":  "after_create",
	"beforeUpdate": "before_update",
	"afterUpdate":  "after_update",
	"beforeDelete": "before_delete",
	"afterDelete":  "after_delete",
	"onError":      "on_error",
}

// hook declares a hook.
func (f *fileGen) hook(w *writer, c *fnCtx, h *binder.Hook) {
	in := c.child()
	param := in.scope.Declare("args")
	if h.Args != nil {
		in.Bind(h.Args, param)
		in.attrVars = map[*model.Variable]bool{h.Args: true}
	}
	run := f.imports.stdlib("subprocess") + ".run"
	command := in.value(in.lower(h.Command, nil), nil)
	if gen.IsOutput(in.lower(h.Command, nil).Type()) {
		f.g.Errorf(h.Command.Range(), "Unsupported hook command",
			"The Python generator runs a hook's command when the hook is called, so the command of hook %q cannot hold outputs.", h.Name())
		return
	}
	var body code
	args := []code{atom(quote(h.LogicalName()))}
	if h.Kind == "error" {
		if h.OnDryRun != nil || h.IgnoreErrors != nil {
			f.g.Errorf(gen.NodeRange(h), "Unsupported hook option",
				"The Python SDK's error hooks take no options, so error hook %q cannot have onDryRun or ignoreErrors.", h.Name())
			return
		}
		body = cat(call(run, command), atom(".returncode"), delim("==", prioComparison), atom("0"))
		args = append(args, cat(atom("lambda "+param+": "), body))
		w.stmt(assignment(f.names[h], call(f.pulumi()+".ErrorHook", args...)))
		return
	}
	check := atom("check=True")
	if h.IgnoreErrors != nil {
		check = cat(atom("check=not "), c.expr(c.lower(h.IgnoreErrors, nil), precNot))
		if b, ok := h.IgnoreErrors.(*model.LiteralValueExpression); ok && b.Value.IsKnown() && !b.Value.IsNull() && b.Value.True() {
			check = atom("check=False")
		}
	}
	// A resource hook's function returns None (ResourceHookFunction):
	// subprocess.run's result, always true, is dropped with `and None`.
	body = cat(call(run, command, check), delim("and", prioLogic), atom("None"))
	args = append(args, cat(atom("lambda "+param+": "), body))
	if h.OnDryRun != nil {
		args = append(args, cat(atom("opts="), call(f.pulumi()+".ResourceHookOptions", cat(atom("on_dry_run="), c.expr(c.lower(h.OnDryRun, nil), precLambda+1)))))
	}
	w.stmt(assignment(f.names[h], call(f.pulumi()+".ResourceHook", args...)))
}

// hookBinding prints the hooks option as a pulumi.ResourceHookBinding.
func (c *fnCtx) hookBinding(e model.Expression) code {
	obj, ok := e.(*model.ObjectConsExpression)
	if !ok {
		return c.errorf(e.Range(), "Unsupported option value", "The Python generator needs the hooks option to be an object constructor.")
	}
	var fields []code
	for _, it := range obj.Items {
		k, _ := gen.StringLiteral(it.Key)
		name, known := hookBindingFields[k]
		if !known {
			c.errorf(it.Key.Range(), "Unsupported hook binding", "The Python SDK binds no hooks called %q.", k)
			continue
		}
		fields = append(fields, cat(atom(name+"="), c.value(c.lower(it.Value, nil), nil)))
	}
	return call(c.f.pulumi()+".ResourceHookBinding", fields...)
}
