package gocompile

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Forget removes from the go build cache the compiled packages under dir
// (relative to the module's work directory: the set of Build, or
// gorun.SetDir of a run's set), and says how many bytes it freed.
//
// A package that imports the Pulumi Go SDK's AnyOutput compiles to about 30
// MB (the compiler instantiates pulumix.Output for each of the ~140 types
// its As methods return), and the go tool trims its cache only of entries
// unused for days. Programs that are each built once (pclfuzz's random
// programs) would fill the disk in a few thousand programs; a caller that
// will not build the same programs again forgets them after each run. The
// SDK's own packages stay cached: only packages under the set's directory
// are removed.
func (m *Module) Forget(ctx context.Context, dir string) (int64, error) {
	pattern := "./" + filepath.ToSlash(filepath.Join("work", dir)) + "/..."
	if _, err := os.Stat(filepath.Join(m.Dir, "work", dir)); os.IsNotExist(err) {
		return 0, nil
	}
	cache, err := goEnv(ctx, m, "GOCACHE")
	if err != nil {
		return 0, err
	}
	exports, err := m.ExportData(ctx, false, pattern)
	if err != nil {
		return 0, err
	}
	var freed int64
	for _, file := range exports {
		if !within(cache, file) {
			continue
		}
		if info, err := os.Stat(file); err == nil {
			if err := os.Remove(file); err != nil {
				return freed, err
			}
			freed += info.Size()
		}
	}
	return freed, nil
}

// ExportData returns, by import path, the export data files (the cached
// archives) of the packages patterns match, and with deps of their
// dependencies too, as `go list -e -export` builds or finds them in the
// build cache; a package that does not compile has none.
func (m *Module) ExportData(ctx context.Context, deps bool, patterns ...string) (map[string]string, error) {
	args := []string{"list", "-e", "-export"}
	if deps {
		args = append(args, "-deps")
	}
	args = append(append(args, "-f", "{{.ImportPath}}\t{{.Export}}"), patterns...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = m.Dir
	cmd.Env = ToolEnv()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list -export %s: %v\n%s", strings.Join(patterns, " "), err, stderr.String())
	}
	exports := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		path, file, ok := strings.Cut(sc.Text(), "\t")
		if ok && strings.TrimSpace(file) != "" {
			exports[path] = strings.TrimSpace(file)
		}
	}
	return exports, sc.Err()
}

// goEnv is the value of a go env variable in m.
func goEnv(ctx context.Context, m *Module, name string) (string, error) {
	cmd := exec.CommandContext(ctx, "go", "env", name)
	cmd.Dir = m.Dir
	cmd.Env = ToolEnv()
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// within says whether file is inside dir.
func within(dir, file string) bool {
	rel, err := filepath.Rel(dir, file)
	return err == nil && rel != "." && !strings.HasPrefix(rel, "..") && !filepath.IsAbs(rel)
}
