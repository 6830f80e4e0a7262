package python

import (
	"path/filepath"
	"regexp"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// repoSchemas is the directory of the test schemas.
var repoSchemas = filepath.Join("..", "..", "testdata", "schemas")

// BenchmarkGenerateProgram times generating Python for the synthetic
// programs of 2,000 and 10,000 resources (see gentest.BenchmarkGenerate
// for the targets).
func BenchmarkGenerateProgram(b *testing.B) { gentest.BenchmarkBackend(b, New()) }

// TestSyntheticProgramGenerates checks that the benchmark's program
// generates, so that the benchmark measures real work.
func TestSyntheticProgramGenerates(t *testing.T) {
	gentest.CheckSyntheticGenerates(t, New(), regexp.MustCompile(`\nr49 = random\.Random(Pet|String)\(`))
}
