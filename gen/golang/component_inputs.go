package golang

import (
	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/model"
)

// This file generates the component inputs that instances pass outputs.
//
// A component's args are plain Go values, except for the config variables
// that some instance passes an output: their args fields are the pulumi
// input types (pulumi.BoolInput, pulumi.StringArrayInput, ...), which plain
// values fill as pulumi.Bool(true) and outputs fill as they are. Inside the
// component such a variable is an Output (args.Input.ToBoolOutput()), so
// the references to it are retyped as output(T) before lowering (goRefs):
// the expressions over it become applies like those over any other output.

// componentInputType returns the Go input type of a component's config
// variable that instances pass outputs.
func (f *fileGen) componentInputType(v *binder.ConfigVariable) string {
	if kind, ok := defaultedScalar(v); ok {
		return f.pulumi() + "." + kind + "PtrInput"
	}
	if out := f.outputType(eventualArgType(v)); out == f.pulumi()+".AnyOutput" {
		// The SDK has no AnyInput: any input, read with pulumi.Any.
		return f.pulumi() + ".Input"
	} else if out != "" {
		return f.inputInterface(out)
	}
	f.g.Errorf(gen.NodeRange(v), "Unsupported component input",
		"The Go SDK has no input type for values of type %s, so config variable %q cannot take an output.", v.ConfigType, v.Name())
	return f.pulumi() + ".Input"
}

// eventualArgType is the type of a config variable that is an input of
// its component: optional only when it may be null.
func eventualArgType(v *binder.ConfigVariable) model.Type {
	if gen.HasDefault(v) {
		return v.ConfigType
	}
	return componentArgType(v)
}

// eventualConfigType is the type of the output a config variable read as
// an output is: eventualArgType, but optional for a program's secret
// scalar that may be null and has a default (a pointer, the default's when
// the key is unset, which a null default leaves nil).
func (f *fileGen) eventualConfigType(v *binder.ConfigVariable) model.Type {
	if _, scalar := configGetters[v.ConfigType]; scalar && !f.inComponent && gen.HasDefault(v) && v.MayBeNull() {
		return model.NewOptionalType(v.ConfigType)
	}
	return eventualArgType(v)
}

// defaultedScalar returns the kind ("Int") of a scalar config variable
// with a default, whose args field is a pointer input (pulumi.IntPtrInput):
// an instance may pass it an output that may be null, and a null takes the
// default, as PCL gives a component's null input its default. Plain values
// and outputs of the scalar (pulumi.Int(1)) are pointer inputs too.
func defaultedScalar(v *binder.ConfigVariable) (string, bool) {
	if !gen.HasDefault(v) {
		return "", false
	}
	switch v.ConfigType {
	case model.StringType, model.IntType, model.NumberType, model.BoolType:
		kind, _ := builtinElementName(v.ConfigType)
		return kind, true
	}
	return "", false
}

// componentInputConfig reads a config variable that is an input of the
// component as an Output.
func (f *fileGen) componentInputConfig(c *fnCtx, v *binder.ConfigVariable, used bool) {
	name := f.names[v]
	field := "args." + fieldName(v.LogicalName(), "")
	out := f.outputType(eventualArgType(v))
	if out == "" {
		return // reported by componentInputType
	}
	to := func(input string) string { return f.asOutput(input, out) }
	if gen.HasDefault(v) {
		t := eventualArgType(v)
		c.out.WriteString(name + " := " + to(c.input(c.lower(v.DefaultValue, t), t)) + "\n")
		value := to(field)
		if kind, ok := defaultedScalar(v); ok {
			value = f.helper(scalarHelper(kind, "Or")) + "(" + field + ".To" + kind + "PtrOutput(), " + name + ")"
		}
		c.out.WriteString("if " + field + " != nil {\n" + name + " = " + value + "\n}\n")
	} else if v.DefaultValue != nil {
		// A null default: a null output where the instance leaves the
		// input out (a nil interface, whose methods panic).
		c.out.WriteString(name + " := " + f.nullOutput(out, f.plainType(eventualArgType(v))) + "\n")
		c.out.WriteString("if " + field + " != nil {\n" + name + " = " + to(field) + "\n}\n")
	} else {
		c.out.WriteString(name + " := " + to(field) + "\n")
	}
	if !used {
		c.out.WriteString("_ = " + name + "\n")
	}
}

// eventualConfig returns the config variables read as outputs
// (gen.OutputConfig) when the program being generated has any, else nil.
func (f *fileGen) eventualConfig() gen.OutputConfigs {
	prog := f.prog()
	if o, ok := f.g.eventualConfigs[prog]; ok {
		return o
	}
	if f.g.eventualConfigs == nil {
		f.g.eventualConfigs = map[*binder.Program]gen.OutputConfigs{}
	}
	o := f.g.OutputConfig.In(prog)
	f.g.eventualConfigs[prog] = o
	return o
}

// goRefs returns e with the references to the config variables that are
// outputs in Go retyped as outputs, and the references to nodes created
// later replaced by deferred outputs (see deferred.go).
func (c *fnCtx) goRefs(e model.Expression) model.Expression {
	e = c.genericRefs(c.rangeRefs(c.laterRefs(e)))
	held := c.inputElementRefs(e)
	eventual := c.f.eventualConfig()
	if len(eventual) == 0 && len(c.f.retypedRanges) == 0 && len(c.f.retypedLocals) == 0 || e == nil {
		if held != e {
			// The elements of input-collection locals read as outputs
			// make the builtin calls over them, and the variables of
			// loops over them, outputs too.
			return gen.EventualForVariables(gen.LiftBuiltinCalls(held))
		}
		return e
	}
	e = held
	return gen.EventualForVariables(gen.LiftBuiltinCalls(gen.MapReferences(e, func(st *model.ScopeTraversalExpression) model.Expression {
		if n, isNode := st.Definition.(binder.Node); isNode && c.f.retypedRanges[n] != nil {
			return gen.Rebind(st, &promiseRanged{Node: n, Plain: c.f.retypedRanges[n]})
		}
		if l, isLocal := st.Definition.(*binder.LocalVariable); isLocal && c.f.retypedLocals[l] != nil {
			def := &promiseRanged{Node: l, Plain: c.f.retypedLocals[l]}
			ref := gen.Rebind(st, def)
			return ref
		}
		v, ok := st.Definition.(*binder.ConfigVariable)
		if !ok || !eventual[v] {
			return st
		}
		def := &promiseRanged{Node: v, Plain: model.NewOutputType(c.f.eventualConfigType(v))}
		ref := gen.Rebind(st, def)
		return ref
	})))
}
