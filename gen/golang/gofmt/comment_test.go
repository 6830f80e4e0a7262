package gofmt

import (
	"go/format"
	"math/rand"
	"strings"
	"testing"
)

// A long comment line, longer than any line of code, which gofmt keeps on
// its line.
var longComment = "// " + strings.Repeat("a long comment runs on, ", 8) + "past the width of a line."

// commentCases are comment lines in each position the generator prints
// them (before statements, struct fields, elements of composite literals
// and map entries, call arguments; at the end of blocks and structs),
// in the printer's form (no indentation: every comment in the first
// column, where gofmt reformats the group the next line abuts as a doc
// comment) and in gofmt's (indented, where it does not). Each is a Go file
// the fast formatter must print as go/format does (fast) or leave to
// go/format. FuzzFormat starts from them too.
var commentCases = []struct {
	name string
	src  string
	fast bool
}{
	// Before statements.
	{"before the first statement", inMain("// c\nx := 1\n_ = x\n"), true},
	{"blank line before the first comment", inMain("\n// c\nx := 1\n_ = x\n"), true},
	{"long consecutive lines before a statement", inMain("x := 1\n\n" + longComment + "\n" + longComment + "\n// Last line.\n_ = x\n"), true},
	{"groups before a statement", inMain("x := 1\n\n// One group,\n// two lines.\n\n// Another.\n_ = x\n"), true},
	{"detached group before a statement", inMain("x := 1\n// Detached.\n\n_ = x\n"), true},
	{"code block before a statement", inMain("// An input after a blank-free comment:\n//   indented text keeps its indentation,\n// - and a list item stays an item.\nx := 1\n_ = x\n"), true},
	{"list before a statement", inMain("// Items:\n//  - one\n//  - two\nx := 1\n_ = x\n"), true},
	{"code block with blank lines before a statement", inMain("// Code:\n//\n//\tx := 1\n//\n// Text.\nx := 1\n_ = x\n"), true},
	{"comment without a blank after the slashes", inMain("//c\nx := 1\n//\n// d\n_ = x\n"), true},
	{"heading before a statement", inMain("// # Heading\n//\n// Text.\nx := 1\n_ = x\n"), true},
	{"link definition before a statement", inMain("// See [Go].\n//\n// [Go]: https://go.dev\nx := 1\n_ = x\n"), true},
	{"directive in a doc comment", inMain("// Generate:\n//go:generate echo\n// more\nx := 1\n_ = x\n"), true},
	{"directives alone", inMain("//go:generate echo\n//nolint:all\nx := 1\n_ = x\n"), true},
	{"trailing blanks", inMain("x := 1\n\n// c  \n// d\t\n\n// e \n//\n// f\n_ = x\n"), true},
	{"trailing blanks in a doc comment", inMain("// c \n//    code \nx := 1\n_ = x\n"), true},
	{"before statements in nested blocks", inMain("if x {\n// c\n//   code\ny()\n} else {\n// d\nz()\n}\nfor i := 0; i < 3; i++ {\n// e\n//   code\nf(i)\n}\n" +
		"g(func() {\n// f\n//   code\nh()\n})\n"), true},
	{"before statements in a switch", inMain("switch x {\ncase 1:\n// c\n//   code\nf()\ndefault:\n\n// d\ng()\n}\n"), true},
	{"before a return", "package main\n\nfunc f() int {\nx := 1\n// c\n//   code\nreturn x\n}\n\nfunc main() {\nf()\n}\n", true},
	{"before a local struct type", inMain("// s is\n//   code\ntype s struct {\nA int\n}\n_ = s{}\n"), true},
	{"indented, not reformatted", "package main\n\nfunc main() {\n\t// Code:\n\t//    y = 1\n\tx := 1\n\t_ = x\n}\n", true},
	{"in the first column before an indented statement", "package main\n\nfunc main() {\n// Code:\n//    y = 1\n\tx := 1\n\t_ = x\n}\n", true},
	{"indented before a statement in the first column", "package main\n\nfunc main() {\n\t// Code:\n\t//    y = 1\nx := 1\n_ = x\n}\n", true},
	{"only an indented line in the first column", "package main\n\nfunc main() {\n// Code:\n\t//    y = 1\nx := 1\n_ = x\n}\n", true},
	{"empty comment lines gofmt drops", inMain("x := 1\n\n//\n_ = x\n"), false},
	{"blank comment lines gofmt drops", inMain("x := 1\n//\n// \n_ = x\n"), false},

	// Top-level declarations.
	{"doc comments of declarations", "package main\n\n// main runs.\n//   code\n//go:generate echo\nfunc main() {\n}\n\n// S is\n//  - a list\ntype S struct {\nA int\n}\n", true},

	// Struct fields.
	{"before struct fields", "package main\n\ntype Args struct {\n// Name names it.\n" + longComment + "\nName string\n// Longer is\n//   code\nLongerName pulumi.StringInput\nX int\n\n// Y is y.\nY int\n}\n", true},
	{"before the first struct field", "package main\n\ntype Args struct {\n// Name is\n//   code\nName string\nLongerName int\n}\n", true},
	{"at the end of a struct", "package main\n\ntype A struct {\nX int\n// c\n//   code\n}\n\ntype B struct {\nX int\n\n// c\n\n}\n\ntype C struct {\n// c\n}\n\ntype D struct {\n\n// c\n}\n", true},
	{"at the end of a local struct", inMain("type s struct {\nA int\n// c\n}\n_ = s{}\n"), true},
	{"blank line before a struct's brace", "package main\n\ntype A struct {\nX int\n\n}\n", false},

	// Elements of composite literals and map entries.
	{"before keyed elements", inMain("x := &T{\n" + longComment + "\n// Another line.\nLength: pulumi.Int(6),\n// An input after a blank-free comment:\n//   indented text keeps its indentation,\n// - and a list item stays an item.\nSpecial: pulumi.Bool(false),\nB: 1,\n}\n_ = x\n"), true},
	{"before map entries", inMain("x := pulumi.Map{\n// a is\n//   code\n\"a\": pulumi.String(\"x\"),\n\"bb\": pulumi.Int(1),\n// c\n\"c\": pulumi.Map{\n// d\n//   code\n\"d\": pulumi.Int(2),\n},\n}\n_ = x\n"), true},
	{"before elements of a list", inMain("x := []string{\n// a\n//   code\n\"a\",\n\"b\",\n// c\n\"c\",\n}\n_ = x\n"), true},
	{"before elements in arguments", inMain("r, err := random.NewRandomString(ctx, \"name\", &random.RandomStringArgs{\n// c\n//   code\nLength: pulumi.Int(6),\n})\n_, _ = r, err\n"), true},
	{"before an element of elided type", inMain("x := []T{\n// a\n//   code\n{\nA: 1,\n},\n}\n_ = x\n"), true},
	{"before keyed elements, indented", "package main\n\nfunc main() {\n\tx := T{\n\t\t// Code:\n\t\t//    y = 1\n\t\tA: 1,\n\t}\n\t_ = x\n}\n", true},

	// Call arguments.
	{"before arguments", inMain("f(a,\n// c\n//   code\nb)\nf(\n// c\n//   code\na,\n// d\nb,\n)\ng(h(\n// e\nx,\n))\n"), true},
	{"before an argument after a literal", inMain("f(T{\nA: 1,\n},\n// c\nb)\n"), true},
	{"before a closing parenthesis", inMain("f(a,\n// c\n)\n"), false},

	// The end of blocks.
	{"at the end of blocks", inMain("x := 1\n_ = x\n// done\n//   code\nif x {\ny()\n\n// c\n\n}\nfor _, v := range xs {\n// only\n}\ng(func() {\nh()\n// c\n})\n"), true},
	{"a blank line before a comment alone in a block", inMain("if x {\n\n// only\n\n}\n"), true},
	{"at the end of a block, indented", "package main\n\nfunc main() {\n\tif x {\n\t\ty()\n\t// c\n\t}\n\tif x {\n\t\ty()\n// c\n\t}\n}\n", true},
	{"after a list broken after the operator", inMain("x, y :=\nf(a), g(b)\n// c\n//   code\n_, _ = x, y\nz :=\nf(a)\n// d\n}\n\nfunc g() {\n"), true},
	{"after a list broken after the operator, indented", "package main\n\nfunc main() {\n\tx :=\n\t\tf(a)\n\t\t// c\n\t_ = x\n\tz :=\n\t\tf(a)\n// d\n\t_ = z\n\ty :=\n\t\tf(a)\n\t\t// e\n}\n", true},
	{"at the end of a function", "package main\n\nfunc f() {\nx := 1\n_ = x\n// Code:\n//   y\n}\n\nfunc main() {\n}\n", true},
}

