// Package gocompile checks that generated Go programs compile against pinned
// Pulumi SDKs. Input: a compile module (testdata/compile/go: a Go module whose
// go.mod and go.sum pin the SDKs) and generated programs; output: each
// program's build and vet errors.
//
// The programs are written into the module's work/SET/NAME/ directories (one
// package main each; work/ is not checked in) and built together, with one
// run of the compiler and one `go vet` over work/SET/..., so that the
// packages build in parallel and share the build cache. Different SETs (the
// golden programs, the corpus) can be built at the same time.
//
// The compiler runs through `go list -export`, which compiles each package
// (into the build cache, where a later check of the same sources finds it)
// without linking it: a link of a program against the AWS SDK takes seconds
// and is never cached, and what only the linker reports of a package main
// that compiles, a missing func main, is checked by parsing (mainDeclared).
// The mock runs (gorun) link the programs they run.
package gocompile

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/pclgen/pclgen/gen/gentest"
)

// NoSumDB lists the module path prefixes whose checksums the Go checksum
// database lacks (pulumi-kubernetes/sdk/v3 v3.7.2); go.sum has them.
const NoSumDB = "github.com/pulumi/pulumi-kubernetes"

// Module is a compile module.
type Module struct {
	// Dir is the module's directory.
	Dir string
	// Path is its module path.
	Path string
	// requires holds the module paths its go.mod requires.
	requires map[string]bool
}

// Open reads the go.mod of the compile module in dir.
func Open(dir string) (*Module, error) {
	src, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return nil, err
	}
	m := &Module{Dir: dir, requires: map[string]bool{}}
	inRequire := false
	sc := bufio.NewScanner(bytes.NewReader(src))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if i := strings.Index(line, "//"); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		fields := strings.Fields(line)
		switch {
		case len(fields) == 0:
		case fields[0] == "module" && len(fields) == 2:
			m.Path = strings.Trim(fields[1], `"`)
		case line == "require (":
			inRequire = true
		case inRequire && line == ")":
			inRequire = false
		case inRequire && len(fields) == 2:
			m.requires[fields[0]] = true
		case fields[0] == "require" && len(fields) == 3:
			m.requires[fields[1]] = true
		}
	}
	if m.Path == "" {
		return nil, fmt.Errorf("%s/go.mod has no module line", dir)
	}
	return m, sc.Err()
}

// Requires reports whether the module requires the module at path.
func (m *Module) Requires(path string) bool { return m.requires[path] }

// Program is a generated program to build: its name (made into a
// directory name) and its source files (package main).
type Program = gentest.Program

// Result is the outcome of building a set of programs.
type Result struct {
	// Failures maps the name of each program that does not build or vet
	// cleanly to the output about it.
	Failures map[string]string
	// Build and Vet are how long compiling and vetting took.
	Build, Vet time.Duration
}

// ErrDeadline is returned by Build when ctx ends before the go tool is done:
// with a cold build cache, building the SDKs takes minutes.
var ErrDeadline = errors.New("the go tool did not finish in time (a cold build cache needs minutes to build the SDKs)")

// Build writes programs into work/set/ (replacing what was there), compiles
// them and runs `go vet` over them, stopping when ctx ends. The error
// is for a failure that cannot be put down to particular programs (the go
// tool is missing, the module's go.sum is incomplete, ctx ended, ...).
func (m *Module) Build(ctx context.Context, set string, programs []Program) (*Result, error) {
	return m.check(ctx, set, programs, true)
}

// Vet is Build without compiling: go vet type-checks the programs as the
// compiler does and runs its checks, but compiles no code. It is for
// programs compiled right after anyway (a run under mocks builds them),
// which would otherwise be compiled twice: a program that uses
// pulumi.AnyOutput takes seconds to compile, its methods instantiating
// the SDK's generic output types.
func (m *Module) Vet(ctx context.Context, set string, programs []Program) (*Result, error) {
	return m.check(ctx, set, programs, false)
}

