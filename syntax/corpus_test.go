package syntax

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"testing"
)

// corpusDir returns ../shared/corpus/programs beside the module root (the
// nearest directory above the working directory holding go.mod), skipping t
// when it is absent.
func corpusDir(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	root := wd
	for {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(root)
		if parent == root {
			t.Fatalf("no go.mod above %s", wd)
		}
		root = parent
	}
	dir := filepath.Join(filepath.Dir(root), "shared", "corpus", "programs")
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		t.Skip("../shared/corpus not present: " + dir)
	}
	return dir
}

// TestCorpus parses every .pp file under the corpus, one file at a time and
// one program directory at a time, and checks that every comment is
// reported by exactly one lookup.
func TestCorpus(t *testing.T) {
	root := corpusDir(t)
	var paths []string
	dirs := map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && filepath.Ext(path) == SourceExt {
			paths = append(paths, path)
			dirs[filepath.Dir(path)] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no .pp files under %s", root)
	}
	comments := 0
	for _, path := range paths {
		rel, _ := filepath.Rel(root, path)
		t.Run(rel, func(t *testing.T) {
			files, diags := ParseFiles(path)
			if diags.HasErrors() {
				t.Fatal(diags)
			}
			comments += len(attachments(t, files[0]))
		})
	}
	var sorted []string
	for dir := range dirs {
		sorted = append(sorted, dir)
	}
	sort.Strings(sorted)
	for _, dir := range sorted {
		if files, diags := ParseDir(dir); diags.HasErrors() || len(files) == 0 {
			t.Errorf("ParseDir(%s): %d files, %v", dir, len(files), diags)
		}
	}
	t.Logf("parsed %d files in %d program directories, %d comments", len(paths), len(dirs), comments)
}
