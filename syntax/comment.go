package syntax

import (
	"bytes"
	"slices"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// CommentStyle says how a comment was written.
type CommentStyle int

const (
	// HashComment is a line comment starting with '#'.
	HashComment CommentStyle = iota
	// SlashComment is a line comment starting with "//".
	SlashComment
	// BlockComment is a comment delimited by "/*" and "*/".
	BlockComment
)

// String returns the comment's opening marker: "#", "//" or "/*".
func (s CommentStyle) String() string {
	switch s {
	case HashComment:
		return "#"
	case SlashComment:
		return "//"
	case BlockComment:
		return "/*"
	}
	return "CommentStyle(?)"
}

// Comment is one comment from a source file.
type Comment struct {
	// Text is the comment without its markers ('#', "//", "/*" and "*/")
	// and without its line terminator; whitespace is kept as written. For a
	// block comment, CRLF line breaks are normalised to LF.
	Text string
	// Range covers the comment, markers included and line terminator
	// excluded. Byte offsets and lines are exact; the end column counts
	// runes, where hcl counts grapheme clusters.
	Range hcl.Range
	// Style is the comment's syntax.
	Style CommentStyle
	// Detached is set on a leading comment separated from its node by at
	// least one blank line. It is false for trailing and dangling comments.
	Detached bool
}

// newComment builds a Comment from a TokenComment token.
func newComment(tok hclsyntax.Token) Comment {
	b := tok.Bytes
	c := Comment{Range: tok.Range}
	switch {
	case bytes.HasPrefix(b, []byte("/*")):
		c.Style = BlockComment
		body := b[2:]
		if bytes.HasSuffix(body, []byte("*/")) {
			body = body[:len(body)-2]
		}
		c.Text = string(bytes.ReplaceAll(body, []byte("\r\n"), []byte("\n")))
		return c
	case bytes.HasPrefix(b, []byte("//")):
		c.Style = SlashComment
	default:
		c.Style = HashComment
	}
	line := bytes.TrimSuffix(b, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	if n := len(b) - len(line); n > 0 {
		c.Range.End = hcl.Pos{
			Line:   c.Range.Start.Line,
			Column: c.Range.Start.Column + utf8.RuneCount(line),
			Byte:   c.Range.End.Byte - n,
		}
	}
	c.Text = string(line[len(c.Style.String()):])
	return c
}

// Comments returns every comment in the file, in source order.
func (f *File) Comments() []Comment {
	if f == nil || f.index == nil {
		return nil
	}
	return slices.Clone(f.index.all)
}

// LeadingComments returns the comments that lead the node with range r:
// comments before the node that the attachment rules (see the package
// documentation) give to it. It returns nil if the node owns none.
func (f *File) LeadingComments(r hcl.Range) []Comment {
	if f == nil || f.index == nil {
		return nil
	}
	return f.lookup(r, f.index.leading, false)
}

// TrailingComments returns the comments that trail the node with range r:
// comments on the line where the node ends, after it, that the attachment
// rules give to it. It returns nil if the node owns none.
func (f *File) TrailingComments(r hcl.Range) []Comment {
	if f == nil || f.index == nil {
		return nil
	}
	return f.lookup(r, f.index.trailing, false)
}

// DanglingComments returns the comments inside the node or body with range r
// that lead or trail nothing: comments after the last item of a block body,
// object or tuple, comments at the end of the file, and comments in spots no
// node starts at. r may be a block's Range() or its Body.SrcRange, the file
// Body.SrcRange, or the range of an attribute, item or expression.
func (f *File) DanglingComments(r hcl.Range) []Comment {
	if f == nil || f.index == nil {
		return nil
	}
	return f.lookup(r, f.index.dangling, true)
}

// lookup returns copies of the comments listed for r in m, which belongs to
// f's index; withAlias maps body ranges to their owners' keys first.
func (f *File) lookup(r hcl.Range, m map[span][]int, withAlias bool) []Comment {
	if r.Filename != "" && r.Filename != f.Name {
		return nil
	}
	key := spanOf(r)
	if alias, ok := f.index.alias[key]; ok && withAlias {
		key = alias
	}
	ids := m[key]
	if len(ids) == 0 {
		return nil
	}
	out := make([]Comment, len(ids))
	for i, id := range ids {
		out[i] = f.index.all[id]
	}
	return out
}
