package binder

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/syntax"
)

// TestPackageBlockWithoutSchema walks the forms of a package block whose
// schema is missing: nothing else using the package makes it a warning at the
// block, whatever names the package (a label, baseProviderName, a
// parameterization); a resource or invoke using it makes it one error, at
// the use; a package block whose schema is there gives nothing.
func TestPackageBlockWithoutSchema(t *testing.T) {
	const res = "resource \"s\" \"simple:index:resource\" {\n  inputOne = \"a\"\n}\n"
	tests := []struct {
		name, src string
		want      []string // severity line:col: summary
	}{
		{"label", "package \"nothere\" {}\n" + res,
			[]string{"warning 1:9: Missing package schema"}},
		{"label with version", "package \"nothere\" {\n  baseProviderName = \"nothere\"\n  baseProviderVersion = \"1.2.3\"\n}\n" + res,
			[]string{"warning 1:9: Missing package schema"}},
		{"base provider name", "package {\n  baseProviderName = \"nothere\"\n}\n" + res,
			[]string{"warning 1:1: Missing package schema"}},
		{"parameterization", "package {\n  baseProviderName = \"terraform-provider\"\n  parameterization {\n    name = \"nothere\"\n    version = \"0.1.0\"\n    value = \"e30=\"\n  }\n}\n" + res,
			[]string{"warning 1:1: Missing package schema"}},
		{"two blocks", "package \"nothere\" {}\npackage \"gone\" {}\n" + res,
			[]string{"warning 1:9: Missing package schema", "warning 2:9: Missing package schema"}},
		{"used by a resource", "package \"nothere\" {}\nresource \"r\" \"nothere:index:Thing\" {}\n" + res,
			[]string{"error 2:14: Missing package schema"}},
		{"used by an invoke", "package \"nothere\" {}\nx = invoke(\"nothere:index:get\", {})\n" + res,
			[]string{"error 2:12: Missing package schema"}},
		{"schema present", "package \"simple\" {}\n" + res, nil},
	}
	loader := schema.NewLoader(filepath.Join("..", "testdata", "schemas"))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, diags := syntax.ParseFile("main.pp", []byte(tt.src))
			if diags.HasErrors() {
				t.Fatalf("parse: %v", diags)
			}
			prog, diags := BindFiles([]*syntax.File{f}, Options{Loader: loader})
			var got []string
			for _, d := range diags {
				sev := "error"
				if d.Severity == hcl.DiagWarning {
					sev = "warning"
				}
				got = append(got, fmt.Sprintf("%s %d:%d: %s", sev, d.Subject.Start.Line, d.Subject.Start.Column, d.Summary))
				if d.Severity == hcl.DiagWarning && !strings.Contains(d.Detail, "Nothing in the program uses the package") {
					t.Errorf("the warning does not say why it is not an error: %s", d.Detail)
				}
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			if !diags.HasErrors() && prog == nil {
				t.Errorf("no program")
			}
		})
	}
}
