package schema

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/internal/memfs"
)

// Source finds package schemas by name and version: what the binder asks
// for every package a program uses. *Loader is the Source of this package;
// another implementation (one that wraps a Loader to log or to fetch
// missing schemas, say) must be safe for concurrent use and should return
// the same *Package for the same request, as packages cache what they
// decode.
type Source interface {
	// Load returns package name at version exactly ("" for the highest
	// version); a missing package or version is a *NotFoundError.
	Load(name, version string) (*Package, error)
	// LoadNearest is Load with a fallback when the exact version is
	// missing: the highest version with the same major version, else a
	// schema without a version.
	LoadNearest(name, version string) (*Package, error)
}

var _ Source = (*Loader)(nil)

// Location is a place a Loader searches for schema files named
// NAME-VERSION.json or NAME.json (or .yaml, .yml): a directory of the
// machine (Dir), a directory of an fs.FS such as an embed.FS (FS), or
// files held in memory (Bytes).
type Location struct {
	fsys fs.FS // nil for a directory of the machine
	dir  string
	name string
}

// Dir is the directory path of the machine's file system. Schema files
// there are memory-mapped on Unix systems rather than read.
func Dir(path string) Location { return Location{dir: path, name: path} }

// FS is the directory dir of fsys ("." for its root). Package.File is then
// the file's path in fsys.
func FS(fsys fs.FS, dir string) Location {
	dir = path.Clean(strings.TrimPrefix(filepath.ToSlash(dir), "/"))
	return Location{fsys: fsys, dir: dir, name: dir + " (of an fs.FS)"}
}

// Bytes holds schema files in memory: each key is a file name as a schema
// directory would have it ("aws-5.16.2.json") and each value the file's
// contents, which the loaded package keeps and which must not be modified
// afterwards. Package.File is then the key.
func Bytes(files map[string][]byte) Location {
	return Location{fsys: memfs.FS(files), dir: ".", name: "the schemas in memory"}
}

// EnvLocations returns the directories listed in the PCLGEN_SCHEMA_PATH
// environment variable.
func EnvLocations() []Location {
	var out []Location
	if env := os.Getenv(EnvSchemaPath); env != "" {
		for _, d := range filepath.SplitList(env) {
			if d != "" {
				out = append(out, Dir(d))
			}
		}
	}
	return out
}

// String names the location as messages do: the directory, or a
// description of where it is.
func (loc Location) String() string { return loc.name }

// onDisk reports whether loc is a directory of the machine.
func (loc Location) onDisk() bool { return loc.fsys == nil }

// readDir lists the location's directory.
func (loc Location) readDir() ([]fs.DirEntry, error) {
	if loc.onDisk() {
		return os.ReadDir(loc.dir)
	}
	return fs.ReadDir(loc.fsys, loc.dir)
}

// file returns the schema file named name in the location; index is the
// location's place in its loader's search list, which keeps the cache keys
// of equal paths in different file systems apart.
func (loc Location) file(index int, name string) schemaFile {
	if loc.onDisk() {
		p := filepath.Join(loc.dir, name)
		return schemaFile{path: p, key: p}
	}
	p := path.Join(loc.dir, name)
	return schemaFile{fsys: loc.fsys, path: p, key: "\x00" + strconv.Itoa(index) + "\x00" + p}
}

// schemaFile is one file that may hold a schema.
type schemaFile struct {
	fsys fs.FS  // nil for the machine's file system
	path string // the OS path, or the path in fsys
	key  string // the loader's cache key of the file
}

// read returns the file's contents, and a function to call with the
// package made from them (which keeps memory-mapped bytes alive).
func (f schemaFile) read() ([]byte, func(*Package), error) {
	switch fsys := f.fsys.(type) {
	case nil:
		return readSchemaFile(f.path)
	case memfs.FS:
		data, err := fsys.Contents(f.path)
		return data, func(*Package) {}, err
	default:
		data, err := fs.ReadFile(fsys, f.path)
		return data, func(*Package) {}, err
	}
}
