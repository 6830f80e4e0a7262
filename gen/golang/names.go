package golang

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pclgen/pclgen/gen"
)

// goKeywords are Go's keywords.
var goKeywords = gen.SetOf("break", "case", "chan", "const", "continue", "default", "defer", "else",
	"fallthrough", "for", "func", "go", "goto", "if", "import", "interface", "map", "package",
	"range", "return", "select", "struct", "switch", "type", "var")

// goPredeclared are Go's predeclared identifiers.
var goPredeclared = gen.SetOf("any", "append", "bool", "byte", "cap", "clear", "close", "comparable",
	"complex", "complex128", "complex64", "copy", "delete", "error", "false", "float32", "float64",
	"imag", "int", "int16", "int32", "int64", "int8", "iota", "len", "make", "max", "min", "new",
	"nil", "panic", "print", "println", "real", "recover", "rune", "string", "true", "uint",
	"uint16", "uint32", "uint64", "uint8", "uintptr")

// reservedNames are the names generated code itself declares or imports in
// every program or component: the standard packages the builtins use, the
// Pulumi packages, and the variables of the generated functions.
var reservedNames = gen.SetOf("ctx", "err", "cfg", "main", "pulumi", "config", "fmt", "strings",
	"strconv", "os", "filepath", "base64", "sha1", "sha256", "hex", "json", "sort", "slices",
	"maps", "math", "errors", "args", "opts", "name", "comp", "utilities", "internals")

// nameScope hands out Go identifiers (see gen.NameScope).
type nameScope = gen.NameScope

// goNames are the rules of Go names: lower camelCase, no keyword,
// predeclared identifier or name the generated code uses, and a number
// after a taken name.
var goNames = gen.NameRules{
	Spell: camelCase,
	Reserved: func(name string) bool {
		return goKeywords[name] || goPredeclared[name] || reservedNames[name]
	},
	Numbered: func(base, _ string, n int) string { return base + strconv.Itoa(n) },
}

// newNameScope returns a root scope; reserved are extra names to avoid.
func newNameScope(reserved map[string]bool) *nameScope {
	return gen.NewNameScope(&goNames, reserved)
}

// camelCase turns a PCL name (which may contain '-', '_' or '.', or start
// with a digit or an upper-case letter) into a Go identifier in lower camel
// case.
func camelCase(s string) string {
	words := splitWords(s)
	if len(words) == 0 {
		return "v"
	}
	var b strings.Builder
	for i, w := range words {
		if i == 0 {
			b.WriteString(lowerFirstWord(w))
			continue
		}
		b.WriteString(upperFirst(w))
	}
	out := b.String()
	if r, _ := utf8.DecodeRuneInString(out); !unicode.IsLetter(r) && r != '_' {
		out = "v" + out
	}
	return out
}

// pascalCase turns a name into an exported Go identifier.
func pascalCase(s string) string {
	words := splitWords(s)
	if len(words) == 0 {
		return "V"
	}
	var b strings.Builder
	for _, w := range words {
		b.WriteString(upperFirst(w))
	}
	out := b.String()
	if r, _ := utf8.DecodeRuneInString(out); !unicode.IsLetter(r) {
		out = "V" + out
	}
	return out
}

// splitWords splits s at characters that cannot be part of an identifier.
func splitWords(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r))
	})
}

// upperFirst upper-cases the first rune of s.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	if c := s[0]; c < utf8.RuneSelf {
		if c < 'a' || c > 'z' {
			return s
		}
		return string(c-'a'+'A') + s[1:]
	}
	r := []rune(s)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// lowerFirstWord lower-cases the leading capitals of s, keeping the last
// capital of a run that starts a new word ("URLPath" gives "urlPath",
// "ID" gives "id").
func lowerFirstWord(s string) string {
	if first, _ := utf8.DecodeRuneInString(s); !unicode.IsUpper(first) {
		return s
	}
	r := []rune(s)
	i := 0
	for i < len(r) && unicode.IsUpper(r[i]) {
		i++
	}
	switch {
	case i == 0:
		return s
	case i == len(r) || i == 1:
		for j := 0; j < i; j++ {
			r[j] = unicode.ToLower(r[j])
		}
	default:
		for j := 0; j < i-1; j++ {
			r[j] = unicode.ToLower(r[j])
		}
	}
	return string(r)
}

// fieldName returns the Go field name of a schema property, as the Go SDKs
// spell it: its Go name override, else the name with its first letter
// upper-cased ("$ref" gives "Ref", "x_kubernetes_list" "X_kubernetes_list"),
// other characters that cannot be in an identifier becoming '_'.
func fieldName(name, override string) string {
	if override != "" {
		return override
	}
	name = strings.TrimLeft(name, "$")
	if isASCIIIdent(name) {
		return upperFirst(name)
	}
	var b strings.Builder
	for _, r := range name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' {
			b.WriteRune(r)
		} else {
			b.WriteRune('_')
		}
	}
	out := upperFirst(b.String())
	if r, _ := utf8.DecodeRuneInString(out); out == "" || !unicode.IsLetter(r) {
		out = "V" + out
	}
	return out
}

// isASCIIIdent reports whether s is an identifier of ASCII letters, digits
// and underscores that starts with a letter (fieldName's common case).
func isASCIIIdent(s string) bool {
	if s == "" || !isLetterByte(s[0]) || s[0] == '_' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isLetterByte(c) && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// isLetterByte reports whether c is an ASCII letter or an underscore.
func isLetterByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_'
}
