package syntax

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

func TestCommentAttachment(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{
			name: "block leading",
			src:  "# a bucket\nresource \"b\" \"aws:s3:Bucket\" {\n  acl = \"private\"\n}\n",
			want: []string{`lead block[resource "b" "aws:s3:Bucket" {]: a bucket`},
		},
		{
			name: "detached header",
			src:  "# header\n\n# doc\nresource \"b\" \"t\" {\n}\n",
			want: []string{
				`lead-detached block[resource "b" "t" {]: header`,
				`lead block[resource "b" "t" {]: doc`,
			},
		},
		{
			name: "blank line inside a run detaches the lines above it",
			src:  "# one\n\n# two\n# three\nx = 1\n",
			want: []string{
				`lead-detached attr[x = 1]: one`,
				`lead attr[x = 1]: two`,
				`lead attr[x = 1]: three`,
			},
		},
		{
			name: "attribute leading and trailing",
			src:  "x = 1 # one\n# two\ny = 2\n",
			want: []string{
				`trail attr[x = 1]: one`,
				`lead attr[y = 2]: two`,
			},
		},
		{
			name: "nested block attributes",
			src: `resource "r" "t" {
  options {
    # protect it
    protect = true // yes
  }
  # after options
}
`,
			want: []string{
				`lead attr[protect = true]: protect it`,
				`trail attr[protect = true]: yes`,
				`dangle block[resource "r" "t" {]: after options`,
			},
		},
		{
			name: "object items",
			src: `tags = { # the name
  Name = "x"
  # env
  Env = "y" # trailing env
  # end of tags
}
`,
			want: []string{
				`lead item[Name = "x"]: the name`,
				`lead item[Env = "y"]: env`,
				`trail item[Env = "y"]: trailing env`,
				`dangle expr[{ # the name]: end of tags`,
			},
		},
		{
			name: "single-line object items with commas",
			src:  "o = { a = 1, /* b */ b = 2 }\n",
			want: []string{`lead item[b = 2]: b`},
		},
		{
			name: "tuple elements",
			src: `xs = [
  # first
  1, # one
  2, /* two */
  /* three */ 3,
  # end
]
`,
			want: []string{
				`lead expr[1]: first`,
				`trail expr[1]: one`,
				`trail expr[2]: two`,
				`lead expr[3]: three`,
				`dangle expr[[]: end`,
			},
		},
		{
			name: "inline block comment leads the next element",
			src:  "ys = [1, /* two */ 2]\n",
			want: []string{`lead expr[2]: two`},
		},
		{
			name: "inline block comment before a comma trails",
			src:  "z = f(a /* first */, b)\n",
			want: []string{`trail expr[a]: first`},
		},
		{
			name: "trailing goes to the outermost node",
			src:  "a = f(x) # call\nb = x + y // sum\nresource \"r\" \"t\" { } # after\n",
			want: []string{
				`trail attr[a = f(x)]: call`,
				`trail attr[b = x + y]: sum`,
				`trail block[resource "r" "t" { }]: after`,
			},
		},
		{
			name: "call arguments",
			src:  "x = f(\n  a, # first arg\n  # second arg\n  b\n)\n",
			want: []string{
				`trail expr[a]: first arg`,
				`lead expr[b]: second arg`,
			},
		},
		{
			name: "multi-line block comment",
			src:  "/* multi\n   line */\nx = 1\n",
			want: []string{"lead attr[x = 1]: multi\n   line"},
		},
		{
			name: "slash comment run",
			src:  "// one\n// two\nx = 1\n",
			want: []string{`lead attr[x = 1]: one`, `lead attr[x = 1]: two`},
		},
		{
			name: "end of file",
			src:  "x = 1\n# bye\n",
			want: []string{`dangle file[x = 1]: bye`},
		},
		{
			name: "end of file without newline",
			src:  "x = 1\n# bye",
			want: []string{`dangle file[x = 1]: bye`},
		},
		{
			name: "end of file block comment",
			src:  "x = 1\n\n/* bye */",
			want: []string{`dangle file[x = 1]: bye`},
		},
		{
			name: "comments only",
			src:  "# only\n// here\n",
			want: []string{`dangle file[# only]: only`, `dangle file[# only]: here`},
		},
		{
			name: "comment in an empty block",
			src:  "options {\n  # nothing yet\n}\n",
			want: []string{`dangle block[options {]: nothing yet`},
		},
		{
			name: "comment between block type and labels",
			src:  "resource /* odd */ \"a\" \"b\" {}\n",
			want: []string{`dangle block[resource /* odd */ "a" "b" {}]: odd`},
		},
		{
			name: "comment after equals",
			src:  "x = /* why */ 1\n",
			want: []string{`lead expr[1]: why`},
		},
		{
			name: "comment inside an interpolation",
			src:  "x = \"${a # c\n}\"\n",
			want: []string{`trail expr[a]: c`},
		},
		{
			name: "heredoc text is not a comment",
			src:  "x = <<EOT\nhi # not a comment\nEOT\n# after\ny = 1\n",
			want: []string{`lead attr[y = 1]: after`},
		},
		{
			name: "CRLF",
			src:  "# head\r\n\r\nx = 1 # t\r\n/* a\r\nb */\r\ny = 2\r\n# end\r\n",
			want: []string{
				`lead-detached attr[x = 1]: head`,
				`trail attr[x = 1]: t`,
				"lead attr[y = 2]: a\nb",
				`dangle file[# head]: end`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := mustParse(t, "main.pp", tt.src)
			got := attachments(t, f)
			if g, w := render(got), strings.Join(tt.want, "\n"); g != w {
				t.Errorf("attachments:\n%s\nwant:\n%s", g, w)
			}
		})
	}
}

