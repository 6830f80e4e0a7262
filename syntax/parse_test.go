package syntax

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

func TestParseFile(t *testing.T) {
	src := "resource \"r\" \"pkg:index:Resource\" {\n    name = \"r\"\n}\n\nx = { r = r }\n\noutput \"o\" {\n    value = r.name\n}\n"
	f := mustParse(t, "main.pp", src)
	if f.Name != "main.pp" || string(f.Bytes) != src {
		t.Errorf("Name %q, Bytes %q", f.Name, f.Bytes)
	}
	if len(f.Body.Blocks) != 2 || len(f.Body.Attributes) != 1 {
		t.Fatalf("got %d blocks and %d attributes, want 2 and 1", len(f.Body.Blocks), len(f.Body.Attributes))
	}
	if b := f.Body.Blocks[0]; b.Type != "resource" || strings.Join(b.Labels, ",") != "r,pkg:index:Resource" {
		t.Errorf("first block %s %v", b.Type, b.Labels)
	}
	if b := f.Body.Blocks[1]; b.Type != "output" || b.Body.Attributes["value"] == nil {
		t.Errorf("second block %s without value", b.Type)
	}
	if toks := f.Tokens(); len(toks) == 0 || toks[len(toks)-1].Type.String() != "TokenEOF" {
		t.Errorf("tokens do not end with EOF: %v", toks)
	}
	if f.HCL().Body != f.Body || string(f.HCL().Bytes) != src {
		t.Error("HCL() does not wrap the file")
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		line    int
		column  int
		summary string
	}{
		{"missing value", "resource \"a\" \"b\" {\n  x = \n}\n", 2, 7, "Invalid expression"},
		{"unclosed block", "x = 1\noutput \"o\" {\n", 2, 12, "Unclosed configuration block"},
		{"stray token", "x = 1\n  ]\n", 2, 3, "Argument or block definition required"},
		{"bad UTF-8", "x = \"a\"\n\xff\xfe = 1\n", 2, 1, "Invalid file encoding"},
		{"NUL byte", "x = 1\n\x00\n", 2, 1, "Invalid file encoding"},
		{"unterminated block comment", "x = 1\n/* open", 2, 1, "Argument or block definition required"},
		{"nesting", "x = " + strings.Repeat("[", MaxNestingDepth+1), 1, 4 + MaxNestingDepth + 1, "Nesting too deep"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, diags := ParseFile("bad.pp", []byte(tt.src))
			if !diags.HasErrors() {
				t.Fatal("no error diagnostics")
			}
			if f == nil || f.Body == nil {
				t.Fatal("no File or Body after errors")
			}
			d := diags[0]
			if d.Subject == nil {
				t.Fatalf("diagnostic without a range: %v", d)
			}
			if d.Summary != tt.summary {
				t.Errorf("summary %q, want %q", d.Summary, tt.summary)
			}
			s := d.Subject.Start
			if d.Subject.Filename != "bad.pp" || s.Line != tt.line || s.Column != tt.column {
				t.Errorf("at %s:%d:%d, want bad.pp:%d:%d (%v)", d.Subject.Filename, s.Line, s.Column, tt.line, tt.column, d)
			}
			if prefix := "bad.pp:" + itoa(tt.line) + "," + itoa(tt.column); !strings.HasPrefix(d.Error(), prefix) {
				t.Errorf("Error() = %q, want prefix %q", d.Error(), prefix)
			}
			attachments(t, f) // comment lookups still work
		})
	}
}

func itoa(n int) string {
	var b []byte
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		n /= 10
		if n == 0 {
			return string(b)
		}
	}
}

func TestParseNesting(t *testing.T) {
	tests := []struct {
		name string
		src  string
		ok   bool
	}{
		{"brackets within the limit", "x = " + strings.Repeat("[", MaxNestingDepth) + strings.Repeat("]", MaxNestingDepth), true},
		{"brackets past the limit", "x = " + strings.Repeat("[", MaxNestingDepth+1) + strings.Repeat("]", MaxNestingDepth+1), false},
		{"deep but closed brackets in sequence", strings.Repeat("b {\n  x = [[[[[[[[[[1]]]]]]]]]]\n}\n", 500), true},
		{"many binary minus", "x = 1" + strings.Repeat(" - 1", 5000), true},
		{"many conditionals across attributes", strings.Repeat("b {\n  x = a ? b : c\n}\n", 2000), true},
		{"many elements", "x = [" + strings.Repeat("-1, ", 5000) + "]", true},
		{"templates within the limit", "x = " + strings.Repeat(`"${`, MaxNestingDepth/2) + "a" + strings.Repeat(`}"`, MaxNestingDepth/2), true},
		{"deep brackets", "x = " + strings.Repeat("[", 100000), false},
		{"deep parentheses", "x = " + strings.Repeat("(", 5000), false},
		{"deep objects", "x = " + strings.Repeat("{a = ", 5000), false},
		{"deep interpolation", "x = " + strings.Repeat(`"${`, 5000), false},
		{"unary chain", "x = " + strings.Repeat("- ", 3000) + "1", false},
		{"not chain", "x = " + strings.Repeat("!", 3000) + "a", false},
		{"conditional chain", "x = " + strings.Repeat("a ? b : ", 3000) + "c", false},
		{"splat chain", "x = a" + strings.Repeat("[*]", 3000), false},
		{"template directives", "x = \"" + strings.Repeat("%{if a}", 5000) + "\"", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, diags := ParseFile("deep.pp", []byte(tt.src))
			deep := false
			for _, d := range diags {
				deep = deep || d.Summary == "Nesting too deep"
			}
			if tt.ok && diags.HasErrors() {
				t.Errorf("unexpected errors: %v", diags)
			}
			if !tt.ok && !deep {
				t.Errorf("no nesting diagnostic: %v", diags)
			}
		})
	}
}

func TestParseEmpty(t *testing.T) {
	for _, src := range [][]byte{nil, {}, []byte("\n\n"), []byte("\r\n")} {
		f, diags := ParseFile("empty.pp", src)
		if len(diags) != 0 {
			t.Errorf("%q: diagnostics %v", src, diags)
		}
		if f.Body == nil || len(f.Body.Attributes) != 0 || len(f.Body.Blocks) != 0 {
			t.Errorf("%q: body %+v", src, f.Body)
		}
		if len(f.Comments()) != 0 {
			t.Errorf("%q: comments %v", src, f.Comments())
		}
		if r := f.Body.SrcRange; r.Filename != "empty.pp" || r.Start != hcl.InitialPos {
			t.Errorf("%q: body range %#v", src, r)
		}
	}
}
