package model

import (
	"strings"
	"testing"
)

func TestTraversalTypes(t *testing.T) {
	exRunTypeCases(t, []exTypeCase{
		{"traverse/root", `s`, StringType},
		{"traverse/attr", `obj.name`, StringType},
		{"traverse/nested-attr", `obj.nested.id`, StringType},
		{"traverse/map-attr", `obj.tags.env`, StringType},
		{"traverse/output-attr-is-output", `oobj.id`, NewOutputType(StringType)},
		{"traverse/resource-output-attr", `res.arn`, NewOutputType(StringType)},
		{"traverse/literal-list-index", `ls[0]`, StringType},
		{"traverse/literal-tuple-index", `tup[1]`, IntType},
		{"traverse/legacy-index", `tup.0`, StringType},
		{"traverse/literal-map-key", `ms["k"]`, StringType},
		{"traverse/dynamic-root", `dyn.anything[3].goes`, DynamicType},
		{"traverse/relative-from-parens", `(obj).nested.id`, StringType},
		{"traverse/relative-from-call", `element(resList, 0).id`, NewOutputType(StringType)},
		{"index/dynamic-key", `ms[s]`, StringType},
		{"index/list-by-int-variable", `ls[i]`, StringType},
		{"index/output-key-lifts", `ms[os]`, NewOutputType(StringType)},
		{"index/promise-key-lifts", `ls[pi]`, NewPromiseType(StringType)},
		{"index/ranged-resource", `resList[i].id`, NewOutputType(StringType)},
		{"index/output-collection", `oList[i]`, NewOutputType(StringType)},
	})

	t.Run("traverse/parts-per-step", func(t *testing.T) {
		e := exBindOK(t, `obj.nested.id`).(*ScopeTraversalExpression)
		if e.RootName != "obj" || len(e.Parts) != 3 || len(e.Traversal) != 3 {
			t.Fatalf("root %q, %d parts, %d steps", e.RootName, len(e.Parts), len(e.Traversal))
		}
		if _, ok := e.Parts[1].(*ObjectType); !ok || !Equal(e.Parts[2], StringType) {
			t.Fatalf("parts: %v", e.Parts)
		}
		if v, ok := e.Definition.(*Variable); !ok || v.Name != "obj" {
			t.Fatalf("definition: %#v", e.Definition)
		}
	})
	t.Run("traverse/relative-parts", func(t *testing.T) {
		e := exBindOK(t, `(obj).nested.id`).(*RelativeTraversalExpression)
		if len(e.Parts) != 2 || !Equal(e.Parts[1], StringType) {
			t.Fatalf("parts: %v", e.Parts)
		}
		if _, ok := e.Source.(*ParenthesesExpression); !ok {
			t.Fatalf("source: %T", e.Source)
		}
	})
}

func TestTraversalDiagnostics(t *testing.T) {
	exRunDiagCases(t, []exDiagCase{
		{name: "traverse/unknown-attr-diag-range", src: `obj.nmae`, summary: "Unsupported attribute",
			at: exPos{1, 4, 1, 9}, want: DynamicType, detail: `"name"`},
		{name: "traverse/after-error-no-cascade", src: `obj.nope.more[0]`, summary: "Unsupported attribute",
			at: exPos{1, 4, 1, 9}, want: DynamicType},
		{name: "traverse/attr-of-list", src: `ls.name`, summary: "Unsupported attribute",
			at: exPos{1, 3, 1, 8}},
		{name: "traverse/tuple-index-out-of-range", src: `tup[2]`, summary: "Invalid index",
			at: exPos{1, 4, 1, 7}},
		{name: "traverse/set-not-indexable", src: "s +\n  ss[0]", summary: "Invalid index",
			at: exPos{2, 5, 2, 8}},
		{name: "traverse/undefined-variable", src: `obk.name`, summary: "Undefined variable",
			at: exPos{1, 1, 1, 4}, want: DynamicType, detail: `Did you mean "obj"?`},
		{name: "traverse/undefined-no-suggestion", src: `zzzzzz`, summary: "Undefined variable",
			at: exPos{1, 1, 1, 7}, want: DynamicType},
		{name: "index/invalid-key-diag-range", src: `ls[obj]`, summary: "Invalid index",
			at: exPos{1, 3, 1, 8}, want: DynamicType},
		{name: "index/undefined-key-no-cascade", src: `ms[nope]`, summary: "Undefined variable",
			at: exPos{1, 4, 1, 8}, want: StringType},
	})
	t.Run("traverse/undefined-no-suggestion-detail", func(t *testing.T) {
		_, diags := exBind(t, `zzzzzz`)
		if strings.Contains(diags[0].Detail, "Did you mean") {
			t.Fatalf("unexpected suggestion: %s", diags[0].Detail)
		}
	})
}

func TestSplatTypes(t *testing.T) {
	exRunTypeCases(t, []exTypeCase{
		{"splat/list", `resList[*].id`, NewListType(NewOutputType(StringType))},
		{"splat/legacy-attr-form", `resList.*.arn`, NewListType(NewOutputType(StringType))},
		{"splat/bare", `ls[*]`, NewListType(StringType)},
		{"splat/set", `ss[*]`, NewListType(StringType)},
		{"splat/tuple-unifies", `[1, 2][*]`, NewListType(IntType)},
		{"splat/non-list-wraps", `obj[*].name`, NewListType(StringType)},
		{"splat/optional-list-skips-none", `optList[*]`, NewListType(StringType)},
		{"splat/null-is-empty-list", `null[*]`, NewListType(DynamicType)},
		{"splat/output-source-lifts", `oList[*]`, NewOutputType(NewListType(StringType))},
		{"splat/dynamic", `dyn[*].x`, NewListType(DynamicType)},
		{"splat/index-in-each", `[ls, ls][*][0]`, NewListType(StringType)},
	})
	t.Run("splat/item-is-shared-anchor", func(t *testing.T) {
		e := exBindOK(t, `resList[*].id`).(*SplatExpression)
		rel, ok := e.Each.(*RelativeTraversalExpression)
		if !ok {
			t.Fatalf("each: %T", e.Each)
		}
		if rel.Source != Expression(e.Item) {
			t.Fatalf("each does not start from the splat's item anchor")
		}
		if !Equal(e.Item.Type(), exResourceType()) {
			t.Fatalf("item type %s", e.Item.Type())
		}
	})
	t.Run("splat/error-in-each-range", func(t *testing.T) {
		_, diags := exBind(t, `resList[*].nope`)
		exWantDiag(t, diags, "Unsupported attribute", exPos{1, 11, 1, 16})
	})
}
