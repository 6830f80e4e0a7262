// Package pycheck checks generated Python the way the project's tests
// require: every file compiles (python's compile, as py_compile does),
// pyflakes reports nothing (no unused imports, no undefined names), `black
// --check` would not reformat it, and pyright (basic mode) finds no type
// error in it against the real SDKs' annotations.
//
// The tools come from the pinned environment of testdata/compile/python:
// its virtual environment (gen/gentest/pyenv: python, pulumi, the provider
// SDKs, black and pyflakes from requirements.txt) and pyright from its
// package.json and package-lock.json, installed with `npm ci` into
// node_modules. Input: a directory of programs (one subdirectory each);
// output: the problems of each file. Each tool runs once over the whole
// directory.
package pycheck

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
)

// ErrUnavailable is wrapped by Open's error when a tool is missing (no
// python3 to build the environment with, no node, or pyright not installed
// with npm ci): tests skip on it. Any other error is a failure.
var ErrUnavailable = errors.New("a Python check tool is unavailable")

// Tools are the checkers of the pinned environment.
type Tools struct {
	// Python is the environment's python: it compiles the files and runs
	// pyflakes.
	Python string
	// Black is the environment's black.
	Black string
	// Node runs Pyright, pyright's entry point in node_modules.
	Node, Pyright string
	// Venv is the virtual environment pyright resolves imports in.
	Venv string

	packages map[string]bool
	// standIns maps the normalized name of each stand-in SDK's
	// distribution to the version it stands for.
	standIns map[string]string
}

