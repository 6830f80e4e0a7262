// Package pycheck checks generated Python the way the project's tests
// require: every file compiles (python3's compile, as py_compile does),
// pyflakes reports nothing (no unused imports, no undefined names) and
// `black --check` would not reformat it. Input: a directory of .py files
// (in subdirectories, one per program); output: the problems of each file.
// Each tool runs once over the whole directory.
package pycheck

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// Python is the interpreter that runs the checks; Debian installs
// python3-pyflakes for it.
const Python = "/usr/bin/python3"

// Black is Debian's black.
const Black = "/usr/bin/black"

// Available returns nil when the tools are installed, else an error saying
// how to install them.
func Available() error {
	if _, err := os.Stat(Python); err != nil {
		return fmt.Errorf("%s is not installed (apt-get install python3)", Python)
	}
	if err := exec.Command(Python, "-m", "pyflakes", "--version").Run(); err != nil {
		return fmt.Errorf("pyflakes is not installed for %s (apt-get install python3-pyflakes)", Python)
	}
	if _, err := exec.LookPath(Black); err != nil {
		return fmt.Errorf("%s is not installed (apt-get install black)", Black)
	}
	return nil
}

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

// Check runs the three checks over every .py file beneath dir and returns
// the problems by file, as paths relative to dir (with '/' separators).
// A file without problems has no entry.
func Check(ctx context.Context, dir string) (map[string][]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".py") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	problems := map[string][]string{}
	if len(files) == 0 {
		return problems, nil
	}
	add := func(line string) {
		line = strings.TrimSpace(line)
		if line == "" {
			return
		}
		path, msg, ok := strings.Cut(line, ":")
		if !ok {
			return
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil || strings.HasPrefix(rel, "..") {
			return
		}
		rel = filepath.ToSlash(rel)
		problems[rel] = append(problems[rel], strings.TrimSpace(msg))
	}
	out, err := run(ctx, Python, append([]string{"-c", compileScript}, files...)...)
	if err != nil {
		return nil, fmt.Errorf("compiling: %w\n%s", err, out)
	}
	for _, l := range strings.Split(out, "\n") {
		add(l)
	}
	// pyflakes exits 1 when it reports anything.
	out, err = run(ctx, Python, append([]string{"-m", "pyflakes"}, files...)...)
	if err != nil && !isExit(err, 1) {
		return nil, fmt.Errorf("pyflakes: %w\n%s", err, out)
	}
	for _, l := range strings.Split(out, "\n") {
		add(l)
	}
	// black --check exits 1 when it would reformat a file, 123 on an
	// internal error (a file that does not parse, reported above).
	out, err = run(ctx, Black, append([]string{"--check", "--target-version", "py311"}, files...)...)
	if err != nil && !isExit(err, 1) && !isExit(err, 123) {
		return nil, fmt.Errorf("black: %w\n%s", err, out)
	}
	for _, l := range strings.Split(out, "\n") {
		if p, ok := strings.CutPrefix(strings.TrimSpace(l), "would reformat "); ok {
			add(p + ": black would reformat it")
		}
	}
	return problems, nil
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
