package binder

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/syntax"
)

// sharedDir returns ../shared beside the module root, or "" when absent.
func sharedDir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
	shared := filepath.Join(filepath.Dir(dir), "shared")
	if _, err := os.Stat(filepath.Join(shared, "corpus", "programs")); err != nil {
		return ""
	}
	return shared
}

// corpusProgram is one program of the corpus.
type corpusProgram struct {
	test string // the manifest's test name
	dir  string
	// expectOK is the manifest's verdict: the program binds (with the AWS
	// substitute) and all its schemas are at hand.
	expectOK bool
	opts     Options
}

// corpusPrograms lists the corpus programs: each test directory, or its
// numbered step directories for multi-step tests.
func corpusPrograms(t *testing.T, shared string) []corpusProgram {
	t.Helper()
	corpus := filepath.Join(shared, "corpus")
	manifest := readManifest(t, filepath.Join(corpus, "manifest.tsv"))
	loaders := map[bool]*schema.Loader{}
	var out []corpusProgram
	ents, err := os.ReadDir(filepath.Join(corpus, "programs"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if !e.IsDir() {
			continue
		}
		row := manifest[e.Name()]
		conformance := strings.HasPrefix(e.Name(), "l1-") || strings.HasPrefix(e.Name(), "l2-") || strings.HasPrefix(e.Name(), "l3-")
		if loaders[conformance] == nil {
			if conformance {
				loaders[conformance] = schema.NewLoader(filepath.Join(corpus, "schemas", "conformance"))
			} else {
				loaders[conformance] = schema.NewLoader(filepath.Join(corpus, "schemas"), filepath.Join(corpus, "schemas", "substitutes"))
			}
		}
		opts := Options{
			Loader:                 loaders[conformance],
			SkipResourceTypecheck:  strings.Contains(row["bind_options_or_providers"], "SkipResourceTypechecking"),
			SkipInvokeTypecheck:    strings.Contains(row["bind_options_or_providers"], "SkipInvokeTypechecking"),
			AllowMissingVariables:  strings.Contains(row["bind_options_or_providers"], "AllowMissingVariables"),
			AllowMissingProperties: strings.Contains(row["bind_options_or_providers"], "AllowMissingProperties"),
		}
		expect := row["bind_check_with_aws_substitute"]
		expectOK := expect == "OK" || expect == "n/a"
		dir := filepath.Join(corpus, "programs", e.Name())
		if syntax.IsProgramDir(syntax.OS, dir) {
			out = append(out, corpusProgram{test: e.Name(), dir: dir, expectOK: expectOK, opts: opts})
			continue
		}
		steps, _ := os.ReadDir(dir)
		for _, s := range steps {
			if s.IsDir() && syntax.IsProgramDir(syntax.OS, filepath.Join(dir, s.Name())) {
				out = append(out, corpusProgram{test: e.Name() + "/" + s.Name(), dir: filepath.Join(dir, s.Name()), expectOK: expectOK, opts: opts})
			}
		}
	}
	return out
}

func readManifest(t *testing.T, path string) map[string]map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var header []string
	rows := map[string]map[string]string{}
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if header == nil {
			header = cols
			continue
		}
		row := map[string]string{}
		for i, c := range cols {
			if i < len(header) {
				row[header[i]] = c
			}
		}
		rows[cols[0]] = row
	}
	return rows
}

// corpusKnownFailures are the corpus programs pclgen rejects, with why. Each
// is checked to still fail, so that a fix shows up here.
var corpusKnownFailures = map[string]string{
	"mutually-dependant-components": "each component's output is its input, which is the other's output: " +
		"a value cycle that never resolves (the generated programs hang), rejected as a circular reference",
}

// TestBindCorpus binds every corpus program and reports how many bind
// without errors. A program the manifest expects to bind must bind, unless it
// is a known failure; a program expected to fail must fail.
func TestBindCorpus(t *testing.T) {
	shared := sharedDir(t)
	if shared == "" {
		t.Skip("../shared (the PCL corpus) is absent beside the module root")
	}
	programs := corpusPrograms(t, shared)
	passed := 0
	var failures []string
	for _, p := range programs {
		prog, diags := BindDirectory(p.dir, p.opts)
		ok := !diags.HasErrors()
		if ok {
			passed++
		} else {
			failures = append(failures, p.test+": "+firstError(diags))
		}
		if prog == nil {
			t.Errorf("%s: nil program", p.test)
		}
		_, known := corpusKnownFailures[p.test]
		switch {
		case p.expectOK && !ok && !known:
			t.Errorf("%s: unexpected errors:\n%s", p.test, diagText(diags))
		case !p.expectOK && ok:
			t.Logf("%s: binds, though the manifest expects an error", p.test)
		case known && ok:
			t.Errorf("%s: listed as a known failure (%s) but binds", p.test, corpusKnownFailures[p.test])
		}
	}
	sort.Strings(failures)
	t.Logf("corpus: %d of %d programs bind without errors", passed, len(programs))
	for _, f := range failures {
		t.Logf("  fails: %s", f)
	}
}

func firstError(diags hcl.Diagnostics) string {
	for _, d := range diags {
		if d.Severity == hcl.DiagError {
			s := d.Summary + ": " + d.Detail
			if d.Subject != nil {
				s = d.Subject.String() + ": " + s
			}
			return s
		}
	}
	return ""
}

func diagText(diags hcl.Diagnostics) string {
	var b strings.Builder
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		if d.Subject != nil {
			b.WriteString(d.Subject.String() + ": ")
		}
		b.WriteString(d.Summary + ": " + d.Detail + "\n")
	}
	return b.String()
}
