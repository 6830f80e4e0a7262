package gofmt

import (
	"go/format"
	"strings"
	"testing"
)

// inMain returns a file whose func main has body, unindented as the
// printer writes it.
func inMain(body string) string { return "package main\n\nfunc main() {\n" + body + "}\n" }

// formatCases are Go files, each of a construct the fast formatter must
// print as go/format does (fast) or leave to go/format. FuzzFormat starts
// from them too.
var formatCases = []struct {
	name string
	src  string
	fast bool
}{
	{"keys aligned", inMain("x := T{\nA: 1,\nLonger: f(2),\n}\n_ = x\n"), true},
	{"long key starts a section", inMain("x := map[string]int{\n\"a\": 1,\n\"bb\": 2,\n\"a key that is much longer than the others, over forty bytes\": 3,\n\"another key that is much longer than the others, over forty\": 4,\n}\n_ = x\n"), true},
	{"blank line ends a section", inMain("x := T{\nA: 1,\n\nLonger: 2,\n}\n_ = x\n"), true},
	{"multi-line element ends a section", inMain("x := T{\nA: 1,\nB: U{\nC: 2,\n},\nLonger: 3,\nD: 4,\n}\n_ = x\n"), true},
	{"elided element types", inMain("x := []T{{\nA: 1,\nBb: 2,\n}, {\nA: 3,\n}}\n_ = x\n"), true},
	{"blank after the brace", inMain("x := T{\n\nA: 1,\n}\n_ = x\n"), true},
	{"arguments broken over lines", inMain("f(a,\nb, c)\nf(g(T{\nA: 1,\n}),\nd)\n"), true},
	{"blanks around binary operators", inMain("x := a + b*c\nf(a + b, c - d)\ny := f(a + b)\nz := m[i + 1]\n_ = a - -b\n_ = a / *p\nfor i := 0; i < n + 1; i++ {\n}\n"), true},
	{"parentheses", inMain("x := (a + b) * c\nf((a + b) * c, d)\n"), true},
	{"slices", inMain("x := s[1:]\ny := s[:n]\n_, _ = x, y\n"), true},
	{"control flow", inMain("if err := f(); err != nil {\nreturn\n} else if x {\ng()\n} else {\nh()\n}\nfor k, v := range map[string]int{\"a\": 1} {\n_, _ = k, v\ncontinue\n}\ndefer func() {\nrecover()\n}()\n"), true},
	{"func literals", inMain("v := x.ApplyT(func(s string) (int, error) {\nreturn len(s) + 2, nil\n}).(pulumi.IntOutput)\n_ = v\n"), true},
	{"size ratio splits sections", inMain("x := T{\nAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa: 1,\nB: 2,\nC: 3,\nDdddddddddddddddddddddddddddddddddddddddddddddddddddd: 4,\nEeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee: 5,\n}\n_ = x\n"), true},
	{"elements of elided type in a map", inMain("x := map[string]T{\n\"a\": {\nB: 1,\n},\n\"cc\": {B: 2},\n\"d\": {B: 3},\n}\n_ = x\n"), true},
	{"nested calls around a literal", inMain("x := f(g(h(T{\nA: 1,\nBb: 2,\n})))\n_ = x\n"), true},
	{"assignment broken after the operator", inMain("x, y :=\nf(a), g(b)\n_, _ = x, y\n"), true},
	{"blanks between tokens", inMain("x:=f( a ,b)[ 0 ]\ny := T{A :1}\nif !x{\n}\n_, _ = x , y\n"), true},
	{"type arguments", inMain("x := pulumi.DeferredOutput[string](ctx)\ny := pulumix.Cast[pulumi.StringOutput, string](x)\n_ = y\n"), true},
	{"tokens that would merge", inMain("x := & &y\n_ = x - -1\n"), true},
	{"comments", inMain("\n// A comment.\nx := 1\n\n// Another, after a blank line.\n_ = x\n"), true},
	{"comments in literals", inMain("z := T{\nA: 1,\n// c\n\nBbbb: 2,\nCc: 3,\n\n// d\n// e\nD: 4,\nF: 6,\n}\nw := []T{\n// f\n{\nA: 1,\n},\n// g\nf(x),\n}\n_, _ = z, w\n"), true},
	{"comments reset the size statistics", inMain("z := T{\n" + strings.Repeat("A", 100) + ": 1,\n// c\n" + strings.Repeat("B", 45) + ": 2,\n" + strings.Repeat("C", 20) + ": 3,\n}\n_ = z\n"), true},
	{"comment before a closing brace in a literal", inMain("z := T{\nA: 1,\n// c\n}\n_ = z\n"), false},
	{"comment in arguments", inMain("f(a,\n// c\nb)\n"), true},
	{"comment gofmt reformats", inMain("// Code:\n//    y = 1\nx := 1\n_ = x\n"), true},
	{"comment before a closing brace", inMain("x := 1\n_ = x\n// done\n"), true},
	{"one-line function body", inMain("f := func() { g() }\n_ = f\n"), false},
	{"empty block", inMain("if x {}\n"), false},
	{"switch", inMain("switch x {\ncase 1:\n}\n"), true},
	{"switches", inMain("switch x := f(); x {\ncase 1, 2:\n\ncase 3:\ng()\n\nh()\n// c\ni()\ndefault:\n}\nswitch v := v.(type) {\n" +
		"case map[string]interface{}:\nfor k, e := range v {\nv[k] = e\n}\ncase []interface{}, *T, pkg.T:\n\n// d\nf()\ndefault:\nreturn\n}\n" +
		"switch {\ncase a > b + 1:\nx := T{\nA: 1,\nBb: 2,\n}\n_ = x\n}\nswitch x.(type) {\n}\n"), true},
	{"local struct types", inMain("// s holds outputs.\ntype s struct {\npulumi.CustomResourceState\n}\ntype t struct {\nA int\nLonger string\n}\nx := &s{}\n_ = x\n"), true},
	{"comment before a case", inMain("switch x {\ncase 1:\nf()\n// c\ncase 2:\n}\n"), false},
	{"comment before the end of a switch", inMain("switch x {\ncase 1:\nf()\n// c\n}\n"), false},
	{"switch with parentheses", inMain("switch (x) {\ncase 1:\n}\n"), false},
	{"case over lines", inMain("switch x {\ncase 1,\n2:\n}\n"), false},
	{"block comment", inMain("x := 1 /* one */\n_ = x\n"), false},
	{"trailing comment", inMain("x := 1 // one\n_ = x\n"), false},
	{"line break after an operator", inMain("x := a +\nb\n_ = x\n"), false},
	{"slice of binary indexes", inMain("x := s[i+1 : n]\n_ = x\n"), false},
	{"raw string over lines", inMain("x := `a\nb`\n_ = x\n"), true},
	{"raw strings over lines in lists", inMain("x := T{\nA: 1,\nB: f(`a\n  b\n`),\nCc: 2,\nDdd: `x\ny`,\nE: 3,\n}\ny := f(`a\nb`, c)\nz := g(a,\n`b\nc`, d)\nw := g(`a\nb`,\nc)\n_, _, _, _ = x, y, z, w\n"), true},
	{"literals over 64 KiB", inMain("x := T{\nA: `" + strings.Repeat("a\n", 40000) + "`,\nB: 1,\nCc: \"" + strings.Repeat("b", 140000) + "\",\nD: f(`" + strings.Repeat("€", 30000) + "`) + `" + strings.Repeat("c", 70000) + "\nd`,\n}\n_ = x\n"), true},
	{"keys and comments over 64 KiB", inMain("x := T{\nA: 1,\n\"" + strings.Repeat("b", 70000) + "\": 2,\n}\n// " + strings.Repeat("c", 70000) + "\n_ = x\n"), false},
	{"raw strings over lines in expressions", inMain("x := \"a\" + `b\nc` + d\nf := func() (string, error) {\nreturn `a\nb`, nil\n}\n_, _ = x, f\n"), true},
	{"raw strings over lines in indexes and assignments", inMain("if v, ok := m[`a\nb`]; ok {\n_ = v\n}\nm[`c\nd`] = 1\nx, m[`e\nf`] = f(`g\nh`), 2\n_ = x\n"), true},
	{"indexes over lines", inMain("x := m[f(a,\nb)]\nm[\"a\" + func() string {\nreturn y\n}()] = append(m[func() string {\nreturn z\n}()], 1)\n" +
		"f(a,\nb).c, d[func() int {\nreturn 1\n}()] = 1, 2\n_ = x\n"), true},
	{"line break after a bracket", inMain("x := m[\nk]\n_ = x\n"), false},
	{"left-hand side on a line of its own", inMain("a,\nb = 1, 2\n"), false},
	{"results over lines", inMain("g := func() (string, string) {\nreturn `a\nb`, `c\nd`\n}\n_ = g\n"), false},
	{"directives", inMain("f(func() {\n//line a.go:1\ng()\n})\n"), false},
	{"build constraints", "//go:build linux\n\npackage main\n\n// +build linux\n\nfunc main() {\n}\n", false},
	{"parentheses in parentheses", inMain("x := ((a))\n_ = x\n"), false},
	{"headers needing parentheses", inMain("for range (pulumi.StringMap{\"a\": b}) {\n}\nfor k, v := range (T{a, b}) {\n_, _ = k, v\n}\n" +
		"if (T{a: 1}).ok {\n}\nfor range (T{(U{})}) {\n}\nfor i := 0; i < len(x) + (T{}).n; i++ {\n}\nif x := f(pkg.T{}); (T{x}).ok {\n}\n"), true},
	{"header parentheses gofmt drops (a name)", inMain("for range (m) {\n}\n"), false},
	{"header parentheses gofmt drops (a condition)", inMain("if (a && b) {\n}\n"), false},
	{"header parentheses gofmt drops (parenthesized literal)", inMain("for range ((T{})) {\n}\n"), false},
	{"header parentheses gofmt drops (a map literal)", inMain("for range (map[string]T{}) {\n}\n"), false},
	{"header parentheses gofmt drops (a loop condition)", inMain("for i := 0; (i < 3); i++ {\n}\n"), false},
	{"headers with function literals in parentheses", inMain("for range (func() T {\nreturn T{}\n}()) {\n}\n"), false},
	{"empty results", inMain("f := func() () {\ng()\n}\nvar h func() ()\n_, _ = f, h\n"), false},
	{"alignment in the source", inMain("x := T{\nA:   1,\n}\n_ = x\n"), false},
	{"generic functions", "package main\n\nfunc main() {\n_ = f[int, string](nil, 1)\n}\n\n" +
		"// f is generic.\nfunc f[K comparable, V any](m map[K]V, k K) V {\nreturn m[k]\n}\n\n" +
		"func g[K, V any, P pkg.Type](k K, v ...V) {\n}\n\nfunc h[T interface{}]() (x T) {\nreturn\n}\n", true},
	{"struct tags", "package main\n\ntype S struct {\npulumi.CustomResourceState\nArn pulumi.AnyOutput `pulumi:\"arn\"`\nBucketName pulumi.StringOutput `pulumi:\"bucketName\"`\n" +
		"X int\nEmbedded `tag:\"x\"`\npkg.Embedded2 \"tag2\"\nLonger string `a:\"b\"`\nY int `y`\n\nZ []int `z`\n}\n\ntype One struct {\nA int `json:\"a\"`\n}\n\n" +
		"type Two struct {\nEmbedded `tag:\"x\"`\nA int\n}\n", true},
	{"struct types", "package main\n\nimport (\n\t\"fmt\"\n\n\t\"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n)\n\n" +
		"// Args are inputs.\ntype Args struct {\n// Name names it.\nName string\nLongerName pulumi.StringInput\n\nX int\n}\n\n" +
		"// C is a component.\ntype C struct {\npulumi.ResourceState\nOut pulumi.StringOutput\n}\n\nfunc main() {\nfmt.Println()\n}\n", true},
}

// TestFormatCases checks the fast formatter on formatCases.
func TestFormatCases(t *testing.T) {
	for _, tt := range formatCases {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := format.Source([]byte(tt.src)); err != nil {
				t.Fatalf("the case is not Go: %v", err)
			}
			if handled := checkFormat(t, tt.src); handled != tt.fast {
				t.Errorf("Format handled the source: %v, want %v", handled, tt.fast)
			}
		})
	}
}
