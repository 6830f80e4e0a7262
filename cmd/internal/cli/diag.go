// Package cli holds what the pclgen commands share: diagnostics printing in
// HCL's format or as JSON lines, exit codes, schema search paths, and the
// driver of the code generator commands (Generator: flags, binding, printing
// or atomically writing the generated files, --check). Input: command lines,
// hcl.Diagnostics and the sources they point into; output: text for a person
// or JSON for tools, and generated files.
package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	wordwrap "github.com/mitchellh/go-wordwrap"
)

// Exit codes shared by every command.
const (
	ExitOK         = 0 // success
	ExitDiagnostic = 1 // the program has errors (or --check found stale files)
	ExitUsage      = 2 // the command line is wrong
)

// DefaultMaxDiagnostics is how many diagnostics DiagnosticPrinter prints as
// text when MaxDiagnostics is 0; a line then says how many more there were.
const DefaultMaxDiagnostics = 50

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
	// MaxDiagnostics bounds how many diagnostics are printed as text (JSON
	// lists them all): 0 means DefaultMaxDiagnostics, a negative number no
	// bound. The rest are counted on a last line.
	MaxDiagnostics int
}

// Print writes diags to w in a stable order: by file, then position, errors
// before warnings at the same place. As text, each diagnostic is written the
// way hcl.NewDiagnosticTextWriter writes it, led by its position; unlike
// HCL's writer it scans each source file once, whatever the number of
// diagnostics, and escapes control characters and invalid UTF-8 in
// snippets.
func (p *DiagnosticPrinter) Print(w io.Writer, diags hcl.Diagnostics) error {
	diags = sortedDiagnostics(diags)
	if p.JSON {
		bw := bufio.NewWriter(w)
		enc := json.NewEncoder(bw)
		for _, d := range diags {
			if err := enc.Encode(toJSON(d)); err != nil {
				return err
			}
		}
		return bw.Flush()
	}
	limit := p.MaxDiagnostics
	if limit == 0 {
		limit = DefaultMaxDiagnostics
	}
	shown := diags
	if limit > 0 && len(diags) > limit {
		shown = diags[:limit]
	}
	bw := bufio.NewWriter(w)
	lines := map[string]*lineIndex{}
	for _, d := range shown {
		if d == nil {
			continue
		}
		if d.Subject != nil {
			// HCL's writer leads with the summary; name the place first, the
			// way compilers do, so editors and terminals can jump to it.
			bw.WriteString(positionString(*d.Subject))
			bw.WriteString(": ")
		}
		p.writeText(bw, d, lines)
	}
	if rest := diags[len(shown):]; len(rest) > 0 {
		errs := 0
		for _, d := range rest {
			if d != nil && d.Severity == hcl.DiagError {
				errs++
			}
		}
		fmt.Fprintf(bw, "%s; --json lists them all.\n", moreDiagnostics(errs, len(rest)-errs))
	}
	return bw.Flush()
}

// moreDiagnostics says how many errors and warnings were not printed.
func moreDiagnostics(errs, warnings int) string {
	plural := func(n int, what string) string {
		if n == 1 {
			return "1 more " + what
		}
		return fmt.Sprintf("%d more %ss", n, what)
	}
	switch {
	case warnings == 0:
		return "... and " + plural(errs, "error")
	case errs == 0:
		return "... and " + plural(warnings, "warning")
	}
	return "... and " + plural(errs, "error") + " and " + plural(warnings, "warning")
}

// A snippet line longer than maxSnippetLine bytes is cut to the
// highlighted range with snippetContext bytes either side.
const (
	maxSnippetLine = 240
	snippetContext = 80
)

// lineIndex holds the offsets where a source's lines start: one scan of the
// file serves every diagnostic in it.
type lineIndex struct {
	src    []byte
	starts []int
}

func newLineIndex(src []byte) *lineIndex {
	ix := &lineIndex{src: src, starts: make([]int, 1, bytes.Count(src, []byte{'\n'})+1)}
	for i, c := range src {
		if c == '\n' {
			ix.starts = append(ix.starts, i+1)
		}
	}
	return ix
}

// line returns the bytes of line i (0-based) without its terminator ("\n"
// or "\r\n") and the offset it starts at.
func (ix *lineIndex) line(i int) ([]byte, int) {
	start, end := ix.starts[i], len(ix.src)
	if i+1 < len(ix.starts) {
		end = ix.starts[i+1] - 1
	}
	b := ix.src[start:end]
	if len(b) > 0 && b[len(b)-1] == '\r' {
		b = b[:len(b)-1]
	}
	return b, start
}

