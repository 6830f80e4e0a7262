// Package gorun is the Go mock-run driver (see mockrun): input generated Go
// programs, each with its mocks, and a compile module (gocompile.Module);
// output each program's trace as its run under the Go SDK's mocks recorded
// it.
//
// All the programs of one call are built into ONE binary, in the compile
// module's work/gorun-SET/ directory (SetDir; not checked in):
//
//	work/gorun-SET/m/gN/DIR.FILE.go  the programs merged into group N (merge.go)
//	work/gorun-SET/p/DIR/            each program's directory, where it runs,
//	                                 and its package when it is not merged
//	work/gorun-SET/main/main.go      the binary's main, which imports them all
//	work/gorun-SET/mocks/DIR.json    each program's mocks (trace.Mocks)
//	work/gorun-SET/traces/DIR.json   each run's raw trace
//
// A program is copied with its `package main` clauses renamed, its `func
// main()` renamed to PclgenMain, and the `pulumi.Run(` that starts its body
// replaced by the Run of the module's gorundriver package (checked in beside
// go.mod), which runs the body under the SDK's mocks and writes the trace.
// The binary is then run once per program, in a process of its own, with
// the program's directory as its working directory and its config in
// PULUMI_CONFIG and PULUMI_CONFIG_SECRET_KEYS. A program that does not
// compile is left out of the binary and gets the compiler's output, about
// its own package, as its failure.
package gorun

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

// DriverPackage is the directory, in the compile module, of the package
// that runs a program under the mocks.
const DriverPackage = "gorundriver"

// Parallel is how many programs run at a time.
const Parallel = 2

// Stats is how long the parts of a Run took.
type Stats struct {
	// Build is the time the go tool took, over all builds (a build is
	// repeated without the programs that do not compile).
	Build time.Duration
	// Builds is how many times the binary was built.
	Builds int
	// Runs is each run program's wall time, by job name.
	Runs map[string]time.Duration
	// Merged are the names of the jobs built merged (see merge.go).
	Merged map[string]bool
}

// Run runs each job's Go program under the Go SDK's mocks in the module m and
// returns a result per job name.
func Run(ctx context.Context, m *gocompile.Module, set string, jobs []mockrun.Job, timeout time.Duration) (map[string]mockrun.Result, error) {
	res, _, err := RunStats(ctx, m, set, jobs, timeout)
	return res, err
}

// job is a job with where its files go.
type job struct {
	mockrun.Job
	dir   string // directory name under p/, mocks/ and traces/
	files []gen.File
}

