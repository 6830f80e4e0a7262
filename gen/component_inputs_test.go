package gen

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/model"
)

// TestOutputConfig checks which config variables OutputConfig reads as
// outputs: secrets of the main program (not of a component), inputs set to
// outputs, inputs read through locals and passed on to nested components,
// forward references between components that feed each other, and inputs
// that stay plain.
func TestOutputConfig(t *testing.T) {
	files := map[string]string{
		"main.pp": `
config "token" "string" {
  secret = true
}
config "plain" "string" {}
resource "pet" "random:index/randomPet:RandomPet" {}
component "first" "./first" {
  size  = second.size
  label = plain
}
component "second" "./second" {
  name  = first.name
  token = token
}
component "outer" "./outer" {
  name  = pet.id
  plain = plain
}
`,
		"first/main.pp": `
config "size" "int" {}
config "label" "string" {}
resource "pet" "random:index/randomPet:RandomPet" {
  length = size + 1
}
output "name" { value = pet.id }
`,
		"second/main.pp": `
config "name" "string" {}
config "token" "string" {}
output "size" { value = 3 }
`,
		"outer/main.pp": `
config "name" "string" {}
config "plain" "string" {}
config "hidden" "string" {
  default = "x"
  secret  = true
}
derived = "outer-${name}"
component "direct" "./inner" {
  value = name
  other = plain
}
component "viaLocal" "./inner2" {
  value = derived
  other = hidden
}
`,
		"outer/inner/main.pp":  "config \"value\" \"string\" {}\nconfig \"other\" \"string\" {}\n",
		"outer/inner2/main.pp": "config \"value\" \"string\" {}\nconfig \"other\" \"string\" {}\n",
	}
	prog, dir := bindTree(t, files)
	out := OutputConfig(prog, nil)
	var got []string
	for _, p := range componentPrograms(prog, nil, map[*binder.Program]bool{}) {
		for _, v := range p.ConfigVariables() {
			if out[v] {
				rel := "."
				for _, c := range allComponents(prog) {
					if c.Program == p {
						rel, _ = filepath.Rel(dir, c.Dir)
					}
				}
				got = append(got, filepath.ToSlash(rel)+":"+v.Name())
			}
		}
	}
	sort.Strings(got)
	want := []string{
		".:token",            // a secret of the main program
		"first:size",         // a forward reference to second
		"outer/inner2:value", // through a local computed from an output input
		"outer/inner:value",  // an output input passed on
		"outer:name",         // an output
		"second:name",        // an output (and first comes before)
		"second:token",       // a secret of the main program
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("OutputConfig = %v, want %v", got, want)
	}
	if out.In(prog) == nil {
		t.Error("In(main) = nil, but main reads its secret as an output")
	}
	for _, c := range prog.Components() {
		if c.Name() == "outer" {
			for _, inner := range c.Program.Components() {
				if inner.Name() == "direct" && out.In(inner.Program) == nil {
					t.Error("In(inner) = nil")
				}
			}
		}
	}
}

// TestOutputConfigEventualCalls checks that the inputs set from a call the
// target language holds as an output (here, for the test, every call of
// length), directly, through a local or inside another value, are read as
// outputs, and that without the predicate they stay plain.
func TestOutputConfigEventualCalls(t *testing.T) {
	files := map[string]string{
		"main.pp": `
config "names" "list(string)" {}
counted = length(names)
component "direct" "./part" {
  size = length(names)
  note = "plain"
}
component "viaLocal" "./part" {
  size = counted + 1
  note = "${counted}"
}
`,
		"part/main.pp": "config \"size\" \"int\" {}\nconfig \"note\" \"string\" {}\n",
	}
	prog, _ := bindTree(t, files)
	part := prog.Components()[0].Program
	byName := map[string]*binder.ConfigVariable{}
	for _, v := range part.ConfigVariables() {
		byName[v.Name()] = v
	}
	lengths := func(e model.Expression) bool { return IsCall(e, "length") }
	out := OutputConfig(prog, lengths)
	if !out[byName["size"]] || !out[byName["note"]] {
		t.Errorf("with the predicate, size read as output = %v, note = %v; want both", out[byName["size"]], out[byName["note"]])
	}
	if out := OutputConfig(prog, nil); out[byName["size"]] || out[byName["note"]] {
		t.Errorf("without the predicate, size read as output = %v, note = %v; want neither", out[byName["size"]], out[byName["note"]])
	}
}

// allComponents returns the component instances of prog and of the
// programs it instantiates.
func allComponents(prog *binder.Program) []*binder.Component {
	var all []*binder.Component
	for _, c := range prog.Components() {
		all = append(all, c)
		if c.Program != nil {
			all = append(all, allComponents(c.Program)...)
		}
	}
	return all
}
