package model

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

func TestCallTypes(t *testing.T) {
	exRunTypeCases(t, []exTypeCase{
		{"call/fixed-signature", `upper(s)`, StringType},
		{"call/arg-converts", `upper(i)`, StringType},
		{"call/arg-output-lifts-result", `upper(os)`, NewOutputType(StringType)},
		{"call/arg-promise-lifts-result", `upper(ps)`, NewPromiseType(StringType)},
		{"call/output-and-promise-args-give-output", `join(ps, oList)`, NewOutputType(StringType)},
		{"call/dynamic-param-lifts", `length(oList)`, NewOutputType(IntType)},
		{"call/nested-eventuals-do-not-lift", `length(resList)`, IntType},
		{"call/eventual-param-no-lift", `unwrap(os)`, StringType},
		{"call/optional-param-omitted", `optarg(s)`, StringType},
		{"call/optional-param-given", `optarg(s, 1)`, StringType},
		{"call/varargs", `max(1, 2, n)`, NumberType},
		{"call/varargs-none", `max()`, NumberType},
		{"call/varargs-output-lifts", `max(1, oi)`, NewOutputType(NumberType)},
		{"call/expand-final-tuple", `max([1, 2.5]...)`, NumberType},
		{"call/expand-final-list", `max(li...)`, NumberType},
		{"call/expand-final-output-lifts", `max(oList...)`, NewOutputType(NumberType)},
		{"call/generic-signature", `element(ls, 0)`, StringType},
		{"call/nil-signature-is-dynamic", `anything(1, "a", ls)`, DynamicType},
	})
	exRunDiagCases(t, []exDiagCase{
		{name: "call/unknown-function", src: `uper(s)`, summary: "Call to unknown function",
			at: exPos{1, 1, 1, 5}, want: DynamicType, detail: `Did you mean "upper"?`},
		{name: "call/too-few-args", src: `join(",")`, summary: "Not enough function arguments",
			at: exPos{1, 9, 1, 10}, want: StringType, detail: `"list"`},
		{name: "call/too-many-args", src: `upper(s, s)`, summary: "Too many function arguments",
			at: exPos{1, 10, 1, 11}, want: StringType, detail: "expects 1 argument, but 2 arguments were given"},
		{name: "call/arg-type-error-range", src: `upper(ls)`, summary: "Invalid function argument",
			at: exPos{1, 7, 1, 9}, want: StringType, detail: `"input"`},
		{name: "call/output-arg-to-wrong-type", src: `upper(oList)`, summary: "Invalid function argument",
			at: exPos{1, 7, 1, 12}},
		{name: "call/varargs-type-error", src: `max(1, ls)`, summary: "Invalid function argument",
			at: exPos{1, 8, 1, 10}},
		{name: "call/expand-non-collection", src: `max(obj...)`, summary: "Invalid expanding argument value",
			at: exPos{1, 5, 1, 8}},
		{name: "call/expand-tuple-too-many", src: `upper(["a", "b"]...)`, summary: "Too many function arguments",
			at: exPos{1, 7, 1, 17}, detail: "2 arguments were given"},
		{name: "call/undefined-arg-no-cascade", src: `upper(nope)`, summary: "Undefined variable",
			at: exPos{1, 7, 1, 11}, want: StringType},
		{name: "call/unknown-function-any-args", src: `nope(1, ls, os)`, summary: "Call to unknown function",
			at: exPos{1, 1, 1, 5}, want: DynamicType},
	})
	t.Run("call/unknown-function-args-still-bound", func(t *testing.T) {
		_, diags := exBind(t, `nope(obk)`)
		if len(diags) != 2 || diags[0].Summary != "Undefined variable" || diags[1].Summary != "Call to unknown function" {
			t.Fatalf("want undefined variable then unknown function, got %s", exDiagsString(diags))
		}
	})
	t.Run("call/records-signature-and-args", func(t *testing.T) {
		e := exBindOK(t, `max(li...)`).(*FunctionCallExpression)
		if e.Name != "max" || !e.ExpandFinal || len(e.Args) != 1 || e.Signature.VarargsParameter == nil {
			t.Fatalf("call: %+v", e)
		}
	})
}

