// Package tsrun runs generated TypeScript programs under @pulumi/pulumi's
// mocks: input mock-run jobs (a generated program with its mocks, see
// mockrun.Job) and a compile directory (see tscompile), output each job's
// trace.
//
// The programs are written into the directory's work/run-SET/NAME/
// directories and compiled to CommonJS JavaScript next to their sources by
// one tsc (type errors do not stop the emit: the compile check reports
// them). The programs then run under driver.js (embedded, written to
// work/run-SET/driver.js), which answers the SDK's registrations and invokes
// from the program's mocks.json and writes the trace: two at a time, one
// after another in a node process that has loaded the SDK once, each in a
// store of the SDK's own (a program whose run fails gets a process of its
// own, which also ends with it).
package tsrun

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
	"github.com/pclgen/pclgen/interp/trace"
)

//go:embed driver.js
var driverJS []byte

// Parallel is how many programs run at a time.
const Parallel = 2

// compilerOptions are those of a generated project's tsconfig.json, emitting
// CommonJS whatever the type errors.
var compilerOptions = map[string]any{
	"strict":                           true,
	"noEmitOnError":                    false,
	"skipLibCheck":                     true,
	"target":                           "es2020",
	"lib":                              []string{"es2022"},
	"module":                           "commonjs",
	"moduleResolution":                 "node",
	"types":                            []string{"node"},
	"noImplicitReturns":                true,
	"noFallthroughCasesInSwitch":       true,
	"forceConsistentCasingInFileNames": true,
}

// Stats says how long the stages of the last Run took.
type Stats struct {
	// Compile is how long tsc ran.
	Compile time.Duration
	// Runs is how long each job's node process ran, by job name.
	Runs map[string]time.Duration
}

var (
	lastMu    sync.Mutex
	lastStats Stats
)

// LastStats returns the timings of the most recent Run.
func LastStats() Stats {
	lastMu.Lock()
	defer lastMu.Unlock()
	s := lastStats
	s.Runs = map[string]time.Duration{}
	for k, v := range lastStats.Runs {
		s.Runs[k] = v
	}
	return s
}

// Run compiles each job's TypeScript program to JavaScript and runs it under
// @pulumi/pulumi's mocks, returning a result per job name. Each run may take
// timeout (mockrun.DefaultTimeout when zero). The error is for a failure
// that concerns no job in particular (the work directory cannot be written,
// node is missing, ctx ended). Runs of one set, in this process or
// another, take turns.
func Run(ctx context.Context, dir *tscompile.Dir, set string, jobs []mockrun.Job, timeout time.Duration) (map[string]mockrun.Result, error) {
	if timeout <= 0 {
		timeout = mockrun.DefaultTimeout
	}
	node, err := exec.LookPath("node")
	if err != nil {
		return nil, err
	}
	work := filepath.Join(dir.Path, "work", "run-"+tscompile.DirName(set))
	if err := os.MkdirAll(filepath.Dir(work), 0o755); err != nil {
		return nil, err
	}
	unlock, err := lockSet(work + ".lock")
	if err != nil {
		return nil, err
	}
	defer unlock()
	programs := make([]gentest.Program, len(jobs))
	for i, j := range jobs {
		programs[i] = gentest.Program{Name: j.Name, Files: j.Program.Files}
	}
	if _, err := gentest.WriteWork(work, programs, tscompile.DirName); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(work, "driver.js"), driverJS, 0o644); err != nil {
		return nil, err
	}
	results := map[string]mockrun.Result{}
	stats := Stats{Runs: map[string]time.Duration{}}
	defer func() {
		lastMu.Lock()
		lastStats = stats
		lastMu.Unlock()
	}()

	tscOut, took, err := compile(ctx, node, dir, work, jobs)
	stats.Compile = took
	if err != nil {
		return nil, err
	}

	var runnable []mockrun.Job
	for _, j := range jobs {
		if _, err := os.Stat(filepath.Join(work, tscompile.DirName(j.Name), "index.js")); err != nil {
			results[j.Name] = mockrun.Result{
				Failure: "the program did not compile to JavaScript (no index.js)",
				Log:     messagesAbout(tscOut, tscompile.DirName(j.Name)),
			}
			continue
		}
		runnable = append(runnable, j)
	}

	var mu sync.Mutex
	var wg sync.WaitGroup
	queue := make(chan mockrun.Job)
	for i := 0; i < Parallel; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var srv *server
			defer func() { srv.close() }()
			for j := range queue {
				start := time.Now()
				var res mockrun.Result
				if serves {
					res, srv = runServed(ctx, srv, node, work, j, timeout)
				} else {
					res = runOne(ctx, node, work, j, timeout)
				}
				mu.Lock()
				results[j.Name] = res
				stats.Runs[j.Name] = time.Since(start)
				mu.Unlock()
			}
		}()
	}
	for _, j := range runnable {
		queue <- j
	}
	close(queue)
	wg.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return results, nil
}

