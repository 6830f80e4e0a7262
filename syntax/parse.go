package syntax

import (
	"fmt"

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
	// Tokens is the lexed source, comments and newlines included, ending
	// with a TokenEOF token.
	Tokens hclsyntax.Tokens

	index *commentIndex
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
// panics.
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
				file.Body = emptyBody(name, file.Tokens)
			}
			file.index = &commentIndex{}
		}
	}()

	file.Tokens, _ = hclsyntax.LexConfig(src, name, hcl.InitialPos)
	if d := checkNesting(file.Tokens); d != nil {
		// The parser would recurse this deep and could exhaust the stack.
		diags = append(diags, d)
		file.Body = emptyBody(name, file.Tokens)
	} else {
		// ParseConfig lexes again and reports lexical errors itself.
		hf, parseDiags := hclsyntax.ParseConfig(src, name, hcl.InitialPos)
		diags = append(diags, parseDiags...)
		if hf != nil {
			file.Body, _ = hf.Body.(*hclsyntax.Body)
		}
		if file.Body == nil {
			file.Body = emptyBody(name, file.Tokens)
		}
	}
	file.index = buildIndex(src, file.Tokens, file.Body)
	return file, diags
}

// emptyBody returns a body with no content, spanning the tokens toks.
func emptyBody(name string, toks hclsyntax.Tokens) *hclsyntax.Body {
	end := hcl.InitialPos
	if len(toks) > 0 {
		end = toks[len(toks)-1].Range.End
	}
	return &hclsyntax.Body{
		Attributes: hclsyntax.Attributes{},
		SrcRange:   hcl.Range{Filename: name, Start: hcl.InitialPos, End: end},
		EndRange:   hcl.Range{Filename: name, Start: end, End: end},
	}
}
