package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

func testDiags() (map[string][]byte, hcl.Diagnostics) {
	src := []byte("resource \"a\" \"pkg:index:R\" {\n  value = nope\n}\n")
	return map[string][]byte{"main.pp": src}, hcl.Diagnostics{
		{
			Severity: hcl.DiagWarning,
			Summary:  "Deprecated property",
			Detail:   "The property is deprecated.",
			Subject:  &hcl.Range{Filename: "main.pp", Start: hcl.Pos{Line: 1, Column: 1, Byte: 0}, End: hcl.Pos{Line: 1, Column: 9, Byte: 8}},
		},
		{
			Severity: hcl.DiagError,
			Summary:  "Undefined variable",
			Detail:   "There is no variable named \"nope\" in this scope.",
			Subject:  &hcl.Range{Filename: "main.pp", Start: hcl.Pos{Line: 2, Column: 11, Byte: 39}, End: hcl.Pos{Line: 2, Column: 15, Byte: 43}},
		},
	}
}

func TestPrintText(t *testing.T) {
	sources, diags := testDiags()
	var buf bytes.Buffer
	p := &DiagnosticPrinter{Sources: sources}
	if err := p.Print(&buf, diags); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{
		"main.pp:2:11: ",
		"Error: Undefined variable",
		"value = nope",
		"There is no variable named \"nope\" in this scope.",
		"main.pp:1:1: ",
		"Warning: Deprecated property",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Index(out, "main.pp:1:1") > strings.Index(out, "main.pp:2:11") {
		t.Errorf("diagnostics are not in source order:\n%s", out)
	}
}

func TestPrintJSON(t *testing.T) {
	sources, diags := testDiags()
	var buf bytes.Buffer
	p := &DiagnosticPrinter{Sources: sources, JSON: true}
	if err := p.Print(&buf, diags); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 JSON lines, got %d:\n%s", len(lines), buf.String())
	}
	var d jsonDiagnostic
	if err := json.Unmarshal([]byte(lines[1]), &d); err != nil {
		t.Fatal(err)
	}
	if d.Severity != "error" || d.Summary != "Undefined variable" || d.Range == nil ||
		d.Range.Filename != "main.pp" || d.Range.Start.Line != 2 || d.Range.Start.Column != 11 || d.Range.End.Column != 15 {
		t.Errorf("unexpected JSON diagnostic: %+v", d)
	}
}
