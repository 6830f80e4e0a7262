package golang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
)

// generateSource binds a one-file program against testdata/schemas and
// generates it; it returns main.go (empty when generation fails) and the
// summaries of the error diagnostics.
func generateSource(t *testing.T, src string) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	loader := schema.NewLoader(filepath.Join(gentest.RepoRoot(t), "testdata", "schemas"))
	prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
	if diags.HasErrors() {
		t.Fatalf("the program does not bind: %v", diags)
	}
	files, diags := New().GenerateProgram(prog)
	var errs []string
	for _, d := range diags {
		if d.Subject == nil || d.Subject.Empty() {
			t.Errorf("diagnostic %q has no source range", d.Summary)
		}
		errs = append(errs, d.Summary)
	}
	for _, f := range files {
		if f.Path == "main.go" {
			return string(f.Contents), errs
		}
	}
	return "", errs
}

func TestHookDiagnostics(t *testing.T) {
	for _, tt := range []struct {
		name, src, want string
	}{
		{
			name: "error hook options",
			src:  "hook error \"h\" {\n  command  = [\"true\"]\n  onDryRun = true\n}\n",
			want: "Unsupported hook option",
		},
		{
			name: "command holding an output",
			src: "resource \"pet\" \"random:index/randomPet:RandomPet\" {}\n" +
				"hook resource \"h\" {\n  command = [\"echo\", pet.id]\n}\n",
			want: "Unsupported hook command",
		},
		{
			name: "args as a whole",
			src:  "hook resource \"h\" {\n  command = [\"echo\", toJSON(args)]\n}\n",
			want: "Unsupported hook argument",
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, errs := generateSource(t, tt.src)
			if out != "" {
				t.Errorf("a program with errors generated main.go:\n%s", out)
			}
			if len(errs) != 1 || errs[0] != tt.want {
				t.Errorf("errors = %q, want [%q]", errs, tt.want)
			}
		})
	}
}

func TestHookCommands(t *testing.T) {
	for _, tt := range []struct {
		name, src, want string
	}{
		{
			name: "resource hook fields",
			src:  "hook resource \"h\" {\n  command = [\"echo\", args.urn, args.id, args.type, \"${args.newInputs.length}\"]\n}\n",
			want: `exec.Command("echo", string(args.URN), string(args.ID), string(args.Type), dynamicString(mustGet(args.NewInputs.Mappable(), "length"))).Run()`,
		},
		{
			name: "error hook fields",
			src:  "hook error \"h\" {\n  command = [\"echo\", args.failedOperation, args.errors[0]]\n}\n",
			want: `return exec.Command("echo", args.FailedOperation, args.Errors[0]).Run() == nil, nil`,
		},
		{
			name: "command list",
			src:  "config \"cmd\" \"list(string)\" {}\nhook resource \"h\" {\n  command = cmd\n}\n",
			want: "command := cmd\n\t\t\treturn exec.Command(command[0], command[1:]...).Run()",
		},
		{
			name: "unused hook",
			src:  "hook resource \"h\" {\n  command = [\"true\"]\n}\n",
			want: `_, err := ctx.RegisterResourceHook("h", func(args *pulumi.ResourceHookArgs) error {`,
		},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out, errs := generateSource(t, tt.src)
			if len(errs) > 0 {
				t.Fatalf("errors: %q", errs)
			}
			if !strings.Contains(out, tt.want) {
				t.Errorf("main.go does not contain %q:\n%s", tt.want, out)
			}
		})
	}
}
