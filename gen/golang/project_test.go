package golang

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
)

// bindSource binds one main.pp holding src with the schemas of dirs.
func bindSource(t *testing.T, src string, dirs ...string) *binder.Program {
	t.Helper()
	return gentest.BindSource(t, src, binder.Options{Loader: schema.NewLoader(dirs...)})
}

// writeSchemas writes each named schema into a new directory and returns it.
func writeSchemas(t *testing.T, schemas map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, src := range schemas {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func fileMap(files []gen.File) map[string]string {
	out := map[string]string{}
	for _, f := range files {
		out[f.Path] = string(f.Contents)
	}
	return out
}

var repoSchemas = filepath.Join("..", "..", "testdata", "schemas")

// genprotoLines end every generated go.mod.
const genprotoLines = `
// A genproto from after googleapis/api and googleapis/rpc became modules of
// their own, so that provider SDKs requiring the older, monolithic genproto
// do not make those packages' imports ambiguous.
require google.golang.org/genproto v0.0.0-20261019180522-ce908d29299b
`

func TestProjectFiles(t *testing.T) {
	const randomAndAWS = `resource pet "random:index/randomPet:RandomPet" {}
resource group "aws:ec2/securityGroup:SecurityGroup" {
  description = pet.id
}
`
	tests := []struct {
		name  string
		src   string
		opts  gen.ProjectOptions
		files map[string]string
	}{
		{
			name: "providers-sorted-core-sdk-default",
			src:  randomAndAWS,
			opts: gen.ProjectOptions{Name: "webserver"},
			files: map[string]string{
				"go.mod": `module webserver

go 1.26

require (
	github.com/pulumi/pulumi-aws/sdk/v5 v5.16.2
	github.com/pulumi/pulumi-random/sdk/v4 v4.11.2
	github.com/pulumi/pulumi/sdk/v3 v3.263.0
)
` + genprotoLines,
				"Pulumi.yaml": "name: \"webserver\"\nruntime: go\ndescription: \"A Pulumi program in Go, generated from PCL by pclgen.\"\n",
				".gitignore":  "# The program binary, as `go build` names it.\n/webserver\n/webserver.exe\n",
			},
		},
		{
			name: "module-path-name-and-sdk-version-without-v",
			src:  `resource pet "random:index/randomPet:RandomPet" {}` + "\n",
			opts: gen.ProjectOptions{Name: "example.com/infra", SDKVersion: "3.200.1"},
			files: map[string]string{
				"go.mod": `module example.com/infra

go 1.26

require (
	github.com/pulumi/pulumi-random/sdk/v4 v4.11.2
	github.com/pulumi/pulumi/sdk/v3 v3.200.1
)
` + genprotoLines,
				"Pulumi.yaml": "name: \"infra\"\nruntime: go\ndescription: \"A Pulumi program in Go, generated from PCL by pclgen.\"\n",
				".gitignore":  "# The program binary, as `go build` names it.\n/infra\n/infra.exe\n",
			},
		},
		{
			name: "no-packages",
			src:  "output answer {\n  value = 42\n}\n",
			opts: gen.ProjectOptions{Name: "p", SDKVersion: "v3.1.0"},
			files: map[string]string{
				"go.mod": "module p\n\ngo 1.26\n\nrequire (\n\tgithub.com/pulumi/pulumi/sdk/v3 v3.1.0\n)\n" + genprotoLines,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := bindSource(t, tt.src, repoSchemas)
			files, diags := projectFiles(prog, tt.opts)
			if len(diags) > 0 {
				t.Fatalf("unexpected diagnostics: %v", diags)
			}
			got := fileMap(files)
			if len(got) != 3 {
				t.Errorf("want go.mod, Pulumi.yaml and .gitignore, got %d files", len(got))
			}
			for path, want := range tt.files {
				if got[path] != want {
					t.Errorf("%s:\n%s\nwant:\n%s", path, got[path], want)
				}
			}
			again, _ := projectFiles(prog, tt.opts)
			for i := range files {
				if files[i].Path != again[i].Path || !bytes.Equal(files[i].Contents, again[i].Contents) {
					t.Errorf("%s differs between two runs", files[i].Path)
				}
			}
		})
	}
}

func TestProjectFilesErrors(t *testing.T) {
	thing := `"resources": {"%s:index:Thing": {"inputProperties": {}, "properties": {}}}`
	schemas := writeSchemas(t, map[string]string{
		"nosuffix-2.0.0.json": `{"name": "nosuffix", "version": "2.0.0", "language": {"go": {"importBasePath": "example.com/nosuffix/sdk/go/nosuffix"}}, ` + strings.ReplaceAll(thing, "%s", "nosuffix") + `}`,
	})
	tests := []struct {
		name    string
		src     string
		opts    gen.ProjectOptions
		summary string
		detail  string
		line    int // of the diagnostic's subject; 0 for none
	}{
		{
			name:    "major-version-without-module-suffix",
			src:     "resource t \"nosuffix:index:Thing\" {}\n",
			opts:    gen.ProjectOptions{Name: "p"},
			summary: `No Go SDK module for package "nosuffix"`,
			detail:  "needs a /v2 suffix",
			line:    1,
		},
		{
			name:    "sdk-version-not-semver",
			src:     "output a {\n  value = 1\n}\n",
			opts:    gen.ProjectOptions{Name: "p", SDKVersion: "latest"},
			summary: "Invalid Pulumi SDK version",
			detail:  `"latest" is not a Go module version`,
		},
		{
			name:    "sdk-version-other-major",
			src:     "output a {\n  value = 1\n}\n",
			opts:    gen.ProjectOptions{Name: "p", SDKVersion: "v4.0.0"},
			summary: "Invalid Pulumi SDK version",
			detail:  "not a 3.x version",
		},
		{
			name:    "project-name-with-space",
			src:     "output a {\n  value = 1\n}\n",
			opts:    gen.ProjectOptions{Name: "my project"},
			summary: "Invalid project name",
			detail:  "may only contain",
		},
		{
			name:    "empty-project-name",
			src:     "output a {\n  value = 1\n}\n",
			summary: "Invalid project name",
			detail:  "it is empty",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := bindSource(t, tt.src, schemas)
			files, diags := projectFiles(prog, tt.opts)
			if files != nil {
				t.Errorf("want no files with errors, got %d", len(files))
			}
			if len(diags) != 1 {
				t.Fatalf("want one diagnostic, got %v", diags)
			}
			d := diags[0]
			if d.Severity != hcl.DiagError || d.Summary != tt.summary || !strings.Contains(d.Detail, tt.detail) {
				t.Errorf("got %q: %q\nwant %q containing %q", d.Summary, d.Detail, tt.summary, tt.detail)
			}
			switch {
			case tt.line == 0 && d.Subject != nil:
				t.Errorf("want no subject, got %v", d.Subject)
			case tt.line != 0 && (d.Subject == nil || d.Subject.Start.Line != tt.line):
				t.Errorf("want subject on line %d, got %v", tt.line, d.Subject)
			}
		})
	}
}

func TestGoModulePath(t *testing.T) {
	tests := map[string]string{
		"github.com/pulumi/pulumi-aws/sdk/v5/go/aws":       "github.com/pulumi/pulumi-aws/sdk/v5",
		"github.com/pulumi/pulumi-random/sdk/v4/go/random": "github.com/pulumi/pulumi-random/sdk/v4",
		"github.com/pulumi/pulumi-eks/sdk/go/eks":          "github.com/pulumi/pulumi-eks/sdk",
		"github.com/pulumi/pulumi-azure-native-sdk/v2":     "github.com/pulumi/pulumi-azure-native-sdk/v2",
		"example.com/pulumi-importpath-sdk/":               "example.com/pulumi-importpath-sdk",
		"example.com/go/tools/sdk/go/tools":                "example.com/go/tools/sdk",
		"git.example.org/thirdparty/sdk/go/pkg":            "git.example.org/thirdparty/sdk",
	}
	for in, want := range tests {
		if got := goModulePath(in); got != want {
			t.Errorf("goModulePath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCheckMajorVersion(t *testing.T) {
	tests := []struct {
		mod, ver string
		ok       bool
	}{
		{"github.com/pulumi/pulumi-aws/sdk/v5", "v5.16.2", true},
		{"github.com/pulumi/pulumi-aws/sdk/v5", "v6.0.0", false},
		{"github.com/pulumi/pulumi-eks/sdk", "v0.40.0", true},
		{"github.com/pulumi/pulumi-awsx/sdk", "v1.0.0-beta.5", true},
		{"github.com/pulumi/pulumi-eks/sdk", "v2.0.0", false},
		{"example.com/v1", "v1.2.3", true},
	}
	for _, tt := range tests {
		if err := checkMajorVersion(tt.mod, tt.ver); (err == nil) != tt.ok {
			t.Errorf("checkMajorVersion(%q, %q) = %v, want ok=%v", tt.mod, tt.ver, err, tt.ok)
		}
	}
}

// TestCompileModuleMatchesDefaults checks that the compile module
// (testdata/compile/go) builds against what generated projects require by
// default: the core SDK version and the genproto pin.
func TestCompileModuleMatchesDefaults(t *testing.T) {
	gomod, err := os.ReadFile(filepath.Join("..", "..", "testdata", "compile", "go", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"\t" + coreSDKModule + " " + DefaultSDKVersion + "\n",
		"\t" + genprotoPin.Path + " " + genprotoPin.Version + "\n",
	} {
		if !strings.Contains(string(gomod), want) {
			t.Errorf("testdata/compile/go/go.mod lacks %q", strings.TrimSpace(want))
		}
	}
}
