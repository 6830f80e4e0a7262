package eval

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"

	"github.com/pclgen/pclgen/model"
)

// evalCorpus is a spread of expressions over the fixture's names, including
// erroneous ones.
var evalCorpus = []string{
	`r`, `r.id`, `r.nope`, `r.id.x`, `r.tags[0]`, `r.tags["a"]`, `r.names[-1]`, `r.names[0.5]`,
	`r.tags[*]`, `r.tags[*].x`, `r.id[*]`, `null[*]`, `r.names.*`, `[for t in r.tags : t]`,
	`{for i, n in r.names : n => i...}`, `{for n in ["a", "a"] : n => n}`, `[for x in null : x]`,
	`[for x in 5 : x]`, `[for x in r.names : x if null]`, `[for x in r.names : x if r.flag]`,
	`{for x in r.names : r.id => x}`, `{for x in r.names : null => x}`, `{(r.id) = 1}`, `{(null) = 1}`,
	`{([]) = 1}`, `1 / 0`, `1 % 0`, `-"x"`, `!1`, `!r.flag`, `r.flag || r.flag`, `r.port * r.port`,
	`r.port - r.port / 2`, `"${r.tags}"`, `"%{for t in r.names}${t}%{endfor}"`, `"%{for t in r.tags}${t}%{endfor}"`,
	`length(null)`, `length(1)`, `length()`, `length(r.tags, 1)`, `element(r.names)`, `element({}, 0)`,
	`startsWith(null, "a")`, `startsWith(r.id, r.id)`, `upper(r.names...)`, `upper(r.tags...)`,
	`r.flag ? [] : {}`, `r.flag ? 1 : "a"`, `null ? 1 : 2`, `r.flag ? null : null`, `(r.flag ? r.tags : r.pair)[0]`,
	`[1, "a", null][1]`, `{a = 1}[r.id]`, `{a = 1, b = "x"}[r.id]`, `{}[r.id]`, `1e400 - 1e400`,
	`r.port == r.id`, `r == r`, `[] == {}`, `r.names[r.port]`, `r.pair[r.port - 1]`, `nope`, `nope.x[0]`,
}

func TestEvaluateNeverPanics(t *testing.T) {
	f := newEvalTestFixture(t)
	envs := []Env{f.env, {}, {Variables: map[string]cty.Value{"r": cty.DynamicVal, "other": cty.NilVal}},
		{Variables: map[string]cty.Value{"r": cty.NullVal(cty.DynamicPseudoType)}},
		{Variables: map[string]cty.Value{"r": cty.StringVal("not an object").Mark("m")}}}
	for _, src := range evalCorpus {
		e, _ := model.BindExpressionText(src, evalTestFile, f.scope)
		for i, env := range envs {
			v, diags := Evaluate(e, env)
			checkEvalResult(t, src, i, v, diags)
			_, _, _ = ConstantFold(e, env)
		}
	}
	// Hand-built nodes with missing parts must not panic either.
	for _, e := range []model.Expression{
		nil, &model.BinaryOpExpression{}, &model.UnaryOpExpression{}, &model.ConditionalExpression{}, &model.IndexExpression{},
		&model.FunctionCallExpression{ExpandFinal: true}, &model.TemplateExpression{Parts: []model.Expression{nil}},
		&model.TemplateJoinExpression{}, &model.ScopeTraversalExpression{}, &model.RelativeTraversalExpression{},
		&model.TupleConsExpression{Expressions: []model.Expression{nil}}, &model.ObjectConsExpression{Items: []model.ObjectConsItem{{}}},
		&model.SplatExpression{}, &model.SplatItemExpression{}, &model.ParenthesesExpression{}, &model.LiteralValueExpression{},
		&model.AnonymousFunctionExpression{},
	} {
		v, _ := Evaluate(e, Env{})
		if v == cty.NilVal {
			t.Errorf("%T: evaluated to cty.NilVal", e)
		}
	}
}

// checkEvalResult checks the invariants of an evaluation: a valid value and
// complete diagnostics, none of them from a recovered panic.
func checkEvalResult(t *testing.T, src string, env int, v cty.Value, diags hcl.Diagnostics) {
	t.Helper()
	if v == cty.NilVal {
		t.Errorf("%q (env %d): evaluated to cty.NilVal", src, env)
	}
	for _, d := range diags {
		if d.Subject == nil || d.Summary == "" || d.Detail == "" {
			t.Errorf("%q (env %d): incomplete diagnostic %#v", src, env, d)
		}
		// These summaries come only from recovered panics.
		if d.Summary == "Evaluation failed" || d.Summary == "Invalid operation" || d.Summary == "Function evaluation failed" {
			t.Errorf("%q (env %d): evaluation panicked: %s", src, env, d.Detail)
		}
	}
}

// FuzzEvaluate evaluates arbitrary parsed expressions against the fixture:
// evaluation must not panic (or need its panic guard) and diagnostics must
// be complete.
func FuzzEvaluate(f *testing.F) {
	for _, src := range evalCorpus {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		fx := newEvalTestFixture(t)
		syntax, _ := hclsyntax.ParseExpression([]byte(src), evalTestFile, hcl.InitialPos)
		e, _ := model.BindExpression(syntax, fx.scope)
		v, diags := Evaluate(e, fx.env)
		checkEvalResult(t, src, 0, v, diags)
	})
}
