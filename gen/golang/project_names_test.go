package golang

import (
	"os/exec"
	"strings"
	"testing"
)

// TestCheckProjectName checks that names the go command rejects as a main
// module's path are refused: reserved words, standard library roots and
// Windows device names (each made a go.mod that `go build` refused).
func TestCheckProjectName(t *testing.T) {
	for _, name := range []string{"go", "toolchain", "std", "cmd", "all", "con", "NUL", "fmt", "net/web", "a~1", "", "a//b", "-x", "x."} {
		if err := CheckProjectName(name); err == nil {
			t.Errorf("CheckProjectName(%q) accepted it", name)
		}
	}
	for _, name := range []string{"web", "MyApp", "go-program", "example.com/web", "infra.v2_final", "console", "golang"} {
		if err := CheckProjectName(name); err != nil {
			t.Errorf("CheckProjectName(%q): %v", name, err)
		}
	}
}

// TestReservedModuleRoots checks the list of reserved first elements
// against the installed Go's standard library.
func TestReservedModuleRoots(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command: cannot list the standard library")
	}
	out, err := exec.Command(goCmd, "list", "std").Output()
	if err != nil {
		t.Skipf("go list std: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		root, _, _ := strings.Cut(pkg, "/")
		if !reservedModuleRoots[root] {
			t.Errorf("the standard library package %s has the root %q, which reservedModuleRoots lacks", pkg, root)
		}
	}
}

// TestMergeGoMod checks that what `go mod tidy` adds to a generated go.mod
// survives a regeneration, and that what the program needs is restored.
func TestMergeGoMod(t *testing.T) {
	generated := "module web\n\ngo 1.26\n\nrequire (\n\tgithub.com/pulumi/pulumi-aws/sdk/v5 v5.16.2\n\tgithub.com/pulumi/pulumi/sdk/v3 v3.263.0\n)\n\n// A pin.\nrequire " + genprotoPin.Path + " " + genprotoPin.Version + "\n"
	tidied := "module web\n\ngo 1.26.8\n\nrequire (\n\tgithub.com/pulumi/pulumi-aws/sdk/v5 v5.16.2\n\tgithub.com/pulumi/pulumi/sdk/v3 v3.264.0\n)\n\nrequire (\n\tgithub.com/blang/semver v3.5.1+incompatible // indirect\n\tgolang.org/x/net v0.58.0 // indirect\n)\n\nreplace example.com/x => ../x\n"
	tests := []struct {
		name, existing, want string
	}{
		{"fresh-is-unchanged", generated, generated},
		{"tidied-is-unchanged", tidied, tidied},
		{"unparsable-is-replaced", "stale\n", generated},
		{"missing-require-added", strings.Replace(tidied, "\tgithub.com/pulumi/pulumi-aws/sdk/v5 v5.16.2\n", "", 1),
			"module web\n\ngo 1.26.8\n\nrequire github.com/pulumi/pulumi/sdk/v3 v3.264.0\n\nrequire (\n\tgithub.com/blang/semver v3.5.1+incompatible // indirect\n\tgolang.org/x/net v0.58.0 // indirect\n\tgithub.com/pulumi/pulumi-aws/sdk/v5 v5.16.2\n)\n\nreplace example.com/x => ../x\n"},
		{"older-require-raised", strings.Replace(tidied, "v5.16.2", "v5.1.0", 1), tidied},
		{"module-renamed", strings.Replace(tidied, "module web", "module old", 1), tidied},
		{"older-go-raised", strings.Replace(generated, "go 1.26", "go 1.21", 1), generated},
		{"untidied-pin-restored", strings.Replace(generated, "require "+genprotoPin.Path, "// require "+genprotoPin.Path, 1),
			"module web\n\ngo 1.26\n\nrequire (\n\tgithub.com/pulumi/pulumi-aws/sdk/v5 v5.16.2\n\tgithub.com/pulumi/pulumi/sdk/v3 v3.263.0\n\t" + genprotoPin.Path + " " + genprotoPin.Version + "\n)\n\n// A pin.\n// require " + genprotoPin.Path + " " + genprotoPin.Version + "\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := MergeGoMod([]byte(tt.existing), []byte(generated))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}
