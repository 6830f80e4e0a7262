package javarun

import (
	"archive/zip"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
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
// unless they were compiled before (javacompile.CompileOnce, into
// work/_javarun-driver-KEY/), and returns the directory of its classes and
// whether it compiled them.
//
// The directory also holds an empty com/pulumi/PKG/version.txt for each
// provider SDK of the classpath: the driver's directory comes first on the
// JVM's class path, so the SDK's resource classes find no version and set
// none, and the version a trace records is the program's own option (as
// the TypeScript and Python drivers do it).
func compileDriver(ctx context.Context, dir *javacompile.Dir) (string, bool, error) {
	root := filepath.Join(dir.Path, DriverDir)
	out, compiled, err := javacompile.CompileOnce(ctx, root, filepath.Join(dir.Path, "work"), driverPrefix, dir.Classpath, func(classes string) error {
		return writeVersionOverrides(classes, dir.Classpath)
	})
	if err != nil {
		return "", compiled, fmt.Errorf("the Java mock-run driver: %w", err)
	}
	return out, compiled, nil
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
