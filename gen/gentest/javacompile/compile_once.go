package javacompile

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// JavaSources returns the .java files below root, as slash-separated paths
// relative to it, sorted; none when root does not exist.
func JavaSources(root string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(root, func(p string, ent fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !ent.IsDir() && strings.HasSuffix(p, ".java") {
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			files = append(files, filepath.ToSlash(rel))
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	sort.Strings(files)
	return files, err
}

// CompileOnce compiles the Java sources below root (JavaSources) against
// classpath into parent/prefix+KEY, KEY a hash of the sources, the
// classpath and the release, unless they were compiled there before, and
// returns that directory and whether it compiled them now. extra, when not
// nil, adds files to the classes before they take their place. Two
// processes may compile at once: each compiles into a directory of its own
// and renames it into place. The directories of other keys are removed.
func CompileOnce(ctx context.Context, root, parent, prefix string, classpath []string, extra func(classes string) error) (string, bool, error) {
	sources, err := JavaSources(root)
	if err != nil {
		return "", false, err
	}
	if len(sources) == 0 {
		return "", false, fmt.Errorf("no Java sources in %s", root)
	}
	cp := strings.Join(classpath, string(os.PathListSeparator))
	h := sha256.New()
	fmt.Fprintf(h, "release %s\nclasspath %s\n", Release, cp)
	for _, f := range sources {
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f)))
		if err != nil {
			return "", false, err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(src))
		h.Write(src)
	}
	classes := filepath.Join(parent, prefix+hex.EncodeToString(h.Sum(nil))[:16])
	if _, err := os.Stat(classes); err == nil {
		return classes, false, nil
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", false, err
	}
	tmp, err := os.MkdirTemp(parent, "tmp-"+prefix)
	if err != nil {
		return "", false, err
	}
	defer os.RemoveAll(tmp)
	if err := os.Chmod(tmp, 0o755); err != nil {
		return "", false, err
	}
	args := []string{"-encoding", "UTF-8", "--release", Release, "-proc:none", "-nowarn", "-d", tmp, "-cp", cp}
	for _, f := range sources {
		args = append(args, filepath.FromSlash(f))
	}
	argFile := tmp + ".args"
	if err := writeArgFile(argFile, args); err != nil {
		return "", false, err
	}
	defer os.Remove(argFile)
	cmd := exec.CommandContext(ctx, "javac", "@"+argFile)
	cmd.Dir = root
	if msg, err := cmd.CombinedOutput(); err != nil {
		if ctx.Err() != nil {
			return "", true, fmt.Errorf("javac: %w", ctx.Err())
		}
		return "", true, fmt.Errorf("compiling the Java sources of %s: %v\n%s", root, err, msg)
	}
	if extra != nil {
		if err := extra(tmp); err != nil {
			return "", true, err
		}
	}
	if err := os.Rename(tmp, classes); err != nil {
		if _, statErr := os.Stat(classes); statErr != nil {
			return "", true, err
		}
		// Another process compiled them meanwhile.
	}
	if old, err := filepath.Glob(filepath.Join(parent, prefix+"*")); err == nil {
		for _, dir := range old {
			if dir != classes {
				os.RemoveAll(dir)
			}
		}
	}
	return classes, true, nil
}
