package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/pclgen/pclgen/binder/schema"
)

// The corpus's schema layout (see its README):
//
//   - schemas/ holds the schemas of the codegen tests' packages;
//   - schemas/conformance/ those of the conformance test providers, whose
//     names clash with schemas/ (component-13.3.7), so the l1-, l2- and l3-
//     tests use only that folder;
//   - schemas/conformance/<pkg>-<version>.<test>.json is the schema that test
//     <test> uses instead of <pkg>-<version>.json (config-grpc's variants);
//   - schemas/substitutes/aws-5.x-20220926.json stands for aws at every
//     version: the corpus has no real aws schema.
//
// The schema Loader finds packages by file name in a list of directories and
// has no way to map a package to a fixed file, so the substitutions are made
// with a scratch directory of symbolic links (copies where links are not
// supported) searched after (codegen) or before (variants) the corpus's own
// directories: one link per aws version the manifest names (aws-5.4.0.json,
// ...) and an unversioned aws.json to the substitute, and one
// directory per variant test with <pkg>-<version>.json linked to its variant.
const (
	conformanceSchemaDir = "conformance"
	awsSubstitute        = "substitutes/aws-5.x-20220926.json"
)

// schemaSets hands out schema loaders, one per distinct list of directories,
// so that each schema is read once however many programs use it. It is safe
// for concurrent use.
type schemaSets struct {
	corpus  *corpus
	scratch string

	mu      sync.Mutex
	loaders map[string]*schema.Loader
	// codegenDirs are the directories the codegen tests search.
	codegenDirs []string
	err         error
	once        sync.Once
}

// newSchemaSets returns the loaders' factory; scratch is an empty directory
// the substitutions may be written to.
func newSchemaSets(c *corpus, scratch string) *schemaSets {
	return &schemaSets{corpus: c, scratch: scratch, loaders: map[string]*schema.Loader{}}
}

// loaderFor returns the loader for test p.
func (s *schemaSets) loaderFor(p *testProgram) (*schema.Loader, error) {
	dirs, err := s.dirsFor(p)
	if err != nil {
		return nil, err
	}
	key := strings.Join(dirs, "\x00")
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.loaders[key]
	if !ok {
		l = schema.NewLoader(dirs...)
		s.loaders[key] = l
	}
	return l, nil
}

// dirsFor returns the schema directories test p searches, in order.
func (s *schemaSets) dirsFor(p *testProgram) ([]string, error) {
	if p.kind != "conformance" {
		s.once.Do(s.prepareCodegen)
		return s.codegenDirs, s.err
	}
	confDir := filepath.Join(s.corpus.schemasDir(), conformanceSchemaDir)
	variants, err := filepath.Glob(filepath.Join(confDir, "*."+globEscape(p.name)+".json"))
	if err != nil || len(variants) == 0 {
		return []string{confDir}, nil
	}
	dir := filepath.Join(s.scratch, "variants", p.name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	for _, v := range variants {
		base := strings.TrimSuffix(filepath.Base(v), "."+p.name+".json") + ".json"
		if err := linkOrCopy(v, filepath.Join(dir, base)); err != nil {
			return nil, err
		}
	}
	return []string{dir, confDir}, nil
}

// prepareCodegen links the aws substitute under every version the manifest
// names and sets codegenDirs.
func (s *schemaSets) prepareCodegen() {
	s.codegenDirs = []string{s.corpus.schemasDir()}
	sub := filepath.Join(s.corpus.schemasDir(), awsSubstitute)
	if _, err := os.Stat(sub); err != nil {
		return
	}
	dir := filepath.Join(s.scratch, "aws")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		s.err = err
		return
	}
	// The unversioned link answers requests for versions the manifest does
	// not name (the binder falls back to an unversioned schema).
	versions := append([]string{""}, s.corpus.manifestVersions("aws")...)
	for _, v := range versions {
		name := "aws-" + v + ".json"
		if v == "" {
			name = "aws.json"
		}
		if err := linkOrCopy(sub, filepath.Join(dir, name)); err != nil {
			s.err = err
			return
		}
	}
	s.codegenDirs = append(s.codegenDirs, dir)
}

// linkOrCopy makes dst a symbolic link to src, or a copy of it where links
// cannot be made.
func linkOrCopy(src, dst string) error {
	abs, err := filepath.Abs(src)
	if err != nil {
		return err
	}
	if err := os.Symlink(abs, dst); err == nil || os.IsExist(err) {
		return nil
	}
	in, err := os.Open(abs)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("copying %s: %w", src, err)
	}
	return out.Close()
}

// globEscape quotes the glob metacharacters of s.
func globEscape(s string) string {
	r := strings.NewReplacer(`*`, `\*`, `?`, `\?`, `[`, `\[`, `\`, `\\`)
	return r.Replace(s)
}
