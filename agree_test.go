package pclgen_test

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder/schema"
)

// knownDisagreements lists the programs whose generation the backends
// disagree about, with why (a language that cannot express something, or a
// fix at the root still to be made), one a line: NAME, a tab, the reason.
const knownDisagreements = "testdata/agree/known-disagreements.txt"

// agreeJob is one program to generate in every language.
type agreeJob struct {
	name string // as the report and knownDisagreements name it
	fsys fs.FS
	path string
	opts pclgen.Options
}

// TestBackendsAgree generates every program of testdata/programs,
// testdata/examples and testdata/invalid, and every corpus program (when
// the shared corpus is there), in every language, and checks that the
// backends agree on which programs are errors: each backend reports the
// same errors, by summary and range, as the others. A program the binder
// rejects is rejected for every language at once; the others are where a
// check written in one backend only shows. The programs the backends
// still disagree about are listed, with why, in knownDisagreements.
func TestBackendsAgree(t *testing.T) {
	jobs := testdataAgreeJobs(t)
	if dir, ok := corpusDirIfPresent(); ok {
		jobs = append(jobs, corpusAgreeJobs(t, dir)...)
	} else {
		t.Log("the shared corpus is absent (../shared/corpus beside the module root): only testdata is checked")
	}
	known := readKnownDisagreements(t)
	ctx := t.Context()
	disagree, failed := 0, 0
	for _, j := range jobs {
		res, diags := pclgen.Convert(ctx, j.fsys, j.path, j.opts)
		if len(res.Outputs) == 0 {
			if !diags.HasErrors() {
				t.Errorf("%s: no language generated, and no error says why", j.name)
			}
			failed++
			if _, ok := known[j.name]; ok {
				t.Errorf("%s: listed in %s, but the binder rejects it for every language", j.name, knownDisagreements)
			}
			continue
		}
		if diff := outputsDisagree(res.Outputs); diff != "" {
			disagree++
			if _, ok := known[j.name]; !ok {
				t.Errorf("%s: the backends disagree:\n%s", j.name, diff)
			}
		} else if _, ok := known[j.name]; ok {
			t.Errorf("%s: listed in %s, but the backends agree now: remove it", j.name, knownDisagreements)
		}
	}
	t.Logf("%d programs: %d rejected by the binder, %d the backends disagree about (%d listed as known)", len(jobs), failed, disagree, len(known))
}

// outputsDisagree describes where the languages' errors differ, or
// returns "" when every language reports the same errors.
func outputsDisagree(outs []pclgen.Output) string {
	errs := make([]string, len(outs))
	for i, o := range outs {
		errs[i] = errorKeys(o.Diagnostics)
	}
	same := true
	for _, e := range errs[1:] {
		same = same && e == errs[0]
	}
	if same {
		return ""
	}
	var b strings.Builder
	for i, o := range outs {
		text := errs[i]
		if text == "" {
			text = "no errors\n"
		}
		fmt.Fprintf(&b, "  %s:\n%s", o.Language, indent(text, "    "))
	}
	return b.String()
}

// errorKeys lists the error diagnostics by summary and range, sorted, one
// a line.
func errorKeys(diags hcl.Diagnostics) string {
	var keys []string
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		at := "(no range)"
		if d.Subject != nil {
			at = fmt.Sprintf("%s:%d:%d-%d:%d", filepath.Base(d.Subject.Filename), d.Subject.Start.Line, d.Subject.Start.Column,
				d.Subject.End.Line, d.Subject.End.Column)
		}
		keys = append(keys, at+": "+d.Summary+"\n")
	}
	sort.Strings(keys)
	return strings.Join(keys, "")
}

func indent(text, prefix string) string {
	lines := strings.SplitAfter(text, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = prefix + l
		}
	}
	return strings.Join(lines, "")
}

// testdataAgreeJobs lists the programs of testdata/programs and
// testdata/examples (bound with testdata/schemas) and of testdata/invalid
// (bound with its own schemas).
func testdataAgreeJobs(t *testing.T) []agreeJob {
	t.Helper()
	var jobs []agreeJob
	schemas := schema.NewLoader(filepath.Join("testdata", "schemas"))
	for _, dir := range []string{"programs", "examples"} {
		ents, err := os.ReadDir(filepath.Join("testdata", dir))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			if e.IsDir() {
				p := filepath.Join("testdata", dir, e.Name())
				jobs = append(jobs, agreeJob{name: p, fsys: pclgen.Disk, path: p, opts: pclgen.Options{Schemas: schemas}})
			}
		}
	}
	invalid := schema.NewLoader(filepath.Join("testdata", "invalid", "schemas"))
	files, err := filepath.Glob(filepath.Join("testdata", "invalid", "*.pp"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range files {
		jobs = append(jobs, agreeJob{name: p, fsys: pclgen.Disk, path: p, opts: pclgen.Options{Schemas: invalid}})
	}
	if len(jobs) == 0 {
		t.Fatal("no testdata programs")
	}
	return jobs
}

// corpusAgreeJobs lists the corpus programs, bound as TestConvertCorpusParallel
// binds them.
func corpusAgreeJobs(t *testing.T, dir string) []agreeJob {
	t.Helper()
	c := loadCorpus(t, dir)
	loaders := c.loaders()
	jobs := make([]agreeJob, len(c.jobs))
	for i, j := range c.jobs {
		jobs[i] = agreeJob{name: "corpus/" + strings.TrimPrefix(j.name, "programs/"), fsys: c.files, path: j.name,
			opts: pclgen.Options{Schemas: loaders[j.schemas], Strictness: j.strictness}}
	}
	return jobs
}

// corpusDirIfPresent returns the shared corpus directory when it is there.
func corpusDirIfPresent() (string, bool) {
	abs, err := filepath.Abs(filepath.Join("..", "shared", "corpus"))
	if err != nil {
		return "", false
	}
	if _, err := os.Stat(filepath.Join(abs, "programs")); err != nil {
		return "", false
	}
	return abs, true
}

// readKnownDisagreements reads knownDisagreements: NAME, a tab and the
// reason on each line; blank lines and lines starting with # are skipped.
func readKnownDisagreements(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	f, err := os.Open(knownDisagreements)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, ok := strings.Cut(line, "\t")
		if !ok || strings.TrimSpace(reason) == "" {
			t.Fatalf("%s:%d: want NAME, a tab and the reason", knownDisagreements, n)
		}
		out[name] = reason
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