func TestCommentText(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		text    string
		style   CommentStyle
		endByte int
		endLine int
	}{
		{"hash", "# note\n", " note", HashComment, 6, 1},
		{"hash no space", "#note", "note", HashComment, 5, 1},
		{"slash", "// note\n", " note", SlashComment, 7, 1},
		{"slash CRLF", "// note\r\n", " note", SlashComment, 7, 1},
		{"empty hash", "#\r\n", "", HashComment, 1, 1},
		{"block", "/* note */", " note ", BlockComment, 10, 1},
		{"empty block", "/**/", "", BlockComment, 4, 1},
		{"block CRLF", "/*a\r\nb*/", "a\nb", BlockComment, 8, 2},
		{"hash inside slash", "// a # b\n", " a # b", SlashComment, 8, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cs := mustParse(t, "c.pp", tt.src).Comments()
			if len(cs) != 1 {
				t.Fatalf("got %d comments, want 1: %+v", len(cs), cs)
			}
			c := cs[0]
			if c.Text != tt.text || c.Style != tt.style {
				t.Errorf("got text %q style %v, want %q %v", c.Text, c.Style, tt.text, tt.style)
			}
			if c.Range.Filename != "c.pp" || c.Range.Start.Byte != 0 || c.Range.End.Byte != tt.endByte || c.Range.End.Line != tt.endLine {
				t.Errorf("range %#v: want c.pp [0,%d) ending on line %d", c.Range, tt.endByte, tt.endLine)
			}
		})
	}
}

func TestCommentRangeColumns(t *testing.T) {
	f := mustParse(t, "c.pp", "x = 1 # héllo\n")
	c := f.Comments()[0]
	want := hcl.Range{
		Filename: "c.pp",
		Start:    hcl.Pos{Line: 1, Column: 7, Byte: 6},
		End:      hcl.Pos{Line: 1, Column: 14, Byte: 14},
	}
	if c.Range != want {
		t.Errorf("range = %#v, want %#v", c.Range, want)
	}
}

func TestCommentLookupEdges(t *testing.T) {
	src := "xs = [\n  # sum\n  a + b,\n]\nresource \"r\" \"t\" {\n  # inside\n}\n"
	f := mustParse(t, "main.pp", src)
	attr := f.Body.Attributes["xs"]
	sum := attr.Expr.(*hclsyntax.TupleConsExpr).Exprs[0].(*hclsyntax.BinaryOpExpr)
	block := f.Body.Blocks[0]

	t.Run("outer node owns a shared start", func(t *testing.T) {
		if got := f.LeadingComments(sum.Range()); len(got) != 1 || got[0].Text != " sum" {
			t.Errorf("LeadingComments(a + b) = %+v", got)
		}
		if got := f.LeadingComments(sum.LHS.Range()); got != nil {
			t.Errorf("LeadingComments(a) = %+v, want nil", got)
		}
	})
	t.Run("other file", func(t *testing.T) {
		r := sum.Range()
		r.Filename = "other.pp"
		if got := f.LeadingComments(r); got != nil {
			t.Errorf("LeadingComments(other file) = %+v, want nil", got)
		}
	})
	t.Run("body range reaches block dangling", func(t *testing.T) {
		got := f.DanglingComments(block.Body.SrcRange)
		if len(got) != 1 || got[0].Text != " inside" {
			t.Errorf("DanglingComments(body) = %+v", got)
		}
		if got := f.LeadingComments(block.Body.SrcRange); got != nil {
			t.Errorf("LeadingComments(body) = %+v, want nil", got)
		}
	})
	t.Run("results are copies", func(t *testing.T) {
		f.LeadingComments(sum.Range())[0].Text = "changed"
		f.Comments()[0].Text = "changed"
		if got := f.LeadingComments(sum.Range())[0].Text; got != " sum" {
			t.Errorf("index was modified: %q", got)
		}
	})
	t.Run("nil file", func(t *testing.T) {
		var nf *File
		if nf.Comments() != nil || nf.LeadingComments(sum.Range()) != nil ||
			nf.TrailingComments(sum.Range()) != nil || nf.DanglingComments(sum.Range()) != nil {
			t.Error("nil *File reported comments")
		}
	})
}

func TestItemRange(t *testing.T) {
	f := mustParse(t, "main.pp", "o = {\n  key = \"v\"\n}\n")
	item := f.Body.Attributes["o"].Expr.(*hclsyntax.ObjectConsExpr).Items[0]
	if got := snippet(f.Bytes, spanOf(ItemRange(item))); got != `key = "v"` {
		t.Errorf("ItemRange covers %q", got)
	}
	if got := ItemRange(hclsyntax.ObjectConsItem{}); got != (hcl.Range{}) {
		t.Errorf("ItemRange(empty) = %v", got)
	}
	if got := ItemRange(hclsyntax.ObjectConsItem{ValueExpr: item.ValueExpr}); got != item.ValueExpr.Range() {
		t.Errorf("ItemRange(no key) = %v", got)
	}
}
