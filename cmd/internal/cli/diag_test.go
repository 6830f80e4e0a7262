package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder/schema"
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

// hclText prints diags as Print did with HCL's own text writer, before it
// had its own: the reference Print's text must match.
func hclText(t *testing.T, sources map[string][]byte, diags hcl.Diagnostics) string {
	t.Helper()
	var buf bytes.Buffer
	files := map[string]*hcl.File{}
	for name, src := range sources {
		files[name] = &hcl.File{Bytes: src}
	}
	tw := hcl.NewDiagnosticTextWriter(&buf, files, 0, false)
	for _, d := range sortedDiagnostics(diags) {
		if d.Subject != nil {
			buf.WriteString(positionString(*d.Subject) + ": ")
		}
		if err := tw.WriteDiagnostic(d); err != nil {
			t.Fatal(err)
		}
	}
	return buf.String()
}

// TestPrintTextAsHCL compares Print with HCL's text writer on the invalid
// programs of testdata/invalid and on ranges at line ends, empty ranges and
// multi-line ranges.
func TestPrintTextAsHCL(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join("..", "..", "..", "testdata", "invalid", "*.pp"))
	if len(paths) == 0 {
		t.Fatal("no programs in testdata/invalid")
	}
	compared := 0
	for _, path := range paths {
		prog, diags := pclgen.Load(context.Background(), pclgen.Disk, path, pclgen.Options{Schemas: schema.NewLoader(filepath.Join("..", "..", "..", "testdata", "schemas"))})
		if len(diags) == 0 {
			continue
		}
		sources := programSources(prog, diags)
		var buf bytes.Buffer
		if err := (&DiagnosticPrinter{Sources: sources, MaxDiagnostics: -1}).Print(&buf, diags); err != nil {
			t.Fatal(err)
		}
		if want := hclText(t, sources, diags); buf.String() != want {
			t.Errorf("%s: printed\n%s\nHCL prints\n%s", path, buf.String(), want)
		}
		compared++
	}
	src := []byte("a = 1\r\nb = [\n  2,\n]\n\nc = 3")
	rng := func(s, e int) *hcl.Range {
		pos := func(off int) hcl.Pos {
			line := 1 + bytes.Count(src[:off], []byte("\n"))
			return hcl.Pos{Line: line, Column: off - bytes.LastIndexByte(src[:off], '\n'), Byte: off}
		}
		return &hcl.Range{Filename: "x.pp", Start: pos(s), End: pos(e)}
	}
	var diags hcl.Diagnostics
	for s := 0; s <= len(src); s++ {
		for e := s; e <= len(src); e++ {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "S", Detail: "D", Subject: rng(s, e)})
		}
	}
	diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagWarning, Summary: "W", Subject: rng(2, 3), Context: rng(0, 9)},
		&hcl.Diagnostic{Severity: hcl.DiagWarning, Summary: "no source", Subject: &hcl.Range{Filename: "y.pp"}},
		&hcl.Diagnostic{Severity: hcl.DiagError, Summary: "no subject"})
	sources := map[string][]byte{"x.pp": src}
	var buf bytes.Buffer
	if err := (&DiagnosticPrinter{Sources: sources, MaxDiagnostics: -1}).Print(&buf, diags); err != nil {
		t.Fatal(err)
	}
	if want := hclText(t, sources, diags); buf.String() != want {
		t.Errorf("printed\n%s\nHCL prints\n%s", buf.String(), want)
	}
	t.Logf("compared %d programs", compared)
}

// TestPrintTextBounded checks the count of what is left out after
// MaxDiagnostics, and that control characters and invalid UTF-8 in a
// snippet are escaped.
func TestPrintTextBounded(t *testing.T) {
	src := []byte("x = \"\x1b[31mred\x00\xff\u0085\"\n")
	var diags hcl.Diagnostics
	for i := 0; i < 7; i++ {
		sev := hcl.DiagError
		if i >= 5 {
			sev = hcl.DiagWarning
		}
		diags = append(diags, &hcl.Diagnostic{Severity: sev, Summary: "Bad", Subject: &hcl.Range{Filename: "m.pp",
			Start: hcl.Pos{Line: 1, Column: 1, Byte: 0}, End: hcl.Pos{Line: 1, Column: 2, Byte: 1}}})
	}
	var buf bytes.Buffer
	if err := (&DiagnosticPrinter{Sources: map[string][]byte{"m.pp": src}, MaxDiagnostics: 3}).Print(&buf, diags); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if n := strings.Count(out, "Error: Bad"); n != 3 {
		t.Errorf("printed %d diagnostics, want 3:\n%s", n, out)
	}
	if !strings.HasSuffix(out, "... and 2 more errors and 2 more warnings; --json lists them all.\n") {
		t.Errorf("no count of the rest:\n%s", out)
	}
	if strings.ContainsAny(out, "\x1b\x00\u0085") || !utf8.ValidString(out) {
		t.Errorf("raw control characters or invalid UTF-8 in:\n%q", out)
	}
	if !strings.Contains(out, `x = "\x1b[31mred\x00\xff\u0085"`) {
		t.Errorf("snippet not escaped as expected:\n%s", out)
	}
}
