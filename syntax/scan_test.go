package syntax

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// tokenGaps finds the comments and gaps of toks the way the index found them
// when it read hclsyntax's tokens: the reference scanSource must match.
func tokenGaps(toks hclsyntax.Tokens) ([]Comment, []commentGap) {
	var all []Comment
	var gaps []commentGap
	prev := -1
	var gap []int
	settle := func(next int) {
		g := commentGap{first: len(all)}
		if prev >= 0 {
			g.hasPrev = true
			end := prev
			if toks[prev].Type == hclsyntax.TokenComma && prev > 0 {
				if before := prevSignificant(toks, prev); before >= 0 && endLine(toks[before]) == toks[prev].Range.Start.Line {
					end = before
				}
			}
			g.prevEnd = toks[end].Range.End.Byte
			g.prevLine = endLine(toks[prev])
		}
		if next >= 0 && toks[next].Type != hclsyntax.TokenEOF {
			g.hasNext, g.nextStart, g.nextLine = true, toks[next].Range.Start.Byte, toks[next].Range.Start.Line
		}
		for _, ti := range gap {
			all = append(all, newComment(toks[ti]))
		}
		g.last = len(all)
		gaps = append(gaps, g)
	}
	for i, tok := range toks {
		switch tok.Type {
		case hclsyntax.TokenComment:
			gap = append(gap, i)
			continue
		case hclsyntax.TokenNewline:
			continue
		}
		if len(gap) > 0 {
			settle(i)
			gap = gap[:0]
		}
		prev = i
	}
	if len(gap) > 0 {
		settle(-1)
	}
	return all, gaps
}

// prevSignificant returns the index of the last token before i that is not a
// comment or newline, or -1.
func prevSignificant(toks hclsyntax.Tokens, i int) int {
	for j := i - 1; j >= 0; j-- {
		if t := toks[j].Type; t != hclsyntax.TokenComment && t != hclsyntax.TokenNewline {
			return j
		}
	}
	return -1
}

// endLine is the line holding the last byte of tok: tokens that end with a
// newline (heredoc openers, for instance) end on the line before End.Line.
func endLine(tok hclsyntax.Token) int {
	if bytes.HasSuffix(tok.Bytes, []byte("\n")) {
		return tok.Range.End.Line - 1
	}
	return tok.Range.End.Line
}

// checkScan compares scanSource with tokenGaps on src.
func checkScan(t *testing.T, name string, src []byte) {
	t.Helper()
	toks, _ := hclsyntax.LexConfig(src, name, hcl.InitialPos)
	wantC, wantG := tokenGaps(toks)
	gotC, gotG, tooDeep := scanSource(name, src)
	// Columns count grapheme clusters; hclsyntax counts them token by
	// token, the scan line by line, which differs where a combining mark
	// follows a character of another token. Compare them only on lines
	// whose text before the comment's end is ASCII.
	for _, cs := range [][]Comment{gotC, wantC} {
		for i := range cs {
			r := &cs[i].Range
			if r.End.Byte > len(src) || r.Start.Byte > r.End.Byte {
				continue
			}
			from := bytes.LastIndexByte(src[:r.Start.Byte], '\n') + 1
			for _, c := range src[from:r.End.Byte] {
				if c >= utf8.RuneSelf {
					r.Start.Column, r.End.Column = 0, 0
					break
				}
			}
		}
	}
	if !reflect.DeepEqual(gotC, wantC) {
		t.Errorf("%s: comments differ from the lexer's:\n got %+v\nwant %+v", name, gotC, wantC)
	}
	if !reflect.DeepEqual(gotG, wantG) {
		t.Errorf("%s: gaps differ from the lexer's:\n got %+v\nwant %+v", name, gotG, wantG)
	}
	if checkNesting(toks) != nil && !tooDeep {
		t.Errorf("%s: nests too deeply, but the scan's bound says it does not", name)
	}
}

// TestScanAsLexer checks the scan against hclsyntax's tokens on the
// testdata programs, the corpus (when ../shared is present) and tricky
// snippets.
func TestScanAsLexer(t *testing.T) {
	var paths []string
	for _, root := range []string{filepath.Join("..", "testdata"), filepath.Join("testdata"), filepath.Join("..", "..", "shared", "corpus")} {
		filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".pp") {
				paths = append(paths, path)
			}
			return nil
		})
	}
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		checkScan(t, path, src)
	}
	t.Logf("compared %d files", len(paths))
	for i, src := range []string{
		"a = 1 # one\nb = [1, # x\n  2, /* y */ 3]\n",
		"a = \"# not ${x # c\n} a comment\" // yes\n",
		"a = \"$${x} %%{y} \\\" # no\" # yes\n",
		"a = <<EOT\n# not\n${x} # no\n  EOT\n# yes\nb = <<-E\r\n  /* no */\r\n  E\r\n// yes\r\n",
		"a = <<EOT\nEOT # not the end\nEOT\n# yes\n",
		"a = {\n  b = 1, # t\n  # d\n}\n/* unterminated",
		"a = \"${ {x = 1} }\" # c\nb = \"${\"${1}\"}\" # d\n",
		"a = \"%{ if x }y%{ endif }\" # c\n",
		"a = x ~} # c\n} # d\n",
		"a = \"é # no\" # é\nb = \"x\ny\" # z\n",
		"# only\n",
		"a = 1 /* a\nb */ + 2 // é\u0301 é\u0301",
		"\r# c\r\n",
		"a = [\n  1 # one\n  ,\n  2, # two\n]\n",
		"a = <<EOT\n${x} EOT\nEOT\n#c\n",
		"a = \"\\\n\" # c\n",
	} {
		checkScan(t, "snippet"+string(rune('a'+i))+".pp", []byte(src))
	}
}

// FuzzScan compares the scan with hclsyntax's lexer on arbitrary UTF-8.
func FuzzScan(f *testing.F) {
	f.Add([]byte("a = \"${b # c\n}\" # d\nx = <<E\n#\nE\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		if !utf8.Valid(src) || bytes.IndexByte(src, 0) >= 0 {
			t.Skip()
		}
		checkScan(t, "fuzz.pp", src)
	})
}
