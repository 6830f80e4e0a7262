package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/golang"
	"github.com/pclgen/pclgen/gen/pclsynth"
	"github.com/pclgen/pclgen/gen/python"
	"github.com/pclgen/pclgen/gen/typescript"
	"github.com/pclgen/pclgen/interp/trace"
)

var backends = map[string]func() gen.Backend{
	"go":         golang.New,
	"typescript": typescript.New,
	"python":     python.New,
}

// Config is a campaign.
type Config struct {
	N            int
	Seed         int64
	Size         int
	Langs        []string
	Compile      bool
	Mock         bool
	Out          string
	Coverage     bool
	Known        bool
	Widgets      bool
	ShrinkBudget int
	Root         string
	// Batch is how many programs are compiled and run at once (DefaultBatch
	// when 0): a batch's compilers hold every program of it in memory.
	Batch int
	// Quiet leaves out the progress lines.
	Quiet bool
}

// DefaultBatch is how many programs a campaign compiles and runs at once.
const DefaultBatch = 250

// Failure is a program that failed a stage.
type Failure struct {
	Seed    int64
	Stage   string // bind, gen, compile, run
	Lang    string // "" for bind
	Message string
	Program *pclsynth.Program
	// Shrunk is the shrunk program (nil when not shrunk) and Dir where it
	// was written.
	Shrunk *pclsynth.Program
	Dir    string
}

// Key is the stage and language.
func (f *Failure) Key() string {
	if f.Lang == "" {
		return f.Stage
	}
	return f.Stage + " " + f.Lang
}

// Result is a campaign's outcome.
type Result struct {
	Attempted, Passed int
	// Stages counts, per stage name ("bind", "gen go", "compile go", ...),
	// the programs attempted and passed.
	Stages map[string]*[2]int
	// Took is how long each stage took over all programs ("bind", "gen
	// go", "compile go", "run go", ...).
	Took     map[string]time.Duration
	Failures []*Failure
	Coverage pclsynth.Coverage
	Schemas  *pclsynth.Schemas
}

// item is one program going through the stages.
type item struct {
	name  string
	seed  int64
	p     *pclsynth.Program
	dir   string
	bound *binder.Program
	files map[string][]gen.File
	// fail is the bind failure, or the first failure of any language;
	// failed holds each language's own (a language goes on when another
	// fails).
	fail   *Failure
	failed map[string]*Failure
	// want and mocks are the interpreter's run of the program, which the
	// languages' runs are compared with.
	want  *mockrun.Expected
	mocks *trace.Mocks
	// mu guards fail and failed: the languages are checked at once.
	mu sync.Mutex
}

// setFail records a failure of f.Lang.
func (it *item) setFail(f *Failure) {
	it.mu.Lock()
	defer it.mu.Unlock()
	if it.fail == nil {
		it.fail = f
	}
	if it.failed == nil {
		it.failed = map[string]*Failure{}
	}
	it.failed[f.Lang] = f
}

// ok reports whether the item has not failed in lang (nor in binding).
func (it *item) ok(lang string) bool {
	it.mu.Lock()
	defer it.mu.Unlock()
	return it.bound != nil && it.failed[lang] == nil
}

// harness holds what the stages need.
type harness struct {
	cfg     Config
	loader  *schema.Loader
	work    string
	tools   *tools
	mu      sync.Mutex
	counter int
}

