package python

import (
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// TestNestingGrowth checks that generating deeply nested expressions takes
// work polynomial in their depth, for every kind of nesting.
func TestNestingGrowth(t *testing.T) {
	gentest.CheckNestingGrowth(t, New())
}
