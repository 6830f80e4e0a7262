package python

import (
	"sort"
	"strings"
)

// This file finds the APIs of the pulumi Python SDK that generated code
// uses, by scanning the code: each chain of names read from the pulumi
// module (pulumi.Output.all), and each keyword argument of a call to one
// (pulumi.ResourceOptions(hooks=...) uses "pulumi.ResourceOptions(hooks=)").
// Strings and comments are skipped; the replacement fields of f-strings are
// scanned as code. The scan is lexical: it knows the module by the name the
// generated modules import it as ("import pulumi"), and the Config object by
// the name assigned it (`config = pulumi.Config()`): a call of its method,
// config.get_int("n", default=1), uses "pulumi.Config.get_int" and
// "pulumi.Config.get_int(default=)".

// pyToken is one token of Python source for the scan: a name, an operator
// or bracket, or a string or number literal (whose text is not kept).
type pyToken struct {
	s    string
	kind byte // 'n' name, 'o' operator, 'l' literal
}

// sdkAPIsUsed returns the SDK APIs the Python source src uses, sorted and
// without duplicates.
func sdkAPIsUsed(src string) []string {
	set := map[string]bool{}
	scanAPIs(src, set, configObjects(src))
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// configObjects returns the names src assigns a pulumi.Config to, at the
// start of a line (`config = pulumi.Config()`).
func configObjects(src string) map[string]bool {
	names := map[string]bool{}
	for _, line := range strings.Split(src, "\n") {
		name, rest, ok := strings.Cut(line, "=")
		name = strings.TrimSpace(name)
		if ok && name != "" && isNameStart(name[0]) && strings.HasPrefix(strings.TrimSpace(rest), "pulumi.Config(") &&
			strings.IndexFunc(name, func(r rune) bool { return r < 0x80 && !isNameChar(byte(r)) }) < 0 {
			names[name] = true
		}
	}
	return names
}

// scanAPIs adds the APIs src uses to set; configs are the names of Config
// objects.
func scanAPIs(src string, set map[string]bool, configs map[string]bool) {
	toks := pyTokens(src, func(field string) { scanAPIs(field, set, configs) })
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind != 'n' || i > 0 && toks[i-1].s == "." {
			continue
		}
		// The chain of attribute names after the module, or after a Config
		// object as after pulumi.Config.
		var name, base string
		switch {
		case t.s == "pulumi":
			name = "pulumi"
		case configs[t.s]:
			name = "pulumi.Config"
		default:
			continue
		}
		base = name
		j := i + 1
		for j+1 < len(toks) && toks[j].s == "." && toks[j+1].kind == 'n' {
			name += "." + toks[j+1].s
			j += 2
		}
		if name == base {
			continue
		}
		set[name] = true
		if j < len(toks) && toks[j].s == "(" {
			// The keyword arguments of the call: a name followed by "="
			// right after the call's "(" or one of its commas.
			depth := 0
			for k := j; k < len(toks); k++ {
				switch toks[k].s {
				case "(", "[", "{":
					depth++
				case ")", "]", "}":
					depth--
				}
				if depth == 0 {
					break
				}
				if depth == 1 && toks[k].kind == 'n' && k+1 < len(toks) && toks[k+1].s == "=" &&
					(toks[k-1].s == "(" || toks[k-1].s == ",") {
					set[name+"("+toks[k].s+"=)"] = true
				}
			}
		}
		i = j - 1
	}
}

// pyTokens splits src into tokens. The replacement fields of f-strings are
// passed to field (each field's text, without its braces and format spec
// or conversion).
func pyTokens(src string, field func(string)) []pyToken {
	var toks []pyToken
	i := 0
	for i < len(src) {
		c := src[i]
		switch {
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\' || c == '\f':
			i++
		case isNameStart(c):
			j := i
			for j < len(src) && isNameChar(src[j]) {
				j++
			}
			if j < len(src) && (src[j] == '"' || src[j] == '\'') && isStringPrefix(src[i:j]) {
				i = skipString(src, i, j, field)
				toks = append(toks, pyToken{kind: 'l'})
				continue
			}
			toks = append(toks, pyToken{s: src[i:j], kind: 'n'})
			i = j
		case c == '"' || c == '\'':
			i = skipString(src, i, i, field)
			toks = append(toks, pyToken{kind: 'l'})
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			j := i
			for j < len(src) && (isNameChar(src[j]) || src[j] == '.' ||
				(src[j] == '+' || src[j] == '-') && (src[j-1] == 'e' || src[j-1] == 'E')) {
				j++
			}
			toks = append(toks, pyToken{kind: 'l'})
			i = j
		default:
			// Operators: the two- and three-character ones that hold "=" are
			// kept whole, so that a lone "=" is an assignment or keyword.
			n := 1
			for _, op := range []string{"**=", "//=", ">>=", "<<=", "==", "!=", "<=", ">=", ":=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "->", "**", "//", "<<", ">>"} {
				if strings.HasPrefix(src[i:], op) {
					n = len(op)
					break
				}
			}
			toks = append(toks, pyToken{s: src[i : i+n], kind: 'o'})
			i += n
		}
	}
	return toks
}

func isNameStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isNameChar(c byte) bool { return isNameStart(c) || c >= '0' && c <= '9' }

func isStringPrefix(p string) bool {
	switch strings.ToLower(p) {
	case "r", "u", "b", "f", "br", "rb", "fr", "rf", "t", "tr", "rt":
		return true
	}
	return false
}

// skipString returns the offset after the string literal whose prefix
// starts at start and whose quote is at q, passing an f-string's
// replacement fields to field.
func skipString(src string, start, q int, field func(string)) int {
	prefix := strings.ToLower(src[start:q])
	raw := strings.Contains(prefix, "r")
	format := strings.Contains(prefix, "f") || strings.Contains(prefix, "t")
	quote := src[q : q+1]
	if strings.HasPrefix(src[q:], strings.Repeat(quote, 3)) {
		quote = strings.Repeat(quote, 3)
	}
	i := q + len(quote)
	for i < len(src) {
		switch {
		case strings.HasPrefix(src[i:], quote):
			return i + len(quote)
		case src[i] == '\\' && !raw:
			i += 2
		case src[i] == '\n' && len(quote) == 1:
			return i // an unterminated string ends at its line
		case format && strings.HasPrefix(src[i:], "{{"):
			i += 2
		case format && src[i] == '{':
			i = formatField(src, i+1, field)
		default:
			i++
		}
	}
	return len(src)
}

// formatField passes the expression of the replacement field that starts at
// i (after its "{") to field and returns the offset after its "}".
func formatField(src string, i int, field func(string)) int {
	depth := 0
	start := i
	end := -1
	for i < len(src) {
		c := src[i]
		switch {
		case c == '"' || c == '\'':
			i = skipString(src, i, i, field)
			continue
		case c == '{' && end >= 0:
			// A replacement field nested in the format spec.
			i = formatField(src, i+1, field)
			continue
		case c == '(' || c == '[' || c == '{':
			depth++
		case (c == ')' || c == ']') && depth > 0:
			depth--
		case c == '}' && depth > 0:
			depth--
		case c == '}' || depth == 0 && (c == '!' && i+1 < len(src) && src[i+1] != '=' || c == ':'):
			if end < 0 {
				end = i
			}
			if c == '}' {
				field(src[start:end])
				return i + 1
			}
		}
		i++
	}
	if end < 0 {
		end = len(src)
	}
	field(src[start:end])
	return len(src)
}
