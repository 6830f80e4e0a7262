package gen_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/golang"
	"github.com/pclgen/pclgen/gen/python"
	"github.com/pclgen/pclgen/gen/typescript"
)

// backends are the generators that must agree on what they reject.
var backends = []gen.Backend{golang.New(), typescript.New(), python.New()}

// TestUndefinedReferences checks that every backend rejects a program
// bound allowing missing variables that uses one, with the same error at
// the reference and no files: code naming an undefined variable cannot
// compile.
func TestUndefinedReferences(t *testing.T) {
	dir := t.TempDir()
	src := "resource pet \"random:index/randomPet:RandomPet\" {\n  prefix = missing.name\n}\n"
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	loader := schema.NewLoader(filepath.Join("..", "testdata", "schemas"))
	prog, diags := binder.BindPath(dir, binder.Options{Loader: loader, AllowMissingVariables: true})
	if diags.HasErrors() {
		t.Fatalf("binding: %v", diags)
	}
	for _, b := range backends {
		t.Run(b.Language(), func(t *testing.T) {
			files, diags := b.GenerateProgram(prog)
			if len(files) != 0 {
				t.Errorf("generated %d files", len(files))
			}
			if len(diags) != 1 {
				t.Fatalf("want one diagnostic, got %v", diags)
			}
			d := diags[0]
			if d.Summary != "Undefined reference" || !strings.Contains(d.Detail, `"missing"`) || d.Subject == nil || d.Subject.Start.Line != 2 {
				t.Errorf("got %s: %s: %s", d.Subject, d.Summary, d.Detail)
			}
		})
	}
}

// TestPropertyPaths checks that every backend prints the property paths
// of ignoreChanges, written as strings or as traversals, and rejects an
// element that is neither at the element.
func TestPropertyPaths(t *testing.T) {
	tests := []struct {
		name, paths string
		want        []string // patterns every backend's output matches
		err         string
	}{
		{"strings-and-traversals", `["length", keepers["a b"], keepers.first]`, []string{`"length"`, `keepers\[\\?"a b\\?"\]`, `"keepers\.first"`}, ""},
		{"invalid-element", `["length", 1 + 2]`, nil, "Invalid property path"},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		src := "resource pet \"random:index/randomPet:RandomPet\" {\n  options {\n    ignoreChanges = " + tt.paths + "\n  }\n}\n"
		if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		loader := schema.NewLoader(filepath.Join("..", "testdata", "schemas"))
		prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
		if diags.HasErrors() {
			t.Fatalf("%s: binding: %v", tt.name, diags)
		}
		for _, b := range backends {
			t.Run(tt.name+"/"+b.Language(), func(t *testing.T) {
				files, diags := b.GenerateProgram(prog)
				if tt.err != "" {
					if len(files) != 0 || len(diags) != 1 || diags[0].Summary != tt.err || diags[0].Subject.Start.Line != 3 {
						t.Errorf("want one %q error on line 3 and no files, got %d files and %v", tt.err, len(files), diags)
					}
					return
				}
				if diags.HasErrors() {
					t.Fatal(diags)
				}
				for _, want := range tt.want {
					if !regexp.MustCompile(want).Match(files[0].Contents) {
						t.Errorf("output lacks %s:\n%s", want, files[0].Contents)
					}
				}
			})
		}
	}
}

// builtinExamples holds one call of every builtin of the binder's table.
var builtinExamples = map[string]string{
	"assetArchive":       `assetArchive({a = fileAsset("a.txt")})`,
	"can":                `can(pet.id)`,
	"cwd":                `cwd()`,
	"element":            `element(["a", "b"], 1)`,
	"entries":            `entries({a = 1})`,
	"fileArchive":        `fileArchive("dir")`,
	"fileAsset":          `fileAsset("a.txt")`,
	"filebase64":         `filebase64("a.txt")`,
	"filebase64sha256":   `filebase64sha256("a.txt")`,
	"fromBase64":         `fromBase64("YQ==")`,
	"getOutput":          `getOutput(ref, "name")`,
	"join":               `join(",", ["a", pet.id])`,
	"length":             `length(["a"])`,
	"lookup":             `lookup({a = "x"}, "b", "y")`,
	"max":                `max(1, 2)`,
	"min":                `min(1, 2)`,
	"notImplemented":     `notImplemented("a function no generator knows")`,
	"organization":       `organization()`,
	"project":            `project()`,
	"pulumiResourceName": `pulumiResourceName(pet)`,
	"pulumiResourceType": `pulumiResourceType(pet)`,
	"range":              `range(3)`,
	"readFile":           `readFile("a.txt")`,
	"recover":            `recover(pet.id, "none")`,
	"remoteArchive":      `remoteArchive("https://example.com/a.zip")`,
	"remoteAsset":        `remoteAsset("https://example.com/a.txt")`,
	"rootDirectory":      `rootDirectory()`,
	"secret":             `secret(pet.id)`,
	"sha1":               `sha1(pet.id)`,
	"singleOrNone":       `singleOrNone(["a"])`,
	"split":              `split(",", "a,b")`,
	"stack":              `stack()`,
	"stringAsset":        `stringAsset("a")`,
	"toBase64":           `toBase64("a")`,
	"toJSON":             `toJSON({a = pet.id})`,
	"try":                `try(pet.id, "none")`,
	"unsecret":           `unsecret(secret(pet.id))`,
}

