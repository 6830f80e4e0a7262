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
// objects. The tokens are scanned as they are read, none kept: a chain is
// recorded when it ends, and the keyword arguments of a call of one while
// inside its brackets.
func scanAPIs(src string, set map[string]bool, configs map[string]bool) {
	a := apiScan{set: set}
	pyTokens(src, func(field string) { scanAPIs(field, set, configs) }, func(t pyToken) {
		a.token(t, configs)
	})
	a.token(pyToken{kind: 'o'}, configs) // ends a chain at the end
}

// apiScan is the state of scanAPIs between tokens.
type apiScan struct {
	set map[string]bool
	// prev and prev2 are the last two tokens.
	prev, prev2 pyToken
	// chain is the chain of names being read (pulumi.Output.all), base its
	// first part (pulumi or pulumi.Config); dot is set after its ".".
	chain, base string
	dot         bool
	// depth counts the brackets open; calls are the calls of chains whose
	// brackets are open, innermost last.
	depth int
	calls []apiCall
	// keyword is a name right after a call's "(" or ",", which is a
	// keyword argument if "=" follows.
	keyword string
}

// apiCall is an open call of a chain: its arguments are at depth.
type apiCall struct {
	name  string
	depth int
}

// token reads the next token.
func (a *apiScan) token(t pyToken, configs map[string]bool) {
	defer func() { a.prev2, a.prev = a.prev, t }()
	if a.keyword != "" {
		if t.s == "=" && t.kind == 'o' {
			a.set[a.calls[len(a.calls)-1].name+"("+a.keyword+"=)"] = true
		}
		a.keyword = ""
	}
	if a.chain != "" {
		switch {
		case !a.dot && t.s == "." && t.kind == 'o':
			a.dot = true
			return
		case a.dot && t.kind == 'n':
			a.chain += "." + t.s
			a.dot = false
			return
		}
		name := a.chain
		a.chain = ""
		if name != a.base {
			a.set[name] = true
			if t.s == "(" && t.kind == 'o' && !a.dot {
				a.calls = append(a.calls, apiCall{name: name, depth: a.depth + 1})
			}
		}
		a.dot = false
	}
	if t.kind == 'o' {
		switch t.s {
		case "(", "[", "{":
			a.depth++
		case ")", "]", "}":
			if n := len(a.calls); n > 0 && a.calls[n-1].depth == a.depth {
				a.calls = a.calls[:n-1]
			}
			a.depth--
		}
		return
	}
	if t.kind != 'n' || a.prev.s == "." && a.prev.kind == 'o' {
		return
	}
	if n := len(a.calls); n > 0 && a.calls[n-1].depth == a.depth && a.prev.kind == 'o' && (a.prev.s == "(" || a.prev.s == ",") {
		a.keyword = t.s
	}
	switch {
	case t.s == "pulumi":
		a.chain, a.base = "pulumi", "pulumi"
	case configs[t.s]:
		a.chain, a.base = "pulumi.Config", "pulumi.Config"
	}
}

// pyTokens passes the tokens of src to emit. The replacement fields of
// f-strings are passed to field (each field's text, without its braces and
// format spec or conversion).
func pyTokens(src string, field func(string), emit func(pyToken)) {
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
				emit(pyToken{kind: 'l'})
				continue
			}
			emit(pyToken{s: src[i:j], kind: 'n'})
			i = j
		case c == '"' || c == '\'':
			i = skipString(src, i, i, field)
			emit(pyToken{kind: 'l'})
		case c >= '0' && c <= '9' || c == '.' && i+1 < len(src) && src[i+1] >= '0' && src[i+1] <= '9':
			j := i
			for j < len(src) && (isNameChar(src[j]) || src[j] == '.' ||
				(src[j] == '+' || src[j] == '-') && (src[j-1] == 'e' || src[j-1] == 'E')) {
				j++
			}
			emit(pyToken{kind: 'l'})
			i = j
		default:
			// Operators: the two- and three-character ones that hold "=" are
			// kept whole, so that a lone "=" is an assignment or keyword.
			n := 1
			if i+1 < len(src) && operatorStarts[c] {
				for _, op := range operators {
					if strings.HasPrefix(src[i:], op) {
						n = len(op)
						break
					}
				}
			}
			emit(pyToken{s: src[i : i+n], kind: 'o'})
			i += n
		}
	}
}

// operators are Python's operators of more than one character that the
// scan keeps whole.
var operators = []string{"**=", "//=", ">>=", "<<=", "==", "!=", "<=", ">=", ":=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "->", "**", "//", "<<", ">>"}

// operatorStarts marks the first characters of operators.
var operatorStarts = func() (starts [256]bool) {
	for _, op := range operators {
		starts[op[0]] = true
	}
	return starts
}()

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