// Open builds the environment (pyenv.Ensure: the first time, minutes) and
// finds the tools in the compile directory of repoRoot.
func Open(ctx context.Context, repoRoot string) (*Tools, error) {
	python, err := pyenv.Ensure(ctx, repoRoot)
	if errors.Is(err, pyenv.ErrUnavailable) {
		return nil, fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(repoRoot, filepath.FromSlash(pyenv.Dir))
	t := &Tools{
		Python:  python,
		Black:   filepath.Join(filepath.Dir(python), "black"),
		Pyright: filepath.Join(dir, "node_modules", "pyright", "index.js"),
		Venv:    filepath.Dir(filepath.Dir(python)),
	}
	if t.Node, err = exec.LookPath("node"); err != nil {
		return nil, fmt.Errorf("%w: node is not on PATH (apt-get install nodejs npm)", ErrUnavailable)
	}
	if _, err := os.Stat(t.Pyright); err != nil {
		return nil, fmt.Errorf("%w: pyright is not installed: run `npm ci` in %s", ErrUnavailable, dir)
	}
	if _, err := os.Stat(t.Black); err != nil {
		return nil, fmt.Errorf("the Python environment has no black (%v): is it in %s/requirements.txt?", err, dir)
	}
	if t.packages, err = pyenv.Packages(python); err != nil {
		return nil, err
	}
	if t.standIns, err = pyenv.StandInVersions(dir); err != nil {
		return nil, err
	}
	// Modules built into the interpreter (sys) are importable too.
	out, err := exec.CommandContext(ctx, python, "-c", "import sys; print(' '.join(sys.builtin_module_names))").Output()
	if err != nil {
		return nil, fmt.Errorf("listing the built-in modules of %s: %w", python, err)
	}
	for _, m := range strings.Fields(string(out)) {
		t.packages[m] = true
	}
	if !t.packages["pyflakes"] {
		return nil, fmt.Errorf("the Python environment has no pyflakes: is it in %s/requirements.txt?", dir)
	}
	return t, nil
}

// Has reports whether the environment can import the top-level module name
// (pulumi_random): a program is type-checked only when it has all of its.
func (t *Tools) Has(module string) bool { return t.packages[module] }

// compileScript compiles each file named on the command line and prints
// "path: error" for each that does not compile.
const compileScript = `import sys
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as f:
            compile(f.read(), path, "exec")
    except (SyntaxError, ValueError) as e:
        print(f"{path}: does not compile: {e}")
`

// Result is the outcome of Check.
type Result struct {
	// Problems maps each file with problems, by its path relative to the
	// checked directory (with '/' separators), to them.
	Problems map[string][]string
	// TypeCheckTook is how long pyright ran.
	TypeCheckTook time.Duration
}

// Check runs the checks over every .py file beneath dir: compile, pyflakes
// and black over all, and pyright over the files beneath the
// subdirectories typed (slash-separated, relative to dir), each one a
// program whose own modules it imports by name (an execution root). A
// pyrightconfig.json is written into dir.
func (t *Tools) Check(ctx context.Context, dir string, typed []string) (*Result, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	var files []string
	err = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".py") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	res := &Result{Problems: map[string][]string{}}
	if len(files) == 0 {
		return res, nil
	}
	add := func(path, msg string) {
		rel, err := filepath.Rel(dir, path)
		if err != nil || strings.HasPrefix(rel, "..") {
			return
		}
		rel = filepath.ToSlash(rel)
		res.Problems[rel] = append(res.Problems[rel], strings.TrimSpace(msg))
	}
	addLine := func(line string) {
		line = strings.TrimSpace(line)
		if path, msg, ok := strings.Cut(line, ":"); ok && line != "" {
			add(path, msg)
		}
	}
	out, err := run(ctx, t.Python, append([]string{"-c", compileScript}, files...)...)
	if err != nil {
		return nil, fmt.Errorf("compiling: %w\n%s", err, out)
	}
	for _, l := range strings.Split(out, "\n") {
		addLine(l)
	}
	// pyflakes exits 1 when it reports anything.
	out, err = run(ctx, t.Python, append([]string{"-m", "pyflakes"}, files...)...)
	if err != nil && !isExit(err, 1) {
		return nil, fmt.Errorf("pyflakes: %w\n%s", err, out)
	}
	for _, l := range strings.Split(out, "\n") {
		addLine(l)
	}
	// black --check exits 1 when it would reformat a file, 123 on an
	// internal error (a file that does not parse, reported above).
	out, err = run(ctx, t.Black, append([]string{"--check", "--target-version", "py311"}, files...)...)
	if err != nil && !isExit(err, 1) && !isExit(err, 123) {
		return nil, fmt.Errorf("black: %w\n%s", err, out)
	}
	for _, l := range strings.Split(out, "\n") {
		if p, ok := strings.CutPrefix(strings.TrimSpace(l), "would reformat "); ok {
			add(p, "black would reformat it")
		}
	}
	if len(typed) > 0 {
		start := time.Now()
		diags, err := t.typeCheck(ctx, dir, typed)
		res.TypeCheckTook = time.Since(start)
		if err != nil {
			return nil, err
		}
		for _, d := range diags {
			msg := fmt.Sprintf("%d:%d: pyright: %s", d.Range.Start.Line+1, d.Range.Start.Character+1, oneLine(d.Message))
			if d.Rule != "" {
				msg += " (" + d.Rule + ")"
			}
			add(d.File, msg)
		}
	}
	return res, nil
}

// ConfigName is the pyright configuration Check writes into the checked
// directory.
const ConfigName = "pyrightconfig.json"

