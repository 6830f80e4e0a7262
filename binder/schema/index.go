package schema

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
)

// This file holds the hand-written JSON scanner that indexes a schema without
// decoding it: it finds the byte span of every entry of "resources",
// "functions" and "types" and of the other top-level fields. It checks the
// structure it walks through (the top-level object and the three maps) and
// bracket nesting inside values; the entries themselves are validated by
// encoding/json when they are decoded.

// span is a half-open byte range [start, end) of the schema text.
type span struct {
	start, end int
}

// rawEntry is one member of "resources", "functions" or "types".
type rawEntry struct {
	token string
	val   span
}

// rawIndex is the result of indexing a schema document.
type rawIndex struct {
	// fields holds the spans of the top-level fields other than the sections.
	fields    map[string]span
	resources []rawEntry
	functions []rawEntry
	types     []rawEntry
}

// scanError is a syntax error at a byte offset.
type scanError struct {
	off int
	msg string
}

func (e *scanError) Error() string { return fmt.Sprintf("offset %d: %s", e.off, e.msg) }

type scanner struct {
	data []byte
	pos  int
}

func (s *scanner) errorf(off int, format string, args ...any) error {
	return &scanError{off: off, msg: fmt.Sprintf(format, args...)}
}

func (s *scanner) ws() {
	for s.pos < len(s.data) {
		switch s.data[s.pos] {
		case ' ', '\t', '\n', '\r':
			s.pos++
		default:
			return
		}
	}
}

// expect skips white space and consumes c.
func (s *scanner) expect(c byte) error {
	s.ws()
	if s.pos >= len(s.data) {
		return s.errorf(s.pos, "unexpected end of input, want %q", c)
	}
	if s.data[s.pos] != c {
		return s.errorf(s.pos, "unexpected %q, want %q", s.data[s.pos], c)
	}
	s.pos++
	return nil
}

// stringEnd returns the offset just past the closing quote of the string
// whose opening quote is at open. Short strings (most keys) are scanned a
// word at a time; long ones (descriptions) with bytes.IndexByte.
func stringEnd(d []byte, open int) (int, bool) {
	i := open + 1
	n := len(d)
	for limit := i + 32; i+8 <= n && i < limit; {
		w := binary.LittleEndian.Uint64(d[i:])
		if !hasQuoteOrBackslash(w) {
			i += 8
			continue
		}
		for k := 0; k < 8; k++ {
			switch d[i] {
			case '"':
				return i + 1, true
			case '\\':
				i += 2
				goto next
			}
			i++
		}
	next:
	}
	for {
		if i >= n {
			return 0, false
		}
		k := bytes.IndexByte(d[i:], '"')
		if k < 0 {
			return 0, false
		}
		q := i + k
		bs := 0
		for p := q - 1; p > open && d[p] == '\\'; p-- {
			bs++
		}
		if bs%2 == 0 {
			return q + 1, true
		}
		i = q + 1
	}
}

const (
	lsb  = 0x0101010101010101
	msb  = 0x8080808080808080
	quot = '"' * lsb
	bsl  = '\\' * lsb
)

// hasQuoteOrBackslash reports whether any byte of w is '"' or '\\'.
func hasQuoteOrBackslash(w uint64) bool {
	a, b := w^quot, w^bsl
	return ((a-lsb)&^a|(b-lsb)&^b)&msb != 0
}

// key reads an object key at s.pos and the colon after it.
func (s *scanner) key() (string, error) {
	s.ws()
	start := s.pos
	if start >= len(s.data) || s.data[start] != '"' {
		return "", s.errorf(start, "want an object key")
	}
	end, ok := stringEnd(s.data, start)
	if !ok {
		return "", s.errorf(start, "unterminated string")
	}
	raw := s.data[start+1 : end-1]
	var k string
	if bytes.IndexByte(raw, '\\') < 0 {
		k = string(raw)
	} else if err := json.Unmarshal(s.data[start:end], &k); err != nil {
		return "", s.errorf(start, "bad object key: %v", err)
	}
	s.pos = end
	if err := s.expect(':'); err != nil {
		return "", err
	}
	return k, nil
}

