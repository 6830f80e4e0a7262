package python

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/pclgen/pclgen/gen"
)

// This file names things in Python: snake_case names the way Pulumi's
// Python SDKs spell properties and functions, and variable names that avoid
// keywords, builtins and the names of imported modules.

// keywords are Python's keywords and soft keywords.
var keywords = gen.SetOf("False", "None", "True", "and", "as", "assert", "async", "await", "break",
	"case", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
	"global", "if", "import", "in", "is", "lambda", "match", "nonlocal", "not", "or", "pass",
	"raise", "return", "try", "type", "while", "with", "yield", "_")

// builtinNames are the builtins a variable must not shadow.
var builtinNames = gen.SetOf("abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool",
	"breakpoint", "bytearray", "bytes", "callable", "chr", "classmethod", "compile", "complex",
	"copyright", "credits", "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "exit",
	"filter", "float", "format", "frozenset", "getattr", "globals", "hasattr", "hash", "help", "hex",
	"id", "input", "int", "isinstance", "issubclass", "iter", "len", "license", "list", "locals",
	"map", "max", "memoryview", "min", "next", "object", "oct", "open", "ord", "pow", "print",
	"property", "quit", "range", "repr", "reversed", "round", "set", "setattr", "slice", "sorted",
	"staticmethod", "str", "sum", "super", "tuple", "vars", "zip", "self",
	// PEP 8 avoids these names, which read like digits.
	"l", "O", "I")

// stdlibModules are the top-level modules of Python's standard library
// (sys.stdlib_module_names of Python 3.11, without the private ones).
var stdlibModules = gen.SetOf(
	"abc", "aifc", "antigravity", "argparse", "array", "ast", "asynchat", "asyncio", "asyncore",
	"atexit", "audioop", "base64", "bdb", "binascii", "bisect", "builtins", "bz2", "cProfile",
	"calendar", "cgi", "cgitb", "chunk", "cmath", "cmd", "code", "codecs", "codeop", "collections",
	"colorsys", "compileall", "concurrent", "configparser", "contextlib", "contextvars", "copy",
	"copyreg", "crypt", "csv", "ctypes", "curses", "dataclasses", "datetime", "dbm", "decimal",
	"difflib", "dis", "distutils", "doctest", "email", "encodings", "ensurepip", "enum", "errno",
	"faulthandler", "fcntl", "filecmp", "fileinput", "fnmatch", "fractions", "ftplib", "functools",
	"gc", "genericpath", "getopt", "getpass", "gettext", "glob", "graphlib", "grp", "gzip", "hashlib",
	"heapq", "hmac", "html", "http", "idlelib", "imaplib", "imghdr", "imp", "importlib", "inspect",
	"io", "ipaddress", "itertools", "json", "keyword", "lib2to3", "linecache", "locale", "logging",
	"lzma", "mailbox", "mailcap", "marshal", "math", "mimetypes", "mmap", "modulefinder", "msilib",
	"msvcrt", "multiprocessing", "netrc", "nis", "nntplib", "nt", "ntpath", "nturl2path", "numbers",
	"opcode", "operator", "optparse", "os", "ossaudiodev", "pathlib", "pdb", "pickle", "pickletools",
	"pipes", "pkgutil", "platform", "plistlib", "poplib", "posix", "posixpath", "pprint", "profile",
	"pstats", "pty", "pwd", "py_compile", "pyclbr", "pydoc", "pydoc_data", "pyexpat", "queue",
	"quopri", "random", "re", "readline", "reprlib", "resource", "rlcompleter", "runpy", "sched",
	"secrets", "select", "selectors", "shelve", "shlex", "shutil", "signal", "site", "smtpd",
	"smtplib", "sndhdr", "socket", "socketserver", "spwd", "sqlite3", "sre_compile", "sre_constants",
	"sre_parse", "ssl", "stat", "statistics", "string", "stringprep", "struct", "subprocess", "sunau",
	"symtable", "sys", "sysconfig", "syslog", "tabnanny", "tarfile", "telnetlib", "tempfile",
	"termios", "textwrap", "this", "threading", "time", "timeit", "tkinter", "token", "tokenize",
	"tomllib", "trace", "traceback", "tracemalloc", "tty", "turtle", "turtledemo", "types", "typing",
	"unicodedata", "unittest", "urllib", "uu", "uuid", "venv", "warnings", "wave", "weakref",
	"webbrowser", "winreg", "winsound", "wsgiref", "xdrlib", "xml", "xmlrpc", "zipapp", "zipfile",
	"zipimport", "zlib", "zoneinfo")

// reservedModule reports whether a module of the program's directory must
// not have the given name: it would shadow, for the program and for the
// Pulumi SDKs it imports, a module of the standard library, the pulumi
// SDK or a provider SDK (pulumi_<package>).
func reservedModule(name string) bool {
	return stdlibModules[name] || name == "pulumi" || strings.HasPrefix(name, "pulumi_")
}

