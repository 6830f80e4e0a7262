package pclsynth

import (
	"os"
	"path/filepath"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// Write writes the program's files into dir.
func (p *Program) Write(dir string) error {
	for _, f := range p.Files() {
		path := filepath.Join(dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, f.Contents, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Bind writes the program into dir and binds it.
func (p *Program) Bind(dir string, loader *schema.Loader) (*binder.Program, hcl.Diagnostics, error) {
	if err := p.Write(dir); err != nil {
		return nil, nil, err
	}
	prog, diags := binder.BindDirectory(dir, binder.Options{Loader: loader})
	return prog, diags, nil
}

// DefaultPackages are the packages of the project's test schemas.
var DefaultPackages = []string{"random", "aws", "widgets"}

// CorpusPackages are the packages taken from the shared corpus's schemas
// when it is present.
var CorpusPackages = []string{"tls"}

// DefaultSchemas loads the project's schemas (root/testdata/schemas) and,
// when root/../shared/corpus/schemas exists, the corpus's tls schema. It
// returns the loader to bind with and whether the corpus was found.
func DefaultSchemas(root string) (*Schemas, *schema.Loader, bool, error) {
	dirs := []string{filepath.Join(root, "testdata", "schemas")}
	corpus := filepath.Join(root, "..", "shared", "corpus", "schemas")
	haveCorpus := false
	if info, err := os.Stat(corpus); err == nil && info.IsDir() {
		dirs = append(dirs, corpus)
		haveCorpus = true
	}
	loader := schema.NewLoader(dirs...)
	names := append([]string(nil), DefaultPackages...)
	if haveCorpus {
		names = append(names, CorpusPackages...)
	}
	s, err := LoadSchemas(loader, names...)
	return s, loader, haveCorpus, err
}