// TestFormatComments checks the fast formatter on commentCases, as they
// are and in the printer's form.
func TestFormatComments(t *testing.T) {
	for _, tt := range commentCases {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := format.Source([]byte(tt.src)); err != nil {
				t.Fatalf("the case is not Go: %v", err)
			}
			if handled := checkFormat(t, tt.src); handled != tt.fast {
				t.Errorf("Format handled the source: %v, want %v", handled, tt.fast)
			}
			if src := printerForm(tt.src); tt.fast && !checkFormat(t, src) {
				t.Errorf("Format leaves the printer's form to go/format:\n%s", src)
			}
		})
	}
}

// commentSnippets are the comment lines TestFormatCommentMutations
// inserts: plain, empty, doc comment syntax gofmt reformats (code, lists,
// headings, links, directives), trailing blanks, a long line.
var commentSnippets = []string{"// c", "//", "//   code", "// - item", "//  - item", "//\tcode", "//go:generate x", "// c ",
	"//c", "// # H", "// [x]: http://x", longComment}

// TestFormatCommentMutations inserts groups of comment lines, indented by
// zero to three tabs, at random lines of the seeds (as they are or in the
// printer's form, before or after the insertion): whenever the fast
// formatter accepts a mutant, it must print what go/format prints.
func TestFormatCommentMutations(t *testing.T) {
	srcs := seeds(t)
	rng := rand.New(rand.NewSource(1))
	const mutants = 3000
	accepted := 0
	for range mutants {
		src := srcs[rng.Intn(len(srcs))]
		if rng.Intn(2) == 0 {
			src = printerForm(src)
		}
		lines := strings.SplitAfter(src, "\n")
		for range 1 + rng.Intn(3) {
			var b strings.Builder
			for range 1 + rng.Intn(3) {
				b.WriteString(strings.Repeat("\t", rng.Intn(4)*rng.Intn(2)))
				b.WriteString(commentSnippets[rng.Intn(len(commentSnippets))] + "\n")
				if rng.Intn(5) == 0 {
					b.WriteString("\n")
				}
			}
			k := rng.Intn(len(lines))
			lines = append(lines[:k], append([]string{b.String()}, lines[k:]...)...)
		}
		src = strings.Join(lines, "")
		if rng.Intn(2) == 0 {
			src = printerForm(src)
		}
		if checkFormat(t, src) {
			accepted++
		}
	}
	t.Logf("Format accepted %d of %d mutants", accepted, mutants)
	if accepted < mutants/10 {
		t.Errorf("Format accepted %d of %d mutants: the test no longer exercises it", accepted, mutants)
	}
}
