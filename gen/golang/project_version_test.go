package golang

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/gen"
)

// TestProjectFilesBuildMetadata walks the versions with build metadata that
// go.mod cannot carry: a provider schema's (with or without a pre-release)
// and --sdk-version's. Each is required without it, with a warning that says
// so; a version the program does not end up requiring gives none.
func TestProjectFilesBuildMetadata(t *testing.T) {
	thing := func(name, version string) string {
		return `{"name": "` + name + `", "version": "` + version + `", "language": {"go": {"importBasePath": "example.com/` + name +
			`/sdk/go/` + name + `"}}, "resources": {"` + name + `:index:Thing": {"inputProperties": {}, "properties": {}}}}`
	}
	schemas := writeSchemas(t, map[string]string{
		"prerel-1.0.0-alpha.1+exp.sha.1234.json": thing("prerel", "1.0.0-alpha.1+exp.sha.1234"),
		"release-1.2.3+build.7.json":             thing("release", "1.2.3+build.7"),
		"pinned-1.0.0+old.json":                  thing("pinned", "1.0.0+old"),
		"pinned-1.1.0.json":                      thing("pinned", "1.1.0"),
	})
	tests := []struct {
		name     string
		src      string
		sdk      string
		requires []string // lines go.mod must hold
		warnings []string // summaries, in order
		details  []string // one per warning: what its detail must say
	}{
		{
			name:     "pre-release-with-build-metadata",
			src:      "resource t \"prerel:index:Thing\" {}\n",
			requires: []string{"\texample.com/prerel/sdk v1.0.0-alpha.1\n"},
			warnings: []string{`Build metadata dropped from the version of package "prerel"`},
			details:  []string{`"1.0.0-alpha.1+exp.sha.1234" of prerel`, "(+exp.sha.1234)", "at v1.0.0-alpha.1."},
		},
		{
			name:     "release-with-build-metadata",
			src:      "resource t \"release:index:Thing\" {}\n",
			requires: []string{"\texample.com/release/sdk v1.2.3\n"},
			warnings: []string{`Build metadata dropped from the version of package "release"`},
			details:  []string{"(+build.7)", "at v1.2.3."},
		},
		{
			name: "two-versions-the-required-one-without-metadata",
			src: "resource old \"pinned:index:Thing\" {\n  options {\n    version = \"1.0.0+old\"\n  }\n}\n" +
				"resource new \"pinned:index:Thing\" {}\n",
			requires: []string{"\texample.com/pinned/sdk v1.1.0\n"},
		},
		{
			name:     "sdk-version-with-build-metadata",
			src:      "output a {\n  value = 1\n}\n",
			sdk:      "3.200.1+local.2",
			requires: []string{"\tgithub.com/pulumi/pulumi/sdk/v3 v3.200.1\n"},
			warnings: []string{"Build metadata dropped from the Pulumi SDK version"},
			details:  []string{`"3.200.1+local.2"`, "(+local.2)", "at v3.200.1."},
		},
		{
			name:     "both",
			src:      "resource t \"release:index:Thing\" {}\n",
			sdk:      "v3.200.1+x",
			requires: []string{"\texample.com/release/sdk v1.2.3\n", "\tgithub.com/pulumi/pulumi/sdk/v3 v3.200.1\n"},
			warnings: []string{"Build metadata dropped from the Pulumi SDK version", `Build metadata dropped from the version of package "release"`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := bindSource(t, tt.src, schemas)
			files, diags := projectFiles(prog, gen.ProjectOptions{Name: "p", SDKVersion: tt.sdk})
			if diags.HasErrors() {
				t.Fatalf("unexpected errors: %v", diags)
			}
			if len(diags) != len(tt.warnings) {
				t.Fatalf("want %d warnings, got %v", len(tt.warnings), diags)
			}
			for i, d := range diags {
				if d.Severity != hcl.DiagWarning || d.Summary != tt.warnings[i] {
					t.Errorf("diagnostic %d: %v %q, want warning %q", i, d.Severity, d.Summary, tt.warnings[i])
				}
				if strings.Contains(d.Summary, "package") && (d.Subject == nil || d.Subject.Start.Line != 1) {
					t.Errorf("want the warning on the resource using the package, got %v", d.Subject)
				}
			}
			for _, want := range tt.details {
				if !strings.Contains(diags[0].Detail, want) {
					t.Errorf("detail %q should say %q", diags[0].Detail, want)
				}
			}
			gomod := fileMap(files)["go.mod"]
			for _, want := range tt.requires {
				if !strings.Contains(gomod, want) {
					t.Errorf("go.mod should require %q:\n%s", want, gomod)
				}
			}
			if strings.Contains(gomod, "+") {
				t.Errorf("go.mod carries build metadata:\n%s", gomod)
			}
		})
	}
}
