package model

import (
	"math/big"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

func TestFormatBound(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"format/literals", `[1, 2.5, "a", true, null]`, `[1, 2.5, "a", true, null]`},
		{"format/big-int-exact", `123456789012345678901234567890123456789`, `123456789012345678901234567890123456789`},
		{"format/float-shortest", `0.1 + n`, `0.1 + n`},
		{"format/float-integral-keeps-fraction", `2.0 * n`, `2.0 * n`},
		{"format/float-exponent", `1e300 * n`, `1e+300 * n`},
		{"format/float-max", `1.7976931348623157e+308`, `1.7976931348623157e+308`},
		{"format/float-min-subnormal", `4.9e-324`, `5e-324`},
		{"format/precedence-kept", `i + n * 2`, `i + n * 2`},
		{"format/parens-kept", `(i + n) * 2`, `(i + n) * 2`},
		{"format/left-assoc", `i - n - 1`, `i - n - 1`},
		{"format/unary", `-i + n == 0 && !b`, `-i + n == 0 && !b`},
		{"format/conditional", `b ? s : "x"`, `b ? s : "x"`},
		{"format/template", `"a${s}b\n\"q\""`, `"a${s}b\n\"q\""`},
		{"format/template-escapes-interpolation", `"$${x} %%{y}"`, `"$${x} %%{y}"`},
		{"format/template-wrap", `"${s}"`, `"${s}"`},
		{"format/template-for", `"%{for x in ls}${x},%{endfor}"`, `"%{ for x in ls }${x},%{ endfor }"`},
		{"format/traversal", `obj.nested.id`, `obj.nested.id`},
		{"format/traversal-index", `tup[1]`, `tup[1]`},
		{"format/traversal-string-index", `ms["a-b"]`, `ms["a-b"]`},
		{"format/relative", `element(resList, i).id`, `element(resList, i).id`},
		{"format/index", `ms[s]`, `ms[s]`},
		{"format/splat", `resList[*].id`, `resList[*].id`},
		{"format/legacy-splat", `resList.*.id`, `resList[*].id`},
		{"format/call-expand", `max(li...)`, `max(li...)`},
		{"format/object", `{a = 1, "b-c" = 2, (s) = 3}`, `{ a = 1, "b-c" = 2, (s) = 3 }`},
		{"format/for-list", `[for i, x in ls : x if i > 0]`, `[for i, x in ls : x if i > 0]`},
		{"format/for-map-group", `{for x in ls : x => x...}`, `{for x in ls : x => x...}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := exBindOK(t, c.src)
			if got := FormatExpression(e); got != c.want {
				t.Fatalf("FormatExpression(%s) = %s, want %s", c.src, got, c.want)
			}
		})
	}
	t.Run("format/reparses-to-same-type", func(t *testing.T) {
		for _, c := range cases {
			e := exBindOK(t, c.src)
			again := exBindOK(t, FormatExpression(e))
			if !Equal(e.Type(), again.Type()) {
				t.Fatalf("%s: type %s after reprinting, was %s", c.src, again.Type(), e.Type())
			}
		}
	})
}

func TestFormatApproximateNumber(t *testing.T) {
	// Number literals the binder accepts are float64s; a synthesized one of
	// enormous magnitude prints approximately.
	e := NewLiteralValueExpression(cty.MustParseNumberVal("2.5e-5000"), nil)
	if got := FormatExpression(e); got != "2.5e-5000" {
		t.Fatalf("FormatExpression = %s, want 2.5e-5000", got)
	}
}

func TestSynthesized(t *testing.T) {
	i := NewVariable("i", IntType)
	n := NewVariable("n", NumberType)
	oi := NewVariable("oi", NewOutputType(IntType))
	ref := func(v *Variable, steps ...hcl.Traverser) *ScopeTraversalExpression {
		return NewScopeTraversalExpression(v.Name, v, steps, nil)
	}
	one := NewLiteralValueExpression(cty.NumberIntVal(1), nil)

	t.Run("synth/literal-infers", func(t *testing.T) {
		exWantType(t, one, IntType)
		exWantType(t, NewLiteralValueExpression(cty.NullVal(cty.String), nil), NoneType)
		exWantType(t, NewLiteralValueExpression(cty.ListVal([]cty.Value{cty.StringVal("a")}), nil), NewListType(StringType))
		exWantType(t, NewLiteralValueExpression(cty.ObjectVal(map[string]cty.Value{"a": cty.NumberIntVal(1)}), nil),
			NewObjectType(map[string]Type{"a": IntType}))
	})
	t.Run("synth/binary-infers-type", func(t *testing.T) {
		exWantType(t, NewBinaryOpExpression(hclsyntax.OpAdd, ref(i), one, nil), IntType)
		exWantType(t, NewBinaryOpExpression(hclsyntax.OpAdd, ref(oi), ref(n), nil), NewOutputType(NumberType))
	})
	t.Run("synth/explicit-type-wins", func(t *testing.T) {
		e := NewBinaryOpExpression(hclsyntax.OpAdd, ref(oi), one, IntType)
		exWantType(t, e, IntType)
	})
	t.Run("synth/struct-literal-computes-type", func(t *testing.T) {
		e := &BinaryOpExpression{Operation: hclsyntax.OpMultiply, LeftOperand: ref(i), RightOperand: ref(i)}
		exWantType(t, e, IntType)
	})
	t.Run("synth/unknown-operation-is-dynamic", func(t *testing.T) {
		exWantType(t, NewBinaryOpExpression(nil, one, one, nil), DynamicType)
		exWantType(t, NewUnaryOpExpression(hclsyntax.OpAdd, one, nil), DynamicType)
	})
	t.Run("synth/traversal", func(t *testing.T) {
		res := NewVariable("r", exResourceType())
		e := ref(res, hcl.TraverseAttr{Name: "id"})
		exWantType(t, e, NewOutputType(StringType))
		if got := FormatExpression(e); got != "r.id" {
			t.Fatalf("printed %s", got)
		}
		if e.SyntaxNode() != nil {
			t.Fatal("synthesized node has syntax")
		}
	})
	t.Run("synth/call-and-anonymous-function", func(t *testing.T) {
		x := NewVariable("x", IntType)
		fn := NewAnonymousFunctionExpression([]*Variable{x}, NewBinaryOpExpression(hclsyntax.OpAdd, ref(x), one, nil))
		exWantType(t, fn, DynamicType)
		if !Equal(fn.Signature.ReturnType, IntType) || len(fn.Signature.Parameters) != 1 {
			t.Fatalf("signature: %+v", fn.Signature)
		}
		sig := StaticSignature{
			Parameters: []Parameter{{Name: "value", Type: NewOutputType(IntType)}, {Name: "fn", Type: DynamicType}},
			ReturnType: NewOutputType(IntType),
		}
		call := NewFunctionCallExpression("__apply", sig, []Expression{ref(oi), fn}, false, nil)
		exWantType(t, call, NewOutputType(IntType))
		if got := FormatExpression(call); got != "__apply(oi, (x) => x + 1)" {
			t.Fatalf("printed %s", got)
		}
	})
	t.Run("synth/precedence-parenthesized", func(t *testing.T) {
		sum := NewBinaryOpExpression(hclsyntax.OpAdd, ref(i), one, nil)
		prod := NewBinaryOpExpression(hclsyntax.OpMultiply, sum, ref(n), nil)
		if got := FormatExpression(prod); got != "(i + 1) * n" {
			t.Fatalf("printed %s", got)
		}
		neg := NewUnaryOpExpression(hclsyntax.OpNegate, sum, nil)
		if got := FormatExpression(neg); got != "-(i + 1)" {
			t.Fatalf("printed %s", got)
		}
		right := NewBinaryOpExpression(hclsyntax.OpSubtract, ref(i), sum, nil)
		if got := FormatExpression(right); got != "i - (i + 1)" {
			t.Fatalf("printed %s", got)
		}
		cond := NewConditionalExpression(NewLiteralValueExpression(cty.True, nil), sum, one, nil)
		idx := NewIndexExpression(NewTupleConsExpression([]Expression{cond}, nil), one, nil)
		if got := FormatExpression(NewRelativeTraversalExpression(NewParenthesesExpression(cond), hcl.Traversal{hcl.TraverseAttr{Name: "x"}}, DynamicType)); got != "(true ? i + 1 : 1).x" {
			t.Fatalf("printed %s", got)
		}
		if got := FormatExpression(idx); got != "[true ? i + 1 : 1][1]" {
			t.Fatalf("printed %s", got)
		}
		negLit := NewLiteralValueExpression(cty.NumberIntVal(-3), nil)
		if got := FormatExpression(NewRelativeTraversalExpression(negLit, hcl.Traversal{hcl.TraverseAttr{Name: "x"}}, DynamicType)); got != "(-3).x" {
			t.Fatalf("printed %s", got)
		}
	})
	t.Run("synth/huge-numbers", func(t *testing.T) {
		huge, _, err := big.ParseFloat("-3e11020100", 10, 512, big.ToNearestEven)
		if err != nil {
			t.Fatal(err)
		}
		lit := NewLiteralValueExpression(cty.NumberVal(huge), nil)
		exWantType(t, lit, IntType)
		if got := FormatExpression(lit); got != "-3e11020100" {
			t.Fatalf("printed %s", got)
		}
		// A huge constant key is not used as a literal object key.
		obj := NewObjectConsExpression([]ObjectConsItem{{Key: lit, Value: one}}, nil)
		exWantType(t, obj, NewMapType(IntType))
	})
	t.Run("synth/range-spans-children", func(t *testing.T) {
		a, _ := exBind(t, "i")
		b, _ := BindExpressionText("\n\n  n", exTestFile, exScope())
		e := NewBinaryOpExpression(hclsyntax.OpAdd, a, b, nil)
		r := e.Range()
		if r.Start.Line != 1 || r.Start.Column != 1 || r.End.Line != 3 || r.End.Column != 4 {
			t.Fatalf("range %v", r)
		}
	})
	t.Run("synth/splat", func(t *testing.T) {
		list := NewVariable("rs", NewListType(exResourceType()))
		item := NewSplatItemExpression(SplatItemType(list.Type()))
		each := NewRelativeTraversalExpression(item, hcl.Traversal{hcl.TraverseAttr{Name: "id"}}, nil)
		e := NewSplatExpression(ref(list), item, each, nil)
		exWantType(t, e, NewListType(NewOutputType(StringType)))
		if got := FormatExpression(e); got != "rs[*].id" {
			t.Fatalf("printed %s", got)
		}
	})
	t.Run("synth/for", func(t *testing.T) {
		ls := NewVariable("ls", NewListType(StringType))
		_, v, ok := ForIterationTypes(ls.Type())
		if !ok || !Equal(v, StringType) {
			t.Fatalf("iteration value type %s, ok %v", v, ok)
		}
		x := NewVariable("x", v)
		e := NewForExpression(nil, x, ref(ls), nil, NewTemplateExpression([]Expression{ref(x)}, nil), nil, false, nil)
		exWantType(t, e, NewListType(StringType))
	})
}

func TestSyntaxNodes(t *testing.T) {
	e := exBindOK(t, `[for x in ls : "${x}-${obj.name}" if length(x) > 1][0]`)
	count := 0
	Walk(e, func(x Expression) bool {
		count++
		if x.SyntaxNode() == nil {
			t.Fatalf("bound %T has no syntax", x)
		}
		if x.Range().Filename != exTestFile {
			t.Fatalf("bound %T has range %v", x, x.Range())
		}
		return true
	})
	// A constant index is a traversal step: (for)[0], for, ls, template, x,
	// "-", obj.name, >, length(x), x, 1.
	if count != 11 {
		t.Fatalf("walked %d nodes, want 11", count)
	}
	if _, ok := e.(*RelativeTraversalExpression); !ok || len(Children(e)) != 1 {
		t.Fatalf("root %T has %d children", e, len(Children(e)))
	}
	synthesized := []Expression{
		NewLiteralValueExpression(cty.True, nil),
		NewTemplateExpression(nil, nil),
		NewTupleConsExpression(nil, nil),
		NewObjectConsExpression(nil, nil),
		NewParenthesesExpression(nil),
		NewSplatItemExpression(nil),
		NewTemplateJoinExpression(nil, nil),
	}
	for _, s := range synthesized {
		if s.SyntaxNode() != nil {
			t.Fatalf("synthesized %T reports syntax", s)
		}
		if s.Type() == nil {
			t.Fatalf("synthesized %T has nil type", s)
		}
	}
}

func TestBindRobustness(t *testing.T) {
	t.Run("bind/nil-syntax-is-dynamic", func(t *testing.T) {
		e, diags := BindExpression(nil, nil)
		if e == nil || len(diags) != 0 {
			t.Fatalf("got %v, %s", e, exDiagsString(diags))
		}
		exWantType(t, e, DynamicType)
	})
	t.Run("bind/nil-scope-is-empty", func(t *testing.T) {
		e, diags := BindExpressionText(`x + 1`, exTestFile, nil)
		exWantDiag(t, diags, "Undefined variable", exPos{1, 1, 1, 2})
		exWantType(t, e, NumberType)
	})
	t.Run("bind/syntax-error-keeps-parse-diagnostics", func(t *testing.T) {
		e, diags := exBind(t, `[for x in : x]`)
		if !diags.HasErrors() {
			t.Fatal("no diagnostics for a syntax error")
		}
		for _, d := range diags {
			if d.Summary == "Undefined variable" {
				t.Fatalf("binding reported on top of the parse error: %s", exDiagsString(diags))
			}
		}
		exCheckTyped(t, e)
	})
}