// object walks the members of the object at s.pos, calling member with the
// key once s.pos is at the start of the value; member must consume the value.
func (s *scanner) object(member func(key string) error) error {
	if err := s.expect('{'); err != nil {
		return err
	}
	s.ws()
	if s.pos < len(s.data) && s.data[s.pos] == '}' {
		s.pos++
		return nil
	}
	for {
		k, err := s.key()
		if err != nil {
			return err
		}
		s.ws()
		if err := member(k); err != nil {
			return err
		}
		s.ws()
		if s.pos >= len(s.data) {
			return s.errorf(s.pos, "unexpected end of input in object")
		}
		switch s.data[s.pos] {
		case ',':
			s.pos++
		case '}':
			s.pos++
			return nil
		default:
			return s.errorf(s.pos, "unexpected %q after object member", s.data[s.pos])
		}
	}
}

// skip consumes one value at s.pos and returns its span.
func (s *scanner) skip() (span, error) {
	s.ws()
	start := s.pos
	d := s.data
	if start >= len(d) {
		return span{}, s.errorf(start, "unexpected end of input, want a value")
	}
	switch c := d[start]; c {
	case '"':
		end, ok := stringEnd(d, start)
		if !ok {
			return span{}, s.errorf(start, "unterminated string")
		}
		s.pos = end
	case '{', '[':
		end, err := skipContainer(d, start)
		if err != nil {
			return span{}, err
		}
		s.pos = end
	default:
		i := start
		for i < len(d) && isScalarByte(d[i]) {
			i++
		}
		if i == start {
			return span{}, s.errorf(start, "unexpected %q, want a value", c)
		}
		s.pos = i
	}
	return span{start, s.pos}, nil
}

// isScalarByte reports the bytes that may appear in a number or a literal.
func isScalarByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c == '-' || c == '+' || c == '.' || c == 'E'
}

// skipContainer returns the offset just past the object or array opening at
// start, matching brackets and skipping strings.
func skipContainer(d []byte, start int) (int, error) {
	var stackBuf [64]byte
	stack := stackBuf[:0]
	for i := start; i < len(d); i++ {
		switch c := d[i]; c {
		case '"':
			end, ok := stringEnd(d, i)
			if !ok {
				return 0, &scanError{i, "unterminated string"}
			}
			i = end - 1
		case '{', '[':
			stack = append(stack, c)
		case '}', ']':
			if len(stack) == 0 || (c == '}') != (stack[len(stack)-1] == '{') {
				return 0, &scanError{i, fmt.Sprintf("unexpected %q", c)}
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return i + 1, nil
			}
		}
	}
	return 0, &scanError{len(d), "unexpected end of input inside a value"}
}

// indexJSON indexes a schema document.
func indexJSON(data []byte) (*rawIndex, error) {
	s := &scanner{data: data}
	if bytes.HasPrefix(data, []byte("\xef\xbb\xbf")) {
		s.pos = 3 // a UTF-8 byte order mark
	}
	idx := &rawIndex{fields: map[string]span{}}
	s.ws()
	err := s.object(func(key string) error {
		var sec *[]rawEntry
		switch key {
		case "resources":
			sec = &idx.resources
		case "functions":
			sec = &idx.functions
		case "types":
			sec = &idx.types
		default:
			sp, err := s.skip()
			if err != nil {
				return err
			}
			idx.fields[key] = sp
			return nil
		}
		if s.pos < len(data) && data[s.pos] == 'n' {
			sp, err := s.skip()
			if err == nil && string(data[sp.start:sp.end]) != "null" {
				err = s.errorf(sp.start, "%q must be an object", key)
			}
			*sec = nil
			return err
		}
		*sec = (*sec)[:0]
		return s.object(func(tok string) error {
			sp, err := s.skip()
			if err != nil {
				return err
			}
			*sec = append(*sec, rawEntry{token: tok, val: sp})
			return nil
		})
	})
	if err != nil {
		return nil, err
	}
	s.ws()
	if s.pos != len(data) {
		return nil, s.errorf(s.pos, "unexpected %q after the top-level object", data[s.pos])
	}
	return idx, nil
}

// lineCol converts a byte offset into a 1-based line and column.
func lineCol(data []byte, off int) (line, col int) {
	if off > len(data) {
		off = len(data)
	}
	if off < 0 {
		off = 0
	}
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	col = off - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}
