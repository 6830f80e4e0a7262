package typescript

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/pclgen/pclgen/gen"
)

// This file chooses TypeScript names: identifiers that are valid, unique in
// their scope, and neither reserved words nor the names of imported modules.

// reservedWords are TypeScript's reserved and contextual keywords, and the
// globals a generated program uses, which no declared name may shadow.
var reservedWords = gen.SetOf(
	"break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
	"else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
	"instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try", "typeof",
	"var", "void", "while", "with", "as", "implements", "interface", "let", "package", "private",
	"protected", "public", "static", "yield", "any", "boolean", "constructor", "declare", "get",
	"module", "require", "number", "set", "string", "symbol", "type", "from", "of", "async", "await",
	"undefined", "never", "unknown", "object", "keyof", "readonly", "infer", "is", "namespace",
	"arguments", "eval", "NaN", "Infinity", "exports",
	"Object", "Array", "JSON", "Promise", "Math", "String", "Number", "Boolean", "Error", "Date",
	"Record", "Buffer", "console", "process", "fs", "crypto", "path", "pulumi", "child_process",
)

// nameScope hands out unique identifiers (see gen.NameScope).
type nameScope = gen.NameScope

// tsNames are the rules of TypeScript names: camelCase identifiers, no
// reserved word, and the suffix then a number after a taken name.
var tsNames = gen.NameRules{
	Spell:    identifier,
	Reserved: func(name string) bool { return reservedWords[name] },
	Numbered: func(base, suffix string, n int) string { return base + suffix + strconv.Itoa(n) },
}

// newNameScope returns a root scope; reserved are extra names to avoid.
func newNameScope(reserved map[string]bool) *nameScope {
	return gen.NewNameScope(&tsNames, reserved)
}

// identifier turns s into a camel-case identifier: characters that cannot be
// in one separate words.
func identifier(s string) string {
	var b strings.Builder
	upper := false
	for _, r := range s {
		ok := r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r) || (r == '_' && b.Len() == 0)
		if !ok || r > unicode.MaxASCII {
			upper = b.Len() > 0
			continue
		}
		if upper {
			r = unicode.ToUpper(r)
			upper = false
		}
		b.WriteRune(r)
	}
	out := b.String()
	if out == "" {
		return "value"
	}
	if unicode.IsDigit(rune(out[0])) {
		out = "_" + out
	}
	return out
}

// pascalCase returns s as an upper camel-case identifier.
func pascalCase(s string) string {
	id := identifier(s)
	if id[0] == '_' {
		return id
	}
	return strings.ToUpper(id[:1]) + id[1:]
}

// isIdentifier reports whether s can be written as a property name without
// quotes.
func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_' || r == '$' || (r < unicode.MaxASCII && unicode.IsLetter(r)):
		case i > 0 && r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return true
}

// propertyKey prints an object literal key.
func propertyKey(s string) string {
	if isIdentifier(s) {
		return s
	}
	return quote(s)
}

// member prints a property access of name on src.
func member(src, name string, optional bool) string {
	dot := "."
	if optional {
		dot = "?."
	}
	if isIdentifier(name) {
		return src + dot + name
	}
	if optional {
		return src + "?.[" + quote(name) + "]"
	}
	return src + "[" + quote(name) + "]"
}
