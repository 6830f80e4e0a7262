package syntax

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// attachment is one comment as found through the public lookups.
type attachment struct {
	where string // "lead", "lead-detached", "trail" or "dangle"
	node  string // kind[first line of the node's source]
	c     Comment
}

func (a attachment) String() string {
	return fmt.Sprintf("%s %s: %s", a.where, a.node, strings.TrimSpace(a.c.Text))
}

// attachments queries LeadingComments, TrailingComments and DanglingComments
// for the file and for every block, attribute, object item and expression in
// it (walked here independently of the index), and returns what they report
// in source order. It fails t unless every comment of f.Comments() is
// reported exactly once.
func attachments(t testing.TB, f *File) []attachment {
	t.Helper()
	type query struct {
		kind string
		r    hcl.Range
	}
	queries := []query{{"file", f.Body.SrcRange}}
	var blocks []*hclsyntax.Block
	hclsyntax.VisitAll(f.Body, func(n hclsyntax.Node) hcl.Diagnostics {
		switch n := n.(type) {
		case *hclsyntax.Body, hclsyntax.Attributes, hclsyntax.Blocks:
		case *hclsyntax.Block:
			queries = append(queries, query{"block", n.Range()})
			blocks = append(blocks, n)
		case *hclsyntax.Attribute:
			queries = append(queries, query{"attr", n.SrcRange})
		case *hclsyntax.ObjectConsExpr:
			queries = append(queries, query{"expr", n.Range()})
			for _, item := range n.Items {
				queries = append(queries, query{"item", ItemRange(item)})
			}
		case hclsyntax.Expression:
			queries = append(queries, query{"expr", n.Range()})
		}
		return nil
	})

	var out []attachment
	seen := map[span]bool{}
	for _, q := range queries {
		s := spanOf(q.r)
		if seen[s] {
			continue // an identical range (a wrapper expression) was queried
		}
		seen[s] = true
		node := q.kind + "[" + snippet(f.Bytes, s) + "]"
		for _, c := range f.LeadingComments(q.r) {
			where := "lead"
			if c.Detached {
				where = "lead-detached"
			}
			out = append(out, attachment{where, node, c})
		}
		for _, c := range f.TrailingComments(q.r) {
			out = append(out, attachment{"trail", node, c})
		}
		for _, c := range f.DanglingComments(q.r) {
			out = append(out, attachment{"dangle", node, c})
		}
	}
	// A block body's range reaches the block's dangling comments, unless
	// (after parse errors) it is also the range of another node.
	for _, b := range blocks {
		if body := spanOf(b.Body.SrcRange); !seen[body] {
			got, want := f.DanglingComments(b.Body.SrcRange), f.DanglingComments(b.Range())
			if !sameComments(got, want) {
				t.Errorf("DanglingComments(body) = %v, DanglingComments(block) = %v", got, want)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		return out[i].c.Range.Start.Byte < out[j].c.Range.Start.Byte
	})

	all := f.Comments()
	if len(out) != len(all) {
		t.Errorf("lookups report %d comments, file has %d:\n%s", len(out), len(all), render(out))
	}
	for i := 0; i < len(out) && i < len(all); i++ {
		if out[i].c.Range != all[i].Range {
			t.Errorf("comment %d: lookups report %v, file has %v", i, out[i].c.Range, all[i].Range)
			break
		}
	}
	return out
}

// snippet returns the first line of src[s.start:s.end], shortened.
func snippet(src []byte, s span) string {
	if s.start < 0 || s.end > len(src) || s.start > s.end {
		return "?"
	}
	text := string(src[s.start:s.end])
	if i := strings.IndexAny(text, "\r\n"); i >= 0 {
		text = text[:i]
	}
	if len(text) > 30 {
		text = text[:30] + "..."
	}
	return text
}

func render(as []attachment) string {
	lines := make([]string, len(as))
	for i, a := range as {
		lines[i] = a.String()
	}
	return strings.Join(lines, "\n")
}

func sameComments(a, b []Comment) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// mustParse parses src and fails t on any error diagnostic.
func mustParse(t testing.TB, name, src string) *File {
	t.Helper()
	f, diags := ParseFile(name, []byte(src))
	if diags.HasErrors() {
		t.Fatalf("ParseFile(%q): %v", name, diags)
	}
	return f
}