// RunStats is Run, and says how long the build and the runs took.
func RunStats(ctx context.Context, m *gocompile.Module, set string, jobs []mockrun.Job, timeout time.Duration) (map[string]mockrun.Result, *Stats, error) {
	stats := &Stats{Runs: map[string]time.Duration{}, Merged: map[string]bool{}}
	results := map[string]mockrun.Result{}
	if len(jobs) == 0 {
		return results, stats, nil
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		return nil, stats, err
	}
	if timeout <= 0 {
		timeout = mockrun.DefaultTimeout
	}
	setDir := SetDir(set)
	work, err := filepath.Abs(filepath.Join(m.Dir, "work", setDir))
	if err != nil {
		return nil, stats, err
	}
	if err := os.RemoveAll(work); err != nil {
		return nil, stats, err
	}
	for _, sub := range []string{"p", "main", "mocks", "traces"} {
		if err := os.MkdirAll(filepath.Join(work, sub), 0o755); err != nil {
			return nil, stats, err
		}
	}

	// Write each program as a package and its mocks.
	var todo []*job
	byDir := map[string]*job{}
	for _, jb := range jobs {
		j := &job{Job: jb, dir: gocompile.DirName(jb.Name)}
		if prev, dup := byDir[j.dir]; dup {
			return nil, stats, fmt.Errorf("jobs %q and %q have the same directory name %q", prev.Name, jb.Name, j.dir)
		}
		if _, dup := results[jb.Name]; dup {
			return nil, stats, fmt.Errorf("two jobs are named %q", jb.Name)
		}
		byDir[j.dir] = j
		files, err := Rewrite(jb.Program.Files, m.Path+"/"+DriverPackage)
		if err != nil {
			results[jb.Name] = mockrun.Result{Failure: err.Error()}
			continue
		}
		j.files = files
		if err := writeJob(work, j); err != nil {
			return nil, stats, err
		}
		todo = append(todo, j)
	}

	// Build, dropping the programs that do not compile until the rest do,
	// and building those whose merged files fail as packages of their own.
	merges := mergePrograms(ctx, m, todo)
	if err := writeMerged(work, merges); err != nil {
		return nil, stats, err
	}
	for _, j := range todo {
		if merges[j] == nil {
			if err := writePackage(work, j); err != nil {
				return nil, stats, err
			}
		}
	}
	binary := filepath.Join(work, "driver")
	for len(todo) > 0 {
		if err := writeMain(work, m.Path+"/work/"+setDir, m.Path+"/"+DriverPackage, todo, merges); err != nil {
			return nil, stats, err
		}
		cmd := exec.CommandContext(ctx, goTool, "build", "-o", binary, "./"+filepath.ToSlash(filepath.Join("work", setDir, "main")))
		cmd.Dir = m.Dir
		cmd.Env = gocompile.ToolEnv()
		start := time.Now()
		out, err := cmd.CombinedOutput()
		stats.Build += time.Since(start)
		stats.Builds++
		if ctx.Err() != nil {
			return nil, stats, fmt.Errorf("go build: %w", gocompile.ErrDeadline)
		}
		if err == nil {
			break
		}
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			return nil, stats, fmt.Errorf("go build: %w", err)
		}
		failures := attribute(out, setDir, byDir)
		mergedJobs, mergedGroups := mergedFailures(out, setDir, merges)
		if len(failures) == 0 && len(mergedJobs) == 0 && len(mergedGroups) == 0 {
			return nil, stats, fmt.Errorf("go build in %s failed:\n%s", m.Dir, out)
		}
		for j, mg := range merges {
			if mergedJobs[j] || mergedGroups[mg.group] {
				if err := unmerge(work, mg); err != nil {
					return nil, stats, err
				}
				if err := writePackage(work, j); err != nil {
					return nil, stats, err
				}
				delete(merges, j)
			}
		}
		var keep []*job
		for _, j := range todo {
			if msg, failed := failures[j.dir]; failed {
				results[j.Name] = mockrun.Result{Failure: "the program does not compile:\n" + msg}
				continue
			}
			keep = append(keep, j)
		}
		todo = keep
	}
	if len(todo) == 0 {
		return results, stats, nil
	}
	for j := range merges {
		stats.Merged[j.Name] = true
	}

	// Run each program in a process of its own.
	var mu sync.Mutex
	sem := make(chan struct{}, Parallel)
	var wg sync.WaitGroup
	for _, j := range todo {
		wg.Add(1)
		sem <- struct{}{}
		go func(j *job) {
			defer wg.Done()
			defer func() { <-sem }()
			start := time.Now()
			r := runJob(ctx, binary, work, j, timeout)
			took := time.Since(start)
			mu.Lock()
			results[j.Name] = r
			stats.Runs[j.Name] = took
			mu.Unlock()
		}(j)
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, stats, ctx.Err()
	}
	return results, stats, nil
}

// writeJob writes a job's directory, with the files that are not Go
// source, and its mocks. The Go files are written by writePackage, or
// merged (see merge.go).
func writeJob(work string, j *job) error {
	if err := writeFiles(work, j, false); err != nil {
		return err
	}
	return trace.WriteMocks(filepath.Join(work, "mocks", j.dir+".json"), j.MocksAt(filepath.Join(work, "p", j.dir)))
}

// writePackage writes a job's Go files into its directory, which makes it
// a package of its own.
func writePackage(work string, j *job) error { return writeFiles(work, j, true) }