// writeText writes d as HCL's text writer does: severity and summary, the
// source lines of its subject (and context), and its detail.
func (p *DiagnosticPrinter) writeText(w *bufio.Writer, d *hcl.Diagnostic, lines map[string]*lineIndex) {
	var color, highlight, reset string
	if p.Color {
		switch d.Severity {
		case hcl.DiagError:
			color = "\x1b[31m"
		case hcl.DiagWarning:
			color = "\x1b[33m"
		}
		reset, highlight = "\x1b[0m", "\x1b[1;4m"
	}
	severity := "???????"
	switch d.Severity {
	case hcl.DiagError:
		severity = "Error"
	case hcl.DiagWarning:
		severity = "Warning"
	}
	fmt.Fprintf(w, "%s%s%s: %s\n\n", color, severity, reset, d.Summary)
	if d.Subject != nil {
		snip, hl := *d.Subject, *d.Subject
		if d.Context != nil {
			snip = hcl.RangeOver(snip, *d.Context)
		}
		if snip.Empty() {
			snip.End.Byte++
		}
		if hl.Empty() {
			hl.End.Byte++
		}
		src, ok := p.Sources[d.Subject.Filename]
		if !ok || src == nil {
			fmt.Fprintf(w, "  on %s line %d:\n  (source code not available)\n\n", d.Subject.Filename, d.Subject.Start.Line)
		} else {
			ix := lines[d.Subject.Filename]
			if ix == nil {
				ix = newLineIndex(src)
				lines[d.Subject.Filename] = ix
			}
			fmt.Fprintf(w, "  on %s line %d:\n", d.Subject.Filename, d.Subject.Start.Line)
			// The lines that overlap snip as hcl.Range.Overlaps has it: a
			// non-empty line holding an end of snip, or one of whose ends
			// snip holds.
			first := sort.SearchInts(ix.starts, snip.Start.Byte+1) - 1
			for i := max(first, 0); i < len(ix.starts) && ix.starts[i] <= snip.End.Byte; i++ {
				text, start := ix.line(i)
				end := start + len(text)
				in := func(off, from, to int) bool { return from <= off && off < to }
				if start == end || !(in(snip.Start.Byte, start, end) || in(snip.End.Byte, start, end) ||
					in(start, snip.Start.Byte, snip.End.Byte) || in(end, snip.Start.Byte, snip.End.Byte)) {
					continue
				}
				fmt.Fprintf(w, "%4d: ", i+1)
				// Before, inside and after the highlighted range.
				a := min(max(hl.Start.Byte, start), end) - start
				b := min(max(hl.End.Byte, start), end) - start
				from, to := 0, len(text)
				if len(text) > maxSnippetLine {
					// A long line (a minified or binary file): show the
					// highlighted part and some context.
					from, to = max(a-snippetContext, 0), min(max(b, a+1)+snippetContext, len(text))
					for from > 0 && !utf8.RuneStart(text[from]) {
						from--
					}
					for to < len(text) && !utf8.RuneStart(text[to]) {
						to++
					}
					b = min(b, to)
					if from > 0 {
						w.WriteString("...")
					}
				}
				writeEscaped(w, text[from:a])
				if a < b {
					w.WriteString(highlight)
					writeEscaped(w, text[a:b])
					w.WriteString(reset)
				}
				writeEscaped(w, text[b:to])
				if to < len(text) {
					w.WriteString("...")
				}
				w.WriteByte('\n')
			}
			w.WriteByte('\n')
		}
	}
	if d.Detail != "" {
		detail := d.Detail
		if p.Width != 0 {
			detail = wordwrap.WrapString(detail, p.Width)
		}
		w.WriteString(detail)
		w.WriteString("\n\n")
	}
}

// writeEscaped writes source text, with control characters (tab aside),
// DEL, C1 controls and bytes that are not UTF-8 written as \xNN or \u00NN
// escapes, so that a snippet cannot drive the terminal.
func writeEscaped(w *bufio.Writer, b []byte) {
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		switch {
		case r == utf8.RuneError && size <= 1:
			fmt.Fprintf(w, "\\x%02x", b[0])
		case r < 0x20 && r != '\t', r == 0x7f:
			fmt.Fprintf(w, "\\x%02x", r)
		case 0x80 <= r && r < 0xa0:
			fmt.Fprintf(w, "\\u%04x", r)
		default:
			w.Write(b[:size])
		}
		b = b[size:]
	}
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
