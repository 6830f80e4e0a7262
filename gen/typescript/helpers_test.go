package typescript

import (
	"regexp"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// TestHelperDepsComplete checks that each helper's definition calls only
// the helpers helperDeps gives it (transitively).
func TestHelperDepsComplete(t *testing.T) {
	gentest.CheckHelperDeps(t, tsHelpers, helperDeps, func(name string) string {
		return regexp.QuoteMeta(name) + `(<[^>]*>)?\(`
	})
}
