package textdiff

import "flag"

// This package keeps no golden files. It accepts -update all the same, so that
// `go test ./... -update`, which passes the flag to every test binary, runs it.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "accepted for `go test ./... -update`; this package has no golden files")
	}
}