// check is Build, compiling the programs when compile is set.
func (m *Module) check(ctx context.Context, set string, programs []Program, compile bool) (*Result, error) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		return nil, err
	}
	work := filepath.Join(m.Dir, "work", set)
	byDir, err := gentest.WriteWork(work, programs, DirName)
	if err != nil {
		return nil, err
	}
	res := &Result{Failures: map[string]string{}}
	if len(programs) == 0 {
		return res, nil
	}
	pattern := "./" + filepath.ToSlash(filepath.Join("work", set)) + "/..."
	type step struct {
		args []string
		took *time.Duration
	}
	steps := []step{{[]string{"vet", pattern}, &res.Vet}}
	if compile {
		steps = append([]step{{[]string{"list", "-export", "-f", "{{.ImportPath}}", pattern}, &res.Build}}, steps...)
	}
	for _, step := range steps {
		cmd := exec.CommandContext(ctx, goTool, step.args...)
		cmd.Dir = m.Dir
		cmd.Env = ToolEnv()
		// go list prints the packages on stdout and the compiler's errors,
		// as go build does, on stderr.
		var out bytes.Buffer
		cmd.Stderr = &out
		if step.args[0] == "vet" {
			cmd.Stdout = &out
		}
		start := time.Now()
		err := cmd.Run()
		*step.took = time.Since(start)
		if ctx.Err() != nil {
			return nil, fmt.Errorf("go %s: %w", step.args[0], ErrDeadline)
		}
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			return nil, fmt.Errorf("go %s: %w", step.args[0], err)
		}
		attributed := attribute(out.Bytes(), set, byDir, res.Failures)
		if err != nil && !attributed {
			return nil, fmt.Errorf("go %s in %s failed:\n%s", step.args[0], m.Dir, out.Bytes())
		}
	}
	for sub, name := range byDir {
		if _, failed := res.Failures[name]; failed {
			continue
		}
		if !mainDeclared(filepath.Join(work, sub)) {
			res.Failures[name] = "work/" + set + "/" + sub + ": function main is undeclared in the main package\n"
		}
	}
	return res, nil
}

// mainDeclared reports whether the package in dir, which compiles, declares
// func main if it is package main, as the linker requires. (The mock runs
// compile programs rewritten as packages of other names, which need none.)
func mainDeclared(dir string) bool {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return false
	}
	isMain := false
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil || f.Name.Name != "main" {
			continue
		}
		isMain = true
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.Name == "main" {
				return true
			}
		}
	}
	return !isMain
}

// ToolEnv is the environment the go tool runs in on the compile module:
// this process's, with its go.mod read only, no workspace, and NoSumDB's
// modules out of the checksum database.
func ToolEnv() []string {
	return append(os.Environ(), "GONOSUMDB="+noSumDB(), "GOFLAGS=-mod=readonly", "GOWORK=off")
}

// noSumDB returns GONOSUMDB with NoSumDB added.
func noSumDB() string {
	if cur := os.Getenv("GONOSUMDB"); cur != "" {
		return cur + "," + NoSumDB
	}
	return NoSumDB
}

// attribute adds each line of the go tool's output that is about a
// program's directory under work/set/ to that program's failure, and reports
// whether any line was. A line naming no directory belongs to the package
// of the "# package" header before it (up to a message of the go tool).
func attribute(out []byte, set string, byDir map[string]string, failures map[string]string) bool {
	dirPattern := regexp.MustCompile(`work/` + regexp.QuoteMeta(set) + `/([^/\s:\]]+)`)
	current := ""
	any := false
	for _, line := range strings.Split(string(out), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if m := dirPattern.FindStringSubmatch(line); m != nil {
			if _, ok := byDir[m[1]]; ok {
				if strings.HasPrefix(line, "# ") {
					current = m[1]
					continue
				}
				failures[byDir[m[1]]] += line + "\n"
				any = true
				continue
			}
		}
		if strings.HasPrefix(line, "# ") || strings.HasPrefix(line, "go: ") {
			// Another package's header, or a message of the go tool itself.
			current = ""
			continue
		}
		if current != "" {
			failures[byDir[current]] += line + "\n"
			any = true
		}
	}
	return any
}

// notDirChar matches what DirName replaces.
var notDirChar = regexp.MustCompile(`[^A-Za-z0-9_.-]`)

// DirName returns the directory a program named name is written to: the
// name with characters other than letters, digits, '_', '-' and '.'
// replaced by '_', and a leading '_' or '.' (which the go tool ignores)
// prefixed with "p".
func DirName(name string) string {
	d := notDirChar.ReplaceAllString(name, "_")
	if d == "" || d[0] == '_' || d[0] == '.' || d == "testdata" {
		d = "p" + d
	}
	return d
}

// Names returns the names of the failed programs, sorted.
func (r *Result) Names() []string { return slices.Sorted(maps.Keys(r.Failures)) }
