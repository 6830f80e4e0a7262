package templates

// This package keeps no golden files. It accepts -update all the same, so
// that `go test ./... -update`, which passes the flag to every test binary,
// runs it: updateflag defines the flag once for every package.
import _ "github.com/pclgen/pclgen/internal/updateflag"
