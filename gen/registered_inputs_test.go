package gen

import (
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestRegisteredInputs checks which component inputs RegisteredInputs
// registers: those set to constants, config and resource outputs, and not
// those that wait for a component's output directly, through a local, a
// resource, a range, or an input of the enclosing component passed on.
func TestRegisteredInputs(t *testing.T) {
	files := map[string]string{
		"main.pp": `
config "plain" "string" {}
resource "pet" "random:index/randomPet:RandomPet" {}
resource "after" "random:index/randomPet:RandomPet" {
  prefix = first.name
}
viaLocal = first.name
component "first" "./first" {
  constant = "c"
  config   = plain
  output   = pet.id
  waiting  = "z"
  local    = "x"
}
component "second" "./first" {
  constant = "d"
  config   = plain
  output   = pet.id
  waiting  = "y"
  local    = viaLocal
}
component "third" "./first" {
  options {
    range = [after.id]
  }
  constant = "e"
  config   = range.value
  output   = after.id
}
component "fourth" "./first" {
  constant = "f"
  config   = plain
  output   = pet.id
  waiting  = second.name
}
component "outer" "./outer" {
  kept   = pet.id
  passed = first.name
}
`,
		"first/main.pp": `
config "constant" "string" {}
config "config" "string" {}
config "output" "string" {}
config "waiting" "string" {
  default = "w"
}
config "local" "string" {
  default = "l"
}
output "name" { value = constant }
`,
		"outer/main.pp": `
config "kept" "string" {}
config "passed" "string" {}
component "inner" "./inner" {
  fromKept   = kept
  fromPassed = passed
}
`,
		"outer/inner/main.pp": "config \"fromKept\" \"string\" {}\nconfig \"fromPassed\" \"string\" {}\n",
	}
	prog, dir := bindTree(t, files)
	reg := RegisteredInputs(prog)
	var got []string
	for _, c := range allComponents(prog) {
		rel, _ := filepath.Rel(dir, c.Dir)
		for _, v := range c.Program.ConfigVariables() {
			if reg[v] {
				got = append(got, filepath.ToSlash(rel)+":"+v.Name())
			}
		}
	}
	sort.Strings(got)
	got = uniq(got)
	// config and output are left out: third sets them from range.value and
	// after.id, and after reads first's output; waiting is set from second's
	// output by fourth, local from a local holding first's output by second;
	// inner's fromPassed is outer's passed, set from first's output.
	want := []string{"first:constant", "outer/inner:fromKept", "outer:kept"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("RegisteredInputs = %v, want %v", got, want)
	}
}

// uniq drops adjacent duplicates of a sorted list.
func uniq(s []string) []string {
	var out []string
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}
