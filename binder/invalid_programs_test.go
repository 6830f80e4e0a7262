package binder

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/internal/updateflag"
)

// The invalid programs are testdata/invalid/NAME.pp, each with the
// diagnostics binding it must give in NAME.diags, one a line:
//
//	NAME.pp:line:col-line:col: severity: summary
//
// in source order. The package schemas they use are in
// testdata/invalid/schemas. `go test ./binder -run TestInvalidPrograms
// -update` rewrites the .diags files from the binder's output; review every
// change: each line must be the right error at the right place.

// invalidProgramsDir is the directory of the invalid programs.
var invalidProgramsDir = filepath.Join("..", "testdata", "invalid")

// updatingGoldenFiles reports whether -update was given: it rewrites the
// golden files (testdata/invalid/*.diags) from the binder's output.
func updatingGoldenFiles() bool { return updateflag.On() }

func TestInvalidPrograms(t *testing.T) {
	programs, err := filepath.Glob(filepath.Join(invalidProgramsDir, "*.pp"))
	if err != nil {
		t.Fatal(err)
	}
	if len(programs) < 40 {
		t.Fatalf("found %d invalid programs in %s, want at least 40", len(programs), invalidProgramsDir)
	}
	loader := schema.NewLoader(filepath.Join(invalidProgramsDir, "schemas"))
	seen := map[string]bool{}
	for _, path := range programs {
		name := strings.TrimSuffix(filepath.Base(path), ".pp")
		seen[name+".diags"] = true
		t.Run(name, func(t *testing.T) {
			_, diags := BindPath(path, Options{Loader: loader})
			got := formatInvalidDiagnostics(diags)
			if !diags.HasErrors() {
				t.Errorf("%s binds without errors; every invalid program must give at least one error", path)
			}
			golden := strings.TrimSuffix(path, ".pp") + ".diags"
			if updatingGoldenFiles() {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it, then review it)", err)
			}
			if got != string(want) {
				t.Errorf("diagnostics of %s:\n%s\nwant (%s):\n%s", path, got, golden, want)
			}
		})
	}
	// Every golden file belongs to a program.
	goldens, err := filepath.Glob(filepath.Join(invalidProgramsDir, "*.diags"))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range goldens {
		if !seen[filepath.Base(g)] {
			t.Errorf("%s has no program beside it", g)
		}
	}
}

// formatInvalidDiagnostics formats diags one a line, in source order, with
// file names relative to the invalid programs' directory.
func formatInvalidDiagnostics(diags hcl.Diagnostics) string {
	sorted := append(hcl.Diagnostics(nil), diags...)
	sort.SliceStable(sorted, func(i, j int) bool {
		a, b := sorted[i].Subject, sorted[j].Subject
		switch {
		case a == nil || b == nil:
			return a == nil && b != nil
		case a.Filename != b.Filename:
			return a.Filename < b.Filename
		}
		return a.Start.Byte < b.Start.Byte
	})
	var out strings.Builder
	for _, d := range sorted {
		severity := "error"
		if d.Severity == hcl.DiagWarning {
			severity = "warning"
		}
		where := "-"
		if r := d.Subject; r != nil {
			file := r.Filename
			if rel, err := filepath.Rel(invalidProgramsDir, file); err == nil && !strings.HasPrefix(rel, "..") {
				file = filepath.ToSlash(rel)
			}
			where = fmt.Sprintf("%s:%d:%d-%d:%d", file, r.Start.Line, r.Start.Column, r.End.Line, r.End.Column)
		}
		fmt.Fprintf(&out, "%s: %s: %s\n", where, severity, d.Summary)
	}
	return out.String()
}