// writeFiles writes a job's Go files (goFiles) or its other files.
func writeFiles(work string, j *job, goFiles bool) error {
	pkg := filepath.Join(work, "p", j.dir)
	if err := os.MkdirAll(pkg, 0o755); err != nil {
		return err
	}
	for _, f := range j.files {
		if strings.HasSuffix(f.Path, ".go") != goFiles {
			continue
		}
		name := filepath.Join(pkg, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(name, f.Contents, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// writeMain writes the binary's main package, which imports the packages of
// jobs: each merged job's group, and each other job's own package.
func writeMain(work, workImport, driverImport string, jobs []*job, merges map[*job]*merged) error {
	sorted := append([]*job(nil), jobs...)
	sort.Slice(sorted, func(a, b int) bool { return sorted[a].dir < sorted[b].dir })
	var b bytes.Buffer
	b.WriteString("// Code generated by gen/gentest/gorun. DO NOT EDIT.\n\npackage main\n\nimport (\n")
	fmt.Fprintf(&b, "\tdriver %q\n", driverImport)
	groups := map[int]bool{}
	for i, j := range sorted {
		if mg, ok := merges[j]; ok {
			if !groups[mg.group] {
				groups[mg.group] = true
				fmt.Fprintf(&b, "\tg%d %q\n", mg.group, workImport+"/"+filepath.ToSlash(groupDir(mg.group)))
			}
			continue
		}
		fmt.Fprintf(&b, "\tp%d %q\n", i, workImport+"/p/"+j.dir)
	}
	b.WriteString(")\n\nfunc main() {\n\tdriver.Main(map[string]func(){\n")
	for i, j := range sorted {
		if mg, ok := merges[j]; ok {
			fmt.Fprintf(&b, "\t\t%q: g%d.%s%s,\n", j.dir, mg.group, MainFunc, mg.suffix)
			continue
		}
		fmt.Fprintf(&b, "\t\t%q: p%d.PclgenMain,\n", j.dir, i)
	}
	b.WriteString("\t})\n}\n")
	return os.WriteFile(filepath.Join(work, "main", "main.go"), b.Bytes(), 0o644)
}

// runJob runs the binary for one job.
func runJob(ctx context.Context, binary, work string, j *job, timeout time.Duration) mockrun.Result {
	tracePath := filepath.Join(work, "traces", j.dir+".json")
	runCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(runCtx, binary, j.dir, filepath.Join(work, "mocks", j.dir+".json"), tracePath)
	cmd.Dir = filepath.Join(work, "p", j.dir)
	cmd.WaitDelay = 5 * time.Second
	env, err := childEnv(j.Mocks)
	if err != nil {
		return mockrun.Result{Failure: err.Error()}
	}
	cmd.Env = env
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	log := out.String()
	if runCtx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
		return mockrun.Result{Failure: fmt.Sprintf("timed out after %v", timeout), Log: log}
	}
	if err != nil {
		if msg, ok := programPanic(log, j.dir); ok {
			// A panic in a goroutine of the program (an apply's callback):
			// the program failed, like a panic in its body.
			t, nerr := trace.Normalize(&trace.Raw{Error: msg})
			if nerr == nil {
				return mockrun.Result{Trace: t, Log: log}
			}
		}
		return mockrun.Result{Failure: fmt.Sprintf("the driver failed: %v", err), Log: log}
	}
	data, err := os.ReadFile(tracePath)
	if err != nil {
		return mockrun.Result{Failure: fmt.Sprintf("the driver wrote no trace: %v", err), Log: log}
	}
	t, err := trace.ParseIn(data, filepath.Join(work, "p", j.dir))
	if err != nil {
		return mockrun.Result{Failure: err.Error(), Log: log}
	}
	return mockrun.Result{Trace: t, Log: log}
}

// childEnv is the environment of a run: this process's without the
// variables of the Pulumi engine's contract, plus the mocks' config.
func childEnv(mocks *trace.Mocks) ([]string, error) {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PULUMI_") {
			env = append(env, kv)
		}
	}
	config := map[string]string{}
	secretKeys := []string{}
	if mocks != nil {
		if mocks.Config != nil {
			config = mocks.Config
		}
		if mocks.SecretKeys != nil {
			secretKeys = mocks.SecretKeys
		}
	}
	c, err := json.Marshal(config)
	if err != nil {
		return nil, err
	}
	k, err := json.Marshal(secretKeys)
	if err != nil {
		return nil, err
	}
	return append(env, "PULUMI_CONFIG="+string(c), "PULUMI_CONFIG_SECRET_KEYS="+string(k)), nil
}

// programPanic reports whether a run's output is that of a Go panic raised
// in the program's own code (its package appears in the stack), and returns
// the panic's message.
func programPanic(log, dir string) (string, bool) {
	i := strings.Index(log, "panic: ")
	if i < 0 || (i > 0 && log[i-1] != '\n') {
		return "", false
	}
	merged := regexp.MustCompile(`/m/g[0-9]+/` + regexp.QuoteMeta(dir) + `\.[^/\s]*\.go:`)
	if !strings.Contains(log[i:], "/p/"+dir+"/") && !strings.Contains(log[i:], "/p/"+dir+".") && !merged.MatchString(log[i:]) {
		return "", false
	}
	msg := log[i:]
	if nl := strings.IndexByte(msg, '\n'); nl >= 0 {
		msg = msg[:nl]
	}
	return msg, true
}

// attribute maps the directory of each program that the go tool's output
// is about to the lines about it. A line naming no program directory
// belongs to the package of the "# package" header before it.
func attribute(out []byte, setDir string, byDir map[string]*job) map[string]string {
	dirPattern := regexp.MustCompile(`work/` + regexp.QuoteMeta(setDir) + `/p/([^/\s:\]]+)`)
	failures := map[string]string{}
	current := ""
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
				failures[m[1]] += line + "\n"
				continue
			}
		}
		if strings.HasPrefix(line, "# ") || strings.HasPrefix(line, "go: ") {
			current = ""
			continue
		}
		if current != "" {
			failures[current] += line + "\n"
		}
	}
	return failures
}