func TestFunctionSignatureDiagnostics(t *testing.T) {
	sig := func(args []Expression) (StaticSignature, hcl.Diagnostics) {
		return StaticSignature{ReturnType: BoolType, VarargsParameter: &Parameter{Name: "x", Type: DynamicType}},
			hcl.Diagnostics{exprError(args[0].Range(), "Custom problem", "The signature rejected this argument.")}
	}
	scope := exScope()
	scope.DefineFunction(&Function{Name: "picky", Signature: sig})
	e, diags := BindExpressionText(`picky(1)`, exTestFile, scope)
	d := exWantDiag(t, diags, "Custom problem", exPos{1, 7, 1, 8})
	if !strings.Contains(d.Detail, "rejected") {
		t.Fatal(d.Detail)
	}
	exWantType(t, e, BoolType)
}

func TestScope(t *testing.T) {
	root := NewRootScope()
	x := NewVariable("x", IntType)
	if !root.Define("x", x) {
		t.Fatal("scope/define: first definition refused")
	}
	t.Run("scope/duplicate-refused", func(t *testing.T) {
		if root.Define("x", NewVariable("x", StringType)) {
			t.Fatal("duplicate definition accepted")
		}
		if def, _ := root.Lookup("x"); def != Definition(x) {
			t.Fatal("duplicate definition replaced the first")
		}
	})
	t.Run("scope/nil-definition-refused", func(t *testing.T) {
		if root.Define("y", nil) {
			t.Fatal("nil definition accepted")
		}
	})
	t.Run("scope/child-sees-parent-and-shadows", func(t *testing.T) {
		child := root.Push()
		if def, ok := child.Lookup("x"); !ok || def != Definition(x) {
			t.Fatal("child does not see parent definition")
		}
		inner := NewVariable("x", StringType)
		if !child.Define("x", inner) {
			t.Fatal("shadowing refused")
		}
		if def, _ := child.Lookup("x"); def != Definition(inner) {
			t.Fatal("shadowing definition not found first")
		}
		if child.Pop() != root {
			t.Fatal("pop does not return the parent")
		}
		if def, _ := root.Lookup("x"); def != Definition(x) {
			t.Fatal("child definition leaked into parent")
		}
	})
	t.Run("scope/push-variables", func(t *testing.T) {
		child := root.PushVariables(NewVariable("range", NewObjectType(map[string]Type{"key": IntType})), nil)
		if _, ok := child.Lookup("range"); !ok {
			t.Fatal("pushed variable not defined")
		}
		if _, ok := root.Lookup("range"); ok {
			t.Fatal("pushed variable defined in parent")
		}
	})
	t.Run("scope/functions-inherited", func(t *testing.T) {
		fn := NewFunction("f", StaticSignature{ReturnType: IntType})
		if !root.DefineFunction(fn) || root.DefineFunction(fn) {
			t.Fatal("DefineFunction: want true then false")
		}
		if got, ok := root.Push().LookupFunction("f"); !ok || got != fn {
			t.Fatal("child does not see parent function")
		}
		if names := root.Push().FunctionNames(); len(names) != 1 || names[0] != "f" {
			t.Fatalf("function names: %v", names)
		}
	})
	t.Run("scope/bind-reference-suggests", func(t *testing.T) {
		child := root.Push()
		child.Define("bucketName", NewVariable("bucketName", StringType))
		_, diags := child.BindReference("bucketNme", hcl.Range{Filename: exTestFile})
		if len(diags) != 1 || !strings.Contains(diags[0].Detail, `Did you mean "bucketName"?`) {
			t.Fatalf("diags: %s", exDiagsString(diags))
		}
		if def, diags := child.BindReference("x", hcl.Range{}); def != Definition(x) || diags != nil {
			t.Fatal("BindReference of a defined name failed")
		}
	})
	t.Run("scope/variable-nil-type-is-dynamic", func(t *testing.T) {
		if (&Variable{Name: "v"}).Type() != DynamicType {
			t.Fatal("nil variable type is not dynamic")
		}
	})
}

func TestNameSuggestion(t *testing.T) {
	cases := []struct {
		name, input, want string
		candidates        []string
	}{
		{"suggest/one-edit", "uper", "upper", []string{"lower", "upper"}},
		{"suggest/case-insensitive", "ToJson", "toJSON", []string{"toJSON", "toBase64"}},
		{"suggest/prefers-same-length", "obk", "obj", []string{"ob", "obj"}},
		{"suggest/too-far", "zzz", "", []string{"upper"}},
		{"suggest/not-itself", "x", "", []string{"x"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := nameSuggestion(c.input, c.candidates); got != c.want {
				t.Fatalf("nameSuggestion(%q) = %q, want %q", c.input, got, c.want)
			}
		})
	}
}
