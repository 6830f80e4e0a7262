package javarun

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest/javacompile"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

// petProgram is a program that registers a pet named name and exports its
// id, with more after it.
func petProgram(name, more string) gen.File {
	return javacompile.App(`import com.pulumi.random.RandomPet;
import com.pulumi.random.RandomPetArgs;
`, `        var pet = new RandomPet("`+name+`", RandomPetArgs.builder().length(1).build());
        ctx.export("id", pet.id());
`+more)
}

// TestRunFailures runs programs that fail in each way a program can (their
// error is the trace's), that do not finish (the timeout kills them, and
// the programs after them run in a new JVM), that do not compile or have no
// entry (no trace), and one that reads files beside it (it runs in its own
// directory).
func TestRunFailures(t *testing.T) {
	d := openDir(t)
	const timeout = 8 * time.Second
	jobs := []mockrun.Job{
		{Name: "throws", Program: program("throws", petProgram("pet", `        if (pet != null) {
            throw new IllegalStateException("no pets allowed");
        }`))},
		{Name: "fails-later", Program: program("fails-later", petProgram("pet", `        ctx.export("bad", pet.id().applyValue(id -> {
            throw new IllegalArgumentException("cannot compute " + id);
        }));`))},
		{Name: "logs-error", Program: program("logs-error", petProgram("pet", `        ctx.log().error("something is wrong");`))},
		{
			Name:    "failed-registration",
			Program: program("failed-registration", petProgram("failing", `        var independent = new RandomPet("independent", RandomPetArgs.builder().length(2).build());`)),
			Mocks:   &trace.Mocks{Failures: map[string]string{"random:index/randomPet:RandomPet::failing": "failed create"}},
		},
		// A failed run with a registration still pending (its input is
		// never resolved): the driver waits for it for a while, then ends
		// its JVM, so that nothing of the run can reach the next program.
		{Name: "pending", Program: program("pending", petProgram("pet", `        var waiting = new RandomPet("waiting", RandomPetArgs.builder()
            .prefix(Output.of(new java.util.concurrent.CompletableFuture<String>()))
            .build());
        throw new IllegalStateException("fails with a registration pending");`))},
		{Name: "after-pending", Program: program("after-pending", petProgram("next", ""))},
		{Name: "hangs", Program: program("hangs", petProgram("pet", `        try {
            Thread.sleep(1_000_000);
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }`))},
		{Name: "after-hang", Program: program("after-hang", petProgram("next", ""))},
		{Name: "stuck", Program: program("stuck", petProgram("pet", `        ctx.export("never", Output.of(new java.util.concurrent.CompletableFuture<String>()));`))},
		{Name: "does-not-compile", Program: program("does-not-compile", petProgram("pet", `        ctx.export("x", undefinedName);`))},
		{Name: "no-entry", Program: program("no-entry", javacompile.JavaFile("App", "package generated_program;\n\npublic class App {\n    public static void main(String[] args) {}\n}\n"))},
		{Name: "reads-files", Program: program("reads-files",
			javacompile.App(`import java.nio.file.Files;
import java.nio.file.Path;
`, `        try {
            ctx.export("contents", Output.of(Files.readString(Path.of("data.txt"))));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        ctx.export("cwd", Output.of(Path.of("").toAbsolutePath().toString()));`),
			gen.File{Path: "data.txt", Contents: []byte("hello\n")})},
	}
	start := time.Now()
	results, stats, err := RunStats(context.Background(), d, testSet(t, d, "failures"), jobs, timeout)
	if err != nil {
		t.Fatal(err)
	}
	logStats(t, stats, time.Since(start))
	traceOf := func(name string) *trace.Trace {
		t.Helper()
		r := results[name]
		if r.Trace == nil {
			t.Fatalf("%s: no trace: %s\n%s", name, r.Failure, r.Log)
		}
		return r.Trace
	}
	for name, msg := range map[string]string{
		"throws":      "IllegalStateException: no pets allowed",
		"fails-later": "cannot compute pet_id",
		"logs-error":  "something is wrong",
		"pending":     "fails with a registration pending",
	} {
		if tr := traceOf(name); !strings.Contains(tr.Error, msg) {
			t.Errorf("%s: error %q, want one containing %q\n%s", name, tr.Error, msg, results[name].Log)
		}
	}
	if tr := traceOf("throws"); len(tr.Resources) != 1 {
		t.Errorf("throws: %d resources, want the pet", len(tr.Resources))
	}
	if p := mockrun.FailedRunProblem(results["failed-registration"], "failed create", "failing", "independent"); p != "" {
		t.Error(p)
	}
	for _, name := range []string{"after-pending", "after-hang"} {
		tr := traceOf(name)
		if tr.Error != "" || len(tr.Resources) != 1 || tr.Resources[0].Name != "next" {
			t.Errorf("%s: error %q, resources\n%s", name, tr.Error, tr.Canonical())
		}
	}
	for _, name := range []string{"hangs", "stuck"} {
		if r := results[name]; r.Trace != nil || r.Failure != "timed out after 8s" {
			t.Errorf("%s: failure %q, trace %v", name, r.Failure, r.Trace != nil)
		}
	}
	if r := results["does-not-compile"]; r.Failure != "the program does not compile" || !strings.Contains(r.Log, "undefinedName") {
		t.Errorf("does-not-compile: failure %q, log\n%s", r.Failure, r.Log)
	}
	// The first JVM ends after pending, the second and third are killed in
	// hangs and stuck, the fourth runs reads-files alone.
	if stats.JVMs != 4 {
		t.Errorf("%d JVMs ran, want 4", stats.JVMs)
	}
	if r := results["no-entry"]; !strings.Contains(r.Failure, "no entry") {
		t.Errorf("no-entry: failure %q", r.Failure)
	}
	tr := traceOf("reads-files")
	if tr.Error != "" {
		t.Fatalf("reads-files: %s\n%s", tr.Error, results["reads-files"].Log)
	}
	if got, want := mockrun.TraceValue(t, tr, "outputs"), `{"contents":"hello\n","cwd":"<root>"}`; got != want {
		t.Errorf("reads-files: outputs %s, want %s", got, want)
	}
	if filepath.Base(tr.Root) != "reads_files" {
		t.Errorf("reads-files ran in %s", tr.Root)
	}
}
