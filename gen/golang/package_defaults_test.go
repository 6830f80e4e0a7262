package golang

import (
	"strconv"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/gen"
)

// TestPackageDefaults walks the schemas that lack a version or a Go import
// path: each gets the default (version 0.0.0, unless the file name has one;
// github.com/pulumi/pulumi-NAME/sdk[/vN]/go/NAME) with a warning at the
// package's first use, which the imports of main.go and go.mod follow; an
// import path without the /vN its major version needs is an error at that
// use, and one with another /vN an error of go.mod (the imports name a
// module that exists). Invokes are uses too.
func TestPackageDefaults(t *testing.T) {
	thing := func(name string) string {
		return `"resources": {"` + name + `:index:Thing": {"inputProperties": {"n": {"type": "string"}}, "properties": {"n": {"type": "string"}}}}, ` +
			`"functions": {"` + name + `:index:get": {"inputs": {"properties": {}}, "outputs": {"properties": {"n": {"type": "string"}}}}}`
	}
	gopath := func(p string) string { return `"language": {"go": {"importBasePath": "` + p + `"}}, ` }
	schemas := writeSchemas(t, map[string]string{
		"nogo-1.0.0.json":        `{"name": "nogo", "version": "1.0.0", ` + thing("nogo") + `}`,
		"nogotwo-2.4.0.json":     `{"name": "nogotwo", ` + thing("nogotwo") + `}`,
		"unversioned.json":       `{"name": "unversioned", ` + gopath("example.com/unversioned/sdk/go/unversioned") + thing("unversioned") + `}`,
		"bare.json":              `{"name": "bare", ` + thing("bare") + `}`,
		"nosuffix-2.0.0.json":    `{"name": "nosuffix", "version": "2.0.0", ` + gopath("example.com/nosuffix/sdk/go/nosuffix") + thing("nosuffix") + `}`,
		"wrongsuffix-3.1.0.json": `{"name": "wrongsuffix", "version": "3.1.0", ` + gopath("example.com/wrongsuffix/sdk/v2/go/wrongsuffix") + thing("wrongsuffix") + `}`,
		"suffixed-2.0.0.json":    `{"name": "suffixed", "version": "2.0.0", ` + gopath("example.com/suffixed/sdk/v2/go/suffixed") + thing("suffixed") + `}`,
	})
	res := func(pkg string) string {
		return "output a {\n  value = 1\n}\nresource t \"" + pkg + ":index:Thing\" {}\n"
	}
	tests := []struct {
		name   string
		src    string
		diags  []string // "severity line: summary", in order
		detail string   // what the first diagnostic's detail says
		lines  []string // lines main.go and go.mod hold
	}{
		{
			name:   "no-go-path",
			src:    res("nogo"),
			diags:  []string{`warning 4: No Go import path for package "nogo"`},
			detail: "imports package nogo from github.com/pulumi/pulumi-nogo/sdk/go/nogo,",
			lines:  []string{`"github.com/pulumi/pulumi-nogo/sdk/go/nogo"`, "\tgithub.com/pulumi/pulumi-nogo/sdk v1.0.0\n"},
		},
		{
			name:   "no-go-path-major-two-from-file-name",
			src:    res("nogotwo"),
			diags:  []string{`warning 4: No Go import path for package "nogotwo"`},
			detail: "github.com/pulumi/pulumi-nogotwo/sdk/v2/go/nogotwo",
			lines:  []string{`"github.com/pulumi/pulumi-nogotwo/sdk/v2/go/nogotwo"`, "\tgithub.com/pulumi/pulumi-nogotwo/sdk/v2 v2.4.0\n"},
		},
		{
			name:   "no-version",
			src:    res("unversioned"),
			diags:  []string{`warning 4: No version for package "unversioned"`},
			detail: "so go.mod pins package unversioned at version 0.0.0",
			lines:  []string{`"example.com/unversioned/sdk/go/unversioned"`, "\texample.com/unversioned/sdk v0.0.0\n"},
		},
		{
			name:  "neither",
			src:   res("bare"),
			diags: []string{`warning 4: No Go import path for package "bare"`, `warning 4: No version for package "bare"`},
			lines: []string{`"github.com/pulumi/pulumi-bare/sdk/go/bare"`, "\tgithub.com/pulumi/pulumi-bare/sdk v0.0.0\n"},
		},
		{
			name:   "invoke-only",
			src:    "x = invoke(\"bare:index:get\", {})\noutput a {\n  value = x.n\n}\n",
			diags:  []string{`warning 1: No Go import path for package "bare"`, `warning 1: No version for package "bare"`},
			detail: "github.com/pulumi/pulumi-bare/sdk/go/bare",
		},
		{
			name:   "path-without-major-suffix",
			src:    res("nosuffix"),
			diags:  []string{`error 4: Go import path of package "nosuffix" without its major version`},
			detail: "needs a /v2 suffix",
		},
		{
			name:   "path-with-another-major-suffix",
			src:    res("wrongsuffix"),
			diags:  []string{`error 4: No Go SDK module for package "wrongsuffix"`},
			detail: "ends in /v2 but the major version is 3",
		},
		{
			name:  "path-with-its-major-suffix",
			src:   res("suffixed"),
			lines: []string{`"example.com/suffixed/sdk/v2/go/suffixed"`, "\texample.com/suffixed/sdk/v2 v2.0.0\n"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := bindSource(t, tt.src, schemas)
			files, diags := New().GenerateProject(prog, gen.ProjectOptions{Name: "p"})
			var got []string
			for _, d := range diags {
				sev := "warning"
				if d.Severity == hcl.DiagError {
					sev = "error"
				}
				line := 0
				if d.Subject != nil {
					line = d.Subject.Start.Line
				}
				got = append(got, sev+" "+strconv.Itoa(line)+": "+d.Summary)
			}
			if strings.Join(got, "\n") != strings.Join(tt.diags, "\n") {
				t.Fatalf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.diags, "\n"))
			}
			if tt.detail != "" && !strings.Contains(diags[0].Detail, tt.detail) {
				t.Errorf("detail %q does not say %q", diags[0].Detail, tt.detail)
			}
			if diags.HasErrors() != (files == nil) {
				t.Errorf("errors: %v, files: %d", diags.HasErrors(), len(files))
			}
			all := fileMap(files)
			for _, l := range tt.lines {
				if !strings.Contains(all["main.go"]+all["go.mod"], l) {
					t.Errorf("neither main.go nor go.mod holds %q:\n%s\n%s", l, all["main.go"], all["go.mod"])
				}
			}
		})
	}
}
