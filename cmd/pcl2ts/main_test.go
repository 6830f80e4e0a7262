package main

import (
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
	MainFile:      "index.ts",
	ProjectFiles:  []string{"package.json", "tsconfig.json", "Pulumi.yaml", ".gitignore"},
	Stale:         "package.json",
	ComponentFile: "web.ts",
}

// TestShared runs the tests every generator command passes.
func TestShared(t *testing.T) { suite.TestAll(t) }

// TestProjectFiles checks package.json and tsconfig.json.
func TestProjectFiles(t *testing.T) {
	out := filepath.Join(t.TempDir(), "web")
	if code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, suite.Example); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	pkg, _ := os.ReadFile(filepath.Join(out, "package.json"))
	for _, want := range []string{`"name": "web"`, `"@pulumi/aws": "5.16.2"`, `"@pulumi/pulumi": "3.248.0"`} {
		if !strings.Contains(string(pkg), want) {
			t.Errorf("package.json lacks %q:\n%s", want, pkg)
		}
	}
	tsconfig, _ := os.ReadFile(filepath.Join(out, "tsconfig.json"))
	if !strings.Contains(string(tsconfig), `"strict": true`) {
		t.Errorf("tsconfig.json is not strict:\n%s", tsconfig)
	}
}

func TestProjectNameAndSDKVersion(t *testing.T) {
	out := t.TempDir()
	code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, "--project-name", "@example/web", "--sdk-version", "3.250.0", suite.Example)
	if code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	pkg, _ := os.ReadFile(filepath.Join(out, "package.json"))
	if !strings.Contains(string(pkg), `"name": "@example/web"`) || !strings.Contains(string(pkg), `"@pulumi/pulumi": "3.250.0"`) {
		t.Errorf("package.json:\n%s", pkg)
	}
	yaml, _ := os.ReadFile(filepath.Join(out, "Pulumi.yaml"))
	if !strings.HasPrefix(string(yaml), "name: \"web\"\nruntime:\n  name: nodejs\n") {
		t.Errorf("Pulumi.yaml:\n%s", yaml)
	}
}

func TestHelp(t *testing.T) {
	_, stdout, stderr := suite.Run(t, "--help")
	for _, want := range []string{"pcl2ts --check -o . program.pp", "(default 3.248.0)"} {
		if !strings.Contains(stdout+stderr, want) {
			t.Errorf("--help lacks %q:\n%s%s", want, stdout, stderr)
		}
	}
}

// TestPackageNameFromDirectory checks that -o MyApp gives the npm package
// name myapp, and that a name that cannot be made valid asks for
// --project-name.
func TestPackageNameFromDirectory(t *testing.T) {
	out := filepath.Join(t.TempDir(), "MyApp")
	if code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "-o", out, suite.Example); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	pkg, _ := os.ReadFile(filepath.Join(out, "package.json"))
	if !strings.Contains(string(pkg), `"name": "myapp"`) {
		t.Errorf("package.json:\n%s", pkg)
	}
	code, _, stderr := suite.Run(t, "--schemas", suite.Schemas, "--project-name", "My App", "-o", t.TempDir(), suite.Example)
	if code != cli.ExitDiagnostic || !strings.Contains(stderr, "--project-name") {
		t.Errorf("--project-name 'My App': exit %d: %s", code, stderr)
	}
}
