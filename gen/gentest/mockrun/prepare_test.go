package mockrun

import (
	"fmt"
	"testing"

	"github.com/pclgen/pclgen/interp/trace"
)

// TestCompareNamesInterpreterRoot: a program run in another directory than
// the interpreter reads, through the mocks' states, values the interpreter
// computed in its own directory; the comparison names both directories as
// the root.
func TestCompareNamesInterpreterRoot(t *testing.T) {
	parse := func(raw string, root string) *trace.Trace {
		tr, err := trace.ParseIn([]byte(raw), root)
		if err != nil {
			t.Fatal(err)
		}
		return tr
	}
	const res = `{"resources": [{"type": "random:index/randomPet:RandomPet", "name": "p", "urn": "u", "custom": true,
		"inputs": {"prefix": "%s/key.pem"}}], "invokes": [], "outputs": {}}`
	want := parse(fmt.Sprintf(res, "/work/interp"), "/work/interp")
	tests := []struct {
		name, dir string
		same      bool
	}{
		{"the interpreter's directory, from a state", "/work/interp", true},
		{"the program's own directory", "/work/program", true},
		{"another directory", "/elsewhere", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := parse(fmt.Sprintf(res, tt.dir), "/work/program")
			d := Compare(&Expected{Trace: want}, Result{Trace: got})
			if (d == "") != tt.same {
				t.Errorf("Compare = %q, want a difference: %v", d, !tt.same)
			}
		})
	}
}

// TestCompareInexact: a run whose interpreter trace computed a whole number
// the languages do not agree on is not compared, even with a trace equal
// to the interpreter's; without one, equal traces compare equal.
func TestCompareInexact(t *testing.T) {
	raw := `{"resources": [], "invokes": [], "outputs": {"n": 9007199254740993}}`
	for _, inexact := range []string{"", "main.pp:1,1-9: Whole number beyond exact range; ..."} {
		want, err := trace.Parse([]byte(raw))
		if err != nil {
			t.Fatal(err)
		}
		got, err := trace.Parse([]byte(raw))
		if err != nil {
			t.Fatal(err)
		}
		want.Inexact = inexact
		expected := &Expected{Trace: want}
		why, d := Incomparable(expected), Compare(expected, Result{Trace: got})
		if (why != "") != (inexact != "") || d != why {
			t.Errorf("with Inexact %q: Incomparable = %q, Compare = %q", inexact, why, d)
		}
	}
}
