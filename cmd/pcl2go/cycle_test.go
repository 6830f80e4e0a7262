package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/cmd/internal/cli"
	"github.com/pclgen/pclgen/gen/gentest"
)

// goCommand runs the go command in dir, with the module settings the
// compile check's module needs (its cache makes this quick).
func goCommand(t *testing.T, dir string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GONOSUMDB=github.com/pulumi/pulumi-kubernetes")
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestReadmeCycle runs the README's workflow on a generated project:
// generate, go mod tidy, go build, --check; then regenerate, --check and
// build again. --check must pass after the tidy and after the
// regeneration, and the regeneration must keep the tidied go.mod.
func TestReadmeCycle(t *testing.T) {
	gentest.RequireChecks(t, "the go command and the Go SDKs")
	if _, err := exec.LookPath("go"); err != nil {
		gentest.SkipWithoutTool(t, "no go command")
	}
	out := filepath.Join(t.TempDir(), "web")
	generate := append([]string{"--schemas", suite.Schemas, "-o", out}, suite.Example)
	check := append([]string{"--schemas", suite.Schemas, "--check", "-o", out}, suite.Example)
	if code, _, stderr := suite.Run(t, generate...); code != cli.ExitOK {
		t.Fatalf("generate: exit %d: %s", code, stderr)
	}
	if msg, err := goCommand(t, out, "mod", "tidy"); err != nil {
		gentest.SkipWithoutTool(t, fmt.Sprintf("go mod tidy cannot fetch the SDK modules here (warm the module cache with the compile check): %v\n%s", err, msg))
	}
	if msg, err := goCommand(t, out, "build", "./..."); err != nil {
		t.Fatalf("go build after tidy: %v\n%s", err, msg)
	}
	tidied, _ := os.ReadFile(filepath.Join(out, "go.mod"))
	if code, stdout, stderr := suite.Run(t, check...); code != cli.ExitOK {
		t.Errorf("--check after go mod tidy: exit %d\n%s%s", code, stdout, stderr)
	}
	if code, _, stderr := suite.Run(t, generate...); code != cli.ExitOK {
		t.Fatalf("regenerate: exit %d: %s", code, stderr)
	}
	if again, _ := os.ReadFile(filepath.Join(out, "go.mod")); string(again) != string(tidied) {
		t.Errorf("regenerating changed the tidied go.mod:\n%s\nwas:\n%s", again, tidied)
	}
	if code, stdout, stderr := suite.Run(t, check...); code != cli.ExitOK {
		t.Errorf("--check after regenerating: exit %d\n%s%s", code, stdout, stderr)
	}
	if msg, err := goCommand(t, out, "build", "./..."); err != nil {
		t.Fatalf("go build after regenerating: %v\n%s", err, msg)
	}
}

// TestOutputDotKeepsUsersFiles checks that -o . in a directory of the
// user's own module refuses to replace its go.mod and Pulumi.yaml, names
// them, and writes nothing.
func TestOutputDotKeepsUsersFiles(t *testing.T) {
	schemas, _ := filepath.Abs(suite.Schemas)
	example, _ := filepath.Abs(suite.Example)
	dir := t.TempDir()
	mine := map[string]string{
		"go.mod":      "module example.com/mine\n\ngo 1.22\n\nrequire example.com/lib v1.2.3\n",
		"Pulumi.yaml": "name: mine\nruntime: go\n",
	}
	for name, contents := range mine {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(contents), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	code, _, stderr := suite.Run(t, "--schemas", schemas, "-o", ".", example)
	if code != cli.ExitDiagnostic || !strings.Contains(stderr, "go.mod") || !strings.Contains(stderr, "Pulumi.yaml") || !strings.Contains(stderr, "--force") {
		t.Errorf("exit %d: %s", code, stderr)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != len(mine) {
		t.Errorf("files written beside the user's: %v", entries)
	}
	for name, contents := range mine {
		if got, _ := os.ReadFile(filepath.Join(dir, name)); string(got) != contents {
			t.Errorf("%s was changed:\n%s", name, got)
		}
	}
}

// TestModuleNameFromDirectory checks that -o directories whose names the go
// command refuses as module paths give a go.mod with a valid module path.
func TestModuleNameFromDirectory(t *testing.T) {
	for name, want := range map[string]string{"go": "go-program", "toolchain": "toolchain-program", "std": "std-program", "cmd": "cmd-program", "con": "con-program", "MyApp": "MyApp", "fmt": "fmt-program"} {
		out := filepath.Join(t.TempDir(), "out", name)
		if code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, suite.Example); code != cli.ExitOK {
			t.Errorf("%s: exit %d: %s", name, code, stderr)
			continue
		}
		gomod, _ := os.ReadFile(filepath.Join(out, "go.mod"))
		if !strings.HasPrefix(string(gomod), "module "+want+"\n") {
			t.Errorf("-o out/%s: go.mod starts %q, want module %s", name, strings.SplitN(string(gomod), "\n", 2)[0], want)
		}
	}
}

// TestReadmeDocumentsSchemasAndProjects checks that the README says where
// schemas come from and how -o treats the files of a directory.
func TestReadmeDocumentsSchemasAndProjects(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"pulumi package get-schema aws@5.16.2 > schemas/aws-5.16.2.json", "PCLGEN_SCHEMA_PATH", cli.ManifestFile, "--force", "go mod tidy && go build ./..."} {
		if !strings.Contains(string(readme), want) {
			t.Errorf("README.md does not mention %q", want)
		}
	}
}
