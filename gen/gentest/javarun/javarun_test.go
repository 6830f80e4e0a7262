package javarun

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/javacompile"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

// openDir opens the repository's Java compile directory (see Require).
func openDir(t *testing.T) *javacompile.Dir {
	t.Helper()
	start := time.Now()
	d := Require(t)
	t.Logf("javacompile.Open took %v", time.Since(start).Round(time.Millisecond))
	return d
}

// testSet returns a set name of this process's (other test binaries may run
// at the same time), removed after the test.
func testSet(t *testing.T, d *javacompile.Dir, name string) string {
	set := fmt.Sprintf("javarun-%s-%d", name, os.Getpid())
	t.Cleanup(func() { os.RemoveAll(filepath.Join(d.Path, "work", "run-"+javacompile.DirName(set))) })
	return set
}

// program returns a program named name of files.
func program(name string, files ...gen.File) gentest.Program {
	return gentest.Program{Name: name, Files: files}
}

// interpret binds the PCL program of files (by path, main.pp among them),
// or of the directory dir when files is nil, and runs it with the
// interpreter: it returns what a generated program must do and its mocks.
func interpret(t *testing.T, dir string, files map[string]string, cfg mockrun.Config) (*mockrun.Expected, *trace.Mocks) {
	t.Helper()
	if files != nil {
		dir = gentest.WriteTree(t, files)
	}
	loader := schema.NewLoader(filepath.Join(gentest.RepoRoot(t), "testdata", "schemas"))
	prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
	if diags.HasErrors() {
		t.Fatalf("binding %s: %v", dir, diags)
	}
	return mockrun.Prepare(context.Background(), prog, dir, cfg)
}

// logStats logs how long a run's parts took.
func logStats(t *testing.T, stats *Stats, total time.Duration) {
	t.Helper()
	var sum time.Duration
	names := make([]string, 0, len(stats.Runs))
	for name, d := range stats.Runs {
		names = append(names, name)
		sum += d
	}
	sort.Strings(names)
	t.Logf("total %v: javac %v, driver javac %v, %d JVM(s), first JVM's startup %v, %d runs in %v",
		total.Round(time.Millisecond), stats.Compile.Round(time.Millisecond), stats.Driver.Round(time.Millisecond),
		stats.JVMs, stats.Startup.Round(time.Millisecond), len(stats.Runs), sum.Round(time.Millisecond))
	for _, name := range names {
		t.Logf("  run %s: %v", name, stats.Runs[name].Round(time.Millisecond))
	}
}

// runCase is a Java program and the PCL program it stands for.
type runCase struct {
	name string
	// The PCL program: its directory, or its files (with main.pp).
	dir string
	pcl map[string]string
	cfg mockrun.Config
	// The Java program.
	files []gen.File
	// check checks more of the trace, when the interpreter agrees.
	check func(t *testing.T, tr *trace.Trace)
}

// TestRun runs hand-written Java programs, in the shape of generated ones,
// beside the PCL programs they stand for, and checks that each does what
// pclgen's interpreter says the PCL program does: the trace that the
// TypeScript, Python and Go drivers must match too. It runs, with them,
// programs whose traces are checked against what the Java SDK sends
// (sdkCases).
func TestRun(t *testing.T) {
	d := openDir(t)
	cases := []runCase{randomCase(), webserverCase(t), componentsCase(), providerCase(), invokeSecretsCase()}
	var jobs []mockrun.Job
	wants := map[string]*mockrun.Expected{}
	for _, c := range cases {
		want, mocks := interpret(t, c.dir, c.pcl, c.cfg)
		if want.Trace.Error != "" {
			t.Fatalf("%s: the interpreter's run failed: %s", c.name, want.Trace.Error)
		}
		wants[c.name] = want
		jobs = append(jobs, mockrun.Job{Name: c.name, Program: program(c.name, c.files...), Mocks: mocks})
	}
	sdk := sdkCases()
	for _, c := range sdk {
		jobs = append(jobs, mockrun.Job{Name: c.name, Program: program(c.name, c.files...), Mocks: c.mocks})
	}
	start := time.Now()
	results, stats, err := RunStats(context.Background(), d, testSet(t, d, "run"), jobs, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	logStats(t, stats, time.Since(start))
	for _, c := range cases {
		r := results[c.name]
		if diff := mockrun.Compare(wants[c.name], r); diff != "" {
			t.Errorf("%s does not do what the interpreter does:\n%s\nlog:\n%s", c.name, diff, r.Log)
			continue
		}
		if c.check != nil {
			c.check(t, r.Trace)
		}
	}
	for _, c := range sdk {
		r := results[c.name]
		if r.Trace == nil {
			t.Errorf("%s: no trace: %s\n%s", c.name, r.Failure, r.Log)
			continue
		}
		checkSDKCase(t, c, r.Trace, r.Log)
	}
}

// measureEnv names the environment variable that turns on
// TestMeasureBatching, which takes a JVM start per program.
const measureEnv = "PCLGEN_JAVARUN_MEASURE"

// TestMeasureBatching runs the programs of TestRun in one JVM, as Run does,
// and then each in a JVM of its own, and logs how long each way took:
// what batching saves. It runs only with PCLGEN_JAVARUN_MEASURE=1.
func TestMeasureBatching(t *testing.T) {
	if os.Getenv(measureEnv) != "1" {
		t.Skipf("%s is not 1", measureEnv)
	}
	d := openDir(t)
	var jobs []mockrun.Job
	for _, c := range []runCase{randomCase(), webserverCase(t), componentsCase(), providerCase(), invokeSecretsCase()} {
		_, mocks := interpret(t, c.dir, c.pcl, c.cfg)
		jobs = append(jobs, mockrun.Job{Name: c.name, Program: program(c.name, c.files...), Mocks: mocks})
	}
	for _, c := range sdkCases() {
		jobs = append(jobs, mockrun.Job{Name: c.name, Program: program(c.name, c.files...), Mocks: c.mocks})
	}
	set := testSet(t, d, "measure")
	for _, separate := range []bool{false, true} {
		start := time.Now()
		results, stats, err := run(context.Background(), d, set, jobs, time.Minute, separate)
		if err != nil {
			t.Fatal(err)
		}
		total := time.Since(start)
		for _, j := range jobs {
			if r := results[j.Name]; r.Trace == nil || r.Trace.Error != "" {
				t.Errorf("%s did not run: %s", j.Name, r.Failure)
			}
		}
		what := "in one JVM"
		if separate {
			what = "each in a JVM of its own"
		}
		t.Logf("%d programs %s: %v in all, of which javac %v; %d JVM(s), %v from JVM starts to traces",
			len(jobs), what, total.Round(time.Millisecond), stats.Compile.Round(time.Millisecond),
			stats.JVMs, (total - stats.Compile - stats.Driver).Round(time.Millisecond))
		logStats(t, stats, total)
	}
}
