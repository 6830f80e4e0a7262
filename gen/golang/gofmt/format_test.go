package gofmt

import (
	"go/format"
	"testing"
)

// TestFormatCases checks the fast formatter on constructs one at a time:
// those it handles must come out as go/format prints them, the others must
// be left to go/format.
func TestFormatCases(t *testing.T) {
	tests := []struct {
		name string
		// body is the body of func main, unindented as the printer writes
		// it.
		body string
		fast bool
	}{
		{"keys aligned", "x := T{\nA: 1,\nLonger: f(2),\n}\n_ = x\n", true},
		{"long key starts a section", "x := map[string]int{\n\"a\": 1,\n\"bb\": 2,\n\"a key that is much longer than the others, over forty bytes\": 3,\n\"another key that is much longer than the others, over forty\": 4,\n}\n_ = x\n", true},
		{"blank line ends a section", "x := T{\nA: 1,\n\nLonger: 2,\n}\n_ = x\n", true},
		{"multi-line element ends a section", "x := T{\nA: 1,\nB: U{\nC: 2,\n},\nLonger: 3,\nD: 4,\n}\n_ = x\n", true},
		{"elided element types", "x := []T{{\nA: 1,\nBb: 2,\n}, {\nA: 3,\n}}\n_ = x\n", true},
		{"blank after the brace", "x := T{\n\nA: 1,\n}\n_ = x\n", true},
		{"arguments broken over lines", "f(a,\nb, c)\nf(g(T{\nA: 1,\n}),\nd)\n", true},
		{"blanks around binary operators", "x := a + b*c\nf(a + b, c - d)\ny := f(a + b)\nz := m[i + 1]\n_ = a - -b\n_ = a / *p\nfor i := 0; i < n + 1; i++ {\n}\n", true},
		{"parentheses", "x := (a + b) * c\nf((a + b) * c, d)\n", true},
		{"slices", "x := s[1:]\ny := s[:n]\n_, _ = x, y\n", true},
		{"control flow", "if err := f(); err != nil {\nreturn\n} else if x {\ng()\n} else {\nh()\n}\nfor k, v := range map[string]int{\"a\": 1} {\n_, _ = k, v\ncontinue\n}\ndefer func() {\nrecover()\n}()\n", true},
		{"func literals", "v := x.ApplyT(func(s string) (int, error) {\nreturn len(s) + 2, nil\n}).(pulumi.IntOutput)\n_ = v\n", true},
		{"size ratio splits sections", "x := T{\nAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: 1,\nB: 2,\nC: 3,\nDdddddddddddddddddddddddddddddddddddddddddddddddddddd: 4,\nEeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee: 5,\n}\n_ = x\n", true},
		{"elements of elided type in a map", "x := map[string]T{\n\"a\": {\nB: 1,\n},\n\"cc\": {B: 2},\n\"d\": {B: 3},\n}\n_ = x\n", true},
		{"nested calls around a literal", "x := f(g(h(T{\nA: 1,\nBb: 2,\n})))\n_ = x\n", true},
		{"assignment broken after the operator", "x, y :=\nf(a), g(b)\n_, _ = x, y\n", true},
		{"blanks between tokens", "x:=f( a ,b)[ 0 ]\ny := T{A :1}\nif !x{\n}\n_, _ = x , y\n", true},
		{"type arguments", "x := pulumi.DeferredOutput[string](ctx)\ny := pulumix.Cast[pulumi.StringOutput, string](x)\n_ = y\n", true},
		{"tokens that would merge", "x := & &y\n_ = x - -1\n", true},
		{"comments", "\n// A comment.\nx := 1\n\n// Another, after a blank line.\n_ = x\n", true},
		{"comment gofmt reformats", "// Code:\n//    y = 1\nx := 1\n_ = x\n", false},
		{"comment before a closing brace", "x := 1\n_ = x\n// done\n", false},
		{"one-line function body", "f := func() { g() }\n_ = f\n", false},
		{"empty block", "if x {}\n", false},
		{"switch", "switch x {\ncase 1:\n}\n", false},
		{"block comment", "x := 1 /* one */\n_ = x\n", false},
		{"trailing comment", "x := 1 // one\n_ = x\n", false},
		{"line break after an operator", "x := a +\nb\n_ = x\n", false},
		{"slice of binary indexes", "x := s[i+1 : n]\n_ = x\n", false},
		{"raw string over lines", "x := `a\nb`\n_ = x\n", false},
		{"directives", "f(func() {\n//line a.go:1\ng()\n})\n", false},
		{"empty results", "f := func() () {\ng()\n}\nvar h func() ()\n_, _ = f, h\n", false},
		{"alignment in the source", "x := T{\nA:   1,\n}\n_ = x\n", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "package main\n\nfunc main() {\n" + tt.body + "}\n"
			if _, err := format.Source([]byte(src)); err != nil {
				t.Fatalf("the case is not Go: %v", err)
			}
			if handled := checkFormat(t, src); handled != tt.fast {
				t.Errorf("Format handled the source: %v, want %v", handled, tt.fast)
			}
		})
	}
	t.Run("struct types", func(t *testing.T) {
		src := "package main\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n)\n\n" +
			"// Args are inputs.\ntype Args struct {\n// Name names it.\nName string\nLongerName pulumi.StringInput\n\nX int\n}\n\n" +
			"// C is a component.\ntype C struct {\npulumi.ResourceState\nOut pulumi.StringOutput\n}\n\nfunc main() {\nfmt.Println()\n}\n"
		if !checkFormat(t, src) {
			t.Errorf("Format left the struct types to go/format")
		}
	})
}
