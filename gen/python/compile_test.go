package python

import (
	"context"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/pycheck"
)

// TestCheckFindsProblems makes sure the checks fail on bad Python: a file
// that does not compile, one with an unused import and an undefined name,
// one black would reformat, and ones with type errors against the pulumi
// SDK (only in the type-checked directories).
func TestCheckFindsProblems(t *testing.T) {
	tools := pycheck.Require(t)
	files := map[string]string{
		"syntax/__main__.py": "x = (\n",
		"flakes/__main__.py": "import os\n\nprint(undefined_name)\n",
		"black/__main__.py":  "x = { 'a':1 }\n",
		"clean/__main__.py":  "x = {\"a\": 1}\n",
		"typed/__main__.py": "import pulumi\n\nfrom helper import f\n\n" +
			"pulumi.CustomTimeouts(create=1)\npulumi.export(\"x\", f(1))\n",
		"typed/helper.py":     "def f(x: str) -> str:\n    return x\n",
		"untyped/__main__.py": "import pulumi\n\npulumi.CustomTimeouts(create=1)\n",
	}
	dir := gentest.WriteTree(t, files)
	res, err := tools.Check(context.Background(), dir, []string{"typed", "clean"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{
		"syntax/__main__.py": {"does not compile"},
		"flakes/__main__.py": {"'os' imported but unused", "undefined name 'undefined_name'"},
		"black/__main__.py":  {"black would reformat it"},
		"typed/__main__.py":  {"5:30: pyright: Argument of type \"Literal[1]\"", "6:22: pyright: Argument of type \"Literal[1]\""},
	}
	for file, msgs := range want {
		got := strings.Join(res.Problems[file], "\n")
		for _, m := range msgs {
			if !strings.Contains(got, m) {
				t.Errorf("%s: problems lack %q:\n%s", file, m, got)
			}
		}
	}
	for _, file := range []string{"clean/__main__.py", "untyped/__main__.py", "typed/helper.py"} {
		if p := res.Problems[file]; len(p) != 0 {
			t.Errorf("%s has problems: %v", file, p)
		}
	}
}
