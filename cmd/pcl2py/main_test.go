package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/cmd/internal/cli"
	"github.com/pclgen/pclgen/cmd/internal/clitest"
	"github.com/pclgen/pclgen/gen/gentest"
)

var suite = clitest.Suite{
	Command:       command,
	Schemas:       filepath.Join("..", "..", "testdata", "schemas"),
	Example:       filepath.Join("..", "..", "testdata", "examples", "webserver"),
	MainFile:      "__main__.py",
	ProjectFiles:  []string{"requirements.txt", "Pulumi.yaml", ".gitignore"},
	Stale:         "requirements.txt",
	ComponentFile: "web.py",
}

// TestShared runs the tests every generator command passes.
func TestShared(t *testing.T) { suite.TestAll(t) }

// TestGeneratorErrorsWriteNothing checks that a program the Python
// generator cannot generate yields a diagnostic and no files.
func TestGeneratorErrorsWriteNothing(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{
		"main.pp": "resource a \"random:index/randomPet:RandomPet\" {\n  options {\n    customTimeouts = { forever = \"1h\" }\n  }\n}\n",
	})
	out := t.TempDir()
	code, stdout, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, dir)
	if code != cli.ExitDiagnostic || stdout != "" || !strings.Contains(stderr, "Error: Unsupported custom timeout") {
		t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if files := clitest.Snapshot(t, out); len(files) != 0 {
		t.Errorf("wrote %v", files)
	}
}

// TestProjectFiles checks requirements.txt and Pulumi.yaml.
func TestProjectFiles(t *testing.T) {
	out := filepath.Join(t.TempDir(), "web")
	if code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, suite.Example); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	reqs, _ := os.ReadFile(filepath.Join(out, "requirements.txt"))
	// The example reads config with a default, typed by the getters'
	// default overloads of pulumi 3.127.0.
	if want := "pulumi>=3.127.0,<4.0.0\npulumi-aws==5.16.2\n"; string(reqs) != want {
		t.Errorf("requirements.txt:\n%s\nwant:\n%s", reqs, want)
	}
	yaml, _ := os.ReadFile(filepath.Join(out, "Pulumi.yaml"))
	if !strings.HasPrefix(string(yaml), "name: \"web\"\nruntime:\n  name: python\n") {
		t.Errorf("Pulumi.yaml:\n%s", yaml)
	}
}

func TestProjectNameAndSDKVersion(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, "--project-name", "web", "--sdk-version", "3.250.0", suite.Example)
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	reqs, _ := os.ReadFile(filepath.Join(out, "requirements.txt"))
	if !strings.HasPrefix(string(reqs), "pulumi==3.250.0\n") {
		t.Errorf("requirements.txt:\n%s", reqs)
	}
}

func TestUsage(t *testing.T) {
	_, stdout, stderr := suite.Run(t, "--help")
	if want := "pulumi>=FLOOR,<4.0.0"; !strings.Contains(stdout+stderr, want) {
		t.Errorf("--help lacks %q:\n%s%s", want, stdout, stderr)
	}
	out := t.TempDir()
	code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, "--sdk-version", "2.1.0", suite.Example)
	if code != cli.ExitDiagnostic || !strings.Contains(stderr, "is not a 3.x version") {
		t.Errorf("--sdk-version 2.1.0: exit %d:\n%s", code, stderr)
	}
}
