package gen

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/syntax"
)

// CommentGroups returns the text of the comments before a node, line by
// line and without comment markers, in the groups the source separates by
// blank lines; the backends print a blank line between groups. When the
// last comment is detached (the source has a blank line between it and
// the node), an empty group ends the list, so that the blank line before
// the node is kept too. Each line keeps its indentation, with one space
// added where the text starts right after the marker; a line without text
// is "".
func CommentGroups(comments []syntax.Comment) [][]string {
	if len(comments) == 0 {
		return nil
	}
	var groups [][]string
	var cur []string
	for i, cm := range comments {
		if i > 0 && blankBetween(comments[i-1], cm) {
			groups = append(groups, cur)
			cur = nil
		}
		lines := strings.Split(strings.TrimRight(cm.Text, " \t\n"), "\n")
		dedent(lines[1:])
		for _, line := range lines {
			line = strings.TrimRight(line, " \t\r")
			if line != "" && !strings.HasPrefix(line, " ") {
				line = " " + line
			}
			cur = append(cur, line)
		}
	}
	groups = append(groups, cur)
	if comments[len(comments)-1].Detached {
		groups = append(groups, nil)
	}
	return groups
}

// LineComments returns comments as line comments that start with marker
// ("//" for Go and TypeScript), one a line, with a blank line between the
// groups of CommentGroups.
func LineComments(comments []syntax.Comment, marker string) string {
	var b strings.Builder
	for i, group := range CommentGroups(comments) {
		if i > 0 {
			b.WriteString("\n")
		}
		for _, line := range group {
			b.WriteString(marker + line + "\n")
		}
	}
	return b.String()
}

// WriteLeadingComments writes to out the comments that lead node n of
// prog in its source file, as line comments that start with marker (the
// languages of braces, Go and TypeScript), after a blank line unless out is
// empty or they open a block (out ends with "{\n").
func WriteLeadingComments(out *strings.Builder, prog *binder.Program, n binder.Node, marker string) {
	comments := LeadingComments(prog, n)
	if len(comments) > 0 && out.Len() > 0 && !strings.HasSuffix(out.String(), "{\n") {
		out.WriteString("\n")
	}
	out.WriteString(LineComments(comments, marker))
}

// Commented returns item, what an input attribute of a resource or
// component of prog sets, after the comments that lead the attribute in
// the source, as line comments that start with marker.
func Commented(prog *binder.Program, attr *hclsyntax.Attribute, marker, item string) string {
	return LineComments(AttributeComments(prog, attr), marker) + item
}

// dedent removes from lines, the continuation lines of a block comment,
// the indentation they all share, which aligned them in the source.
func dedent(lines []string) {
	common := -1
	for _, line := range lines {
		text := strings.TrimLeft(line, " \t")
		if text == "" {
			continue
		}
		if n := len(line) - len(text); common < 0 || n < common {
			common = n
		}
	}
	for i, line := range lines {
		if len(line) >= common && common > 0 {
			lines[i] = line[common:]
		}
	}
}

// blankBetween reports whether the source has a blank line between
// comments a and b (comments made by a backend have no source range).
func blankBetween(a, b syntax.Comment) bool {
	return a.Range.Filename != "" && a.Range.Filename == b.Range.Filename && b.Range.Start.Line-a.Range.End.Line >= 2
}

// NodeRange returns the source range of a node's declaration: its block,
// or its attribute for a local variable.
func NodeRange(n binder.Node) hcl.Range {
	switch s := n.SyntaxNode().(type) {
	case *hclsyntax.Block:
		return s.Range()
	case *hclsyntax.Attribute:
		return s.SrcRange
	case nil:
		return hcl.Range{}
	default:
		return s.Range()
	}
}

// LeadingComments returns the comments that lead node n of prog in its
// source file.
func LeadingComments(prog *binder.Program, n binder.Node) []syntax.Comment {
	comments := RangeComments(prog, NodeRange(n))
	if _, isOutput := n.(*binder.OutputVariable); isOutput {
		// An output is one statement: the comments on its value describe
		// it too, and follow the block's own without a blank line.
		if block, ok := n.SyntaxNode().(*hclsyntax.Block); ok {
			for _, cm := range AttributeComments(prog, block.Body.Attributes["value"]) {
				cm.Range, cm.Detached = hcl.Range{}, false
				comments = append(comments, cm)
			}
		}
	}
	return comments
}

// AttributeComments returns the comments that lead attr, an attribute of
// a block of prog (a resource's or component's input), in its source file.
func AttributeComments(prog *binder.Program, attr *hclsyntax.Attribute) []syntax.Comment {
	if attr == nil {
		return nil
	}
	return RangeComments(prog, attr.SrcRange)
}

// RangeComments returns the comments that lead the syntax node at rng in
// prog's source file.
func RangeComments(prog *binder.Program, rng hcl.Range) []syntax.Comment {
	for _, file := range prog.Files {
		if file.Name == rng.Filename {
			return file.LeadingComments(rng)
		}
	}
	return nil
}
