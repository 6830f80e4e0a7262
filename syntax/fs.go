package syntax

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// OS is the machine's file system, named by operating-system paths as they
// are given: relative to the working directory or absolute, with ".."
// allowed (unlike os.DirFS, which takes only fs.ValidPath names below one
// root). Files read from it keep the names they were asked for, so that
// diagnostics point at the paths a user typed. ParseFiles, ParseDir and
// ParsePath read from it; the ...FS functions read from any fs.FS.
var OS fs.FS = osFS{}

// osFS is the type of OS.
type osFS struct{}

func (osFS) Open(name string) (fs.File, error)          { return os.Open(name) }
func (osFS) ReadFile(name string) ([]byte, error)       { return os.ReadFile(name) }
func (osFS) ReadDir(name string) ([]fs.DirEntry, error) { return os.ReadDir(name) }
func (osFS) Stat(name string) (fs.FileInfo, error)      { return os.Stat(name) }

// JoinPath joins the name elem to the directory dir of fsys: with the
// operating system's separators for OS, with '/' for any other file system.
func JoinPath(fsys fs.FS, dir, elem string) string {
	if fsys == OS {
		return filepath.Join(dir, elem)
	}
	return path.Join(dir, elem)
}

// DirOf returns the directory of the file name of fsys (filepath.Dir for
// OS, path.Dir otherwise).
func DirOf(fsys fs.FS, name string) string {
	if fsys == OS {
		return filepath.Dir(name)
	}
	return path.Dir(name)
}

// ResolveDir returns the directory a program in dir of fsys means by rel
// (a component's source, "./web"): for OS, rel joined to dir unless it is
// absolute, and cleaned, so that a program named by a relative path has
// components named relative to the same directory (diagnostics show the
// path as the user gave it); for any other file system, rel joined to dir
// and cleaned, which gives a name that fs.ValidPath refuses when rel is
// absolute or climbs above the root.
func ResolveDir(fsys fs.FS, dir, rel string) string {
	if fsys != OS {
		if path.IsAbs(rel) {
			return rel
		}
		return path.Join(dir, rel)
	}
	if !filepath.IsAbs(rel) {
		rel = filepath.Join(dir, rel)
	}
	return filepath.Clean(rel)
}

// IsProgramDir reports whether dir of fsys is a directory with a .pp file
// directly in it.
func IsProgramDir(fsys fs.FS, dir string) bool {
	ents, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return false
	}
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), SourceExt) {
			return true
		}
	}
	return false
}
