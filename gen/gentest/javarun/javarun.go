// Package javarun is the Java mock-run driver (see mockrun): input
// generated Java programs, each with its mocks (mockrun.Job), and a Java
// compile directory (javacompile.Dir); output each program's trace as its
// run under the Java SDK's mocks (com.pulumi:pulumi's PulumiTest) recorded
// it, or why it could not be run.
//
// Run compiles the programs with one javac (javacompile.Check, in the
// directory's work/run-SET/; again without the programs that do not
// compile, whose failure is javac's errors) and the driver's own Java
// sources (the directory's driver/, see driver.go), then runs the programs
// in ONE JVM, one after another: starting a JVM and loading the SDK's
// classes takes more than a second, a program's run under mocks tens of
// milliseconds. The driver (driver/dev/pclgen/javarun/Driver.java) calls
// each program's entry, public static void stack(Context ctx) of the class
// that declares it (App in package P, compiled as javacompile.Package(name,
// P)), under the SDK's PulumiTestInternal, whose resource monitor it
// replaces with one that answers from the job's mocks and records every
// request; it writes the raw trace, and the JVM goes on with the next
// program.
//
// The programs cannot affect each other: each has classes of its own; the
// SDK's deployment, config and monitor are made anew for each; and the
// driver lets the next program start only when the SDK has no task of the
// last one pending, else it ends the JVM, and Run starts another at the
// next program. A program that does not finish within the timeout is
// killed with its JVM (its failure is "timed out after TIMEOUT"), and so is
// one that crashes the JVM; the others go on in a new JVM.
//
// A JVM has one working directory: the programs run in work/run-SET/,
// except those whose sources name the file system (java.nio.file,
// java.io.File or java.io.*, or the user.dir property: they read files
// beside them or their directory), each of which runs in a JVM of its own
// in its directory. The trace records the directory a program ran in.
//
// Runs of one set must not overlap; runs of different sets may.
package javarun

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	pathpkg "path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/javacompile"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

// Stats is how long the parts of a Run took.
type Stats struct {
	// Compile is how long javac ran over the programs (twice when some do
	// not compile).
	Compile time.Duration
	// Driver is how long compiling the driver took (0 when it was
	// compiled before).
	Driver time.Duration
	// JVMs is how many JVMs ran programs.
	JVMs int
	// Startup is how long the first JVM took to start its first program.
	Startup time.Duration
	// Runs is each program's run, by job name, from its start to its
	// trace.
	Runs map[string]time.Duration
}

// job is a job with where its files go.
type job struct {
	mockrun.Job
	dir   string // javacompile.DirName of its name
	class string // its entry class, as compiled
	alone bool   // it runs in a JVM of its own, in its directory
	mocks string // its mocks file
	trace string // its trace file
}

// Run runs each job's Java program under the Java SDK's mocks, with the
// compile directory dir's SDKs, and returns a result per job name. A
// program may run for timeout (mockrun.DefaultTimeout when zero). The
// error is for a failure that concerns no job in particular (javac or java
// is missing, the driver does not compile, ctx ended).
func Run(ctx context.Context, dir *javacompile.Dir, set string, jobs []mockrun.Job, timeout time.Duration) (map[string]mockrun.Result, error) {
	res, _, err := RunStats(ctx, dir, set, jobs, timeout)
	return res, err
}

// RunStats is Run, and says how long its parts took.
func RunStats(ctx context.Context, dir *javacompile.Dir, set string, jobs []mockrun.Job, timeout time.Duration) (map[string]mockrun.Result, *Stats, error) {
	return run(ctx, dir, set, jobs, timeout, false)
}

