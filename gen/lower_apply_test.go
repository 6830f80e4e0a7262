package gen

import (
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// bindTest binds src in a scope of eventual and plain variables.
func bindTest(t *testing.T, src string) model.Expression {
	t.Helper()
	scope := model.NewRootScope()
	for _, fn := range binder.Builtins() {
		scope.DefineFunction(fn)
	}
	for name, typ := range map[string]model.Type{
		"os": model.NewOutputType(model.StringType),
		"oi": model.NewOutputType(model.IntType),
		"ps": model.NewPromiseType(model.StringType),
		"s":  model.StringType,
		"ol": model.NewOutputType(model.NewListType(model.StringType)),
		"d":  model.DynamicType,
		"i":  model.IntType,
	} {
		scope.Define(name, model.NewVariable(name, typ))
	}
	e, diags := model.BindExpressionText(src, "test.pp", scope)
	if diags.HasErrors() {
		t.Fatalf("binding %q: %v", src, diags)
	}
	return e
}

func TestLowerApplies(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		opts    ApplyOptions
		wantFn  string // the top-level call's name, "" for unchanged
		args    int
		typ     string
		bodyTyp string
	}{
		{name: "plain is unchanged", src: `"${s}-x"`, typ: "string"},
		{name: "a reference is a source", src: `os`, typ: "output(string)"},
		{name: "builtin over an output", src: `length(os)`, wantFn: ApplyName, args: 1, typ: "output(int)", bodyTyp: "int"},
		{name: "template over outputs", src: `"${os}-${oi}"`, wantFn: ApplyName, args: 2, typ: "output(string)", bodyTyp: "string"},
		{name: "interpolation", src: `"${os}-${oi}"`, opts: ApplyOptions{Interpolate: true}, wantFn: InterpolateName, typ: "output(string)"},
		{name: "one argument per source", src: `"${os}${os}"`, wantFn: ApplyName, args: 1, typ: "output(string)", bodyTyp: "string"},
		{name: "promise", src: `length(ps)`, wantFn: ApplyName, args: 1, typ: "promise(int)", bodyTyp: "int"},
		{name: "plain promise", src: `length(ps)`, opts: ApplyOptions{PlainPromises: true}, typ: "promise(int)"},
		{name: "output and promise", src: `"${os}${ps}"`, wantFn: ApplyName, args: 2, typ: "output(string)", bodyTyp: "string"},
		{name: "index into an output", src: `ol[0]`, wantFn: ApplyName, args: 1, typ: "output(string)", bodyTyp: "string"},
		{name: "conditional", src: `s == "" ? os : "x"`, wantFn: ApplyName, args: 1, typ: "output(string)", bodyTyp: "string"},
		// The builtin table's result column decides which calls are sources.
		{name: "toJSON resolves its argument", src: `toJSON({a = [os]})`, wantFn: "toJSON", typ: "output(string)"},
		{name: "secret makes an output", src: `secret(os)`, wantFn: "secret", typ: "output(string)"},
		{name: "try over an output is applied", src: `try(os, "x")`, wantFn: ApplyName, args: 1, typ: "output(string)", bodyTyp: "string"},
		{name: "can over an output is applied", src: `can(os)`, wantFn: ApplyName, args: 1, typ: "output(bool)", bodyTyp: "bool"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := bindTest(t, tt.src)
			before := model.FormatExpression(e)
			got := LowerApplies(e, tt.opts)
			if model.FormatExpression(e) != before {
				t.Fatalf("the bound expression was modified")
			}
			if got.Type().String() != tt.typ {
				t.Errorf("type = %s, want %s", got.Type(), tt.typ)
			}
			call, isCall := got.(*FunctionCallExpressionAlias)
			if tt.wantFn == "" {
				if got != e {
					t.Errorf("got %s, want the expression unchanged", model.FormatExpression(got))
				}
				return
			}
			if !isCall || call.Name != tt.wantFn {
				t.Fatalf("got %s, want a call of %s", model.FormatExpression(got), tt.wantFn)
			}
			if tt.wantFn != ApplyName {
				return
			}
			args, fn, ok := IsApply(got)
			if !ok {
				t.Fatalf("IsApply(%s) failed", model.FormatExpression(got))
			}
			if len(args) != tt.args || len(fn.Parameters) != tt.args {
				t.Errorf("%d arguments and %d parameters, want %d", len(args), len(fn.Parameters), tt.args)
			}
			if fn.Body.Type().String() != tt.bodyTyp {
				t.Errorf("body type = %s, want %s", fn.Body.Type(), tt.bodyTyp)
			}
			for _, p := range fn.Parameters {
				if o, pr := model.ContainsEventuals(p.VariableType); o || pr {
					t.Errorf("parameter %s has eventual type %s", p.Name, p.VariableType)
				}
			}
		})
	}
}

