package binder

import (
	"fmt"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
)

// Signatures of the builtins that take values of any type: secrets, JSON,
// error handling, stack references and resource metadata.

// builtinStackReferenceToken is the type token of the resource that getOutput reads.
const builtinStackReferenceToken = "pulumi:pulumi:StackReference"

// builtinSecret: secret(T) and unsecret(T) are output(T'), where T' is T with
// its eventuals resolved (an SDK's secret takes an input and resolves it). The
// parameter takes the argument as is, so model does not lift the result again.
func builtinSecret(c *builtinCall) model.StaticSignature {
	value := c.argType(0)
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("value", value)},
		ReturnType: model.NewOutputType(model.ResolveOutputs(value)),
	}
}

// builtinToJSON: toJSON(any) is a string, or an output(string) (promise)
// when its argument contains outputs (promises) anywhere, for example an
// object with an output attribute.
func builtinToJSON(c *builtinCall) model.StaticSignature {
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("value", model.DynamicType)},
		ReturnType: builtinLiftDeep(c.argType(0), model.StringType),
	}
}

// builtinTry: try(e1, ..., en) is the unification of the arguments' types.
// Each parameter takes its argument as is; at least one argument is needed.
func builtinTry(c *builtinCall) model.StaticSignature {
	if len(c.args) == 0 {
		return model.StaticSignature{
			Parameters: []model.Parameter{builtinParam("expression", model.DynamicType)},
			ReturnType: model.DynamicType,
		}
	}
	params := make([]model.Parameter, len(c.args))
	types := make([]model.Type, len(c.args))
	for i := range c.args {
		types[i] = c.argType(i)
		params[i] = builtinParam(fmt.Sprintf("expression%d", i), types[i])
	}
	return model.StaticSignature{Parameters: params, ReturnType: model.Unify(types...)}
}

// builtinCan: can(e) is a bool, lifted by model when e is eventual.
func builtinCan(*builtinCall) model.StaticSignature {
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("expression", model.DynamicType)},
		ReturnType: model.BoolType,
	}
}

// builtinRecover: recover(output(T), U) is output(unify(T, U)). The first
// argument must be eventual: only an eventual value can fail after the
// program has started.
func builtinRecover(c *builtinCall) model.StaticSignature {
	value, recovery := c.argType(0), c.argType(1)
	if o, p := model.ContainsEventuals(value); c.has(0) && !o && !p && !builtinIsDynamic(value) {
		c.invalid(0, "value", "an output")
	}
	ret := model.Unify(model.ResolveOutputs(value), model.ResolveOutputs(recovery))
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("value", value), builtinParam("recovery", recovery)},
		ReturnType: model.NewOutputType(ret),
	}
}

// builtinRecoverVariables puts `error`, the failure's message, in scope in
// recover's second argument.
func builtinRecoverVariables(index int, _ []model.Expression) []*model.Variable {
	if index != 1 {
		return nil
	}
	return []*model.Variable{model.NewVariable("error", model.StringType)}
}

// builtinGetOutput: getOutput(stackReference, string) is output(dynamic).
func builtinGetOutput(c *builtinCall) model.StaticSignature {
	ref := model.Type(model.DynamicType)
	if c.has(0) {
		t := c.argType(0)
		switch token, ok := builtinResourceToken(t); {
		case builtinIsDynamic(t):
		case ok && builtinIsStackReference(token):
			ref = t
		default:
			c.invalid(0, "stackReference", "a "+builtinStackReferenceToken+" resource")
		}
	}
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("stackReference", ref), builtinParam("outputName", model.StringType)},
		ReturnType: model.NewOutputType(model.DynamicType),
	}
}

// builtinResource: pulumiResourceName(resource) and
// pulumiResourceType(resource) are strings.
func builtinResource(c *builtinCall) model.StaticSignature {
	res := model.Type(model.DynamicType)
	if c.has(0) {
		t := c.argType(0)
		if _, ok := builtinResourceToken(t); ok {
			res = t
		} else if !builtinIsDynamic(t) {
			c.invalid(0, "resource", "a single resource")
		}
	}
	return model.StaticSignature{
		Parameters: []model.Parameter{builtinParam("resource", res)},
		ReturnType: model.StringType,
	}
}

// builtinResourceToken reports whether t is the type of a resource or
// component (see IsResourceType), and returns its type token (empty for a
// component).
func builtinResourceToken(t model.Type) (string, bool) {
	if !IsResourceType(t) {
		return "", false
	}
	return t.(*model.ObjectType).Token, true
}

// builtinIsStackReference reports whether token names the StackReference
// resource, however its module is spelled.
func builtinIsStackReference(token string) bool {
	pkg, _, member, ok := schema.SplitToken(token)
	return ok && pkg == "pulumi" && member == "StackReference"
}
