package pclgentest

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/internal/textdiff"
)

// compareGolden compares files with the golden files in dir and returns
// the differences.
func compareGolden(dir string, files []pclgen.File) []string {
	var problems []string
	generated := map[string]bool{}
	for _, f := range files {
		generated[f.Path] = true
		name := filepath.Join(dir, filepath.FromSlash(f.Path))
		want, err := os.ReadFile(name)
		if errors.Is(err, fs.ErrNotExist) {
			problems = append(problems, fmt.Sprintf("%s has no golden file %s; run `go test -update` and review it", f.Path, name))
			continue
		}
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if diff := textdiff.Unified(name, f.Path+" (generated)", want, f.Contents); diff != "" {
			problems = append(problems, fmt.Sprintf("%s differs from its golden file (`go test -update` rewrites it):\n%s", f.Path, diff))
		}
	}
	existing, err := goldenFiles(dir)
	if err != nil {
		return append(problems, err.Error())
	}
	for _, p := range existing {
		if !generated[p] {
			problems = append(problems, fmt.Sprintf("the golden file %s is no longer generated; `go test -update` removes it", filepath.Join(dir, filepath.FromSlash(p))))
		}
	}
	return problems
}

// updateGolden makes dir hold exactly files.
func updateGolden(dir string, files []pclgen.File) error {
	existing, err := goldenFiles(dir)
	if err != nil {
		return err
	}
	generated := map[string]bool{}
	for _, f := range files {
		generated[f.Path] = true
		name := filepath.Join(dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(name, f.Contents, 0o644); err != nil {
			return err
		}
	}
	for _, p := range existing {
		if !generated[p] {
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(p))); err != nil {
				return err
			}
		}
	}
	return nil
}

// goldenFiles lists the files under dir as slash-separated relative paths;
// none when dir does not exist.
func goldenFiles(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) && p == dir {
			return filepath.SkipDir
		}
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		out = append(out, filepath.ToSlash(rel))
		return nil
	})
	return out, err
}