// FunctionCallExpressionAlias keeps the table above short.
type FunctionCallExpressionAlias = model.FunctionCallExpression

func TestInsertConversions(t *testing.T) {
	needs := func(from, to model.Type) bool { return from == model.IntType && to == model.NumberType }
	e := bindTest(t, `[i, i + 1, 2]`)
	got := InsertConversions(e, model.NewListType(model.NumberType), needs)
	tup, ok := got.(*model.TupleConsExpression)
	if !ok || len(tup.Expressions) != 3 {
		t.Fatalf("got %s, want a tuple", model.FormatExpression(got))
	}
	for _, el := range tup.Expressions[:2] {
		call, ok := el.(*model.FunctionCallExpression)
		if !ok || call.Name != ConvertName || call.Type() != model.NumberType {
			t.Errorf("element %s is not converted to number", model.FormatExpression(el))
		}
	}
	// An int constant is a number constant in every language.
	if _, ok := tup.Expressions[2].(*model.LiteralValueExpression); !ok {
		t.Errorf("element %s is converted, want the constant", model.FormatExpression(tup.Expressions[2]))
	}
	// An output operand gives an output conversion, which LowerApplies
	// moves into an apply.
	out := InsertConversions(bindTest(t, `oi`), model.NumberType, needs)
	if out.Type().String() != "output(number)" {
		t.Errorf("type = %s, want output(number)", out.Type())
	}
	if _, _, ok := IsApply(LowerApplies(out, ApplyOptions{})); !ok {
		t.Errorf("the conversion of an output is not an apply")
	}
	if same := InsertConversions(bindTest(t, `s`), model.StringType, needs); model.FormatExpression(same) != "s" {
		t.Errorf("a value that needs no conversion changed: %s", model.FormatExpression(same))
	}
}

func TestInputElementType(t *testing.T) {
	in := model.NewUnionType(model.StringType, model.NewOutputType(model.StringType), model.NoneType)
	if got := InputElementType(in); got != model.StringType {
		t.Errorf("InputElementType(%s) = %s, want string", in, got)
	}
}

// TestLowerAppliesGathersOnce lowers loops whose values read their loop
// variable into an eventual (a secret of the value) over collections of
// eventual values: the per-element collection the lowering gathers such a
// source into is itself such a loop, and hoisting it again recursed
// without end (fuzz seed 10324, a stack overflow in every backend).
func TestLowerAppliesGathersOnce(t *testing.T) {
	scope := model.NewRootScope()
	for _, fn := range binder.Builtins() {
		scope.DefineFunction(fn)
	}
	scope.Define("pm", model.NewVariable("pm", model.NewPromiseType(model.NewMapType(model.NewOutputType(model.IntType)))))
	scope.Define("ml", model.NewVariable("ml", model.NewMapType(model.NewOutputType(model.StringType))))
	for _, src := range []string{
		`[for v in pm : secret("-${v}")]`,
		`{for k, v in pm : k => secret(v)}`,
		`[for v in ml : secret(v)]`,
	} {
		t.Run(src, func(t *testing.T) {
			e, diags := model.BindExpressionText(src, "test.pp", scope)
			if diags.HasErrors() {
				t.Fatalf("binding: %v", diags)
			}
			for _, opts := range []ApplyOptions{{}, {Interpolate: true}, {PlainPromises: true}} {
				got := LowerApplies(e, opts)
				if !model.Equal(model.ResolveOutputs(model.ResolvePromises(got.Type())), model.ResolveOutputs(model.ResolvePromises(e.Type()))) {
					t.Errorf("lowered to %v of type %v, want a value of type %v", model.FormatExpression(got), got.Type(), e.Type())
				}
			}
		})
	}
}
