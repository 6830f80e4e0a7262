package syntax

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// SourceExt is the extension of PCL source files.
const SourceExt = ".pp"

// ParseFiles reads and parses each path (of the machine's file system) in
// order. Each File is named by its path as given. A file that cannot be
// read, or is larger than MaxFileSize, yields an error diagnostic and no
// File; the others are still parsed, until their total size passes
// MaxFileSize. Files with parse errors are returned along with their
// diagnostics.
func ParseFiles(paths ...string) ([]*File, hcl.Diagnostics) {
	return ParseFilesFS(OS, paths...)
}

// ParseFilesFS is ParseFiles reading from fsys, in which the paths are.
func ParseFilesFS(fsys fs.FS, paths ...string) ([]*File, hcl.Diagnostics) {
	var files []*File
	var diags hcl.Diagnostics
	total := int64(0)
	for _, path := range paths {
		// Refuse what is too large before reading it.
		if info, err := fs.Stat(fsys, path); err == nil && info.Mode().IsRegular() {
			total += info.Size()
			switch {
			case info.Size() > MaxFileSize:
				diags = append(diags, tooLarge(path, fmt.Sprintf("%s is %d bytes", path, info.Size())))
				continue
			case total > MaxFileSize:
				diags = append(diags, tooLarge(path, fmt.Sprintf("The program's files up to %s are %d bytes together", path, total)))
				return files, diags
			}
		}
		src, err := fs.ReadFile(fsys, path)
		if err != nil {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Failed to read file",
				Detail:   fmt.Sprintf("Cannot read %s: %v.", path, err),
				Subject:  &hcl.Range{Filename: path, Start: hcl.InitialPos, End: hcl.InitialPos},
			})
			continue
		}
		f, d := ParseFile(path, src)
		files = append(files, f)
		diags = append(diags, d...)
	}
	return files, diags
}

// ParseDir parses the program in dir: every regular file directly in dir
// whose name ends in .pp, in order of name. Subdirectories (components,
// multi-step tests) are separate programs and are not read. Each File is named
// filepath.Join(dir, name). A directory without .pp files is an error
// diagnostic.
func ParseDir(dir string) ([]*File, hcl.Diagnostics) {
	return ParseDirFS(OS, dir)
}

// ParseDirFS is ParseDir reading the directory dir of fsys; each File is
// named JoinPath(fsys, dir, name).
func ParseDirFS(fsys fs.FS, dir string) ([]*File, hcl.Diagnostics) {
	paths, diag := sourcePaths(fsys, dir)
	if diag != nil {
		return nil, hcl.Diagnostics{diag}
	}
	return ParseFilesFS(fsys, paths...)
}

// sourcePaths lists the .pp files directly in dir, sorted by name.
func sourcePaths(fsys fs.FS, dir string) ([]string, *hcl.Diagnostic) {
	entries, err := fs.ReadDir(fsys, dir) // sorted by file name
	if err != nil {
		return nil, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "Failed to read directory",
			Detail:   fmt.Sprintf("Cannot read program directory %s: %v.", dir, err),
		}
	}
	var paths []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), SourceExt) {
			continue
		}
		path := JoinPath(fsys, dir, e.Name())
		if e.IsDir() {
			continue
		}
		if e.Type()&fs.ModeSymlink != 0 {
			// Follow links; keep only those to regular files.
			if info, err := fs.Stat(fsys, path); err != nil || !info.Mode().IsRegular() {
				continue
			}
		} else if !e.Type().IsRegular() {
			continue
		}
		paths = append(paths, path)
	}
	if len(paths) == 0 {
		return nil, &hcl.Diagnostic{
			Severity: hcl.DiagError,
			Summary:  "No PCL source files",
			Detail:   fmt.Sprintf("No %s files were found in %s.", SourceExt, dir),
		}
	}
	return paths, nil
}

// ParsePath parses path: the program in it if it is a directory (see
// ParseDir), or the single file otherwise (see ParseFiles).
func ParsePath(path string) ([]*File, hcl.Diagnostics) {
	return ParsePathFS(OS, path)
}

// ParsePathFS is ParsePath reading path from fsys.
func ParsePathFS(fsys fs.FS, path string) ([]*File, hcl.Diagnostics) {
	info, err := fs.Stat(fsys, path)
	if err != nil {
		return nil, hcl.Diagnostics{{
			Severity: hcl.DiagError,
			Summary:  "Failed to read program",
			Detail:   fmt.Sprintf("Cannot read %s: %v.", path, err),
		}}
	}
	if info.IsDir() {
		return ParseDirFS(fsys, path)
	}
	return ParseFilesFS(fsys, path)
}
