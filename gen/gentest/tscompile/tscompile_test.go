package tscompile

import (
	"os"
	"path/filepath"
	"testing"
)

// TestHasVersion checks that a stand-in SDK (linked from the directory's
// sdks) is taken only for programs of its major version, and a published
// package for any.
func TestHasVersion(t *testing.T) {
	root := t.TempDir()
	write := func(dir, version string) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"version": "`+version+`"}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(root, "sdks", "simple"), "1.0.0")
	write(filepath.Join(root, "node_modules", "@pulumi", "aws"), "5.16.2")
	if err := os.Symlink(filepath.Join("..", "..", "sdks", "simple"), filepath.Join(root, "node_modules", "@pulumi", "simple")); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	d := &Dir{Path: root}
	for _, c := range []struct {
		name, version string
		want          bool
	}{
		{"@pulumi/simple", "1.3.0", true},
		{"@pulumi/simple", "27.0.0", false},
		{"@pulumi/simple", "", true},
		{"@pulumi/aws", "4.38.0", true},
		{"@pulumi/random", "4.11.2", false},
	} {
		if got := d.HasVersion(c.name, c.version); got != c.want {
			t.Errorf("HasVersion(%s, %s) = %v, want %v", c.name, c.version, got, c.want)
		}
	}
}
