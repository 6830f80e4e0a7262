package syntax

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// File is one parsed PCL source file.
type File struct {
	// Name is the file name as given to ParseFile, or the path read from
	// disk; every range in the file carries it as Filename.
	Name string
	// Bytes is the source. The parse retains slices of it, so it must not
	// be modified.
	Bytes []byte
	// Body is the file's top-level body. It is never nil; after parse errors
	// it may be incomplete.
	Body *hclsyntax.Body

	index *commentIndex
}

// MaxFileSize is the largest source file, in bytes, that ParseFile and
// ParseFiles accept, and the largest total of a program's files: memory
// grows in proportion to the source (about 150 bytes per source byte through
// binding and generation), and a larger program is refused at once rather
// than left to exhaust the machine.
const MaxFileSize = 8 << 20

// Tokens lexes the source with hclsyntax.LexConfig: comments and newlines
// included, ending with a TokenEOF token. Parsing does not need them; each
// call lexes again.
func (f *File) Tokens() hclsyntax.Tokens {
	if f == nil {
		return nil
	}
	toks, _ := hclsyntax.LexConfig(f.Bytes, f.Name, hcl.InitialPos)
	return toks
}

// HCL returns the file as an *hcl.File, for APIs such as
// hcl.NewDiagnosticTextWriter, or nil for a nil File.
func (f *File) HCL() *hcl.File {
	if f == nil {
		return nil
	}
	return &hcl.File{Body: f.Body, Bytes: f.Bytes}
}

// ParseFile parses src as the PCL file name. It always returns a usable File;
// when the diagnostics contain errors its Body may be incomplete. It never
// panics. A source larger than MaxFileSize, or one that is not UTF-8 text,
// yields a single error and an empty body.
//
// The source is lexed once, by hclsyntax.ParseConfig: comments are found by
// a scan that follows the lexer's modes without building tokens (scan.go).
func ParseFile(name string, src []byte) (file *File, diags hcl.Diagnostics) {
	file = &File{Name: name, Bytes: src}
	defer func() {
		if r := recover(); r != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Internal error while parsing",
				Detail:   fmt.Sprintf("Parsing %s failed unexpectedly: %v.", name, r),
				Subject:  &hcl.Range{Filename: name, Start: hcl.InitialPos, End: hcl.InitialPos},
			})
			if file.Body == nil {
				file.Body = emptyBody(name, src)
			}
			file.index = &commentIndex{}
		}
	}()

	if d := checkSource(name, src); d != nil {
		file.Body = emptyBody(name, src)
		file.index = &commentIndex{}
		return file, hcl.Diagnostics{d}
	}
	comments, gaps, mayNestTooDeep := scanSource(name, src)
	if mayNestTooDeep {
		// The scan's bound is loose; lex to know. The parser would recurse
		// this deep and could exhaust the stack.
		toks, _ := hclsyntax.LexConfig(src, name, hcl.InitialPos)
		if d := checkNesting(toks); d != nil {
			diags = append(diags, d)
			file.Body = emptyBody(name, src)
		}
	}
	if file.Body == nil {
		hf, parseDiags := hclsyntax.ParseConfig(src, name, hcl.InitialPos)
		diags = append(diags, parseDiags...)
		if hf != nil {
			file.Body, _ = hf.Body.(*hclsyntax.Body)
		}
		if file.Body == nil {
			file.Body = emptyBody(name, src)
		}
	}
	file.index = buildIndex(src, comments, gaps, file.Body)
	return file, diags
}

// checkSource refuses a source larger than MaxFileSize, and one that is not
// UTF-8 text (a binary file), with one error rather than one per bad byte.
func checkSource(name string, src []byte) *hcl.Diagnostic {
	if len(src) > MaxFileSize {
		return tooLarge(name, fmt.Sprintf("%s is %d bytes", name, len(src)))
	}
	bad := -1
	for i := 0; i < len(src); {
		c := src[i]
		if c < utf8.RuneSelf {
			if c == 0 {
				bad = i
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && size <= 1 {
			bad = i
			break
		}
		i += size
	}
	if bad < 0 {
		return nil
	}
	pos := endPos(src[:bad])
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Invalid file encoding",
		Detail: fmt.Sprintf("%s is not UTF-8 text: byte %d is 0x%02x. PCL source files are UTF-8 text without NUL bytes; is this a binary file?",
			name, bad, src[bad]),
		Subject: &hcl.Range{Filename: name, Start: pos, End: hcl.Pos{Line: pos.Line, Column: pos.Column + 1, Byte: bad + 1}},
	}
}

// tooLarge is the error for a program over MaxFileSize; what says how large
// it is.
func tooLarge(name, what string) *hcl.Diagnostic {
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Program too large",
		Detail: fmt.Sprintf("%s, over the limit of %d bytes (%d MiB) for a PCL program (syntax.MaxFileSize); split it into components.",
			what, MaxFileSize, MaxFileSize>>20),
		Subject: &hcl.Range{Filename: name, Start: hcl.InitialPos, End: hcl.InitialPos},
	}
}

// endPos returns the position after src, counting columns as hclsyntax
// does (grapheme clusters).
func endPos(src []byte) hcl.Pos {
	s := &scanner{src: src, line: 1 + bytes.Count(src, []byte{'\n'}), lineStart: bytes.LastIndexByte(src, '\n') + 1}
	return s.pos(len(src))
}

// emptyBody returns a body with no content, spanning src.
func emptyBody(name string, src []byte) *hclsyntax.Body {
	end := endPos(src)
	return &hclsyntax.Body{
		Attributes: hclsyntax.Attributes{},
		SrcRange:   hcl.Range{Filename: name, Start: hcl.InitialPos, End: end},
		EndRange:   hcl.Range{Filename: name, Start: end, End: end},
	}
}
