// Package pyrun is the mock-run driver of generated Python programs. Input:
// programs as gen/python generates them (__main__.py and one module per
// component, imported as `from pet import Pet`), each with its trace.Mocks,
// and the python of the pinned environment (pyenv.Ensure); output: each
// program's trace as its run under the pulumi package's mocks recorded it.
//
// Each program runs in a fresh process (two at a time): a child forked by a
// server of the embedded driver.py, which has imported the SDK once (on a
// system without fork, a process of its own). The driver sets the
// program's config, installs mocks that answer from
// the trace.Mocks and record every registration, invoke, method call and
// export, runs __main__.py with runpy, waits for every outstanding output
// and RPC, and writes the raw trace JSON; the program's exception (one
// raised inside an output too) is the trace's error.
package pyrun

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

//go:embed driver.py
var driver []byte

// Parallel is how many programs run at once.
const Parallel = 2

// Run runs each job's Python program under the pulumi package's mocks with python (from pyenv.Ensure), returning a result per job name.
//
// workDir is emptied and gets driver.py and a directory per job (its
// program in program/, mocks.json, trace.json). A job that does not finish
// within timeout is killed and fails with "timed out after TIMEOUT".
func Run(ctx context.Context, python string, workDir string, jobs []mockrun.Job, timeout time.Duration) (map[string]mockrun.Result, error) {
	if timeout <= 0 {
		timeout = mockrun.DefaultTimeout
	}
	if err := os.RemoveAll(workDir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(workDir, 0o755); err != nil {
		return nil, err
	}
	driverPath := filepath.Join(workDir, "driver.py")
	if err := os.WriteFile(driverPath, driver, 0o644); err != nil {
		return nil, err
	}
	dirs := map[string]bool{}
	type work struct {
		job mockrun.Job
		dir string
	}
	var todo []work
	results := map[string]mockrun.Result{}
	for _, j := range jobs {
		if _, dup := results[j.Name]; dup {
			return nil, fmt.Errorf("two jobs are named %q", j.Name)
		}
		results[j.Name] = mockrun.Result{}
		dir := filepath.Join(workDir, uniqueDir(j.Name, dirs))
		if err := writeJob(dir, j); err != nil {
			results[j.Name] = mockrun.Result{Failure: err.Error()}
			continue
		}
		todo = append(todo, work{j, dir})
	}

	var mu sync.Mutex
	var wg sync.WaitGroup
	queue := make(chan work)
	for i := 0; i < Parallel; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var srv *server
			defer func() { srv.close() }()
			for w := range queue {
				var r mockrun.Result
				if forks {
					r, srv = runServed(ctx, srv, python, driverPath, w.dir, timeout)
				} else {
					r = runOne(ctx, python, driverPath, w.dir, timeout)
				}
				mu.Lock()
				results[w.job.Name] = r
				mu.Unlock()
			}
		}()
	}
	for _, w := range todo {
		queue <- w
	}
	close(queue)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return results, err
	}
	return results, nil
}

var unsafeChars = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// uniqueDir names a job's directory after its name.
func uniqueDir(name string, used map[string]bool) string {
	base := strings.Trim(unsafeChars.ReplaceAllString(name, "-"), "-.")
	if base == "" {
		base = "program"
	}
	dir := base
	for i := 2; used[dir]; i++ {
		dir = fmt.Sprintf("%s-%d", base, i)
	}
	used[dir] = true
	return dir
}

// writeJob writes a job's program and mocks into dir.
func writeJob(dir string, j mockrun.Job) error {
	prog := filepath.Join(dir, "program")
	hasMain := false
	for _, f := range j.Program.Files {
		clean := filepath.Clean(filepath.FromSlash(f.Path))
		if filepath.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, ".."+string(filepath.Separator)) {
			return fmt.Errorf("the program's file %q is outside its directory", f.Path)
		}
		if clean == "__main__.py" {
			hasMain = true
		}
		name := filepath.Join(prog, clean)
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(name, f.Contents, 0o644); err != nil {
			return err
		}
	}
	if !hasMain {
		return errors.New("the program has no __main__.py")
	}
	return trace.WriteMocks(filepath.Join(dir, "mocks.json"), j.MocksAt(prog))
}

// runOne runs the driver over the job in dir and reads its trace.
func runOne(ctx context.Context, python, driverPath, dir string, timeout time.Duration) mockrun.Result {
	tracePath := filepath.Join(dir, "trace.json")
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(rctx, python, driverPath, filepath.Join(dir, "program"), filepath.Join(dir, "mocks.json"), tracePath)
	cmd.Dir = dir
	cmd.Env = environ()
	cmd.WaitDelay = 5 * time.Second
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	err := cmd.Run()
	log := buf.String()
	if rctx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
		return mockrun.Result{Failure: fmt.Sprintf("timed out after %v", timeout), Log: log}
	}
	if ctx.Err() != nil {
		return mockrun.Result{Failure: ctx.Err().Error(), Log: log}
	}
	if err != nil {
		return mockrun.Result{Failure: fmt.Sprintf("the driver failed: %v", err), Log: log}
	}
	return readTrace(dir, log)
}

// readTrace reads the trace the driver wrote for the job in dir.
func readTrace(dir, log string) mockrun.Result {
	tracePath := filepath.Join(dir, "trace.json")
	data, err := os.ReadFile(tracePath)
	if err != nil {
		return mockrun.Result{Failure: fmt.Sprintf("the driver wrote no trace: %v", err), Log: log}
	}
	t, err := trace.ParseIn(data, filepath.Join(dir, "program"))
	if err != nil {
		return mockrun.Result{Failure: err.Error(), Log: log}
	}
	return mockrun.Result{Trace: t, Log: log}
}

// environ is the driver's environment: this process's, without the
// variables through which the Pulumi CLI would talk to the program (the
// driver sets the config itself), unbuffered, without bytecode files.
func environ() []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "PULUMI_") || strings.HasPrefix(kv, "PYTHONPATH=") {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "PYTHONDONTWRITEBYTECODE=1", "PYTHONUNBUFFERED=1", "PYTHONHASHSEED=0")
}
