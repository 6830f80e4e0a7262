package check

import (
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

// TestMain runs no test unless the checks are on, so that `go test ./...`
// says "[no tests to run]" for this package instead of "ok" for checks
// that were skipped.
func TestMain(m *testing.M) {
	flag.Parse()
	if why := gentest.ChecksOff(); why != "" {
		fmt.Printf("the compile checks and mock runs do not run: %s\n", why)
		if err := flag.Set("test.run", "^$"); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	os.Exit(m.Run())
}