// run is RunStats; with separate, each program runs in a JVM of its own
// (to measure what batching saves).
func run(ctx context.Context, dir *javacompile.Dir, set string, jobs []mockrun.Job, timeout time.Duration, separate bool) (map[string]mockrun.Result, *Stats, error) {
	stats := &Stats{Runs: map[string]time.Duration{}}
	results := map[string]mockrun.Result{}
	if len(jobs) == 0 {
		return results, stats, nil
	}
	if timeout <= 0 {
		timeout = mockrun.DefaultTimeout
	}
	java, err := exec.LookPath("java")
	if err != nil {
		return nil, stats, err
	}
	byDir := map[string]string{}
	var todo []*job
	var programs []gentest.Program
	for _, j := range jobs {
		if _, dup := results[j.Name]; dup {
			return nil, stats, fmt.Errorf("two jobs are named %q", j.Name)
		}
		d := javacompile.DirName(j.Name)
		if prev, dup := byDir[d]; dup {
			return nil, stats, fmt.Errorf("jobs %q and %q have the same directory name %q", prev, j.Name, d)
		}
		byDir[d] = j.Name
		jb := &job{Job: j, dir: d}
		class, err := entryClass(j.Name, j.Program.Files)
		if err != nil {
			results[j.Name] = mockrun.Result{Failure: err.Error()}
			continue
		}
		jb.class, jb.alone = class, separate || readsDirectory(j.Program.Files)
		results[j.Name] = mockrun.Result{Failure: "the program was not run"}
		todo = append(todo, jb)
		programs = append(programs, gentest.Program{Name: j.Name, Files: j.Program.Files})
	}

	driverStart := time.Now()
	driver, compiled, err := compileDriver(ctx, dir)
	if compiled {
		stats.Driver = time.Since(driverStart)
	}
	if err != nil {
		return nil, stats, err
	}

	runSet := "run-" + javacompile.DirName(set)
	compiledRes, err := dir.Check(ctx, runSet, programs)
	if err != nil {
		return nil, stats, err
	}
	stats.Compile = compiledRes.Took
	if len(compiledRes.Failures) > 0 {
		// javac writes no class after an error: compile the others again.
		var ok []*job
		programs = programs[:0]
		for _, j := range todo {
			if msg, failed := compiledRes.Failures[j.Name]; failed {
				results[j.Name] = mockrun.Result{Failure: "the program does not compile", Log: msg}
				continue
			}
			ok = append(ok, j)
			programs = append(programs, gentest.Program{Name: j.Name, Files: j.Program.Files})
		}
		todo = ok
		if compiledRes, err = dir.Check(ctx, runSet, programs); err != nil {
			return nil, stats, err
		}
		stats.Compile += compiledRes.Took
		for _, name := range compiledRes.Names() {
			return nil, stats, fmt.Errorf("%s compiled alone but not with the others:\n%s", name, compiledRes.Failures[name])
		}
	}

	work := filepath.Join(dir.Path, "work", runSet)
	var batch []*job
	var alone []*job
	for _, j := range todo {
		progDir := filepath.Join(work, j.dir)
		j.mocks = filepath.Join(progDir, "_pclgen-mocks.json")
		j.trace = filepath.Join(progDir, "_pclgen-trace.json")
		runDir := work
		if j.alone {
			runDir = progDir
		}
		if err := trace.WriteMocks(j.mocks, j.MocksAt(runDir)); err != nil {
			return nil, stats, err
		}
		if j.alone {
			alone = append(alone, j)
		} else {
			batch = append(batch, j)
		}
	}

	jvm := &jvm{
		java:      java,
		classpath: strings.Join(append([]string{driver, compiledRes.Classes}, dir.Classpath...), string(os.PathListSeparator)),
		timeout:   timeout,
		results:   results,
		stats:     stats,
	}
	if len(batch) > 0 {
		if err := jvm.run(ctx, work, filepath.Join(work, "_pclgen-batch.json"), batch); err != nil {
			return nil, stats, err
		}
	}
	for _, j := range alone {
		progDir := filepath.Join(work, j.dir)
		if err := jvm.run(ctx, progDir, filepath.Join(progDir, "_pclgen-manifest.json"), []*job{j}); err != nil {
			return nil, stats, err
		}
	}
	return results, stats, nil
}

// stackMethod matches the declaration of a program's entry.
var stackMethod = regexp.MustCompile(`\bpublic\s+static\s+void\s+stack\s*\(\s*(?:final\s+)?(?:com\.pulumi\.)?Context\s+\w+\s*\)`)

// entryClass returns the class, as compiled, that holds the program's
// public static void stack(Context): the class of the .java file that
// declares it (App.java first, then by path).
func entryClass(name string, files []gen.File) (string, error) {
	var found []gen.File
	for _, f := range files {
		if strings.HasSuffix(f.Path, ".java") && stackMethod.Match(f.Contents) {
			found = append(found, f)
		}
	}
	if len(found) == 0 {
		return "", fmt.Errorf("the program has no entry: no .java file declares public static void stack(Context ctx)")
	}
	sort.SliceStable(found, func(i, j int) bool {
		ai, aj := pathpkg.Base(found[i].Path) == "App.java", pathpkg.Base(found[j].Path) == "App.java"
		if ai != aj {
			return ai
		}
		return found[i].Path < found[j].Path
	})
	f := found[0]
	return javacompile.Package(name, javacompile.DeclaredPackage(f.Contents)) + "." + strings.TrimSuffix(pathpkg.Base(f.Path), ".java"), nil
}

// fileSystem matches what a Java program names to read files or its
// working directory.
var fileSystem = regexp.MustCompile(`\bjava\.nio\.file\b|\bjava\.io\.(?:File\w*|\*)|"user\.dir"`)

// readsDirectory reports whether a program's sources name the file system,
// so that it must run in its own directory.
func readsDirectory(files []gen.File) bool {
	for _, f := range files {
		if strings.HasSuffix(f.Path, ".java") && fileSystem.Match(f.Contents) {
			return true
		}
	}
	return false
}
