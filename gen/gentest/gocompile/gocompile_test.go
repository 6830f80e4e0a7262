package gocompile

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen"
)

func TestOpen(t *testing.T) {
	dir := t.TempDir()
	src := `module pclgen.test/compile // the module

go 1.26

require (
	github.com/pulumi/pulumi/sdk/v3 v3.263.0
	// a comment
	example.com/b v1.0.0 // indirect
)

require example.com/single v0.1.0
`
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if m.Path != "pclgen.test/compile" {
		t.Errorf("Path = %q", m.Path)
	}
	for path, want := range map[string]bool{
		"github.com/pulumi/pulumi/sdk/v3": true,
		"example.com/b":                   true,
		"example.com/single":              true,
		"github.com/pulumi/pulumi":        false,
		"a":                               false,
	} {
		if got := m.Requires(path); got != want {
			t.Errorf("Requires(%q) = %v, want %v", path, got, want)
		}
	}
	if _, err := Open(t.TempDir()); err == nil {
		t.Error("Open of a directory without go.mod: no error")
	}
}

// TestRepositoryModule checks the checked-in compile module: it requires
// every SDK the compile checks build against.
func TestRepositoryModule(t *testing.T) {
	m, err := Open(filepath.Join("..", "..", "..", "testdata", "compile", "go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{
		"github.com/pulumi/pulumi/sdk/v3",
		"github.com/pulumi/pulumi-random/sdk/v4",
		"github.com/pulumi/pulumi-tls/sdk/v4",
		"github.com/pulumi/pulumi-kubernetes/sdk/v3",
		"github.com/pulumi/pulumi-aws/sdk/v5",
		"google.golang.org/genproto",
	} {
		if !m.Requires(path) {
			t.Errorf("testdata/compile/go/go.mod does not require %s", path)
		}
	}
}

func TestDirName(t *testing.T) {
	for in, want := range map[string]string{
		"aws-webserver": "aws-webserver",
		"multi/0":       "multi_0",
		"_hidden":       "p_hidden",
		".dot":          "p.dot",
		"testdata":      "ptestdata",
		"a b+c":         "a_b_c",
	} {
		if got := DirName(in); got != want {
			t.Errorf("DirName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAttribute(t *testing.T) {
	out := `# pclgen.test/compile/work/set/bad
work/set/bad/main.go:3:2: undefined: x
# pclgen.test/compile/work/set/vetted
# [pclgen.test/compile/work/set/vetted]
vet: work/set/vetted/main.go:5:2: fmt.Printf format %d has arg "s" of wrong type string
# pclgen.test/compile/work/set/linked
runtime.main_main·f: function main is undeclared in the main package
go: some unrelated line
`
	failures := map[string]string{}
	byDir := map[string]string{"bad": "bad", "vetted": "vetted", "linked": "linked/0", "good": "good"}
	if !attribute([]byte(out), "set", byDir, failures) {
		t.Fatal("nothing attributed")
	}
	want := map[string]string{
		"bad":      "undefined: x",
		"vetted":   "wrong type string",
		"linked/0": "function main is undeclared",
	}
	for name, part := range want {
		if !strings.Contains(failures[name], part) {
			t.Errorf("failures[%q] = %q, want it to contain %q", name, failures[name], part)
		}
	}
	if len(failures) != len(want) {
		t.Errorf("failures: %v", failures)
	}
	if strings.Contains(failures["linked/0"], "unrelated") {
		t.Errorf("a line after the package's errors was attributed to it: %q", failures["linked/0"])
	}
}

// TestBuild builds a module without dependencies: one program that is
// fine, one that does not compile, one that go vet rejects and one that
// compiles but does not link.
func TestBuild(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module pclgen.test/compile\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	main := func(body string) []gen.File {
		return []gen.File{{Path: "main.go", Contents: []byte("package main\n\nimport \"fmt\"\n\nfunc main() {\n" + body + "\n}\n")}}
	}
	programs := []Program{
		{Name: "good", Files: main(`fmt.Println("hi")`)},
		{Name: "bad/0", Files: main(`fmt.Println(undefinedName)`)},
		{Name: "vetted", Files: main(`fmt.Printf("%d\n", "s")`)},
		{Name: "unlinked", Files: []gen.File{{Path: "main.go", Contents: []byte("package main\n\nfunc helper() {}\n")}}},
		// A program rewritten as a package (as the mock runs compile
		// them) needs no func main.
		{Name: "library", Files: []gen.File{{Path: "lib.go", Contents: []byte("package lib\n\nfunc Main() {}\n")}}},
	}
	res, err := m.Build(context.Background(), "test", programs)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(res.Names(), ","); got != "bad/0,unlinked,vetted" {
		t.Errorf("failed programs: %s\n%v", got, res.Failures)
	}
	if !strings.Contains(res.Failures["bad/0"], "work/test/bad_0/main.go:6:13: undefined: undefinedName") {
		t.Errorf("bad/0: %q", res.Failures["bad/0"])
	}
	if !strings.Contains(res.Failures["vetted"], "wrong type") {
		t.Errorf("vetted: %q", res.Failures["vetted"])
	}
	if !strings.Contains(res.Failures["unlinked"], "function main is undeclared") {
		t.Errorf("unlinked: %q", res.Failures["unlinked"])
	}
	if _, err := os.Stat(filepath.Join(dir, "good")); err == nil {
		t.Error("go build wrote a binary into the module")
	}

	// Vet finds the same failures without compiling: the build took no
	// time.
	vetted, err := m.Vet(context.Background(), "test", programs)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(vetted.Names(), ","); got != "bad/0,unlinked,vetted" {
		t.Errorf("Vet: failed programs: %s\n%v", got, vetted.Failures)
	}
	if vetted.Build != 0 || vetted.Vet == 0 {
		t.Errorf("Vet: build took %v, vet %v", vetted.Build, vetted.Vet)
	}

	// A second build replaces the set.
	res, err = m.Build(context.Background(), "test", programs[:1])
	if err != nil || len(res.Failures) != 0 {
		t.Errorf("rebuilding the good program: %v, %v", err, res.Failures)
	}
	if _, err := os.Stat(filepath.Join(dir, "work", "test", "bad_0")); err == nil {
		t.Error("the second build kept the first build's programs")
	}

	// A context that has ended stops the build.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := m.Build(ctx, "test", programs); err == nil {
		t.Error("a cancelled build did not fail")
	}
}

// TestForget builds programs that import a package of the module outside
// the set, forgets the set, and finds the programs' archives gone from the
// build cache and the imported package's kept.
func TestForget(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH")
	}
	dir := t.TempDir()
	write := func(name, contents string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(contents), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module pclgen.test/compile\n\ngo 1.26\n")
	// The test's directory makes each package new to the cache.
	write("dep/dep.go", "package dep\n\nconst Where = "+strconv.Quote(dir)+"\n")
	m, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	lib := func(body string) []gen.File {
		return []gen.File{{Path: "lib.go", Contents: []byte("package lib\n\nimport \"pclgen.test/compile/dep\"\n\nfunc Main() string { return dep.Where + " + strconv.Quote(body) + " }\n")}}
	}
	programs := []Program{{Name: "one", Files: lib("1")}, {Name: "two", Files: lib("2")}}
	if res, err := m.Build(context.Background(), "forget", programs); err != nil || len(res.Failures) != 0 {
		t.Fatalf("build: %v %v", err, res)
	}
	export := func(pkg string) string {
		t.Helper()
		cmd := exec.Command("go", "list", "-export", "-f", "{{.Export}}", pkg)
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -export %s: %v", pkg, err)
		}
		return strings.TrimSpace(string(out))
	}
	archives := []string{export("./work/forget/one"), export("./work/forget/two")}
	depArchive := export("./dep")
	freed, err := m.Forget(context.Background(), "forget")
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range archives {
		if _, err := os.Stat(a); err == nil {
			t.Errorf("%s is still in the cache", a)
		}
	}
	if _, err := os.Stat(depArchive); err != nil {
		t.Errorf("the imported package's archive is gone: %v", err)
	}
	if freed <= 0 {
		t.Errorf("Forget freed %d bytes", freed)
	}
	// A set that was never built frees nothing.
	if freed, err := m.Forget(context.Background(), "never"); err != nil || freed != 0 {
		t.Errorf("Forget of an unbuilt set: %d, %v", freed, err)
	}
}
