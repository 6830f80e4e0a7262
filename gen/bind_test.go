package gen

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
)

// bindTree writes files (by slash-separated path) into a new temporary
// directory and binds the program at its root with the repository's test
// schemas, failing the test on errors. It returns the directory too, for
// tests that name component directories relative to it.
func bindTree(t *testing.T, files map[string]string) (*binder.Program, string) {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	prog, diags := binder.BindPath(dir, binder.Options{Loader: schema.NewLoader(filepath.Join("..", "testdata", "schemas"))})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	return prog, dir
}
