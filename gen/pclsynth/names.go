package pclsynth

// collidingNames are names drawn for declarations and for-expression
// variables: keywords, predeclared names, package names and the names of
// generated code's own temporaries in Go, TypeScript and Python. Every one is
// a valid PCL identifier that is not a PCL keyword (true, false, null, for,
// in, if) and is not "range" (the range variable of ranged blocks).
var collidingNames = []string{
	// Go keywords and predeclared identifiers.
	"break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough",
	"func", "go", "goto", "import", "interface", "map", "package", "return", "select", "struct",
	"switch", "type", "var", "any", "bool", "byte", "error", "int", "len", "make", "new", "nil",
	"string", "uint", "float64", "append", "copy", "panic", "recover", "iota",
	// Go packages and temporaries of generated Go.
	"fmt", "pulumi", "random", "aws", "ec2", "tls", "widgets", "strings", "os", "json", "errors",
	"config", "sha1", "base64", "filepath", "err", "ctx", "cfg", "param", "value", "result",
	"index", "key", "val", "args", "opts", "out", "tmp", "tmp0", "ok", "main", "mapped", "v", "k",
	// TypeScript keywords, globals, imports and temporaries.
	"abstract", "as", "async", "await", "class", "delete", "enum", "export", "extends", "function",
	"implements", "instanceof", "let", "private", "protected", "public", "static", "super", "this",
	"throw", "typeof", "void", "while", "with", "yield", "Array", "Object", "String", "Number",
	"Promise", "JSON", "Math", "undefined", "NaN", "Infinity", "require", "module", "exports",
	"console", "process", "fs", "path", "crypto", "input", "output", "Output", "Input", "apply",
	"all", "interpolate", "invoke", "secret", "resolve", "__dirname", "arg", "_arg", "obj",
	// Python keywords, builtins, modules and temporaries.
	"and", "assert", "def", "del", "elif", "except", "finally", "from", "global", "is", "lambda",
	"nonlocal", "not", "or", "pass", "raise", "try", "None", "True", "False", "str", "float",
	"list", "dict", "set", "tuple", "id", "print", "open", "hash", "min", "max", "sum", "object",
	"self", "hashlib", "pulumi_random", "pulumi_aws", "pulumi_tls", "lambda_", "__name__",
	"__main__", "urn", "opts_", "resource_name",
	// PCL builtins used as names.
	"length", "join", "split", "element", "lookup", "entries", "toJSON", "readFile", "stack",
	"project", "cwd",
	// Dashed and mixed-case names.
	"my-name", "a-b", "camelCase", "PascalCase", "snake_case", "x1",
}

// plainNames are unremarkable names.
var plainNames = []string{
	"alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
	"juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
	"sierra", "tango", "uniform", "victor", "whiskey", "xray", "yankee", "zulu",
}