var (
	packageMain = regexp.MustCompile(`(?m)^package main[ \t]*(//.*)?$`)
	funcMain    = regexp.MustCompile(`(?m)^func main\(\) \{[ \t]*\n[ \t]*pulumi\.Run\(`)
)

// MainFunc is what Rewrite renames a program's main function to.
const MainFunc = "PclgenMain"

// driverAlias is the name a rewritten main.go imports the driver as.
const driverAlias = "pclgenGorunDriver"

// Rewrite turns a generated program's files (package main) into a package
// that the driver binary can import: each `package main` clause becomes
// `package program`, and the file holding `func main() {` followed by
// `pulumi.Run(` gets `func PclgenMain() {` and a call of the driver's Run
// (imported as the package driverImport, on the package clause's line, so
// that line numbers stay those of the generated files). Files that are not
// Go source (Pulumi.yaml, fixtures the program reads such as readFile's) are
// kept as they are, to be written beside the package, where the driver runs;
// the module's files (go.mod, go.sum, go.work) are left out, since one in the
// package's directory would cut it out of the driver's module.
func Rewrite(files []gen.File, driverImport string) ([]gen.File, error) {
	var out []gen.File
	found := 0
	for _, f := range files {
		if !strings.HasSuffix(f.Path, ".go") {
			switch path.Base(filepath.ToSlash(f.Path)) {
			case "go.mod", "go.sum", "go.work", "go.work.sum":
				continue
			}
			if !filepath.IsLocal(filepath.FromSlash(f.Path)) {
				return nil, fmt.Errorf("the program has a file outside its directory (%s)", f.Path)
			}
			out = append(out, f)
			continue
		}
		if strings.Contains(filepath.ToSlash(f.Path), "/") {
			return nil, fmt.Errorf("the program has a Go file in a subdirectory (%s), which the Go driver does not support", f.Path)
		}
		src := string(f.Contents)
		loc := packageMain.FindStringIndex(src)
		if loc == nil {
			return nil, fmt.Errorf("%s: no `package main` clause", f.Path)
		}
		clause := "package program"
		if m := funcMain.FindStringIndex(src); m != nil {
			found++
			call := src[m[0]:m[1]]
			call = strings.Replace(call, "func main()", "func "+MainFunc+"()", 1)
			call = strings.Replace(call, "pulumi.Run(", driverAlias+".Run(", 1)
			src = src[:m[0]] + call + src[m[1]:]
			clause += fmt.Sprintf("; import %s %q", driverAlias, driverImport)
		}
		src = src[:loc[0]] + clause + src[loc[1]:]
		out = append(out, gen.File{Path: f.Path, Contents: []byte(src)})
	}
	switch found {
	case 0:
		return nil, errors.New("the program has no `func main() {` whose body starts with `pulumi.Run(`")
	case 1:
		return out, nil
	default:
		return nil, errors.New("the program has more than one `func main() {`")
	}
}
