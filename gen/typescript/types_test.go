package typescript

import (
	"context"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
)

// configTypeShapes are config types whose TypeScript types nest a union
// (an optional value) in every position a type can hold one, with the type
// each must print as (issue 12 item 17: the array of a union needs
// parentheses, whatever the union's first member).
var configTypeShapes = []struct{ pcl, ts string }{
	{"list(optional(object({name=string})))", "({name: string} | undefined)[]"},
	{"list(optional(string))", "(string | undefined)[]"},
	{"list(optional(list(string)))", "(string[] | undefined)[]"},
	{"list(list(optional(number)))", "(number | undefined)[][]"},
	{"list(optional(list(optional(bool))))", "((boolean | undefined)[] | undefined)[]"},
	{"list(optional(map(string)))", "(Record<string, string> | undefined)[]"},
	{"map(optional(object({a=list(optional(string))})))", "Record<string, {a: (string | undefined)[]} | undefined>"},
	{"list(object({a=optional(string), b=list(optional(string))}))", "{a?: string, b: (string | undefined)[]}[]"},
	{"list(object({a=string}))", "{a: string}[]"},
}

func TestTypesNestUnions(t *testing.T) {
	var src strings.Builder
	for i, s := range configTypeShapes {
		src.WriteString("config \"c" + string(rune('a'+i)) + "\" \"" + strings.ReplaceAll(s.pcl, `"`, `\"`) + "\" {}\n")
	}
	files, diags := New().GenerateProgram(bindSource(t, src.String()))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	got := string(files[0].Contents)
	for _, s := range configTypeShapes {
		if !strings.Contains(got, "<"+s.ts+">") {
			t.Errorf("%s: want <%s> in:\n%s", s.pcl, s.ts, got)
		}
	}
	dir := tscompile.Require(t)
	res, err := dir.Check(context.Background(), "type-shapes", []gentest.Program{{Name: "type-shapes", Files: files}})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range res.Names() {
		t.Errorf("%s does not type-check:\n%s\n%s", name, res.Failures[name], got)
	}
}

func TestTopLevelUnion(t *testing.T) {
	for s, want := range map[string]bool{
		"string | undefined":       true,
		"{a: string} | undefined":  true,
		"{a: string | undefined}":  false,
		"Record<string, a | b>":    false,
		"(a | b)[]":                false,
		"[a | b, c]":               false,
		"pulumi.Output<a | b> | c": true,
		"string":                   false,
	} {
		if got := topLevelUnion(s); got != want {
			t.Errorf("topLevelUnion(%q) = %v, want %v", s, got, want)
		}
	}
}
