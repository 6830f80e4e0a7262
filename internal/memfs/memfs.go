// Package memfs is a read-only file system held in memory: a map of
// slash-separated file paths to contents, with the directories the paths
// imply. pclgen.MapFS (programs) and schema.Bytes (package schemas) are
// this file system.
package memfs

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
	"time"
)

// FS is a read-only fs.FS whose files are the entries of the map: each key
// is a path as fs.ValidPath defines it ("dir/main.pp", no leading slash,
// no "." or ".." elements) and each value the file's contents. Directories
// exist where the paths imply them; the root "." always exists. Keys that
// are not valid paths, or that lie under another key, are not reachable.
// The map must not change while the FS is in use; reads are then safe for
// concurrent use.
type FS map[string][]byte

var (
	_ fs.ReadFileFS = FS(nil)
	_ fs.ReadDirFS  = FS(nil)
	_ fs.StatFS     = FS(nil)
)

// ReadFile returns a copy of the contents of the file name.
func (m FS) ReadFile(name string) ([]byte, error) {
	data, err := m.file(name, "read")
	if err != nil {
		return nil, err
	}
	return bytes.Clone(data), nil
}

// Contents returns the contents of the file name without copying them; the
// caller must not modify them.
func (m FS) Contents(name string) ([]byte, error) { return m.file(name, "read") }

// file returns the contents of the file name, or an error for op.
func (m FS) file(name, op string) ([]byte, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: op, Path: name, Err: fs.ErrInvalid}
	}
	if data, ok := m[name]; ok && m.reachable(name) {
		return data, nil
	}
	if m.isDir(name) {
		return nil, &fs.PathError{Op: op, Path: name, Err: errors.New("is a directory")}
	}
	return nil, &fs.PathError{Op: op, Path: name, Err: fs.ErrNotExist}
}

// reachable reports whether no other key is a directory of name's path.
func (m FS) reachable(name string) bool {
	for dir := path.Dir(name); dir != "."; dir = path.Dir(dir) {
		if _, ok := m[dir]; ok {
			return false
		}
	}
	return true
}

// isDir reports whether name is a directory: the root, or a proper prefix
// of a reachable key.
func (m FS) isDir(name string) bool {
	if name == "." {
		return true
	}
	if _, ok := m[name]; ok || !m.reachable(name+"/x") {
		return false
	}
	prefix := name + "/"
	for k := range m {
		if strings.HasPrefix(k, prefix) && fs.ValidPath(k) {
			return true
		}
	}
	return false
}

// Stat describes the file or directory name.
func (m FS) Stat(name string) (fs.FileInfo, error) {
	if data, err := m.file(name, "stat"); err == nil {
		return fileInfo{name: path.Base(name), size: int64(len(data))}, nil
	}
	if fs.ValidPath(name) && m.isDir(name) {
		return fileInfo{name: path.Base(name), dir: true}, nil
	}
	return nil, &fs.PathError{Op: "stat", Path: name, Err: fs.ErrNotExist}
}

// ReadDir lists the directory name, sorted by file name.
func (m FS) ReadDir(name string) ([]fs.DirEntry, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrInvalid}
	}
	if !m.isDir(name) {
		if _, err := m.file(name, "readdir"); err == nil {
			return nil, &fs.PathError{Op: "readdir", Path: name, Err: errors.New("not a directory")}
		}
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrNotExist}
	}
	prefix := name + "/"
	if name == "." {
		prefix = ""
	}
	seen := map[string]fileInfo{}
	for k, data := range m {
		rest, ok := strings.CutPrefix(k, prefix)
		if !ok || !fs.ValidPath(k) || !m.reachable(k) {
			continue
		}
		if child, _, isDir := strings.Cut(rest, "/"); isDir {
			seen[child] = fileInfo{name: child, dir: true}
		} else {
			seen[child] = fileInfo{name: child, size: int64(len(data))}
		}
	}
	out := make([]fs.DirEntry, 0, len(seen))
	for _, fi := range seen {
		out = append(out, fs.FileInfoToDirEntry(fi))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

// Open opens the file or directory name.
func (m FS) Open(name string) (fs.File, error) {
	if data, err := m.file(name, "open"); err == nil {
		return &file{Reader: bytes.NewReader(data), info: fileInfo{name: path.Base(name), size: int64(len(data))}}, nil
	}
	ents, err := m.ReadDir(name)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return &dir{info: fileInfo{name: path.Base(name), dir: true}, entries: ents}, nil
}

// fileInfo describes a file or directory of an FS.
type fileInfo struct {
	name string
	size int64
	dir  bool
}

func (fi fileInfo) Name() string       { return fi.name }
func (fi fileInfo) Size() int64        { return fi.size }
func (fi fileInfo) ModTime() time.Time { return time.Time{} }
func (fi fileInfo) IsDir() bool        { return fi.dir }
func (fi fileInfo) Sys() any           { return nil }
func (fi fileInfo) Mode() fs.FileMode {
	if fi.dir {
		return fs.ModeDir | 0o555
	}
	return 0o444
}

// file is an open file.
type file struct {
	*bytes.Reader
	info fileInfo
}

func (f *file) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *file) Close() error               { return nil }

// dir is an open directory.
type dir struct {
	info    fileInfo
	entries []fs.DirEntry
	offset  int
}

func (d *dir) Stat() (fs.FileInfo, error) { return d.info, nil }
func (d *dir) Close() error               { return nil }
func (d *dir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: d.info.name, Err: errors.New("is a directory")}
}

// ReadDir returns the next n entries (all the rest when n <= 0).
func (d *dir) ReadDir(n int) ([]fs.DirEntry, error) {
	rest := d.entries[d.offset:]
	if n <= 0 {
		d.offset = len(d.entries)
		return rest, nil
	}
	if len(rest) == 0 {
		return nil, io.EOF
	}
	if n > len(rest) {
		n = len(rest)
	}
	d.offset += n
	return rest[:n], nil
}
