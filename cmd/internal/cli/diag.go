// Package cli holds what the pclgen commands share: diagnostics printing in
// HCL's format or as JSON lines, exit codes, schema search paths, and the
// driver of the code generator commands (Generator: flags, binding, printing
// or atomically writing the generated files, --check). Input: command lines,
// hcl.Diagnostics and the sources they point into; output: text for a person
// or JSON for tools, and generated files.
package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"

	"github.com/hashicorp/hcl/v2"
)

// Exit codes shared by every command.
const (
	ExitOK         = 0 // success
	ExitDiagnostic = 1 // the program has errors (or --check found stale files)
	ExitUsage      = 2 // the command line is wrong
)

// DiagnosticPrinter writes diagnostics either as HCL formats them (file:line:col,
// summary, a source snippet with the range underlined, detail) or, with JSON
// set, as one JSON object per line.
type DiagnosticPrinter struct {
	// Sources maps file names (as they appear in ranges) to their contents,
	// for snippets.
	Sources map[string][]byte
	JSON    bool
	Color   bool
	// Width wraps detail text; 0 means no wrapping.
	Width uint
}

// Print writes diags to w in a stable order: by file, then position, errors
// before warnings at the same place.
func (p *DiagnosticPrinter) Print(w io.Writer, diags hcl.Diagnostics) error {
	diags = sortedDiagnostics(diags)
	if p.JSON {
		enc := json.NewEncoder(w)
		for _, d := range diags {
			if err := enc.Encode(toJSON(d)); err != nil {
				return err
			}
		}
		return nil
	}
	files := make(map[string]*hcl.File, len(p.Sources))
	for name, src := range p.Sources {
		files[name] = &hcl.File{Bytes: src}
	}
	tw := hcl.NewDiagnosticTextWriter(w, files, p.Width, p.Color)
	for _, d := range diags {
		if d.Subject != nil {
			// HCL's writer leads with the summary; name the place first, the
			// way compilers do, so editors and terminals can jump to it.
			if _, err := fmt.Fprintf(w, "%s: ", positionString(*d.Subject)); err != nil {
				return err
			}
		}
		if err := tw.WriteDiagnostic(d); err != nil {
			return err
		}
	}
	return nil
}

func positionString(r hcl.Range) string {
	return fmt.Sprintf("%s:%d:%d", r.Filename, r.Start.Line, r.Start.Column)
}

func sortedDiagnostics(diags hcl.Diagnostics) hcl.Diagnostics {
	out := append(hcl.Diagnostics(nil), diags...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Subject, out[j].Subject
		switch {
		case a == nil || b == nil:
			return a == nil && b != nil
		case a.Filename != b.Filename:
			return a.Filename < b.Filename
		case a.Start.Byte != b.Start.Byte:
			return a.Start.Byte < b.Start.Byte
		}
		return out[i].Severity < out[j].Severity
	})
	return out
}

type jsonPos struct {
	Line   int `json:"line"`
	Column int `json:"column"`
	Byte   int `json:"byte"`
}

type jsonRange struct {
	Filename string  `json:"filename"`
	Start    jsonPos `json:"start"`
	End      jsonPos `json:"end"`
}

type jsonDiagnostic struct {
	Severity string     `json:"severity"`
	Summary  string     `json:"summary"`
	Detail   string     `json:"detail,omitempty"`
	Range    *jsonRange `json:"range,omitempty"`
}

func toJSON(d *hcl.Diagnostic) jsonDiagnostic {
	out := jsonDiagnostic{Summary: d.Summary, Detail: d.Detail, Severity: "error"}
	if d.Severity == hcl.DiagWarning {
		out.Severity = "warning"
	}
	if r := d.Subject; r != nil {
		out.Range = &jsonRange{
			Filename: r.Filename,
			Start:    jsonPos{r.Start.Line, r.Start.Column, r.Start.Byte},
			End:      jsonPos{r.End.Line, r.End.Column, r.End.Byte},
		}
	}
	return out
}
