package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDiagnosticsInComponents checks that an error in a component's file
// is shown with its source line and the path as the command line gave it
// (relative), for bind errors of the program and of its components.
func TestDiagnosticsInComponents(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		p := filepath.Join(dir, "prog", filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("main.pp", "component \"c\" \"./comp\" {}\n")
	write("comp/main.pp", "output \"x\" {\n  value = nope(1)\n}\n")
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = os.Chdir(wd) }()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"prog"}, &stdout, &stderr); code == 0 {
		t.Fatalf("pclrun succeeded on a program with an error:\n%s", stderr.String())
	}
	got := stderr.String()
	for _, want := range []string{"prog/comp/main.pp:2:11: Error: Call to unknown function", "on prog/comp/main.pp line 2:", "   2:   value = nope(1)"} {
		if !strings.Contains(got, want) {
			t.Errorf("stderr lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "source code not available") {
		t.Errorf("stderr has no snippet:\n%s", got)
	}
}