// TestEveryBuiltinInEveryBackend checks that every builtin of the binder's
// table has an example above and that every backend generates it: a
// builtin a backend cannot print is an error there ("Unknown function").
func TestEveryBuiltinInEveryBackend(t *testing.T) {
	names := map[string]bool{}
	for _, name := range binder.BuiltinNames() {
		names[name] = true
		if builtinExamples[name] == "" {
			t.Errorf("builtin %q has no example call in builtinExamples", name)
		}
	}
	for name := range builtinExamples {
		if !names[name] {
			t.Errorf("example %q is not a builtin of the binder", name)
		}
	}
	loader := schema.NewLoader(filepath.Join("..", "testdata", "schemas"))
	for _, name := range binder.BuiltinNames() {
		dir := t.TempDir()
		src := "resource \"pet\" \"random:index/randomPet:RandomPet\" {}\n" +
			"resource \"ref\" \"pulumi:pulumi:StackReference\" {\n  name = \"org/project/stack\"\n}\n" +
			"output \"result\" {\n  value = " + builtinExamples[name] + "\n}\n"
		if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
		if diags.HasErrors() {
			t.Errorf("%s: binding: %v", name, diags)
			continue
		}
		for _, b := range backends {
			if _, diags := b.GenerateProgram(prog); diags.HasErrors() {
				t.Errorf("%s: %s: %v", b.Language(), name, diags)
			}
		}
	}
}

// TestGuardsOverOutputs checks that every backend rejects try and can over
// an argument that holds outputs once lowered (a failure inside an output
// comes after the call has returned), with an error at the argument and no
// files, and generates them where the outputs are resolved before the
// guard (the loop built in an apply's callback).
func TestGuardsOverOutputs(t *testing.T) {
	const pets = "resource pets \"random:index/randomPet:RandomPet\" {\n  options {\n    range = 2\n  }\n}\n"
	const config = "config token string {\n  default = \"t\"\n  secret = true\n}\n\nconfig names \"list(string)\" {\n  default = [\"a\"]\n}\n\nobjs = [{ a = token }, { a = \"x\" }]\n\n"
	tests := []struct {
		name, output string
		rejected     bool
	}{
		{name: "can over a loop of outputs read from its variable", output: `can({ for o in objs : "k" => o.a })`, rejected: true},
		{name: "try over a loop of outputs read from its variable", output: `try({ for o in objs : "k" => o.a }, {})`, rejected: true},
		{name: "can over a loop of resources that may repeat a key", output: `can({ for p in pets : "k" => p.id })`, rejected: true},
		{name: "can over a loop of resolved outputs", output: `can({ for n in names : "k" => token })`},
		{name: "try over an index of resolved outputs", output: `try([for n in names : token][3], "none")`},
	}
	for _, tt := range tests {
		dir := t.TempDir()
		src := config + "output result {\n  value = " + tt.output + "\n}\n\n" + pets
		if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		loader := schema.NewLoader(filepath.Join("..", "testdata", "schemas"))
		prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
		if diags.HasErrors() {
			t.Fatalf("binding: %v", diags)
		}
		for _, b := range backends {
			t.Run(tt.name+"/"+b.Language(), func(t *testing.T) {
				files, diags := b.GenerateProgram(prog)
				if !tt.rejected {
					if diags.HasErrors() || len(files) == 0 {
						t.Fatalf("want files, got %d and %v", len(files), diags)
					}
					return
				}
				if len(files) != 0 {
					t.Errorf("generated %d files", len(files))
				}
				if len(diags) == 0 {
					t.Fatal("want an error")
				}
				// Go may refuse the try as an input before its argument.
				d := diags[0]
				if !diags.HasErrors() || !strings.HasPrefix(d.Summary, "Unsupported ") || d.Subject == nil || d.Subject.Start.Line != 13 || d.Subject.Start.Column < 15 {
					t.Errorf("got %s: %s: %s", d.Subject, d.Summary, d.Detail)
				}
			})
		}
	}
}
