package javarun

import (
	"archive/zip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/pclgen/pclgen/gen/gentest/javacompile"
)

// DriverDir is the directory, in a compile directory, of the driver's Java
// sources (package dev.pclgen.javarun).
const DriverDir = "driver"

// DriverClass is the driver's main class.
const DriverClass = "dev.pclgen.javarun.Driver"

// driverPrefix starts the name of the directory, under the compile
// directory's work/, of the compiled driver (work/ is not checked in).
const driverPrefix = "_javarun-driver-"

// versionFile matches the resource of a provider SDK's jar that holds the
// package's version, which the SDK's resource classes set on each of their
// registrations (com/pulumi/aws/version.txt).
var versionFile = regexp.MustCompile(`^com/pulumi/[^/]+/version\.txt$`)

// compileDriver compiles the driver's sources against dir's classpath,
// unless they were compiled before, and returns the directory of its
// classes (work/_javarun-driver-KEY/, KEY from the sources and the
// classpath) and whether it compiled them. Two processes may compile it at
// once: each compiles into a directory of its own and renames it into
// place.
//
// The directory also holds an empty com/pulumi/PKG/version.txt for each
// provider SDK of the classpath: the driver's directory comes first on the
// JVM's class path, so the SDK's resource classes find no version and set
// none, and the version a trace records is the program's own option (as
// the TypeScript and Python drivers do it).
func compileDriver(ctx context.Context, dir *javacompile.Dir) (string, bool, error) {
	root := filepath.Join(dir.Path, DriverDir)
	var sources []string
	err := filepath.WalkDir(root, func(p string, ent fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !ent.IsDir() && strings.HasSuffix(p, ".java") {
			sources = append(sources, p)
		}
		return nil
	})
	if err != nil {
		return "", false, fmt.Errorf("the Java mock-run driver's sources: %w", err)
	}
	if len(sources) == 0 {
		return "", false, fmt.Errorf("no Java sources of the mock-run driver in %s", root)
	}
	sort.Strings(sources)
	h := sha256.New()
	fmt.Fprintf(h, "release %s\nclasspath %s\n", javacompile.Release, dir.ClasspathString())
	for _, f := range sources {
		src, err := os.ReadFile(f)
		if err != nil {
			return "", false, err
		}
		rel, _ := filepath.Rel(root, f)
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(rel), len(src))
		h.Write(src)
	}
	key := hex.EncodeToString(h.Sum(nil))[:16]
	work := filepath.Join(dir.Path, "work")
	out := filepath.Join(work, driverPrefix+key)
	if _, err := os.Stat(filepath.Join(out, filepath.FromSlash(strings.ReplaceAll(DriverClass, ".", "/")+".class"))); err == nil {
		return out, false, nil
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		return "", false, err
	}
	tmp, err := os.MkdirTemp(work, "_javarun-tmp-")
	if err != nil {
		return "", false, err
	}
	defer os.RemoveAll(tmp)
	if err := os.Chmod(tmp, 0o755); err != nil {
		return "", false, err
	}
	args := []string{"-encoding", "UTF-8", "--release", javacompile.Release, "-proc:none", "-nowarn",
		"-d", tmp, "-cp", dir.ClasspathString()}
	cmd := exec.CommandContext(ctx, "javac", append(args, sources...)...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		if ctx.Err() != nil {
			return "", true, fmt.Errorf("javac: %w", ctx.Err())
		}
		return "", true, fmt.Errorf("compiling the Java mock-run driver (%s): %v\n%s", root, err, msg)
	}
	if err := writeVersionOverrides(tmp, dir.Classpath); err != nil {
		return "", true, err
	}
	if err := os.Rename(tmp, out); err != nil {
		if _, statErr := os.Stat(out); statErr != nil {
			return "", true, err
		}
		// Another process compiled it meanwhile.
	}
	if old, err := filepath.Glob(filepath.Join(work, driverPrefix+"*")); err == nil {
		for _, d := range old {
			if d != out {
				os.RemoveAll(d)
			}
		}
	}
	return out, true, nil
}

// writeVersionOverrides writes into dir an empty file for each provider
// SDK's version resource in the jars of classpath.
func writeVersionOverrides(dir string, classpath []string) error {
	for _, entry := range classpath {
		if !strings.HasSuffix(entry, ".jar") {
			continue
		}
		names, err := versionFiles(entry)
		if err != nil {
			return err
		}
		for _, name := range names {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(p, nil, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// versionFiles returns the version resources of the jar at path.
func versionFiles(path string) ([]string, error) {
	r, err := zip.OpenReader(path)
	if errors.Is(err, zip.ErrFormat) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer r.Close()
	var names []string
	for _, f := range r.File {
		if versionFile.MatchString(f.Name) && f.Name != "com/pulumi/pulumi/version.txt" {
			names = append(names, f.Name)
		}
	}
	return names, nil
}
