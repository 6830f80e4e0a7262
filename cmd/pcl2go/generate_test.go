package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// readmeGenerateLine returns the go:generate line the README tells users
// to write, and the command line that makes pcl2go a tool of their module.
func readmeGenerateLine(t *testing.T) (generate, addTool string) {
	t.Helper()
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(readme), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "//go:generate ") && generate == "":
			generate = line
		case strings.HasPrefix(line, "go mod edit ") && strings.Contains(line, "-tool=") && addTool == "":
			addTool = line
		}
	}
	if generate == "" || addTool == "" {
		t.Fatalf("README.md has no go:generate recipe (a `go mod edit ... -tool=...` line and a `//go:generate` line)")
	}
	return generate, addTool
}

// TestGoGenerateRecipe performs the README's go:generate recipe in a new
// module: the README's commands make pcl2go a tool of the module (its
// replace directive pointing at this checkout), a Go file carries the
// README's go:generate line, and `go generate ./...` writes the Pulumi
// project. The README's `--check` then passes; after the PCL changes it
// fails, and passes again once `go generate` has run.
func TestGoGenerateRecipe(t *testing.T) {
	gentest.RequireChecks(t, "the go command")
	if _, err := exec.LookPath("go"); err != nil {
		gentest.SkipWithoutTool(t, "no go command")
	}
	generate, addTool := readmeGenerateLine(t)
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	schemas, _ := filepath.Abs(suite.Schemas)
	program, err := os.ReadFile(filepath.Join(suite.Example, "main.pp"))
	if err != nil {
		t.Fatal(err)
	}

	dir := t.TempDir()
	files := map[string]string{
		"go.mod":     "module example.com/infra\n\ngo 1.24\n",
		"program.pp": string(program),
		"gen.go":     "// Package infra holds a PCL program and the Pulumi program generated from it.\npackage infra\n\n" + generate + "\n",
	}
	for name, contents := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(contents), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(schemas, filepath.Join(dir, "schemas")); err != nil {
		t.Fatal(err)
	}
	for _, command := range strings.Split(strings.ReplaceAll(addTool, "/path/to/pclgen", repo), " && ") {
		words := strings.Fields(command)
		if words[0] != "go" {
			t.Fatalf("README's tool recipe runs %q, not the go command", command)
		}
		if msg, err := goCommand(t, dir, words[1:]...); err != nil {
			t.Fatalf("%s: %v\n%s", command, err, msg)
		}
	}
	if msg, err := goCommand(t, dir, "generate", "./..."); err != nil {
		t.Fatalf("go generate ./...: %v\n%s", err, msg)
	}
	// The README's --check is the go:generate command with --check.
	args := strings.Fields(strings.TrimPrefix(generate, "//go:generate "))
	check := append(append([]string{}, args[:3]...), append([]string{"--check"}, args[3:]...)...)
	out := args[len(args)-2] // -o DIR precedes the program
	for _, name := range []string{"main.go", "go.mod", "Pulumi.yaml"} {
		if _, err := os.Stat(filepath.Join(dir, out, name)); err != nil {
			t.Errorf("go generate did not write %s: %v", name, err)
		}
	}
	if msg, err := goCommand(t, dir, check[1:]...); err != nil {
		t.Errorf("%s after go generate: %v\n%s", strings.Join(check, " "), err, msg)
	}

	changed := string(program) + "\noutput recipeCheck {\n  value = \"changed\"\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "program.pp"), []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := goCommand(t, dir, check[1:]...); err == nil || !strings.Contains(msg, "main.go") {
		t.Errorf("--check after the program changed: want a failure naming main.go, got %v\n%s", err, msg)
	}
	if msg, err := goCommand(t, dir, "generate", "./..."); err != nil {
		t.Fatalf("go generate ./... after the change: %v\n%s", err, msg)
	}
	if main, _ := os.ReadFile(filepath.Join(dir, out, "main.go")); !strings.Contains(string(main), "recipeCheck") {
		t.Errorf("go generate did not regenerate main.go:\n%s", main)
	}
	if msg, err := goCommand(t, dir, check[1:]...); err != nil {
		t.Errorf("--check after regenerating: %v\n%s", err, msg)
	}
}
