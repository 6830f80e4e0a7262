package javarun

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
)

// fakeJavaEnv makes the test binary act as the driver's JVM (fakeDriver),
// so that the protocol with it is tested without Java.
const fakeJavaEnv = "PCLGEN_JAVARUN_FAKE_JAVA"

func TestMain(m *testing.M) {
	if os.Getenv(fakeJavaEnv) == "1" {
		fakeDriver(os.Args[len(os.Args)-2], os.Args[len(os.Args)-1])
		return
	}
	os.Exit(m.Run())
}

// fakeDriver does what Driver does for each job of the manifest from first
// on, by the job's name: "ok" writes a trace, "hang" never ends, "crash"
// ends the JVM in the middle, "restart" asks for a new JVM after its
// trace; each prints a line of its own.
func fakeDriver(manifestPath, firstArg string) {
	data, err := os.ReadFile(manifestPath)
	if err != nil {
		panic(err)
	}
	var m manifest
	if err := json.Unmarshal(data, &m); err != nil {
		panic(err)
	}
	first, _ := strconv.Atoi(firstArg)
	fmt.Println("JVM warning before the first job")
	for i := first; i < len(m.Jobs); i++ {
		j := m.Jobs[i]
		fmt.Printf("### pclgen-javarun start %d ###\n", i)
		fmt.Printf("%s says hello\n", j.Name)
		kind := j.Name[:strings.IndexByte(j.Name+"-", '-')]
		switch kind {
		case "hang":
			time.Sleep(time.Hour)
		case "crash":
			os.Exit(1)
		}
		tr := fmt.Sprintf(`{"resources": [], "invokes": [], "outputs": {"name": %q, "pid": %d}}`, j.Name, os.Getpid())
		if err := os.WriteFile(j.Trace, []byte(tr), 0o644); err != nil {
			panic(err)
		}
		fmt.Printf("### pclgen-javarun end %d ###\n", i)
		if kind == "restart" {
			os.Exit(restartStatus)
		}
	}
	os.Exit(0)
}

// TestJVMProtocol runs jobs under the fake driver: the jobs after one that
// hangs, crashes or asks for a restart run in a new JVM; each job gets its
// own output as its log.
func TestJVMProtocol(t *testing.T) {
	t.Setenv(fakeJavaEnv, "1")
	dir := t.TempDir()
	names := []string{"ok-1", "hang", "ok-2", "crash", "ok-3", "restart", "ok-4"}
	var jobs []*job
	for _, n := range names {
		jobs = append(jobs, &job{Job: mockrun.Job{Name: n}, class: "p." + n, mocks: "unused", trace: filepath.Join(dir, n+".json")})
	}
	v := &jvm{java: os.Args[0], timeout: 2 * time.Second, results: map[string]mockrun.Result{}, stats: &Stats{Runs: map[string]time.Duration{}}}
	if err := v.run(context.Background(), dir, filepath.Join(dir, "manifest.json"), jobs); err != nil {
		t.Fatal(err)
	}
	pids := map[string]float64{}
	for _, n := range []string{"ok-1", "ok-2", "ok-3", "restart", "ok-4"} {
		r := v.results[n]
		if r.Trace == nil {
			t.Fatalf("%s: no trace: %s\n%s", n, r.Failure, r.Log)
		}
		if r.Trace.Outputs["name"] != n || r.Log != n+" says hello\n" {
			t.Errorf("%s: outputs %v, log %q", n, r.Trace.Outputs, r.Log)
		}
		pids[n] = r.Trace.Outputs["pid"].(float64)
	}
	if r := v.results["hang"]; r.Failure != "timed out after 2s" || r.Log != "hang says hello\n" {
		t.Errorf("hang: %+v", r)
	}
	if r := v.results["crash"]; !strings.Contains(r.Failure, "ended while the program ran") {
		t.Errorf("crash: %+v", r)
	}
	if pids["ok-1"] == pids["ok-2"] || pids["ok-2"] == pids["ok-3"] || pids["restart"] != pids["ok-3"] || pids["ok-4"] == pids["restart"] {
		t.Errorf("the JVMs that ran the jobs: %v", pids)
	}
	if v.stats.JVMs != 4 {
		t.Errorf("%d JVMs, want 4", v.stats.JVMs)
	}
}

// TestJVMThatCannotStart: a JVM that ends before its first job fails every
// job with what it printed.
func TestJVMThatCannotStart(t *testing.T) {
	dir := t.TempDir()
	java := filepath.Join(dir, "java")
	if err := os.WriteFile(java, []byte("#!/bin/sh\necho 'Error: Could not find or load main class'\nexit 1\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	jobs := []*job{{Job: mockrun.Job{Name: "a"}, trace: filepath.Join(dir, "a.json")}, {Job: mockrun.Job{Name: "b"}, trace: filepath.Join(dir, "b.json")}}
	v := &jvm{java: java, timeout: time.Minute, results: map[string]mockrun.Result{}, stats: &Stats{Runs: map[string]time.Duration{}}}
	if err := v.run(context.Background(), dir, filepath.Join(dir, "manifest.json"), jobs); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"a", "b"} {
		if r := v.results[n]; !strings.Contains(r.Failure, "ended before running the program") || !strings.Contains(r.Log, "Could not find") {
			t.Errorf("%s: %+v", n, r)
		}
	}
}

func TestEntryClass(t *testing.T) {
	file := func(path, src string) gen.File { return gen.File{Path: path, Contents: []byte(src)} }
	const entry = "public class %s {\n    public static void stack(Context ctx) {}\n}\n"
	for _, c := range []struct {
		name  string
		files []gen.File
		want  string
	}{
		{"set-app", []gen.File{file("src/main/java/generated_program/App.java", "package generated_program;\n\n"+fmt.Sprintf(entry, "App"))}, "set_app.generated_program.App"},
		{"unnamed", []gen.File{file("Main.java", fmt.Sprintf(entry, "Main"))}, "unnamed.Main"},
		{"two", []gen.File{
			file("b/Other.java", "package p.q;\n"+fmt.Sprintf(entry, "Other")),
			file("a/App.java", "package p;\nimport com.pulumi.Context;\npublic class App {\n    public static void stack(final com.pulumi.Context context) {}\n}\n"),
		}, "two.p.App"},
		{"none", []gen.File{file("App.java", "package p;\npublic class App {\n    static void stack(Context ctx) {}\n}\n")}, ""},
	} {
		got, err := entryClass(c.name, c.files)
		if got != c.want || (err != nil) != (c.want == "") {
			t.Errorf("entryClass(%s) = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
}

func TestReadsDirectory(t *testing.T) {
	for src, want := range map[string]bool{
		"import java.nio.file.Files;\n":                       true,
		"var s = java.nio.file.Path.of(\"x\");\n":             true,
		"import java.io.File;\n":                              true,
		"import java.io.*;\n":                                 true,
		"var d = System.getProperty(\"user.dir\");\n":         true,
		"import java.io.UncheckedIOException;\n":              false,
		"import com.pulumi.asset.FileAsset;\n":                false,
		"ctx.export(\"files\", Output.of(\"java.nioxfile\"))": false,
	} {
		if got := readsDirectory([]gen.File{{Path: "App.java", Contents: []byte(src)}}); got != want {
			t.Errorf("readsDirectory(%q) = %v", src, got)
		}
	}
	if readsDirectory([]gen.File{{Path: "notes.txt", Contents: []byte("java.nio.file")}}) {
		t.Error("a file that is not Java source counted")
	}
}
