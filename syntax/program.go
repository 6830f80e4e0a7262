package syntax

import (
	"github.com/hashicorp/hcl/v2"
)

// Program is the set of parsed files that make up one PCL program, with
// lookups by the Filename of an hcl.Range.
type Program struct {
	// Files are the program's files in the order they were given.
	Files []*File

	byName map[string]*File
}

// NewProgram groups files into a Program. Nil entries are dropped; if two
// files share a name, lookups find the first.
func NewProgram(files []*File) *Program {
	p := &Program{byName: make(map[string]*File, len(files))}
	for _, f := range files {
		if f == nil {
			continue
		}
		p.Files = append(p.Files, f)
		if _, dup := p.byName[f.Name]; !dup {
			p.byName[f.Name] = f
		}
	}
	return p
}

// LoadProgram parses path with ParsePath and groups the files into a
// Program. The Program is never nil, though it may hold no files when the
// diagnostics report errors.
func LoadProgram(path string) (*Program, hcl.Diagnostics) {
	files, diags := ParsePath(path)
	return NewProgram(files), diags
}

// File returns the file named name, or nil.
func (p *Program) File(name string) *File {
	if p == nil {
		return nil
	}
	return p.byName[name]
}

// FileFor returns the file that r lies in, found by r.Filename, or nil.
func (p *Program) FileFor(r hcl.Range) *File {
	return p.File(r.Filename)
}

// Source returns the source of the file named filename, or nil.
func (p *Program) Source(filename string) []byte {
	if f := p.File(filename); f != nil {
		return f.Bytes
	}
	return nil
}

// HCLFiles returns the program's files keyed by name, in the form that
// hcl.NewDiagnosticTextWriter takes to print diagnostics with source
// snippets.
func (p *Program) HCLFiles() map[string]*hcl.File {
	if p == nil {
		return nil
	}
	m := make(map[string]*hcl.File, len(p.byName))
	for name, f := range p.byName {
		m[name] = f.HCL()
	}
	return m
}