// nameScope hands out unique Python names (see gen.NameScope).
type nameScope = gen.NameScope

// pyNames are the rules of Python names: snake_case, no keyword or
// builtin, and a trailing underscore then a number after a taken name.
var pyNames = gen.NameRules{
	Spell: func(hint string) string {
		base := pyName(hint)
		if base == "" {
			base = "value"
		}
		if base[0] >= '0' && base[0] <= '9' {
			base = "_" + base
		}
		return base
	},
	Reserved: func(name string) bool { return keywords[name] || builtinNames[name] },
	Suffix:   "_",
	Numbered: func(base, suffix string, n int) string { return base + suffix + strconv.Itoa(n) },
}

// newNameScope returns a root scope; reserved are extra names to avoid.
func newNameScope(reserved map[string]bool) *nameScope {
	return gen.NewNameScope(&pyNames, reserved)
}

// pyName turns a camelCase name into the snake_case name Pulumi's Python
// SDKs use: words break before an upper-case letter that follows a lower
// case letter or digit, and before the last letter of an acronym followed
// by a lower-case letter ("SHA256Hash" is sha256_hash, "vpcID" is vpc_id).
// Characters that cannot be in an identifier become underscores.
func pyName(name string) string {
	const (
		first = iota
		upper
		acronym
		lowerOrNumber
	)
	var out []rune
	state := first
	for _, r := range name {
		switch {
		case unicode.IsUpper(r):
			switch state {
			case lowerOrNumber:
				out = append(out, '_')
				state = upper
			case upper, acronym:
				state = acronym
			default:
				state = upper
			}
			out = append(out, unicode.ToLower(r))
		case unicode.IsLower(r):
			if state == acronym && len(out) >= 2 && out[len(out)-2] != '_' {
				last := out[len(out)-1]
				out = append(out[:len(out)-1], '_', last)
			}
			out = append(out, r)
			state = lowerOrNumber
		case unicode.IsDigit(r):
			out = append(out, r)
			state = lowerOrNumber
		default:
			if len(out) > 0 && out[len(out)-1] != '_' {
				out = append(out, '_')
			}
			state = first
		}
	}
	return strings.Trim(string(out), "_")
}

// hardKeywords are the keywords no name may be.
var hardKeywords = gen.SetOf("False", "None", "True", "and", "as", "assert", "async", "await", "break",
	"class", "continue", "def", "del", "elif", "else", "except", "finally", "for", "from",
	"global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass",
	"raise", "return", "try", "while", "with", "yield")

// safeName appends an underscore to a keyword, as the Python SDKs name
// properties, functions and modules that are keywords ("lambda_").
func safeName(s string) string {
	if hardKeywords[s] {
		return s + "_"
	}
	return s
}

// identifier reports whether s is a valid Python identifier that is not a
// keyword.
func identifier(s string) bool {
	if s == "" || hardKeywords[s] {
		return false
	}
	for i, r := range s {
		if r == '_' || unicode.IsLetter(r) || i > 0 && unicode.IsDigit(r) {
			continue
		}
		return false
	}
	return true
}

// className turns a name into a PascalCase class name.
func className(s string) string {
	var b strings.Builder
	up := true
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			up = true
			continue
		}
		if up {
			b.WriteRune(unicode.ToUpper(r))
			up = false
			continue
		}
		b.WriteRune(r)
	}
	out := b.String()
	if out == "" || unicode.IsDigit(rune(out[0])) {
		out = "C" + out
	}
	return out
}

// quote returns a Python string literal of s as black prints it: double
// quotes, unless single quotes need fewer backslashes.
func quote(s string) string {
	dq := escapeString(s, '"')
	sq := escapeString(s, '\'')
	if strings.Count(sq, "\\") < strings.Count(dq, "\\") {
		return "'" + sq + "'"
	}
	return "\"" + dq + "\""
}

// escapeString escapes s for a string literal quoted with q.
func escapeString(s string, q rune) string {
	var b strings.Builder
	for _, r := range s {
		if e := gen.CEscape(r); e != "" {
			b.WriteString(e)
			continue
		}
		switch {
		case r == q:
			b.WriteRune('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			b.WriteString(`\x` + strconv.FormatInt(int64(r)+0x100, 16)[1:])
		case r > 0x7f && !unicode.IsPrint(r):
			// Control and format characters (bidirectional overrides such
			// as U+202E, zero-width characters, U+2028, a byte order mark)
			// are escaped, as Go's strconv.Quote does, so that the source
			// shows them.
			if r > 0xffff {
				b.WriteString(`\U` + strconv.FormatInt(int64(r)+0x100000000, 16)[1:])
			} else {
				b.WriteString(`\u` + strconv.FormatInt(int64(r)+0x10000, 16)[1:])
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
