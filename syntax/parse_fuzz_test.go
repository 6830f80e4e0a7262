package syntax

import (
	"testing"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// FuzzParse parses arbitrary bytes and queries the comments of every node.
// Besides not panicking (nor recovering from a panic), the parse must
// produce a body, list comments in source order inside the source, and
// report each comment exactly once through the lookups (checked by
// attachments).
func FuzzParse(f *testing.F) {
	f.Fuzz(func(t *testing.T, src []byte) {
		file, diags := ParseFile("fuzz.pp", src)
		if file == nil || file.Body == nil {
			t.Fatal("no File or Body")
		}
		for _, d := range diags {
			if d.Summary == "Internal error while parsing" {
				t.Fatalf("recovered a panic: %s", d.Detail)
			}
		}
		attachments(t, file)

		if checkSource("fuzz.pp", src) != nil {
			return // refused whole: one error, no comments
		}
		tokens := 0
		for _, tok := range file.Tokens() {
			if tok.Type == hclsyntax.TokenComment {
				tokens++
			}
		}
		comments := file.Comments()
		if len(comments) != tokens {
			t.Fatalf("%d comments from %d comment tokens", len(comments), tokens)
		}
		last := -1
		for _, c := range comments {
			r := c.Range
			if r.Start.Byte <= last || r.End.Byte <= r.Start.Byte || r.End.Byte > len(src) || r.Filename != "fuzz.pp" {
				t.Fatalf("comment range %#v out of order or outside the %d-byte source", r, len(src))
			}
			last = r.Start.Byte
			if utf8.Valid(src[r.Start.Byte:r.End.Byte]) && !utf8.ValidString(c.Text) {
				t.Fatalf("text %q of valid UTF-8 comment is invalid", c.Text)
			}
		}
	})
}