// Run runs a campaign.
func Run(ctx context.Context, cfg Config, log io.Writer) (*Result, error) {
	root, err := filepath.Abs(cfg.Root)
	if err != nil {
		return nil, err
	}
	cfg.Root = root
	all, loader, haveCorpus, err := pclsynth.DefaultSchemas(root)
	if err != nil {
		return nil, err
	}
	if !haveCorpus && !cfg.Quiet {
		fmt.Fprintln(log, "note: ../shared/corpus/schemas is absent; the corpus packages (tls) are not used")
	}
	schemas := campaignSchemas(cfg, all)
	work, err := os.MkdirTemp("", "pclfuzz-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	h := &harness{cfg: cfg, loader: loader, work: work}
	if cfg.Compile {
		if h.tools, err = openTools(ctx, cfg); err != nil {
			return nil, err
		}
		defer h.tools.close()
	}
	res := &Result{Stages: map[string]*[2]int{}, Took: map[string]time.Duration{}, Coverage: pclsynth.Coverage{}, Schemas: all}
	batch := cfg.Batch
	if batch <= 0 {
		batch = DefaultBatch
	}
	start := time.Now()
	classes := map[string]bool{}
	for first := 0; first < cfg.N; first += batch {
		var items []*item
		for i := first; i < min(first+batch, cfg.N); i++ {
			seed := cfg.Seed + int64(i)
			p := generateProgram(cfg, schemas, seed)
			res.Coverage.Add(p)
			items = append(items, &item{name: fmt.Sprintf("seed%d", seed), seed: seed, p: p})
		}
		if err := h.check(ctx, items, res.Stages, res.Took); err != nil {
			return nil, err
		}
		res.Attempted += len(items)
		var failures []*Failure
		for _, it := range items {
			if it.fail == nil {
				res.Passed++
				continue
			}
			for _, lang := range append([]string{""}, cfg.Langs...) {
				if f := it.failed[lang]; f != nil {
					failures = append(failures, f)
				}
			}
		}
		res.Failures = append(res.Failures, failures...)
		// A batch's failures are reported as it ends, so that a long
		// campaign shows them early.
		if err := h.report(ctx, failures, classes, log); err != nil {
			return nil, err
		}
		if cfg.N > batch && !cfg.Quiet {
			fmt.Fprintf(log, "programs %d-%d: %d passed of %d (%s in all)\n", first+1, first+len(items), res.Passed, res.Attempted, time.Since(start).Round(time.Second))
		}
	}
	return res, nil
}

// report prints the failures, and shrinks and writes the first of each
// class (stage, language and kind of message) that classes has not seen;
// the others are listed.
func (h *harness) report(ctx context.Context, failures []*Failure, classes map[string]bool, log io.Writer) error {
	cfg := h.cfg
	for _, f := range failures {
		if !cfg.Quiet {
			fmt.Fprintf(log, "FAIL seed %d: %s: %s\n", f.Seed, f.Key(), firstLine(f.Message))
		}
		c := f.Key() + "|" + messageClass(f.Message)
		if classes[c] {
			continue
		}
		classes[c] = true
		if cfg.ShrinkBudget >= 0 {
			h.shrink(ctx, f)
		}
		if cfg.Out != "" {
			if err := writeFinding(cfg.Out, f); err != nil {
				return err
			}
			if !cfg.Quiet {
				fmt.Fprintf(log, "  written to %s\n", f.Dir)
			}
		}
	}
	return nil
}

// campaignSchemas returns the schemas a campaign's programs draw from:
// without widgets when TypeScript or Python are compiled, since they have
// no widgets SDK to compile against.
func campaignSchemas(cfg Config, all *pclsynth.Schemas) *pclsynth.Schemas {
	if cfg.Compile && !cfg.Widgets && (has(cfg.Langs, "typescript") || has(cfg.Langs, "python")) {
		return all.Without("widgets")
	}
	return all
}

// generateProgram generates the program of one seed of a campaign.
func generateProgram(cfg Config, schemas *pclsynth.Schemas, seed int64) *pclsynth.Program {
	exclude := map[string]bool{}
	if !cfg.Known {
		exclude = pclsynth.KnownBugExclusions()
	}
	return pclsynth.Generate(schemas, pclsynth.Options{Seed: seed, Size: cfg.Size, Exclude: exclude})
}

// WritePrograms writes the program of each of the campaign's seeds, as the
// campaign would generate it, into dir/seed-N, checking none: how a seed's
// program is looked at or reproduced by hand.
func WritePrograms(cfg Config, dir string) error {
	root, err := filepath.Abs(cfg.Root)
	if err != nil {
		return err
	}
	all, _, _, err := pclsynth.DefaultSchemas(root)
	if err != nil {
		return err
	}
	schemas := campaignSchemas(cfg, all)
	for i := 0; i < cfg.N; i++ {
		seed := cfg.Seed + int64(i)
		if err := generateProgram(cfg, schemas, seed).Write(filepath.Join(dir, fmt.Sprintf("seed-%d", seed))); err != nil {
			return err
		}
	}
	return nil
}

func has(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 300 {
		s = s[:300] + "..."
	}
	return s
}

// check runs items through every stage; the first failure of each item is
// recorded in its fail. counts, when not nil, counts the stages, and took
// times them.
func (h *harness) check(ctx context.Context, items []*item, counts map[string]*[2]int, took map[string]time.Duration) error {
	var statsMu sync.Mutex
	record := func(stage string, start time.Time) {
		if took != nil {
			statsMu.Lock()
			took[stage] += time.Since(start)
			statsMu.Unlock()
		}
	}
	count := func(stage string, passed bool) {
		if counts == nil {
			return
		}
		statsMu.Lock()
		defer statsMu.Unlock()
		c := counts[stage]
		if c == nil {
			c = &[2]int{}
			counts[stage] = c
		}
		c[0]++
		if passed {
			c[1]++
		}
	}
	// Bind.
	start := time.Now()
	for _, it := range items {
		h.mu.Lock()
		h.counter++
		it.dir = filepath.Join(h.work, fmt.Sprintf("%s-%d", it.name, h.counter))
		h.mu.Unlock()
		prog, diags, err := it.p.Bind(it.dir, h.loader)
		if err != nil {
			return err
		}
		if diags.HasErrors() {
			it.setFail(&Failure{Seed: it.seed, Stage: "bind", Message: diags.Error(), Program: it.p})
			count("bind", false)
			continue
		}
		count("bind", true)
		it.bound = prog
		it.files = map[string][]gen.File{}
	}
	record("bind", start)
	// Generate.
	for _, lang := range h.cfg.Langs {
		start := time.Now()
		backend := backends[lang]()
		for _, it := range items {
			if !it.ok(lang) {
				continue
			}
			files, msg := generate(backend, it.bound)
			if msg != "" {
				it.setFail(&Failure{Seed: it.seed, Stage: "gen", Lang: lang, Message: msg, Program: it.p})
				count("gen "+lang, false)
				continue
			}
			count("gen "+lang, true)
			it.files[lang] = files
		}
		record("gen "+lang, start)
	}
	if !h.cfg.Compile {
		return nil
	}
	if h.cfg.Mock {
		// The interpreter runs each program once, for every language.
		start := time.Now()
		for _, it := range items {
			if it.bound != nil {
				it.want, it.mocks = mockrun.Prepare(ctx, it.bound, it.dir, mockrun.Config{})
				// A program computing a whole number the languages do
				// not agree on is run by none (mockrun.Incomparable).
				count("compared", mockrun.Incomparable(it.want) == "")
			}
		}
		record("interpret", start)
	}
	// The languages are checked at once: their compilers and runners each
	// leave a core idle some of the time (tsc and pyright have one thread).
	errs := make([]error, len(h.cfg.Langs))
	var wg sync.WaitGroup
	for i, lang := range h.cfg.Langs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			if errs[i] = h.tools.compile(ctx, lang, items, h.cfg.Mock, count); errs[i] != nil {
				return
			}
			record("compile "+lang, start)
			if h.cfg.Mock {
				start := time.Now()
				errs[i] = h.tools.run(ctx, lang, items, count)
				record("run "+lang, start)
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// generate runs a backend, turning a panic into a failure.
func generate(backend gen.Backend, prog *binder.Program) (files []gen.File, msg string) {
	defer func() {
		if r := recover(); r != nil {
			files, msg = nil, fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	files, diags := backend.GenerateProgram(prog)
	if diags.HasErrors() {
		return nil, diags.Error()
	}
	if len(files) == 0 {
		return nil, "no files generated"
	}
	return files, ""
}

// shrink shrinks a failure's program while the same stage of the same
// language fails.
func (h *harness) shrink(ctx context.Context, f *Failure) {
	budget := h.cfg.ShrinkBudget
	if budget == 0 {
		budget = 400
		if f.Stage == "compile" || f.Stage == "run" {
			budget = 40
		}
	}
	sub := &harness{cfg: h.cfg, loader: h.loader, work: h.work, tools: h.tools, counter: 1 << 20}
	sub.cfg.Langs = []string{f.Lang}
	if f.Lang == "" {
		sub.cfg.Langs = nil
	}
	sub.cfg.Compile = f.Stage == "compile" || f.Stage == "run"
	sub.cfg.Mock = f.Stage == "run"
	class := messageClass(f.Message)
	fails := func(p *pclsynth.Program) bool {
		it := &item{name: fmt.Sprintf("shrink%d", f.Seed), seed: f.Seed, p: p}
		if err := sub.check(ctx, []*item{it}, nil, nil); err != nil {
			return false
		}
		got := it.failed[f.Lang]
		ok := got != nil && got.Key() == f.Key() && messageClass(got.Message) == class
		os.RemoveAll(it.dir)
		return ok
	}
	f.Shrunk = pclsynth.Shrink(f.Program, fails, budget)
	// The shrunk program's own failure message.
	it := &item{name: fmt.Sprintf("shrunk%d", f.Seed), seed: f.Seed, p: f.Shrunk}
	if err := sub.check(ctx, []*item{it}, nil, nil); err == nil && it.failed[f.Lang] != nil {
		f.Message = it.failed[f.Lang].Message
	}
}

// messageClass is the kind of a failure's message: a diagnostic's summary
// and the start of its detail, without paths and positions ("" for compile
// and run failures, whose messages vary with the program).
func messageClass(msg string) string {
	line := firstLine(msg)
	if i := strings.Index(line, ": "); i >= 0 && strings.Contains(line[:i], ".pp:") || strings.HasPrefix(line, "<nil>: ") {
		line = line[i+2:]
	}
	if strings.HasPrefix(line, "panic: ") {
		return "panic"
	}
	if i := strings.Index(line, ";"); i >= 0 {
		detail := line[i+1:]
		if len(detail) > 40 {
			detail = detail[:40]
		}
		line = line[:i] + ";" + detail
	} else if !strings.Contains(line, "Unsupported") && !strings.Contains(line, "does not parse") {
		return ""
	}
	return line
}

// writeFinding writes a failure under out: the shrunk program (or the
// program) in out/seed-S-STAGE-LANG/, the original in its original/, and
// failure.txt.
func writeFinding(out string, f *Failure) error {
	name := fmt.Sprintf("seed-%d-%s", f.Seed, f.Stage)
	if f.Lang != "" {
		name += "-" + f.Lang
	}
	dir := filepath.Join(out, name)
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	p := f.Shrunk
	if p == nil {
		p = f.Program
	}
	if err := p.Write(dir); err != nil {
		return err
	}
	if f.Shrunk != nil {
		if err := f.Program.Write(filepath.Join(dir, "original")); err != nil {
			return err
		}
	}
	text := fmt.Sprintf("seed: %d\nsize: %d\nstage: %s\nlanguage: %s\n\n%s\n", f.Seed, f.Program.Size, f.Stage, f.Lang, strings.TrimSpace(f.Message))
	f.Dir = dir
	return os.WriteFile(filepath.Join(dir, "failure.txt"), []byte(text), 0o644)
}

// Print writes the per-stage counts and the failures.
func (r *Result) Print(w io.Writer, cfg Config) {
	names := make([]string, 0, len(r.Stages))
	for n := range r.Stages {
		names = append(names, n)
	}
	order := func(n string) int {
		for i, p := range []string{"bind", "gen", "compile", "run"} {
			if strings.HasPrefix(n, p) {
				return i
			}
		}
		return 9
	}
	sort.Slice(names, func(i, j int) bool {
		if order(names[i]) != order(names[j]) {
			return order(names[i]) < order(names[j])
		}
		return names[i] < names[j]
	})
	for _, n := range names {
		c := r.Stages[n]
		fmt.Fprintf(w, "%-22s %d/%d", n, c[1], c[0])
		if d, ok := r.Took[n]; ok {
			fmt.Fprintf(w, "  (%s)", d.Round(10*time.Millisecond))
		}
		fmt.Fprintln(w)
	}
	if d, ok := r.Took["interpret"]; ok {
		fmt.Fprintf(w, "%-22s (%s)\n", "interpret", d.Round(10*time.Millisecond))
	}
	byKey := map[string]int{}
	for _, f := range r.Failures {
		byKey[f.Key()]++
	}
	for _, f := range r.Failures {
		where := ""
		if f.Dir != "" {
			where = " (" + f.Dir + ")"
		}
		fmt.Fprintf(w, "failed: seed %d %s%s\n", f.Seed, f.Key(), where)
	}
}

// writeProgram is a gentest.Program of an item's files for lang.
func (it *item) program(lang string) gentest.Program {
	return gentest.Program{Name: it.name, Files: it.files[lang]}
}