// compile writes work/tsconfig.json listing every .ts file of the jobs and
// runs tsc, returning its output. Type errors are not an error: tsc still
// writes the JavaScript.
func compile(ctx context.Context, node string, dir *tscompile.Dir, work string, jobs []mockrun.Job) ([]byte, time.Duration, error) {
	var files []string
	for _, j := range jobs {
		for _, f := range j.Program.Files {
			if strings.HasSuffix(f.Path, ".ts") && !strings.HasSuffix(f.Path, ".d.ts") {
				files = append(files, tscompile.DirName(j.Name)+"/"+f.Path)
			}
		}
	}
	if len(files) == 0 {
		return nil, 0, nil
	}
	config, err := json.MarshalIndent(map[string]any{"compilerOptions": compilerOptions, "files": files}, "", "  ")
	if err != nil {
		return nil, 0, err
	}
	if err := os.WriteFile(filepath.Join(work, "tsconfig.json"), config, 0o644); err != nil {
		return nil, 0, err
	}
	tsc := filepath.Join(dir.Path, "node_modules", "typescript", "bin", "tsc")
	cmd := exec.CommandContext(ctx, node, tsc, "-p", "tsconfig.json", "--pretty", "false")
	cmd.Dir = work
	out, took, _, err := gentest.RunCheck(ctx, "tsc", cmd)
	if err != nil {
		return nil, took, err
	}
	return out, took, nil
}

// messagesAbout returns the lines of tsc's output about files of the
// program directory sub, with their continuation lines.
func messagesAbout(out []byte, sub string) string {
	var b strings.Builder
	in := false
	for _, line := range strings.Split(string(out), "\n") {
		switch {
		case strings.HasPrefix(line, sub+"/"):
			in = true
		case strings.HasPrefix(line, " ") && in:
		default:
			in = false
			continue
		}
		b.WriteString(line + "\n")
	}
	if b.Len() == 0 {
		return string(out)
	}
	return b.String()
}

// runOne runs one compiled program under a driver of its own.
func runOne(ctx context.Context, node, work string, j mockrun.Job, timeout time.Duration) mockrun.Result {
	progDir, env, err := prepareJob(work, j)
	if err != nil {
		return mockrun.Result{Failure: err.Error()}
	}
	runCtx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.CommandContext(runCtx, node, filepath.Join(work, "driver.js"), progDir, filepath.Join(progDir, "mocks.json"), filepath.Join(progDir, "trace.json"))
	cmd.Dir = progDir
	cmd.Env = withoutPulumiEnv(os.Environ())
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	cmd.WaitDelay = 5 * time.Second
	err = cmd.Run()
	if runCtx.Err() == context.DeadlineExceeded && ctx.Err() == nil {
		return mockrun.Result{Failure: fmt.Sprintf("timed out after %s", timeout), Log: out.String()}
	}
	if ctx.Err() != nil {
		return mockrun.Result{Failure: ctx.Err().Error(), Log: out.String()}
	}
	return readTrace(progDir, out.String(), err)
}

// prepareJob writes the job's mocks.json beside its compiled program and
// removes any trace of an earlier run, returning the program's directory
// and the environment of its run: its config, and the program's directory
// as the project's root (rootDirectory(), as the interpreter's).
func prepareJob(work string, j mockrun.Job) (string, map[string]string, error) {
	progDir := filepath.Join(work, tscompile.DirName(j.Name))
	mocks := j.MocksAt(progDir)
	if err := trace.WriteMocks(filepath.Join(progDir, "mocks.json"), mocks); err != nil {
		return "", nil, err
	}
	_ = os.Remove(filepath.Join(progDir, "trace.json"))
	config, err := json.Marshal(mocks.Config)
	if err != nil {
		return "", nil, fmt.Errorf("encoding config: %v", err)
	}
	secretKeys, err := json.Marshal(mocks.SecretKeys)
	if err != nil {
		return "", nil, fmt.Errorf("encoding config: %v", err)
	}
	return progDir, map[string]string{
		"PULUMI_CONFIG":                string(config),
		"PULUMI_CONFIG_SECRET_KEYS":    string(secretKeys),
		"PULUMI_NODEJS_ROOT_DIRECTORY": progDir,
	}, nil
}

// readTrace reads the trace the driver wrote for the program in progDir;
// runErr is how the driver ended.
func readTrace(progDir, log string, runErr error) mockrun.Result {
	res := mockrun.Result{Log: log}
	tracePath := filepath.Join(progDir, "trace.json")
	data, readErr := os.ReadFile(tracePath)
	if runErr != nil || readErr != nil {
		res.Failure = fmt.Sprintf("the driver wrote no trace (%v)", firstErr(runErr, readErr))
		return res
	}
	t, err := trace.ParseIn(data, progDir)
	if err != nil {
		res.Failure = fmt.Sprintf("%s: %v", tracePath, err)
		return res
	}
	res.Trace = t
	return res
}

// withoutPulumiEnv drops the variables through which a Pulumi engine
// configures a program, so that a run sees only its own.
func withoutPulumiEnv(env []string) []string {
	out := env[:0:0]
	for _, e := range env {
		if strings.HasPrefix(e, "PULUMI_CONFIG") || strings.HasPrefix(e, "PULUMI_NODEJS_") {
			continue
		}
		out = append(out, e)
	}
	return out
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
