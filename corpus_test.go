package pclgen_test

import (
	"bufio"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/syntax"
)

// corpusDir returns the shared PCL corpus (../shared/corpus beside the
// module root), or skips tb with a message when it is absent.
func corpusDir(tb testing.TB) string {
	tb.Helper()
	dir, ok := corpusDirIfPresent()
	if !ok {
		tb.Skip("the shared corpus is absent; it is ../shared/corpus beside the module root")
	}
	return dir
}

// memCorpus is the corpus read into memory: its programs and schemas in
// one MapFS ("programs/TEST/...", "schemas/..."), and the conversions to
// run.
type memCorpus struct {
	files pclgen.MapFS
	jobs  []corpusJob
}

// corpusJob is one program of the corpus: a test's directory, or one step
// (subdirectory) of a multi-step test.
type corpusJob struct {
	name string // the program's path in files
	test string
	// schemas names the schema set: "codegen", "conformance", or the
	// conformance test that has schema variants of its own.
	schemas    string
	strictness pclgen.Strictness
}

// loadCorpus reads the corpus at dir into memory.
func loadCorpus(tb testing.TB, dir string) *memCorpus {
	tb.Helper()
	c := &memCorpus{files: pclgen.MapFS{}}
	for _, sub := range []string{"programs", "schemas"} {
		err := filepath.WalkDir(filepath.Join(dir, sub), func(p string, d fs.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			rel, err := filepath.Rel(dir, p)
			c.files[filepath.ToSlash(rel)] = data
			return err
		})
		if err != nil {
			tb.Fatal(err)
		}
	}
	options := manifestOptions(tb, filepath.Join(dir, "manifest.tsv"))
	tests, err := fs.ReadDir(c.files, "programs")
	if err != nil {
		tb.Fatal(err)
	}
	for _, test := range tests {
		if !test.IsDir() {
			continue
		}
		job := corpusJob{test: test.Name(), schemas: "codegen", strictness: strictness(options[test.Name()])}
		if strings.HasPrefix(job.test, "l1-") || strings.HasPrefix(job.test, "l2-") || strings.HasPrefix(job.test, "l3-") {
			job.schemas = "conformance"
			if variants, _ := fs.Glob(c.files, "schemas/conformance/*."+job.test+".json"); len(variants) > 0 {
				job.schemas = job.test
			}
		}
		dir := path.Join("programs", job.test)
		if syntax.IsProgramDir(c.files, dir) {
			job.name = dir
			c.jobs = append(c.jobs, job)
			continue
		}
		steps, _ := fs.ReadDir(c.files, dir)
		for _, s := range steps {
			if step := path.Join(dir, s.Name()); s.IsDir() && syntax.IsProgramDir(c.files, step) {
				job.name = step
				c.jobs = append(c.jobs, job)
			}
		}
	}
	if len(c.jobs) == 0 {
		tb.Fatalf("no programs in %s", dir)
	}
	return c
}

// manifestOptions returns the manifest's bind_options_or_providers column
// by test.
func manifestOptions(tb testing.TB, file string) map[string]string {
	out := map[string]string{}
	f, err := os.Open(file)
	if os.IsNotExist(err) {
		return out
	}
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 4<<20)
	column := -1
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if column < 0 {
			for i, h := range fields {
				if h == "bind_options_or_providers" {
					column = i
				}
			}
			continue
		}
		if column < len(fields) {
			out[fields[0]] = fields[column]
		}
	}
	return out
}

// strictness returns the binding Pulumi's codegen tests use for a test
// with the manifest's options.
func strictness(options string) pclgen.Strictness {
	return pclgen.Strictness{
		SkipResourceTypecheck:  strings.Contains(options, "SkipResourceTypechecking"),
		SkipInvokeTypecheck:    strings.Contains(options, "SkipInvokeTypechecking"),
		AllowMissingVariables:  strings.Contains(options, "AllowMissingVariables"),
		AllowMissingProperties: strings.Contains(options, "AllowMissingProperties"),
	}
}

// loaders returns new schema loaders over the corpus in memory, one per
// schema set, as cmd/pclconform sets them up: the codegen tests see
// schemas/ with the AWS substitute standing for aws at every version; the
// conformance tests see schemas/conformance/, and a test with variants of
// its own (NAME-VERSION.TEST.json) sees them instead of NAME's schema.
func (c *memCorpus) loaders() map[string]*schema.Loader {
	codegen := schema.NewLoaderFrom(schema.FS(c.files, "schemas"))
	codegen.SubstituteFS("aws", c.files, "schemas/substitutes/aws-5.x-20220926.json")
	out := map[string]*schema.Loader{
		"codegen":     codegen,
		"conformance": schema.NewLoaderFrom(schema.FS(c.files, "schemas/conformance")),
	}
	for _, j := range c.jobs {
		if _, ok := out[j.schemas]; ok {
			continue
		}
		l := schema.NewLoaderFrom(schema.FS(c.files, "schemas/conformance"))
		variants, _ := fs.Glob(c.files, "schemas/conformance/*."+j.test+".json")
		for _, v := range variants {
			name, _, _ := strings.Cut(path.Base(v), "-")
			l.SubstituteFS(name, c.files, v)
		}
		out[j.schemas] = l
	}
	return out
}

