// Package tscompile checks that generated TypeScript programs type-check
// against pinned npm packages. Input: a compile directory
// (testdata/compile/typescript: a package.json and package-lock.json that pin
// @pulumi/pulumi, the provider packages and typescript, installed with `npm
// ci`) and generated programs; output: each program's tsc errors.
//
// The programs are written into the directory's work/SET/NAME/ directories
// (work/ is not checked in) and checked together with one `tsc --noEmit
// --strict` over a tsconfig.json listing every file: starting tsc and
// loading the typings of @pulumi/aws takes most of the time, so one run for
// all programs is much faster than one per program.
package tscompile

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
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

// ErrNotInstalled is returned by Open when the compile directory's
// node_modules is missing: run `npm ci --ignore-scripts` in it first
// (the scripts of the provider packages install plugins with the pulumi CLI,
// which type-checking does not need).
var ErrNotInstalled = errors.New("node_modules is missing: run `npm ci --ignore-scripts` in the compile directory first")

// Dir is a compile directory with its npm packages installed.
type Dir struct {
	// Path is the directory.
	Path string
}

// Open returns the compile directory at path, or ErrNotInstalled when its
// packages are not installed.
func Open(path string) (*Dir, error) {
	path, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(path, "package.json")); err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(path, "node_modules", "typescript", "bin", "tsc")); err != nil {
		return nil, fmt.Errorf("%s: %w", path, ErrNotInstalled)
	}
	return &Dir{Path: path}, nil
}

// Has reports whether the npm package name is installed.
func (d *Dir) Has(name string) bool {
	_, err := os.Stat(filepath.Join(d.Path, "node_modules", filepath.FromSlash(name), "package.json"))
	return err == nil
}

// HasVersion reports whether the npm package name is installed for a
// program written for its version (any when version is ""): a stand-in
// SDK of the directory's sdks (a test schema's package, which npm links
// from there) stands for one major version of its package, and a program
// for another (a test provider's 27.0.0 where the stand-in is 1.0.0) is no
// program for it. A published package is taken at the version pinned.
func (d *Dir) HasVersion(name, version string) bool {
	path := filepath.Join(d.Path, "node_modules", filepath.FromSlash(name))
	data, err := os.ReadFile(filepath.Join(path, "package.json"))
	if err != nil {
		return false
	}
	real, err := filepath.EvalSymlinks(path)
	if version == "" || err != nil || !strings.HasPrefix(real, filepath.Join(d.Path, "sdks")+string(filepath.Separator)) {
		return true
	}
	var pkg struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(data, &pkg); err != nil {
		return false
	}
	return gentest.MajorVersion(pkg.Version) == gentest.MajorVersion(version)
}

// Program is a generated program to check: its name (made into a
// directory name) and its files; the .ts files are checked.
type Program = gentest.Program

// Result is the outcome of checking a set of programs.
type Result struct {
	// Failures maps the name of each program with errors to tsc's
	// messages about it.
	Failures map[string]string
	// Took is how long tsc ran.
	Took time.Duration
}

// Names returns the names of the failed programs, sorted.
func (r *Result) Names() []string { return slices.Sorted(maps.Keys(r.Failures)) }

// compilerOptions are the options of the check: strict, as a generated
// project's tsconfig.json, without output.
var compilerOptions = map[string]any{
	"strict":           true,
	"noEmit":           true,
	"skipLibCheck":     true,
	"target":           "es2020",
	"lib":              []string{"es2022"},
	"module":           "commonjs",
	"moduleResolution": "node",
	"types":            []string{"node"},
	// As a generated project's tsconfig.json.
	"noImplicitReturns":                true,
	"noFallthroughCasesInSwitch":       true,
	"forceConsistentCasingInFileNames": true,
}

// notDirChar matches what DirName replaces.
var notDirChar = regexp.MustCompile(`[^A-Za-z0-9_.-]`)

// DirName returns the directory a program named name is written to.
func DirName(name string) string {
	d := notDirChar.ReplaceAllString(name, "_")
	if d == "" || d[0] == '.' {
		d = "p" + d
	}
	return d
}

// Check writes programs into work/set/ (replacing what was there) and runs
// tsc over all of them, stopping it when ctx ends. The error is for a
// failure that cannot be put down to particular programs.
func (d *Dir) Check(ctx context.Context, set string, programs []Program) (*Result, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, err
	}
	work := filepath.Join(d.Path, "work", set)
	byDir, err := gentest.WriteWork(work, programs, DirName)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, p := range programs {
		for _, f := range p.Files {
			if strings.HasSuffix(f.Path, ".ts") {
				files = append(files, DirName(p.Name)+"/"+f.Path)
			}
		}
	}
	res := &Result{Failures: map[string]string{}}
	if len(files) == 0 {
		return res, nil
	}
	config, err := json.MarshalIndent(map[string]any{"compilerOptions": compilerOptions, "files": files}, "", "  ")
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(work, "tsconfig.json"), config, 0o644); err != nil {
		return nil, err
	}
	tsc := filepath.Join(d.Path, "node_modules", "typescript", "bin", "tsc")
	cmd := exec.CommandContext(ctx, node, tsc, "-p", "tsconfig.json", "--pretty", "false")
	cmd.Dir = work
	out, took, failed, err := gentest.RunCheck(ctx, "tsc", cmd)
	res.Took = took
	if err != nil {
		return nil, err
	}
	if failed && !attribute(out, byDir, res.Failures) {
		return nil, fmt.Errorf("tsc in %s failed:\n%s", work, out)
	}
	return res, nil
}

// attribute adds each message of tsc about a file of a program's directory
// to that program's failure (with the continuation lines that follow it),
// and reports whether any was.
func attribute(out []byte, byDir map[string]string, failures map[string]string) bool {
	current := ""
	any := false
	for _, line := range strings.Split(string(out), "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		if dir, _, ok := strings.Cut(line, "/"); ok && !strings.HasPrefix(line, " ") {
			if name, known := byDir[dir]; known {
				current = name
				failures[name] += line + "\n"
				any = true
				continue
			}
		}
		if strings.HasPrefix(line, " ") && current != "" {
			failures[current] += line + "\n"
			continue
		}
		current = ""
	}
	return any
}
