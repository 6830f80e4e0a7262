package main

import (
	"bytes"
	"go/format"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/cmd/internal/cli"
	"github.com/pclgen/pclgen/cmd/internal/clitest"
)

var suite = clitest.Suite{
	Command:       command,
	Schemas:       filepath.Join("..", "..", "testdata", "schemas"),
	Example:       filepath.Join("..", "..", "testdata", "examples", "webserver"),
	MainFile:      "main.go",
	ProjectFiles:  []string{"go.mod", "Pulumi.yaml", ".gitignore"},
	Stale:         "go.mod",
	ComponentFile: "web.go",
}

// TestShared runs the tests every generator command passes.
func TestShared(t *testing.T) { suite.TestAll(t) }

// TestProjectFiles checks go.mod and that main.go is gofmt-clean.
func TestProjectFiles(t *testing.T) {
	out := filepath.Join(t.TempDir(), "web")
	if code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, suite.Example); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	gomod, _ := os.ReadFile(filepath.Join(out, "go.mod"))
	for _, want := range []string{"module web\n", "\tgithub.com/pulumi/pulumi-aws/sdk/v5 v5.16.2\n", "\tgithub.com/pulumi/pulumi/sdk/v3 v3.263.0\n"} {
		if !strings.Contains(string(gomod), want) {
			t.Errorf("go.mod lacks %q:\n%s", want, gomod)
		}
	}
	main, _ := os.ReadFile(filepath.Join(out, "main.go"))
	if formatted, err := format.Source(main); err != nil || !bytes.Equal(formatted, main) {
		t.Errorf("main.go is not gofmt-clean (%v)", err)
	}
}

func TestProjectNameAndSDKVersion(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, "--project-name", "example.com/web", "--sdk-version", "3.250.0", suite.Example)
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	gomod, _ := os.ReadFile(filepath.Join(out, "go.mod"))
	if !strings.HasPrefix(string(gomod), "module example.com/web\n") || !strings.Contains(string(gomod), "github.com/pulumi/pulumi/sdk/v3 v3.250.0\n") {
		t.Errorf("go.mod:\n%s", gomod)
	}
	yaml, _ := os.ReadFile(filepath.Join(out, "Pulumi.yaml"))
	if !strings.HasPrefix(string(yaml), "name: \"web\"\nruntime: go\n") {
		t.Errorf("Pulumi.yaml:\n%s", yaml)
	}
}

// TestBuildMetadataDropped checks that a schema version with build metadata
// generates a project whose go.mod requires the version without it, with a
// warning on standard error that says so.
func TestBuildMetadataDropped(t *testing.T) {
	out := t.TempDir()
	program := filepath.Join("..", "..", "testdata", "programs", "version-build-metadata")
	code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, "--project-name", "p", program)
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, `Warning: Build metadata dropped from the version of package "random"`) || !strings.Contains(stderr, "(+exp.sha.1234)") {
		t.Errorf("want a warning naming the dropped build metadata, got:\n%s", stderr)
	}
	gomod, _ := os.ReadFile(filepath.Join(out, "go.mod"))
	if !strings.Contains(string(gomod), "\tgithub.com/pulumi/pulumi-random/sdk/v4 v4.11.2-alpha.1\n") {
		t.Errorf("go.mod:\n%s", gomod)
	}
}

func TestHelp(t *testing.T) {
	_, stdout, stderr := suite.Run(t, "--help")
	for _, want := range []string{"//go:generate go tool pcl2go --schemas schemas -o stack program.pp", "(default v3.263.0)"} {
		if !strings.Contains(stdout+stderr, want) {
			t.Errorf("--help lacks %q:\n%s%s", want, stdout, stderr)
		}
	}
}
