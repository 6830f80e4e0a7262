// Package golden runs this repository's golden tests: package pclgentest,
// which users golden-test their own programs with, over the programs of
// testdata/programs and testdata/examples and the schemas of
// testdata/schemas, plus the checks pclgen holds its own output to:
// generating twice gives the same bytes, no file holds a placeholder, and
// each file passes the language's own check (gofmt for Go).
//
// A backend's TestGolden is an external test (package golang_test): the
// backend is imported through package pclgen, which an internal test of
// the backend cannot import.
package golden

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/pclgentest"
)

// Placeholders are the strings no generated file may contain: markers of
// unfinished generation and of formatting mistakes.
var Placeholders = []string{"TODO", "FIXME", "XXX", "PLACEHOLDER", "placeholder", "<nil>", "%!"}

// RunSets golden-tests lang on the programs of each of gentest.Sets, as a
// subtest named after the set. check, when set, reports what is wrong with
// one generated file.
func RunSets(t *testing.T, lang pclgen.Language, check func(path string, contents []byte) error) {
	t.Helper()
	root := gentest.RepoRoot(t)
	schemas := filepath.Join(root, "testdata", "schemas")
	opts := Options(func() pclgen.Options {
		return pclgen.Options{Schemas: schema.NewLoader(schemas), Languages: []pclgen.Language{lang}}
	}, check)
	for _, set := range gentest.Sets {
		t.Run(set, func(t *testing.T) {
			pclgentest.Run(t, filepath.Join(root, "testdata", set), opts)
		})
	}
}

// Options are the pclgentest options of the repository's golden tests:
// convert returns the conversion's options, with a schema source of its
// own each time it is called; the checks of Problems are added.
func Options(convert func() pclgen.Options, check func(path string, contents []byte) error) pclgentest.Options {
	return pclgentest.Options{
		Convert: convert(),
		Check: func(program string, lang pclgen.Language, files []pclgen.File) []string {
			return Problems(program, lang, files, convert(), check)
		},
	}
}

// Problems returns what is wrong with the files generated in lang for the
// program in dir, besides their differences from the golden files: that a
// second, independent conversion with opts (which should have a schema
// source of its own) gives other bytes, that a file holds a placeholder,
// or what check finds.
func Problems(dir string, lang pclgen.Language, files []pclgen.File, opts pclgen.Options, check func(path string, contents []byte) error) []string {
	var problems []string
	report := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }

	opts.Languages = []pclgen.Language{lang}
	again, diags := pclgen.Convert(context.Background(), pclgen.Disk, dir, opts)
	if diags.HasErrors() {
		report("the second generation failed: %v", diags)
	} else if diff := compareFileSets(files, again.Files(lang)); diff != "" {
		report("generating twice gave different output:\n%s", diff)
	}
	for _, f := range files {
		for _, p := range Placeholders {
			if i := bytes.Index(f.Contents, []byte(p)); i >= 0 {
				line := bytes.Count(f.Contents[:i], []byte("\n")) + 1
				report("%s:%d contains %q", f.Path, line, p)
			}
		}
		if check != nil {
			if err := check(f.Path, f.Contents); err != nil {
				report("%s: %v", f.Path, err)
			}
		}
	}
	return problems
}

// compareFileSets returns how two generations differ, or "".
func compareFileSets(a, b []pclgen.File) string {
	var out strings.Builder
	if len(a) != len(b) {
		fmt.Fprintf(&out, "%d files, then %d\n", len(a), len(b))
	}
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i].Path != b[i].Path {
			fmt.Fprintf(&out, "file %d is %s, then %s\n", i, a[i].Path, b[i].Path)
			continue
		}
		out.WriteString(gentest.UnifiedDiff(a[i].Path+" (first)", b[i].Path+" (second)", a[i].Contents, b[i].Contents))
	}
	return out.String()
}

// Formatted returns a check for RunSets that reports a file ending in ext
// which format would change, with a diff; name says which formatter.
func Formatted(ext, name string, format func([]byte) ([]byte, error)) func(path string, contents []byte) error {
	return func(path string, contents []byte) error {
		if filepath.Ext(path) != ext {
			return nil
		}
		formatted, err := format(contents)
		if err != nil {
			return err
		}
		if !bytes.Equal(formatted, contents) {
			return fmt.Errorf("not stable under %s:\n%s", name, gentest.UnifiedDiff(path, path+" ("+name+")", contents, formatted))
		}
		return nil
	}
}
