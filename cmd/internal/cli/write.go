package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"github.com/pclgen/pclgen/gen"
)

// checkPaths reports a generated file whose path is not a clean relative
// path inside the output directory, or a path given twice.
func checkPaths(files []gen.File) error {
	seen := map[string]bool{}
	for _, f := range files {
		if f.Path == "" || !fs.ValidPath(f.Path) || f.Path == "." {
			return fmt.Errorf("the generated file path %q is not a relative path inside the output directory", f.Path)
		}
		if seen[f.Path] {
			return fmt.Errorf("the file %s is generated twice", f.Path)
		}
		seen[f.Path] = true
	}
	return nil
}

// StaleFiles returns the files whose contents under dir differ from theirs
// (missing files included), in the order given.
func StaleFiles(dir string, files []gen.File) ([]gen.File, error) {
	var stale []gen.File
	for _, f := range files {
		same, err := sameContents(filepath.Join(dir, filepath.FromSlash(f.Path)), f.Contents)
		if err != nil {
			return nil, err
		}
		if !same {
			stale = append(stale, f)
		}
	}
	return stale, nil
}

// sameContents reports whether the file at name holds exactly data; a
// missing file does not.
func sameContents(name string, data []byte) (bool, error) {
	old, err := os.ReadFile(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return false, nil
	case err != nil:
		return false, err
	}
	return bytes.Equal(old, data), nil
}

// WriteFiles writes each file under dir (creating directories as needed)
// whose contents there differ, and returns the paths it wrote. Each file is
// written atomically: to a temporary file in its directory, then renamed
// over the old one, so a reader sees the old contents or the new, never a
// part. An unchanged file is not touched (its modification time stays).
func WriteFiles(dir string, files []gen.File) ([]string, error) {
	if err := checkPaths(files); err != nil {
		return nil, err
	}
	stale, err := StaleFiles(dir, files)
	if err != nil {
		return nil, err
	}
	var written []string
	for _, f := range stale {
		name := filepath.Join(dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return written, err
		}
		if err := writeFileAtomic(name, f.Contents); err != nil {
			return written, err
		}
		written = append(written, f.Path)
	}
	return written, nil
}

// writeFileAtomic replaces name's contents with data through a temporary
// file in the same directory. A new file gets mode 0644; an existing one
// keeps its mode.
func writeFileAtomic(name string, data []byte) (err error) {
	mode := fs.FileMode(0o644)
	if info, err := os.Stat(name); err == nil {
		mode = info.Mode().Perm()
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+path.Base(filepath.ToSlash(name))+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
