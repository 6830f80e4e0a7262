package schema

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// ErrNotFound is matched (with errors.Is) by lookups of unknown tokens.
var ErrNotFound = errors.New("not found")

// LookupError reports a token that is unknown or ambiguous in a package.
type LookupError struct {
	Package string
	// Kind is "resource", "function" or "type".
	Kind  string
	Token string
	// Candidates lists the schema tokens an ambiguous token could mean.
	Candidates []string
}

// Error describes the unknown or ambiguous token.
func (e *LookupError) Error() string {
	if len(e.Candidates) > 0 {
		return fmt.Sprintf("%s token %q is ambiguous in package %s: it could be %s",
			e.Kind, e.Token, e.Package, strings.Join(e.Candidates, ", "))
	}
	return fmt.Sprintf("package %s has no %s %q", e.Package, e.Kind, e.Token)
}

// Is makes errors.Is(err, ErrNotFound) true for unknown tokens.
func (e *LookupError) Is(target error) bool { return target == ErrNotFound && len(e.Candidates) == 0 }

// SchemaError reports a malformed schema file.
type SchemaError struct {
	// File is the schema file.
	File string
	// Offset is the byte offset of the problem in File, or -1 when unknown.
	Offset int
	// Line and Col are 1-based; 0 when unknown.
	Line, Col int
	// What names the part of the schema being read, such as
	// `resource "aws:s3/bucket:Bucket"`; it may be empty.
	What string
	// Msg describes the problem.
	Msg string
}

// Error formats the error as FILE:LINE:COL: WHAT: MSG.
func (e *SchemaError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, e.Col)
	}
	b.WriteString(": ")
	if e.What != "" {
		b.WriteString(e.What)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	if e.Offset >= 0 && e.Line > 0 {
		fmt.Fprintf(&b, " (byte offset %d)", e.Offset)
	}
	return b.String()
}

// errorOffset extracts the byte offset of a JSON error, relative to the text
// that was decoded.
func errorOffset(err error) (int, bool) {
	var se *scanError
	var js *json.SyntaxError
	var jt *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return se.off, true
	case errors.As(err, &js):
		return int(js.Offset), true
	case errors.As(err, &jt):
		return int(jt.Offset), true
	}
	return 0, false
}

// errorMessage is the message of a JSON error without its offset prefix.
func errorMessage(err error) string {
	var se *scanError
	if errors.As(err, &se) {
		return se.msg
	}
	var jt *json.UnmarshalTypeError
	if errors.As(err, &jt) && jt.Field != "" {
		field := jt.Field[strings.LastIndexByte(jt.Field, '.')+1:]
		return fmt.Sprintf("unexpected JSON %s for %q", jt.Value, field)
	}
	return err.Error()
}

// syntaxError positions an error of the whole document.
func (p *Package) syntaxError(err error, base int) error {
	return p.wrapDecode("", base, err)
}

// wrapDecode turns an error from decoding the text at base into a
// *SchemaError with a line and column (for JSON files; YAML files are decoded
// from converted text, whose offsets would mislead).
func (p *Package) wrapDecode(what string, base int, err error) error {
	se := &SchemaError{File: p.File, Offset: -1, What: what, Msg: errorMessage(err)}
	if off, ok := errorOffset(err); ok && !p.yaml {
		se.Offset = base + off
		se.Line, se.Col = lineCol(p.data, se.Offset)
	}
	return se
}
