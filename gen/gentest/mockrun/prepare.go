package mockrun

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/interp"
	"github.com/pclgen/pclgen/interp/trace"
)

// Config is the stack config of a run, by config variable name, as the
// engine passes it (strings; lists and objects as JSON text).
type Config struct {
	Values     map[string]string
	SecretKeys []string
}

// Expected is what a generated program must do: the interpreter's run of
// the program in its directory. A program that reads its directory (cwd(),
// rootDirectory()) and transforms it (toBase64, sha1, length) does what
// the interpreter does run in the directory the program ran in, which
// Compare runs it in when that differs; its mocks must be the
// interpreter's answers there too (MocksIn), for a resource's state may
// hold such a value (a secret input echoed, a stash's output).
type Expected struct {
	// Trace is the interpreter's trace of the run in the program's
	// directory.
	Trace *trace.Trace
	ctx   context.Context
	prog  *binder.Program
	opts  interp.Options

	mu sync.Mutex
	// elsewhere holds the interpreter's runs in other directories, by
	// directory.
	elsewhere map[string]rootRun
}

// rootRun is the interpreter's run of a program in one directory.
type rootRun struct {
	trace *trace.Trace
	mocks *trace.Mocks
}

// In returns the interpreter's trace of the program run in the directory
// root ("" for the program's own).
func (e *Expected) In(root string) *trace.Trace {
	if r, ok := e.runIn(root); ok {
		return r.trace
	}
	return e.Trace
}

// MocksIn returns the mocks of a run in the directory root: the
// interpreter's answers when it runs there. It returns nil when the
// mocks Prepare returned serve (root is the program's own directory, or
// e did not come from Prepare).
func (e *Expected) MocksIn(root string) *trace.Mocks {
	if r, ok := e.runIn(root); ok {
		return r.mocks
	}
	return nil
}

// runIn returns the interpreter's run of the program in the directory root
// (made absolute), run once; false when root is "" or the program's own
// directory, or e did not come from Prepare.
func (e *Expected) runIn(root string) (rootRun, bool) {
	if root == "" || e.prog == nil {
		return rootRun{}, false
	}
	if abs, err := filepath.Abs(root); err == nil {
		root = abs
	}
	if root == e.Trace.Root {
		return rootRun{}, false
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if r, ok := e.elsewhere[root]; ok {
		return r, true
	}
	opts := e.opts
	opts.RootDirectory = root
	tr, mocks := interp.Run(e.ctx, e.prog, opts)
	if e.elsewhere == nil {
		e.elsewhere = map[string]rootRun{}
	}
	e.elsewhere[root] = rootRun{trace: tr, mocks: mocks}
	return e.elsewhere[root], true
}

// upperIn returns the interpreter's trace of the most secrecy the program
// may have run in root (see interp.Options.Taint), or nil when it cannot
// tell.
func (e *Expected) upperIn(root string) *trace.Trace {
	if e.prog == nil {
		return nil
	}
	opts := e.opts
	if root != "" {
		opts.RootDirectory = root
	}
	opts.Taint = true
	tr, _ := interp.Run(e.ctx, e.prog, opts)
	return tr
}

// Prepare runs prog with pclgen's interpreter and returns what a generated
// program must do and the mocks its driver answers with. Config variables
// that must be set and are not in cfg get a sample value of their type
// (see interp.SampleConfig), so that a program with required config still
// runs.
func Prepare(ctx context.Context, prog *binder.Program, dir string, cfg Config) (want *Expected, mocks *trace.Mocks) {
	values := map[string]string{}
	for k, v := range interp.SampleConfig(prog) {
		values[k] = v
	}
	for k, v := range cfg.Values {
		values[k] = v
	}
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	opts := interp.Options{Config: values, SecretKeys: cfg.SecretKeys, RootDirectory: dir}
	tr, mocks := interp.Run(ctx, prog, opts)
	return &Expected{Trace: tr, ctx: ctx, prog: prog, opts: opts}, mocks
}

// Incomparable returns why a run of the program cannot be compared with
// the interpreter's, or "": the interpreter computed a whole number the
// target languages do not agree on (trace.Trace.Inexact), so each
// language's run does what its own arithmetic does.
func Incomparable(expected *Expected) string {
	if expected.Trace.Inexact == "" {
		return ""
	}
	return "not compared: the program computes a whole number the target languages compute differently: " + expected.Trace.Inexact
}

// Compare says how a run's result differs from the interpreter's trace, or
// returns "" when the run did what the interpreter did. A run that cannot
// be compared (Incomparable) differs.
func Compare(expected *Expected, got Result) string {
	if why := Incomparable(expected); why != "" {
		return why
	}
	want := expected.Trace
	if got.Trace == nil {
		msg := got.Failure
		if msg == "" {
			msg = "the run wrote no trace"
		}
		if log := strings.TrimSpace(got.Log); log != "" {
			msg += "\n" + lastLines(log, 15)
		}
		return msg
	}
	if got.Trace.Root != want.Root {
		// The mocks answered with the interpreter's states, which name
		// the directory it ran in.
		got.Trace.NameRoot(want.Root)
	}
	// Secrecy is judged between the interpreter's run and the most a
	// program may mark secret (trace.WithinSecrecy).
	diff := func(want *trace.Trace, root string) string {
		d := trace.Diff(want, got.Trace)
		if d != "" {
			d = trace.Diff(want, trace.WithinSecrecy(want, expected.upperIn(root), got.Trace))
		}
		return d
	}
	d := diff(want, "")
	if root := got.Trace.Root; d != "" && root != "" && root != want.Root {
		// The program ran in another directory than the interpreter; what
		// counts is what the interpreter does run there.
		d = diff(expected.In(root), root)
	}
	if d != "" {
		if want.Error == "" && got.Trace.Error != "" {
			return "the program failed where the interpreter did not: " + got.Trace.Error + "\n" + d
		}
		if want.Error != "" && got.Trace.Error == "" {
			return "the program succeeded where the interpreter failed: " + want.Error + "\n" + d
		}
		return d
	}
	return ""
}

func lastLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = append([]string{"..."}, lines[len(lines)-n:]...)
	}
	return strings.Join(lines, "\n")
}

// Fixtures returns the files beside a program's .pp files (the files it
// reads, such as readFile's), to be written beside the generated program:
// every regular file of dir that is not a .pp file and is at most 1 MiB.
func Fixtures(dir string) ([]gen.File, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []gen.File
	for _, e := range entries {
		if !e.Type().IsRegular() || strings.HasSuffix(e.Name(), ".pp") || e.Name() == "config.json" {
			continue
		}
		info, err := e.Info()
		if err != nil || info.Size() > 1<<20 {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		files = append(files, gen.File{Path: e.Name(), Contents: data})
	}
	return files, nil
}

// WithFixtures returns generated files plus the fixtures of dir that the
// generated files do not already hold.
func WithFixtures(files []gen.File, dir string) []gen.File {
	fixtures, err := Fixtures(dir)
	if err != nil {
		return files
	}
	have := map[string]bool{}
	for _, f := range files {
		have[f.Path] = true
	}
	out := append([]gen.File(nil), files...)
	for _, f := range fixtures {
		if !have[f.Path] {
			out = append(out, f)
		}
	}
	return out
}
