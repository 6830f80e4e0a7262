package main

import (
	"fmt"
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
// The variants and the AWS substitute are given to the loaders with
// schema.Loader.Substitute, which maps a package name at every version to one
// file.
const (
	conformanceSchemaDir = "conformance"
	awsSubstitute        = "substitutes/aws-5.x-20220926.json"
)

// schemaSets hands out schema loaders, one per distinct set of schemas (the
// codegen tests', the conformance tests', and each variant test's own), so
// that each schema is read once however many programs use it. It is safe for
// concurrent use.
type schemaSets struct {
	corpus *corpus

	mu      sync.Mutex
	loaders map[string]*schema.Loader
}

// newSchemaSets returns the loaders' factory.
func newSchemaSets(c *corpus) *schemaSets {
	return &schemaSets{corpus: c, loaders: map[string]*schema.Loader{}}
}

// loaderFor returns the loader for test p.
func (s *schemaSets) loaderFor(p *testProgram) (*schema.Loader, error) {
	key, dir, subs, err := s.schemasFor(p)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	l, ok := s.loaders[key]
	if !ok {
		l = schema.NewLoader(dir)
		for name, file := range subs {
			l.Substitute(name, file)
		}
		s.loaders[key] = l
	}
	return l, nil
}

// schemasFor returns the schemas test p uses: the directory searched, the
// substitutes (package name to file) and a key that is the same for every
// test that uses the same schemas.
func (s *schemaSets) schemasFor(p *testProgram) (key, dir string, subs map[string]string, err error) {
	subs = map[string]string{}
	if p.kind != "conformance" {
		sub := filepath.Join(s.corpus.schemasDir(), awsSubstitute)
		if _, err := os.Stat(sub); err == nil {
			subs["aws"] = sub
		}
		return "codegen", s.corpus.schemasDir(), subs, nil
	}
	dir = filepath.Join(s.corpus.schemasDir(), conformanceSchemaDir)
	variants, err := filepath.Glob(filepath.Join(dir, "*."+globEscape(p.name)+".json"))
	if err != nil || len(variants) == 0 {
		return "conformance", dir, subs, nil
	}
	for _, v := range variants {
		base := strings.TrimSuffix(filepath.Base(v), "."+p.name+".json")
		name, ok := variantPackage(base)
		if !ok {
			return "", "", nil, fmt.Errorf("schema variant %s: the name does not have the form <package>-<version>.%s.json", v, p.name)
		}
		subs[name] = v
	}
	return "conformance\x00" + p.name, dir, subs, nil
}

// variantPackage returns the package name of a variant's "<pkg>-<version>":
// what comes before the first '-' that is followed by a digit (or "v" and a
// digit).
func variantPackage(base string) (string, bool) {
	for i := 1; i < len(base)-1; i++ {
		if base[i] != '-' {
			continue
		}
		rest := strings.TrimPrefix(base[i+1:], "v")
		if rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			return base[:i], true
		}
	}
	return "", false
}

// globEscape quotes the glob metacharacters of s.
func globEscape(s string) string {
	r := strings.NewReplacer(`*`, `\*`, `?`, `\?`, `[`, `\[`, `\`, `\\`)
	return r.Replace(s)
}
