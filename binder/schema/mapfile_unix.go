//go:build unix

package schema

import (
	"os"
	"runtime"
	"syscall"
)

// readSchemaFile returns the bytes of a schema file. On Unix systems the file
// is memory-mapped read-only, so a large schema costs neither a copy nor heap
// space; the mapping is released once owner becomes unreachable (the caller
// passes the package that keeps the bytes). Nothing derived from the bytes
// may outlive owner: decoded values are always copies.
//
// A schema file must not be truncated while pclgen runs.
func readSchemaFile(path string) ([]byte, func(owner *Package), error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	size := st.Size()
	if size == 0 || size != int64(int(size)) || !st.Mode().IsRegular() {
		data, err := os.ReadFile(path)
		return data, func(*Package) {}, err
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		data, err := os.ReadFile(path)
		return data, func(*Package) {}, err
	}
	keep := func(owner *Package) {
		if owner == nil {
			_ = syscall.Munmap(data)
			return
		}
		runtime.AddCleanup(owner, func(m []byte) { _ = syscall.Munmap(m) }, data)
	}
	return data, keep, nil
}
