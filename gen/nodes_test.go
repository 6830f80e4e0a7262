package gen

import (
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
)

// TestSurelyReadNodes checks which nodes a program reads whatever its
// config: not those only ranged resources read, but a range itself, and
// what outputs, unranged resources and locals nothing reads read.
func TestSurelyReadNodes(t *testing.T) {
	prog, _ := bindTree(t, map[string]string{"main.pp": `
config "count" "int" {
  default = 0
}

forRanged = "a"
forBoth = "b"
forOutput = "c"
forUnused = "d"
unused = "${forUnused}!"
viaLocal = "${forBoth}-${forRanged}"

resource "ranged" "random:index/randomPet:RandomPet" {
  options {
    range = count
  }
  prefix = viaLocal
}

resource "plain" "random:index/randomPet:RandomPet" {
  prefix = forBoth
}

output "out" {
  value = forOutput
}
`})
	got := surelyReadNames(prog)
	want := "count forBoth forOutput forUnused"
	if got != want {
		t.Errorf("surely read: %s, want %s", got, want)
	}
}

// TestSurelyReadNodesSkipsMaybeReads checks that a node read only where a
// run may not look (a conditional's branch, a for expression's body or
// condition, try's fallback) is not surely read, and that what those read
// first (the condition, the collection, try's first argument) is.
func TestSurelyReadNodesSkipsMaybeReads(t *testing.T) {
	prog, _ := bindTree(t, map[string]string{"main.pp": `
config "pick" "bool" {
  default = false
}

branch = "a"
other = "b"
items = ["x"]
body = "c"
filter = true
first = "d"
fallback = "e"

output "chosen" {
  value = pick ? branch : other
}

output "looped" {
  value = [for i in items : "${i}${body}" if filter]
}

output "tried" {
  value = try(first, fallback)
}
`})
	got := surelyReadNames(prog)
	want := "first items pick"
	if got != want {
		t.Errorf("surely read: %s, want %s", got, want)
	}
}

// surelyReadNames returns the names of prog's surely read nodes, sorted
// and joined by spaces.
func surelyReadNames(prog *binder.Program) string {
	var got []string
	for n := range SurelyReadNodes(prog, UsedNodes(prog)) {
		got = append(got, n.Name())
	}
	sort.Strings(got)
	return strings.Join(got, " ")
}
