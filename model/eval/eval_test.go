package eval

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/model/refine"
)

const evalTestFile = "eval.pp"

// evalTestFixture is a scope with a resource-like variable `r` and the
// functions the tests call, and an environment giving `r` refined values.
type evalTestFixture struct {
	scope *model.Scope
	env   Env
}

func newEvalTestFixture(t *testing.T) evalTestFixture {
	t.Helper()
	rType := model.NewObjectType(map[string]model.Type{
		"id":    model.NewOutputType(model.StringType),
		"host":  model.NewOutputType(model.StringType),
		"url":   model.NewOutputType(model.StringType),
		"port":  model.NewOutputType(model.IntType),
		"flag":  model.NewOutputType(model.BoolType),
		"tags":  model.NewOutputType(model.NewListType(model.StringType)),
		"pair":  model.NewOutputType(model.NewListType(model.StringType)),
		"names": model.NewOutputType(model.NewListType(model.StringType)),
		"few":   model.NewOutputType(model.NewListType(model.StringType)),
	})
	r := model.NewVariable("r", rType)
	scope := model.NewRootScope()
	scope.Define("r", r)
	scope.Define("other", model.NewVariable("other", model.NewOutputType(model.StringType)))
	for _, fn := range []*model.Function{
		model.NewFunction("length", model.StaticSignature{Parameters: []model.Parameter{{Name: "value", Type: model.DynamicType}}, ReturnType: model.IntType}),
		model.NewFunction("element", model.StaticSignature{Parameters: []model.Parameter{{Name: "list", Type: model.DynamicType}, {Name: "index", Type: model.IntType}}, ReturnType: model.DynamicType}),
		model.NewFunction("startsWith", model.StaticSignature{Parameters: []model.Parameter{{Name: "str", Type: model.StringType}, {Name: "prefix", Type: model.StringType}}, ReturnType: model.BoolType}),
		model.NewFunction("upper", model.StaticSignature{Parameters: []model.Parameter{{Name: "str", Type: model.StringType}}, ReturnType: model.StringType}),
	} {
		scope.DefineFunction(fn)
	}
	strs := cty.List(cty.String)
	rVal := cty.ObjectVal(map[string]cty.Value{
		"id":    cty.UnknownVal(cty.String).RefineNotNull(),
		"host":  cty.UnknownVal(cty.String).RefineNotNull(),
		"url":   refine.RefinedUnknown(cty.String, refine.Refinement{NotNull: true, StringPrefix: "https://"}),
		"port":  refine.RefinedUnknown(cty.Number, refine.Refinement{NotNull: true, Number: refine.IntegerRange(1, 65535)}),
		"flag":  cty.UnknownVal(cty.Bool),
		"tags":  refine.RefinedUnknown(strs, refine.Refinement{NotNull: true, Length: refine.IntegerRange(1, 3)}),
		"pair":  refine.RefinedUnknown(strs, refine.Refinement{NotNull: true, Length: refine.IntegerRange(2, 2)}),
		"names": cty.ListVal([]cty.Value{cty.StringVal("a"), cty.StringVal("b")}),
		"few":   refine.RefinedUnknown(strs, refine.Refinement{NotNull: true, Length: refine.IntegerRange(0, 3)}),
	})
	return evalTestFixture{scope: scope, env: Env{Definitions: map[model.Definition]cty.Value{r: rVal}}}
}

// wantRange checks that v is an unknown, not-null number whose range is r.
func wantRange(t *testing.T, v cty.Value, r refine.NumberRange) {
	t.Helper()
	got, _ := refine.NumberRangeOfValue(v)
	if v.IsKnown() || !v.Range().DefinitelyNotNull() || !got.Equal(r) {
		t.Fatalf("got %#v (range %s), want a not-null unknown in %s", v, got, r)
	}
}

// eval binds src (failing the test on binding errors) and evaluates it.
func (f evalTestFixture) eval(t *testing.T, src string) (cty.Value, hcl.Diagnostics) {
	t.Helper()
	e, diags := model.BindExpressionText(src, evalTestFile, f.scope)
	if diags.HasErrors() {
		t.Fatalf("binding %q: %s", src, diags.Error())
	}
	return Evaluate(e, f.env)
}

