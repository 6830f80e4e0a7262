package main

import (
	"bytes"
	"fmt"
	"go/format"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/golang"
)

// backends maps each language -lang accepts to its backend's constructor.
var backends = map[string]func() gen.Backend{
	"go": golang.New,
}

// languages returns the languages -lang accepts, for messages.
func languages() string {
	return strings.Join(slices.Sorted(maps.Keys(backends)), ", ")
}

// generated holds what the gen stage produced for each test: the files of
// each step, for the compile stage. It is safe for concurrent use.
type generated struct {
	mu    sync.Mutex
	files map[*testProgram][][]gen.File
}

func newGenerated() *generated {
	return &generated{files: map[*testProgram][][]gen.File{}}
}

func (g *generated) set(p *testProgram, files [][]gen.File) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.files[p] = files
}

func (g *generated) get(p *testProgram) [][]gen.File {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.files[p]
}

// genStage generates code for every step of a test. A test passes when no
// step has errors and, for Go, every .go file is gofmt-clean (which also
// means it parses).
type genStage struct {
	backend gen.Backend
	// programsDir is stripped from file names in diagnostics.
	programsDir string
	out         *generated
}

func (s genStage) name() string { return "gen " + s.backend.Language() }

func (s genStage) run(p *testProgram, st *testState) outcome {
	o := outcome{passed: true}
	var all [][]gen.File
	for _, prog := range st.bound {
		files, diags := s.backend.GenerateProgram(prog)
		if diags.HasErrors() {
			o.passed = false
			o.diags = append(o.diags, bindStage{programsDir: s.programsDir}.format(diags)...)
			continue
		}
		if s.backend.Language() == "go" {
			for _, f := range files {
				if msg := gofmtProblem(f); msg != "" {
					o.passed = false
					o.diags = append(o.diags, message{summary: msg})
				}
			}
		}
		all = append(all, files)
	}
	if !o.passed && len(o.diags) == 0 {
		o.diags = []message{{summary: "generation failed without an error diagnostic"}}
	}
	if o.passed {
		s.out.set(p, all)
	}
	return o
}

// gofmtProblem says why a generated Go file is not what gofmt would print,
// or returns "".
func gofmtProblem(f gen.File) string {
	if !strings.HasSuffix(f.Path, ".go") {
		return ""
	}
	formatted, err := format.Source(f.Contents)
	switch {
	case err != nil:
		return fmt.Sprintf("%s does not parse as Go: %v", f.Path, err)
	case !bytes.Equal(formatted, f.Contents):
		return f.Path + " is not gofmt-clean"
	}
	return ""
}
