package pclgen_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/pclgentest"
)

// TestLibraryUser builds and runs testdata/library-user, a module of its
// own that uses pclgen as another module would (its go.mod replaces
// github.com/pclgen/pclgen with this repository): its command converts a
// program embedded in it, against a schema embedded with it, to every
// language, which must give the program's golden files; its tests
// golden-test its programs with pclgentest (`go test -update` here
// rewrites their golden files too). No module is fetched: GOPROXY=off.
func TestLibraryUser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and tests the module testdata/library-user; skipped with -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	dir := filepath.Join("testdata", "library-user")
	run := func(args ...string) []byte {
		t.Helper()
		cmd := exec.CommandContext(t.Context(), goTool, args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOPROXY=off", "GOWORK=off")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go %s in %s: %v\n%s%s", strings.Join(args, " "), dir, err, out, stderr.Bytes())
		}
		return out
	}

	test := []string{"test", "-mod=readonly", "-count=1", "./..."}
	if pclgentest.Updating() {
		test = append(test, "-update")
	}
	run(test...)

	got := run("run", "-mod=readonly", ".")
	var want bytes.Buffer
	program := filepath.Join(dir, "testdata", "programs", "greeting")
	for _, lang := range pclgen.Languages() {
		files, err := filepath.Glob(filepath.Join(program, lang.String(), "*"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no golden files of %s in %s: %v", lang, program, err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want.WriteString("==> " + lang.String() + "/" + filepath.Base(f) + " <==\n")
			want.Write(data)
		}
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Errorf("the command printed\n%s\nwant the golden files of %s:\n%s", got, program, want.Bytes())
	}
}
