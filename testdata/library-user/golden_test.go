package main

import (
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/pclgentest"
)

// TestGolden compares what pclgen generates for every program under
// testdata/programs with the golden files beside it (NAME/go, NAME/typescript,
// NAME/python); `go test -update` rewrites them.
func TestGolden(t *testing.T) {
	pclgentest.Run(t, filepath.Join("testdata", "programs"), pclgentest.Options{Convert: pclgen.Options{Schemas: schemas()}})
}