func TestEvaluateRefinements(t *testing.T) {
	f := newEvalTestFixture(t)
	tests := []struct {
		name string
		src  string
		want cty.Value
	}{
		{"eval/refine/notnull-unknown==null-is-false", `r.id == null`, cty.False},
		{"eval/refine/notnull-unknown!=null-is-true", `r.id != null`, cty.True},
		{"eval/refine/length-of-known-length-list-is-known", `length(r.pair)`, cty.NumberIntVal(2)},
		{"eval/refine/prefix-test-known-true", `startsWith(r.url, "https:")`, cty.True},
		{"eval/refine/prefix-test-known-true/through-template", `startsWith("arn:${r.id}", "arn:")`, cty.True},
		{"eval/refine/prefix-test-known-false", `startsWith(r.url, "http://")`, cty.False},
		{"eval/refine/number-bounds-decide-less-than", `0 < r.port`, cty.True},
		{"eval/refine/number-bounds-decide-greater-than-false", `r.port > 65535`, cty.False},
		{"eval/refine/number-bounds-through-arithmetic", `r.port + 1 > 1`, cty.True},
		{"eval/refine/collapse-single-point-range-is-known", `r.port * 0 + 7`, cty.NumberIntVal(7)},
		{"eval/refine/conditional-equal-branches-is-known", `r.flag ? "x" : "x"`, cty.StringVal("x")},
		{"eval/refine/false-and-unknown-is-false", `false && r.flag`, cty.False},
		{"eval/refine/length-of-template-with-prefix-is-bounded", `length("ab:${r.id}") >= 3`, cty.True},
		{"eval/constant/arithmetic", `1 + 2 * 3`, cty.NumberIntVal(7)},
		{"eval/constant/known-list-index", `r.names[1]`, cty.StringVal("b")},
		{"eval/constant/element-of-known-list", `element(r.names, 0)`, cty.StringVal("a")},
		{"eval/constant/for-over-known-list", `[for n in r.names : "${n}!"]`, cty.ListVal([]cty.Value{cty.StringVal("a!"), cty.StringVal("b!")})},
		{"eval/constant/for-to-map", `{for n in r.names : n => length(n)}`, cty.MapVal(map[string]cty.Value{"a": cty.NumberIntVal(1), "b": cty.NumberIntVal(1)})},
		{"eval/constant/for-with-condition", `[for i, n in r.names : i if n != "a"]`, cty.ListVal([]cty.Value{cty.NumberIntVal(1)})},
		{"eval/constant/splat-of-known-list", `length(r.names[*])`, cty.NumberIntVal(2)},
		{"eval/constant/object", `{a = 1, b = "x"}.b`, cty.StringVal("x")},
		{"eval/constant/parentheses-and-negation", `-(2 - 5)`, cty.NumberIntVal(3)},
		{"eval/constant/known-condition", `true ? "a" : "b"`, cty.StringVal("a")},
		{"eval/equality-as-data/empty-for-results-of-other-element-types", `[for n in r.names : n if false] == [for m in [] : m]`, cty.True},
		{"eval/equality-as-data/for-result-and-list", `[for n in r.names : n] != r.names`, cty.False},
		{"eval/equality-as-data/nested-empties", `[for n in r.names : [for m in [] : 1]] == [for n in r.names : [for m in [] : m]]`, cty.True},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, diags := f.eval(t, tt.src)
			if len(diags) != 0 {
				t.Fatalf("unexpected diagnostics: %s", diags.Error())
			}
			if !got.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
}

func TestEvaluateUnknowns(t *testing.T) {
	f := newEvalTestFixture(t)
	tests := []struct {
		name  string
		src   string
		check func(t *testing.T, v cty.Value)
	}{
		{"eval/refine/undecided-stays-unknown/port-comparison", `r.port > 100`, func(t *testing.T, v cty.Value) {
			if !v.RawEquals(cty.UnknownVal(cty.Bool).RefineNotNull()) {
				t.Fatalf("got %#v", v)
			}
		}},
		{"eval/refine/undecided-stays-unknown/prefix-test-longer-than-prefix", `startsWith(r.url, "https://example.com")`, func(t *testing.T, v cty.Value) {
			if !v.RawEquals(cty.UnknownVal(cty.Bool).RefineNotNull()) {
				t.Fatalf("got %#v", v)
			}
		}},
		{"eval/refine/undecided-stays-unknown/nullable-reference==null", `r.flag == null`, func(t *testing.T, v cty.Value) {
			if v.IsKnown() {
				t.Fatalf("got %#v", v)
			}
		}},
		{"eval/refine/template-propagates-prefix", `"https://${r.host}/path"`, func(t *testing.T, v cty.Value) {
			if v.IsKnown() || v.Range().StringPrefix() != "https://" || !v.Range().DefinitelyNotNull() {
				t.Fatalf("got %#v", v)
			}
		}},
		{"eval/refine/length-of-bounded-list-is-bounded", `length(r.tags)`, func(t *testing.T, v cty.Value) {
			wantRange(t, v, refine.IntegerRange(1, 3))
		}},
		{"eval/refine/for-over-unknown-list-keeps-length", `length([for t in r.tags : upper(t)])`, func(t *testing.T, v cty.Value) {
			wantRange(t, v, refine.IntegerRange(1, 3))
		}},
		{"eval/refine/for-with-filter-keeps-upper-length", `length([for t in r.tags : t if t != ""])`, func(t *testing.T, v cty.Value) {
			wantRange(t, v, refine.IntegerRange(0, 3))
		}},
		{"eval/refine/splat-of-unknown-list-keeps-length", `length(r.pair[*])`, func(t *testing.T, v cty.Value) {
			if !v.RawEquals(cty.NumberIntVal(2)) {
				t.Fatalf("got %#v", v)
			}
		}},
		{"eval/refine/conditional-merges-ranges", `r.flag ? r.port : 0`, func(t *testing.T, v cty.Value) {
			wantRange(t, v, refine.IntegerRange(0, 65535))
		}},
		{"eval/unknown-function-gives-unknown-of-its-type", `upper("a")`, func(t *testing.T, v cty.Value) {
			if !v.RawEquals(cty.UnknownVal(cty.String)) {
				t.Fatalf("got %#v", v)
			}
		}},
		{"eval/reference-without-value-is-unknown-of-its-type", `other`, func(t *testing.T, v cty.Value) {
			if !v.RawEquals(cty.UnknownVal(cty.String)) {
				t.Fatalf("got %#v", v)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, diags := f.eval(t, tt.src)
			if len(diags) != 0 {
				t.Fatalf("unexpected diagnostics: %s", diags.Error())
			}
			tt.check(t, got)
		})
	}
}

func TestEvaluateEarlyErrors(t *testing.T) {
	f := newEvalTestFixture(t)
	tests := []struct {
		name     string
		src      string
		severity hcl.DiagnosticSeverity
		subject  string // source text the diagnostic's subject must cover
	}{
		{"eval/early-error/element-index-out-of-refined-range", `element(r.few, 5)`, hcl.DiagError, "5"},
		{"eval/early-error/index-expression-out-of-refined-range", `r.few[2 + 3]`, hcl.DiagError, "2 + 3"},
		{"eval/early-error/traversal-index-out-of-refined-range", `r.few[3]`, hcl.DiagError, "[3]"},
		{"eval/early-error/index-out-of-known-range", `r.names[2]`, hcl.DiagError, "[2]"},
		{"eval/early-error/division-by-known-zero", `r.port / (1 - 1)`, hcl.DiagError, "(1 - 1)"},
		{"eval/early-error/modulo-by-known-zero", `r.port % 0`, hcl.DiagError, "0"},
		{"eval/early-error/comparing-incompatible-known-values", `"abc" < 1`, hcl.DiagError, `"abc"`},
		{"eval/early-error/taken-branch-errors", `true ? 1 / 0 : 2`, hcl.DiagError, "0"},
		{"eval/warning/equality-of-different-types-is-constant", `1 == "1"`, hcl.DiagWarning, `1 == "1"`},
		{"eval/warning/notnull-unknown-of-other-type", `r.id != 5`, hcl.DiagWarning, `r.id != 5`},
		{"eval/warning/tuple-and-list-are-distinct", `[] == [for n in r.names : n if false]`, hcl.DiagWarning, `[] == [for n in r.names : n if false]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, diags := f.eval(t, tt.src)
			if len(diags) != 1 {
				t.Fatalf("got %d diagnostics, want 1: %v", len(diags), diags)
			}
			d := diags[0]
			if d.Severity != tt.severity || d.Summary == "" || d.Detail == "" || d.Subject == nil {
				t.Fatalf("malformed diagnostic: %#v", d)
			}
			if got := tt.src[d.Subject.Start.Byte:d.Subject.End.Byte]; got != tt.subject {
				t.Fatalf("diagnostic covers %q, want %q (%s: %s)", got, tt.subject, d.Summary, d.Detail)
			}
		})
	}

	quiet := []struct {
		name string
		src  string
		want cty.Value
	}{
		{"eval/early-error/untaken-branch-is-silent", `false ? 1 / 0 : 2`, cty.NumberIntVal(2)},
		{"eval/early-error/unknown-condition-branches-are-silent", `r.flag ? element(r.few, 5) : "x"`, cty.DynamicVal},
		{"eval/early-error/short-circuit-and-is-silent", `false && 1 / 0 > 1`, cty.False},
		{"eval/early-error/short-circuit-or-is-silent", `1 / 0 > 1 || true`, cty.True},
		{"eval/early-error/index-within-refined-range-is-silent", `element(r.few, 2)`, cty.UnknownVal(cty.String)},
	}
	for _, tt := range quiet {
		t.Run(tt.name, func(t *testing.T) {
			got, diags := f.eval(t, tt.src)
			if len(diags) != 0 {
				t.Fatalf("unexpected diagnostics: %s", diags.Error())
			}
			if !got.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", got, tt.want)
			}
		})
	}
}

func TestConstantFold(t *testing.T) {
	f := newEvalTestFixture(t)
	tests := []struct {
		name  string
		src   string
		known bool
		want  cty.Value
	}{
		{"eval/fold/constant-expression-is-known", `"a-${1 + 1}"`, true, cty.StringVal("a-2")},
		{"eval/fold/refinement-decided-expression-is-known", `r.id == null ? "none" : "some"`, true, cty.StringVal("some")},
		{"eval/fold/known-list-of-unknowns-is-not-wholly-known", `r.pair`, false, cty.NilVal},
		{"eval/fold/reference-is-not-known", `r.id`, false, cty.NilVal},
		{"eval/fold/error-is-not-known", `1 / 0`, false, cty.NilVal},
		// Arithmetic rounds a fraction to a 64-bit float, as the target
		// languages do, and it reads so as a string; whole numbers stay exact.
		{"eval/fold/product-is-a-float64", `"${0.1 * 3}"`, true, cty.StringVal("0.30000000000000004")},
		{"eval/fold/sum-is-a-float64", `"${0.1 + 0.2}"`, true, cty.StringVal("0.30000000000000004")},
		{"eval/fold/quotient-is-a-float64", `"${-1 / 3}"`, true, cty.StringVal("-0.3333333333333333")},
		{"eval/fold/each-step-rounds", `"${0.1 * 3 - 0.3}"`, true, cty.StringVal("0.00000000000000005551115123125783")},
		{"eval/fold/negative-zero-is-zero", `"${-0} ${0 * -1} ${-(1 - 1)}"`, true, cty.StringVal("0 0 0")},
		{"eval/fold/whole-numbers-stay-exact", `"${9007199254740993 * 1} ${0.5 * 4}"`, true, cty.StringVal("9007199254740993 2")},
		// A fraction beyond 2^52 rounds to a whole float64, which reads in
		// full, as the languages write it.
		{"eval/fold/fraction-rounding-to-a-whole-number-reads-in-full", `"${4611686018427387904 / 5} ${-4611686018427387904 / 5}"`, true, cty.StringVal("922337203685477632 -922337203685477632")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, diags := model.BindExpressionText(tt.src, evalTestFile, f.scope)
			if diags.HasErrors() {
				t.Fatalf("binding: %s", diags.Error())
			}
			v, known, _ := ConstantFold(e, f.env)
			if known != tt.known {
				t.Fatalf("known = %v, want %v (value %#v)", known, tt.known, v)
			}
			if tt.known && !v.RawEquals(tt.want) {
				t.Fatalf("got %#v, want %#v", v, tt.want)
			}
		})
	}
}

func TestEvaluateEnvironment(t *testing.T) {
	f := newEvalTestFixture(t)
	t.Run("eval/env/variables-by-name", func(t *testing.T) {
		e, _ := model.BindExpressionText(`other`, evalTestFile, f.scope)
		v, diags := Evaluate(e, Env{Variables: map[string]cty.Value{"other": cty.StringVal("o")}})
		if len(diags) != 0 || !v.RawEquals(cty.StringVal("o")) {
			t.Fatalf("got %#v, %v", v, diags)
		}
	})
	t.Run("eval/early-error/null-value-in-template", func(t *testing.T) {
		src := `"a${other}"`
		e, _ := model.BindExpressionText(src, evalTestFile, f.scope)
		_, diags := Evaluate(e, Env{Variables: map[string]cty.Value{"other": cty.NullVal(cty.String)}})
		if len(diags) != 1 || src[diags[0].Subject.Start.Byte:diags[0].Subject.End.Byte] != "other" {
			t.Fatalf("got %v", diags)
		}
	})
	t.Run("eval/env/function-overrides-builtin", func(t *testing.T) {
		e, _ := model.BindExpressionText(`length("abc")`, evalTestFile, f.scope)
		env := Env{Functions: map[string]Function{"length": func([]cty.Value) (cty.Value, error) { return cty.NumberIntVal(42), nil }}}
		v, diags := Evaluate(e, env)
		if len(diags) != 0 || !v.RawEquals(cty.NumberIntVal(42)) {
			t.Fatalf("got %#v, %v", v, diags)
		}
	})
	t.Run("eval/env/panicking-function-is-a-diagnostic", func(t *testing.T) {
		e, _ := model.BindExpressionText(`upper("abc")`, evalTestFile, f.scope)
		env := Env{Functions: map[string]Function{"upper": func([]cty.Value) (cty.Value, error) { panic("boom") }}}
		v, diags := Evaluate(e, env)
		if !diags.HasErrors() || v.IsKnown() {
			t.Fatalf("got %#v, %v", v, diags)
		}
	})
	t.Run("eval/env/function-error-names-argument", func(t *testing.T) {
		src := `upper("abc", 1)`
		e, _ := model.BindExpressionText(src, evalTestFile, f.scope)
		env := Env{Functions: map[string]Function{"upper": func([]cty.Value) (cty.Value, error) {
			return cty.DynamicVal, &refine.Error{Operand: 1, Summary: "Bad", Detail: "Bad argument."}
		}}}
		_, diags := Evaluate(e, env)
		if len(diags) != 1 || src[diags[0].Subject.Start.Byte:diags[0].Subject.End.Byte] != "1" {
			t.Fatalf("got %v", diags)
		}
	})
	t.Run("eval/env/expanded-arguments", func(t *testing.T) {
		e, _ := model.BindExpressionText(`startsWith(["abc", "ab"]...)`, evalTestFile, f.scope)
		v, diags := Evaluate(e, Env{})
		if len(diags) != 0 || !v.RawEquals(cty.True) {
			t.Fatalf("got %#v, %v", v, diags)
		}
	})
}

// TestForMarks checks that the marks of a for expression's condition and
// key mark its result, as HCL's for expressions do, whether or not an
// element is kept, and that marks of values mark only what holds them.
func TestForMarks(t *testing.T) {
	scope := model.NewRootScope()
	flag := model.NewVariable("flag", model.BoolType)
	scope.Define("flag", flag)
	key := model.NewVariable("key", model.StringType)
	scope.Define("key", key)
	env := Env{Definitions: map[model.Definition]cty.Value{
		flag: cty.False.Mark("secret"),
		key:  cty.StringVal("k").Mark("secret"),
	}}
	for _, tt := range []struct {
		src    string
		marked bool
	}{
		{`[for v in [1, 2] : v if flag]`, true},
		{`[for v in [1, 2] : v if !flag]`, true},
		{`{for v in ["a"] : v => 1 if flag}`, true},
		{`{for v in ["a"] : "${key}${v}" => 1}`, true},
		{`{for v in ["a"] : "${key}${v}" => v...}`, true},
		{`[for v in [1, 2] : v if v > 1]`, false},
		{`[for v in [1, 2] : flag]`, false},
	} {
		t.Run(tt.src, func(t *testing.T) {
			e, diags := model.BindExpressionText(tt.src, evalTestFile, scope)
			if diags.HasErrors() {
				t.Fatalf("binding: %s", diags.Error())
			}
			v, diags := Evaluate(e, env)
			if diags.HasErrors() {
				t.Fatalf("evaluating: %s", diags.Error())
			}
			if v.IsMarked() != tt.marked {
				t.Errorf("got %#v, want marked %v", v, tt.marked)
			}
		})
	}
}
