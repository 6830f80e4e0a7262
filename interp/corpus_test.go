package interp

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/interp/trace"
)

// runBound runs prog and fails the test when Run panics (an "internal
// error") or takes longer than a bound.
func runBound(t *testing.T, name string, prog *binder.Program) *trace.Trace {
	t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	tr, m := Run(ctx, prog, Options{RootDirectory: prog.Dir, Config: SampleConfig(prog)})
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("%s: the run took %s", name, d)
	}
	if tr == nil || m == nil {
		t.Fatalf("%s: Run returned nil", name)
	}
	if strings.Contains(tr.Error, "internal error") {
		t.Errorf("%s: %s", name, tr.Error)
	}
	return tr
}

// programDirs lists the program directories under root (each directory
// with a main.pp directly in it, one level down).
func programDirs(t *testing.T, root string) []string {
	ents, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() && hasPP(filepath.Join(root, e.Name())) {
			out = append(out, filepath.Join(root, e.Name()))
		}
	}
	return out
}

func hasPP(dir string) bool {
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".pp") {
			return true
		}
	}
	return false
}

// TestRunTestdata runs every program of testdata/programs and
// testdata/examples.
func TestRunTestdata(t *testing.T) {
	loader := schema.NewLoader("../testdata/schemas")
	var dirs []string
	for _, root := range []string{"../testdata/programs", "../testdata/examples"} {
		dirs = append(dirs, programDirs(t, root)...)
	}
	ok := 0
	for _, dir := range dirs {
		name := filepath.Base(dir)
		prog, diags := binder.BindDirectory(dir, binder.Options{Loader: loader})
		if diags.HasErrors() {
			t.Logf("%s: does not bind", name)
			continue
		}
		tr := runBound(t, name, prog)
		if tr.Error == "" {
			ok++
		} else {
			t.Logf("%s: %s", name, tr.Error)
		}
	}
	t.Logf("testdata: %d of %d programs run without error", ok, len(dirs))
}

// sharedCorpus returns ../shared/corpus beside the module root, or "".
func sharedCorpus() string {
	dir := filepath.Join("..", "..", "shared", "corpus")
	if _, err := os.Stat(filepath.Join(dir, "programs")); err != nil {
		return ""
	}
	return dir
}

// TestRunCorpus runs every corpus program that binds, as
// cmd/pclconform binds it: conformance tests (l1-, l2-, l3-) with
// schemas/conformance, the others with schemas and the AWS substitute, and
// the binder options the manifest names. It reports how many run to a trace
// without error.
func TestRunCorpus(t *testing.T) {
	corpus := sharedCorpus()
	if corpus == "" {
		t.Skip("../shared/corpus (the PCL corpus) is absent beside the module root")
	}
	manifest := readManifest(t, filepath.Join(corpus, "manifest.tsv"))
	codegen := schema.NewLoader(filepath.Join(corpus, "schemas"))
	if sub := filepath.Join(corpus, "schemas", "substitutes", "aws-5.x-20220926.json"); fileExists(sub) {
		codegen.Substitute("aws", sub)
	}
	conformance := schema.NewLoader(filepath.Join(corpus, "schemas", "conformance"))
	ents, err := os.ReadDir(filepath.Join(corpus, "programs"))
	if err != nil {
		t.Fatal(err)
	}
	bound, ok := 0, 0
	var failures []string
	for _, e := range ents {
		if !e.IsDir() {
			continue
		}
		test := e.Name()
		row := manifest[test]
		opts := binder.Options{
			Loader:                 codegen,
			SkipResourceTypecheck:  strings.Contains(row["bind_options_or_providers"], "SkipResourceTypechecking"),
			SkipInvokeTypecheck:    strings.Contains(row["bind_options_or_providers"], "SkipInvokeTypechecking"),
			AllowMissingVariables:  strings.Contains(row["bind_options_or_providers"], "AllowMissingVariables"),
			AllowMissingProperties: strings.Contains(row["bind_options_or_providers"], "AllowMissingProperties"),
		}
		if strings.HasPrefix(test, "l1-") || strings.HasPrefix(test, "l2-") || strings.HasPrefix(test, "l3-") {
			opts.Loader = conformance
			variants, _ := filepath.Glob(filepath.Join(corpus, "schemas", "conformance", "*."+test+".json"))
			if len(variants) > 0 {
				l := schema.NewLoader(filepath.Join(corpus, "schemas", "conformance"))
				for _, v := range variants {
					base := filepath.Base(v)
					pkg := base[:strings.LastIndex(strings.TrimSuffix(base, "."+test+".json"), "-")]
					l.Substitute(pkg, v)
				}
				opts.Loader = l
			}
		}
		dir := filepath.Join(corpus, "programs", test)
		steps := []string{dir}
		if !hasPP(dir) {
			steps = nil
			subs, _ := os.ReadDir(dir)
			for _, s := range subs {
				if s.IsDir() && hasPP(filepath.Join(dir, s.Name())) {
					steps = append(steps, filepath.Join(dir, s.Name()))
				}
			}
		}
		for _, step := range steps {
			name := test
			if step != dir {
				name += "/" + filepath.Base(step)
			}
			prog, diags := binder.BindDirectory(step, opts)
			if diags.HasErrors() {
				continue
			}
			bound++
			tr := runBound(t, name, prog)
			if tr.Error == "" {
				ok++
			} else {
				failures = append(failures, name+": "+tr.Error)
			}
		}
	}
	sort.Strings(failures)
	t.Logf("corpus: %d of %d bound programs run to a trace without error", ok, bound)
	for _, f := range failures {
		t.Logf("  error: %s", f)
	}
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func readManifest(t *testing.T, path string) map[string]map[string]string {
	t.Helper()
	rows := map[string]map[string]string{}
	f, err := os.Open(path)
	if err != nil {
		return rows
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	var header []string
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
