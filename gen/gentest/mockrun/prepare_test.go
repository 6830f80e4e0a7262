package mockrun

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
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

// TestMocksInRunDirectory: a value computed from the program's directory
// (its length) comes back from the provider as a stash's output; the mocks
// of a run elsewhere are the interpreter's answers there, so the run and
// the interpreter's trace for that directory agree, and the program's own
// directory keeps Prepare's mocks.
func TestMocksInRunDirectory(t *testing.T) {
	dir := t.TempDir()
	src := "resource \"kept\" \"pulumi:index:Stash\" {\n  input = length(cwd())\n}\n\noutput \"kept\" {\n  value = kept.output\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(dir)})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	want, mocks := Prepare(context.Background(), prog, dir, Config{})
	stashed := func(m *trace.Mocks) any {
		for k, r := range m.Resources {
			if strings.HasSuffix(k, "::kept") {
				return r.State["output"]
			}
		}
		t.Fatalf("no mock for the stash in %v", m.Resources)
		return nil
	}
	if got := stashed(mocks); fmt.Sprint(got) != fmt.Sprint(len(dir)) {
		t.Errorf("the stash's mock output in the program's directory is %v, want %d", got, len(dir))
	}
	if m := want.MocksIn(dir); m != nil {
		t.Errorf("the program's own directory got mocks of its own; want Prepare's")
	}
	elsewhere := filepath.Join(dir, "a", "longer", "directory")
	m := want.MocksIn(elsewhere)
	if m == nil {
		t.Fatal("no mocks for a run in another directory")
	}
	if got := stashed(m); fmt.Sprint(got) != fmt.Sprint(len(elsewhere)) {
		t.Errorf("the stash's mock output in %s is %v, want %d", elsewhere, got, len(elsewhere))
	}
	if got := want.In(elsewhere).Outputs["kept"]; fmt.Sprint(got) != fmt.Sprint(len(elsewhere)) {
		t.Errorf("the interpreter's output in %s is %v, want %d", elsewhere, got, len(elsewhere))
	}
	job := Job{Mocks: mocks, MocksIn: want.MocksIn}
	if job.MocksAt(dir) != mocks || job.MocksAt(elsewhere) != m {
		t.Errorf("MocksAt does not give each directory its mocks")
	}
}
