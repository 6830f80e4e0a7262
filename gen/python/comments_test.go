package python

import (
	"strings"
	"testing"
)

// TestCommentLinesKept checks that comments keep their lines wherever they
// are (issue 12 item 22): a long line is not wrapped, and the line after it
// is not merged into it.
func TestCommentLinesKept(t *testing.T) {
	long := strings.Repeat("word ", 20) + "end of the first line."
	src := "# " + long + "\n# Second line.\n" +
		"config c \"string\" {\n  default = \"x\"\n}\n" +
		"resource r \"random:index/randomString:RandomString\" {\n" +
		"  # " + long + "\n  # Second line of an input.\n  length = 4\n" +
		"  keepers = {\n    k = c\n  }\n}\n" +
		"# " + long + "\n#   indented continuation\n# - a list item\noutput o {\n  value = r.result\n}\n"
	prog := bindSource(t, src, repoSchemas)
	files, diags := New().GenerateProgram(prog)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	got := string(files[0].Contents)
	for _, want := range []string{
		"# " + long + "\n# Second line.\n",
		"    # " + long + "\n    # Second line of an input.\n",
		"# " + long + "\n#   indented continuation\n# - a list item\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("lacks %q:\n%s", want, got)
		}
	}
}
