package typescript

import (
	"regexp"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// BenchmarkGenerateProgram times generating TypeScript for the synthetic
// programs of 2,000 and 10,000 resources (see gentest.BenchmarkGenerate
// for the targets).
func BenchmarkGenerateProgram(b *testing.B) { gentest.BenchmarkBackend(b, New()) }

// TestSyntheticProgramGenerates checks that the benchmark's program
// generates, so that the benchmark measures real work.
func TestSyntheticProgramGenerates(t *testing.T) {
	gentest.CheckSyntheticGenerates(t, New(), regexp.MustCompile(`new random\.Random(Pet|String)\("r49"`))
}