// pyrightDiagnostic is one diagnostic of pyright's --outputjson.
type pyrightDiagnostic struct {
	File     string `json:"file"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Rule     string `json:"rule"`
	Range    struct {
		Start struct {
			Line      int `json:"line"`
			Character int `json:"character"`
		} `json:"start"`
	} `json:"range"`
}

// typeCheck runs pyright once over the programs typed (directories relative
// to dir) and returns its errors.
func (t *Tools) typeCheck(ctx context.Context, dir string, typed []string) ([]pyrightDiagnostic, error) {
	roots := append([]string(nil), typed...)
	sort.Strings(roots)
	envs := make([]map[string]any, 0, len(roots))
	for _, r := range roots {
		envs = append(envs, map[string]any{"root": r})
	}
	config, err := json.MarshalIndent(map[string]any{
		"typeCheckingMode":      "basic",
		"include":               roots,
		"executionEnvironments": envs,
		"venvPath":              filepath.Dir(t.Venv),
		"venv":                  filepath.Base(t.Venv),
	}, "", "  ")
	if err != nil {
		return nil, err
	}
	configPath := filepath.Join(dir, ConfigName)
	if err := os.WriteFile(configPath, config, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, t.Node, t.Pyright, "--outputjson", "-p", configPath)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	// pyright exits 1 when it reports an error.
	if err != nil && !isExit(err, 1) {
		return nil, fmt.Errorf("pyright: %w\n%s%s", err, stdout.Bytes(), stderr.Bytes())
	}
	var report struct {
		Diagnostics []pyrightDiagnostic `json:"generalDiagnostics"`
		Summary     struct {
			FilesAnalyzed int `json:"filesAnalyzed"`
		} `json:"summary"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &report); err != nil {
		return nil, fmt.Errorf("reading pyright's report: %v\n%s%s", err, stdout.Bytes(), stderr.Bytes())
	}
	if report.Summary.FilesAnalyzed == 0 {
		return nil, fmt.Errorf("pyright analyzed no file of %s\n%s", dir, stderr.Bytes())
	}
	var errs []pyrightDiagnostic
	for _, d := range report.Diagnostics {
		if d.Severity == "error" {
			errs = append(errs, d)
		}
	}
	return errs, nil
}

// oneLine joins the lines of a pyright message, whose continuation lines
// explain the first.
func oneLine(msg string) string {
	lines := strings.Split(msg, "\n")
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return strings.Join(lines, ": ")
}

// run runs a command and returns its combined output.
func run(ctx context.Context, name string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, name, args...)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "BLACK_CACHE_DIR="+os.TempDir()+"/pycheck-black-cache")
	err := cmd.Run()
	return buf.String(), err
}

func isExit(err error, code int) bool {
	var ee *exec.ExitError
	return errors.As(err, &ee) && ee.ExitCode() == code
}

// OtherMajor reports whether the environment has the module (pulumi_simple)
// as a stand-in for another major version than version (a test provider's
// 27.0.0 where the stand-in is 1.0.0): see pyenv.OtherMajor.
func (t *Tools) OtherMajor(module, version string) bool {
	return pyenv.OtherMajor(t.standIns, module, version)
}

// Missing returns the modules the files of a program (paths relative to
// its directory) import that are neither its own modules nor importable in
// the environment, sorted: the program is type-checked only when there are
// none.
func (t *Tools) Missing(files []gen.File) []string {
	own := map[string]bool{}
	for _, f := range files {
		if name, ok := strings.CutSuffix(f.Path, ".py"); ok {
			own[strings.SplitN(name, "/", 2)[0]] = true
		} else if dir, _, ok := strings.Cut(f.Path, "/"); ok {
			own[dir] = true
		}
	}
	set := map[string]bool{}
	for _, f := range files {
		if !strings.HasSuffix(f.Path, ".py") {
			continue
		}
		for _, m := range imported(string(f.Contents)) {
			if !own[m] && !t.Has(m) {
				set[m] = true
			}
		}
	}
	out := make([]string, 0, len(set))
	for m := range set {
		out = append(out, m)
	}
	sort.Strings(out)
	return out
}

// imported returns the top-level modules the import statements of src
// name (not relative imports).
func imported(src string) []string {
	var out []string
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		if rest, ok := strings.CutPrefix(line, "from "); ok {
			mod, _, _ := strings.Cut(rest, " ")
			if mod != "" && !strings.HasPrefix(mod, ".") {
				out = append(out, strings.SplitN(mod, ".", 2)[0])
			}
		} else if rest, ok := strings.CutPrefix(line, "import "); ok {
			for _, part := range strings.Split(rest, ",") {
				fields := strings.Fields(part)
				if len(fields) > 0 {
					out = append(out, strings.SplitN(fields[0], ".", 2)[0])
				}
			}
		}
	}
	return out
}
