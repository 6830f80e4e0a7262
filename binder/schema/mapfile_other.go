//go:build !unix

package schema

import "os"

// readSchemaFile returns the bytes of a schema file, read into memory.
func readSchemaFile(path string) ([]byte, func(owner *Package), error) {
	data, err := os.ReadFile(path)
	return data, func(*Package) {}, err
}
