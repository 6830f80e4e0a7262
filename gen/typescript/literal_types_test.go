package typescript

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
)

// literalForms are, per primitive type, PCL expressions of that type that
// TypeScript would give a literal type (or a union of literal types): two
// different constants of each form, so that comparing them compares
// literal types that do not overlap.
var literalForms = map[string][][2]string{
	"int": {
		{"-1", "0"},
		{"flag ? 1 : 2", "3"},
		{"flag ? -1 : 7", "flag ? 2 : 3"},
	},
	"number": {
		{"0.5", "1.5"},
		{"-2.5", "1e300"},
		{"flag ? 0.5 : 1.5", "2.5"},
	},
	"string": {
		{`"alpha"`, `"beta"`},
		{`"a${1}"`, `"a2"`},
		{`flag ? "x" : "y"`, `"z"`},
	},
	"bool": {
		{"true", "false"},
		{"!true", "true"},
		{"flag ? true : true", "false"},
		{"true || flag", "false"},
		{"false && flag", "true"},
	},
}

// literalComparisonsProgram returns a program that compares constants of
// every literal form of every primitive type with every operator PCL has
// for the type: as locals, inline, and one of each.
func literalComparisonsProgram() string {
	var b strings.Builder
	b.WriteString("config \"flag\" \"bool\" {\n  default = true\n}\n\n")
	n := 0
	for _, typ := range []string{"int", "number", "string", "bool"} {
		ops := []string{"==", "!="}
		if typ == "int" || typ == "number" {
			ops = append(ops, "<", "<=", ">", ">=")
		}
		for _, pair := range literalForms[typ] {
			n++
			l, r := fmt.Sprintf("l%d", n), fmt.Sprintf("r%d", n)
			fmt.Fprintf(&b, "%s = %s\n%s = %s\n", l, pair[0], r, pair[1])
			var items []string
			for _, op := range ops {
				items = append(items,
					l+" "+op+" "+r,                       // two locals
					l+" "+op+" ("+pair[1]+")",            // a local and a constant
					"("+pair[0]+") "+op+" "+r,            // a constant and a local
					"("+pair[0]+") "+op+" ("+pair[1]+")") // two constants
			}
			fmt.Fprintf(&b, "output \"c%d\" {\n  value = [%s]\n}\n\n", n, strings.Join(items, ", "))
		}
	}
	return b.String()
}

// TestLiteralComparisonsTypeCheck checks that comparisons of constants of
// every primitive type, form and operator type-check under tsc --strict.
func TestLiteralComparisonsTypeCheck(t *testing.T) {
	dir := tscompile.Require(t)
	prog := bindSource(t, literalComparisonsProgram())
	files, diags := New().GenerateProgram(prog)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	res, err := dir.Check(context.Background(), "literal-types", []gentest.Program{{Name: "literal-comparisons", Files: files}})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range res.Names() {
		t.Errorf("%s does not type-check:\n%s\n%s", name, res.Failures[name], files[0].Contents)
	}
}

// TestLocalsKeepPCLTypes checks how a local that TypeScript would narrow
// is declared: with its PCL type, or asserted to it when that type is a
// union (boolean, an optional value), and a local TypeScript does not
// narrow as it is.
func TestLocalsKeepPCLTypes(t *testing.T) {
	src := `config "flag" "bool" {
  default = true
}
anInt = -1
aNumber = 0.5
aString = "s"
aTemplate = "a${1}"
aBool = true
aNot = !true
anOr = true || flag
aChoice = flag ? 1 : 2
anOptional = flag ? "x" : null
aSum = anInt + 1
aRead = anInt
aList = [1, 2]
output "all" {
  value = [anInt, aNumber, aString, aTemplate, aBool, aNot, anOr, aChoice, anOptional, aSum, aRead, aList]
}
`
	files, diags := New().GenerateProgram(bindSource(t, src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	got := string(files[0].Contents)
	for _, want := range []string{
		"const anInt: number = -1;",
		"const aNumber: number = 0.5;",
		`const aString: string = "s";`,
		"const aTemplate: string = `a1`;",
		"const aBool = true as boolean;",
		"const aNot = !true as boolean;",
		"const anOr = (true || flag) as boolean;",
		"const aChoice: number = flag ? 1 : 2;",
		`const anOptional = (flag ? "x" : undefined) as string | undefined;`,
		"const aSum = anInt + 1;",
		"const aRead = anInt;",
		"const aList = [1, 2];",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("want %s in:\n%s", want, got)
		}
	}
}
