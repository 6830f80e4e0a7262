package gen

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/syntax"
)

func TestCommentGroups(t *testing.T) {
	at := func(text string, line int, detached bool) syntax.Comment {
		return syntax.Comment{Text: text, Detached: detached, Range: hcl.Range{
			Filename: "main.pp", Start: hcl.Pos{Line: line}, End: hcl.Pos{Line: line},
		}}
	}
	tests := []struct {
		name     string
		comments []syntax.Comment
		want     [][]string
	}{
		{"none", nil, nil},
		{"attached", []syntax.Comment{at(" one", 1, false), at("two", 2, false)}, [][]string{{" one", " two"}}},
		{"detached-header", []syntax.Comment{at(" header", 1, true), at(" node", 3, false)}, [][]string{{" header"}, {" node"}}},
		{"adjacent-detached", []syntax.Comment{at(" a", 1, true), at(" b", 2, true)}, [][]string{{" a", " b"}, nil}},
		{"blank-lines-inside", []syntax.Comment{{Text: " a\n\n   indented  \n"}}, [][]string{{" a", "", " indented"}}},
		{"block-comment-continuation", []syntax.Comment{{Text: " Special characters:\n     some consoles\n       mangle them. "}}, [][]string{{" Special characters:", " some consoles", "  mangle them."}}},
		{"made-by-a-backend", []syntax.Comment{{Text: " x"}, {Text: " y"}}, [][]string{{" x", " y"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CommentGroups(tt.comments); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("CommentGroups = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestOutputValueComments checks that the comments on an output's value
// follow the output's own, in one group.
func TestOutputValueComments(t *testing.T) {
	dir := t.TempDir()
	src := "# The output.\noutput greeting {\n  # Its value.\n\n  value = \"hi\"\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	prog, diags := binder.BindPath(dir, binder.Options{})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	got := CommentGroups(LeadingComments(prog, prog.Nodes[0]))
	if want := [][]string{{" The output.", " Its value."}}; !reflect.DeepEqual(got, want) {
		t.Errorf("groups = %q, want %q", got, want)
	}
}
