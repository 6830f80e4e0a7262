package python

import (
	"context"
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/pycheck"
)

// TestCompile generates every program of testdata/programs and
// testdata/examples into one directory and checks them all at once: every
// file compiles, pyflakes reports nothing and black would not reformat it
// (see gen/gentest/pycheck). It is skipped when python3, pyflakes or black
// is not installed.
func TestCompile(t *testing.T) {
	if err := pycheck.Available(); err != nil {
		gentest.SkipWithoutTool(t, "the Python checks need their tools: "+err.Error())
	}
	out := t.TempDir()
	programs := gentest.GoldenPrograms(t, New(), nil)
	if _, err := gentest.WriteWork(out, programs, func(name string) string { return name }); err != nil {
		t.Fatal(err)
	}
	problems, err := pycheck.Check(context.Background(), out)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs checked", len(programs))
	var paths []string
	for p := range problems {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		t.Errorf("%s:\n%s", p, strings.Join(problems[p], "\n"))
	}
}

// TestCheckFindsProblems makes sure the checks fail on bad Python: a file
// that does not compile, one with an unused import and an undefined name,
// and one black would reformat.
func TestCheckFindsProblems(t *testing.T) {
	if err := pycheck.Available(); err != nil {
		gentest.SkipWithoutTool(t, "the Python checks need their tools: "+err.Error())
	}
	files := map[string]string{
		"syntax/__main__.py": "x = (\n",
		"flakes/__main__.py": "import os\n\nprint(undefined_name)\n",
		"black/__main__.py":  "x = { 'a':1 }\n",
		"clean/__main__.py":  "x = {\"a\": 1}\n",
	}
	dir := gentest.WriteTree(t, files)
	problems, err := pycheck.Check(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"syntax/__main__.py": {"does not compile"},
		"flakes/__main__.py": {"'os' imported but unused", "undefined name 'undefined_name'"},
		"black/__main__.py":  {"black would reformat it"},
	}
	for file, msgs := range want {
		got := strings.Join(problems[file], "\n")
		for _, m := range msgs {
			if !strings.Contains(got, m) {
				t.Errorf("%s: problems lack %q:\n%s", file, m, got)
			}
		}
	}
	if p := problems["clean/__main__.py"]; len(p) != 0 {
		t.Errorf("clean/__main__.py has problems: %v", p)
	}
}