// converted is one program's conversion, reduced to what the comparison
// of two runs needs.
type converted struct {
	diags string
	files map[pclgen.Language][]pclgen.File
}

// convertAll converts every job to every language on workers goroutines
// through one set of loaders, and returns the conversions by job.
func (c *memCorpus) convertAll(ctx context.Context, loaders map[string]*schema.Loader, workers int) []converted {
	out := make([]converted, len(c.jobs))
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				j := c.jobs[i]
				res, diags := pclgen.Convert(ctx, c.files, j.name, pclgen.Options{
					Schemas:    loaders[j.schemas],
					Strictness: j.strictness,
				})
				conv := converted{diags: diagnosticsText(diags), files: map[pclgen.Language][]pclgen.File{}}
				for _, o := range res.Outputs {
					conv.files[o.Language] = o.Files
				}
				out[i] = conv
			}
		})
	}
	for i := range c.jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

func diagnosticsText(diags hcl.Diagnostics) string {
	var b strings.Builder
	for _, d := range diags {
		fmt.Fprintf(&b, "%d %s: %s", d.Severity, d.Summary, d.Detail)
		if d.Subject != nil {
			fmt.Fprintf(&b, " at %s:%d:%d", d.Subject.Filename, d.Subject.Start.Line, d.Subject.Start.Column)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestConvertCorpusParallel converts every corpus program, from memory, to
// every language, once on one goroutine and once on several sharing one
// set of cold schema loaders (run it with -race): the two runs give the
// same files and the same diagnostics.
func TestConvertCorpusParallel(t *testing.T) {
	c := loadCorpus(t, corpusDir(t))
	ctx := t.Context()
	start := time.Now()
	want := c.convertAll(ctx, c.loaders(), 1)
	t.Logf("%d programs converted to %d languages in %v on one goroutine", len(c.jobs), len(pclgen.Languages()), time.Since(start))
	start = time.Now()
	got := c.convertAll(ctx, c.loaders(), 4)
	t.Logf("... and in %v on 4 goroutines (GOMAXPROCS %d)", time.Since(start), runtime.GOMAXPROCS(0))

	generated := map[pclgen.Language]int{}
	for i, j := range c.jobs {
		if got[i].diags != want[i].diags {
			t.Errorf("%s: the diagnostics differ between the runs:\n%s\nthen\n%s", j.name, want[i].diags, got[i].diags)
		}
		for _, lang := range pclgen.Languages() {
			if !sameFiles(got[i].files[lang], want[i].files[lang]) {
				t.Errorf("%s: the %s files differ between the runs", j.name, lang)
			}
			if len(want[i].files[lang]) > 0 {
				generated[lang]++
			}
		}
	}
	for _, lang := range pclgen.Languages() {
		t.Logf("%s: %d of %d programs generated", lang, generated[lang], len(c.jobs))
		if generated[lang] == 0 {
			t.Errorf("no corpus program generated in %s", lang)
		}
	}
}

// BenchmarkConvertCorpus converts every corpus program, from memory, to
// Go, TypeScript and Python through the library, on GOMAXPROCS goroutines
// sharing one set of schema loaders (run with -cpu 1,2 to see it scale).
// warm reuses loaders that have read every schema already, as a long run
// over many programs does; cold starts each pass with new loaders, so the
// schemas are read and indexed within it. It reports programs/s.
func BenchmarkConvertCorpus(b *testing.B) {
	c := loadCorpus(b, corpusDir(b))
	ctx := context.Background()
	report := func(b *testing.B) {
		b.ReportMetric(float64(len(c.jobs)*b.N)/b.Elapsed().Seconds(), "programs/s")
	}
	b.Run("warm", func(b *testing.B) {
		loaders := c.loaders()
		c.convertAll(ctx, loaders, runtime.GOMAXPROCS(0))
		for b.Loop() {
			c.convertAll(ctx, loaders, runtime.GOMAXPROCS(0))
		}
		report(b)
	})
	b.Run("cold", func(b *testing.B) {
		for b.Loop() {
			c.convertAll(ctx, c.loaders(), runtime.GOMAXPROCS(0))
		}
		report(b)
	})
}
