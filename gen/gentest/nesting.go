package gentest

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
)

// Nesting is one kind of nesting a program's expressions can have: Nest
// returns an int-valued expression nested n levels deep around leaf, itself
// an int-valued expression.
type Nesting struct {
	Name string
	Nest func(leaf string, n int) string
}

// rep is s repeated n times.
func rep(s string, n int) string { return strings.Repeat(s, n) }

// Nestings are the kinds of nesting: every kind of expression that holds
// another, each builtin the lowering treats apart, and a mix.
var Nestings = []Nesting{
	{"lists", func(l string, n int) string { return rep("[", n) + l + rep("]", n) }},
	{"objects", func(l string, n int) string { return rep("{ a = ", n) + l + rep(" }", n) }},
	{"parentheses", func(l string, n int) string { return rep("(x + ", n) + l + rep(")", n) }},
	{"negation", func(l string, n int) string { return rep("-(", n) + l + rep(")", n) }},
	{"not", func(l string, n int) string { return rep("!", n) + "(" + l + " > 0)" }},
	{"conditionals", func(l string, n int) string { return rep(l+" > 1 ? "+l+" : ", n) + "0" }},
	{"for", func(l string, n int) string { return rep("[for a in ", n) + "[" + l + "]" + rep(" : a]", n) }},
	{"for-if", func(l string, n int) string { return rep("[for a in ", n) + "[" + l + "]" + rep(" : a if a > 0]", n) }},
	{"for-object", func(l string, n int) string {
		return rep("{for k, a in ", n) + "{ a = " + l + " }" + rep(" : k => a}", n)
	}},
	{"templates", func(l string, n int) string { return rep("\"${", n) + l + rep("}\"", n) }},
	{"calls", func(l string, n int) string { return rep("length([", n) + l + rep("])", n) }},
	{"element", func(l string, n int) string { return rep("element([", n) + l + rep("], 0)", n) }},
	{"lookup", func(l string, n int) string { return rep("lookup({ a = ", n) + l + rep(" }, \"a\", 0)", n) }},
	{"secret", func(l string, n int) string { return rep("secret(", n) + l + rep(")", n) }},
	{"indexes", func(l string, n int) string { return rep("[[", n) + l + rep("][0]]", n) }},
	{"attributes", func(l string, n int) string { return rep("{ a = ", n) + l + rep(" }.a", n) }},
	{"splats", func(l string, n int) string { return rep("([{ a = ", n) + l + rep(" }][*].a)[0]", n) }},
	{"mixed", func(l string, n int) string { return rep("[{ a = [(", n) + l + rep(")] }]", n) }},
}

// NestingLeaves are the leaves Nestings are checked with: a plain int and
// an output of one (a resource's), which takes the lowering's apply paths.
var NestingLeaves = map[string]string{
	"plain":  "x",
	"output": "length(r.result)",
}

// NestingProgram returns a program that has expr in each position a value
// can have: a local (read by the output p), a resource's input (through
// toJSON) and the output o, with the config x (an int) and the resource r
// (a random string) it may read.
func NestingProgram(expr string) string {
	return "config x \"int\" {\n  default = 1\n}\n\n" +
		"resource r \"random:index/randomString:RandomString\" {\n  length = 8\n}\n\n" +
		"l = " + expr + "\n\n" +
		"resource s \"random:index/randomString:RandomString\" {\n  length = 8\n  keepers = {\n    k = toJSON(" + expr + ")\n  }\n}\n\n" +
		"output o {\n  value = " + expr + "\n}\n\n" +
		"output p {\n  value = l\n}\n"
}

// CheckNestingGrowth checks that the work (counted in allocations, which
// do not vary from run to run as time does) of binding and generating a
// nested expression grows with its depth no faster than quadratically, for
// every kind of nesting and leaf: one pass that rewrites a node's children
// twice makes generation exponential in the depth, and the depths the
// parser accepts (150 brackets) then never finish.
func CheckNestingGrowth(t *testing.T, backend gen.Backend) {
	loader := schema.NewLoader(filepath.Join(RepoRoot(t), "testdata", "schemas"))
	leaves := make([]string, 0, len(NestingLeaves))
	for name := range NestingLeaves {
		leaves = append(leaves, name)
	}
	sort.Strings(leaves)
	for _, k := range Nestings {
		for _, leaf := range leaves {
			k, leaf := k, leaf
			t.Run(k.Name+"/"+leaf, func(t *testing.T) {
				allocs := func(n int) float64 {
					src := NestingProgram(k.Nest(NestingLeaves[leaf], n))
					return testing.AllocsPerRun(1, func() {
						prog, diags := binder.BindFS(fstest.MapFS{"main.pp": {Data: []byte(src)}}, "main.pp", binder.Options{Loader: loader})
						if diags.HasErrors() {
							t.Fatalf("binding %d levels:\n%s", n, formatDiags(diags))
						}
						// A target may refuse a nesting (Go has no input type
						// for lists of lists of lists); the work still counts.
						backend.GenerateProgram(prog)
					})
				}
				// Quadratic growth at most quadruples the work from 10 levels
				// to 20 (and less, with the program's fixed cost), and the
				// formatter's splitting of long lines adds a step once;
				// exponential growth multiplies it a thousandfold.
				a10, a20 := allocs(10), allocs(20)
				if a20 > 6*a10 {
					t.Errorf("generating %s nested 10 and 20 levels deep around a %s leaf allocates %.0f and %.0f times: the work grows faster than the square of the depth", k.Name, leaf, a10, a20)
				}
			})
		}
	}
}
