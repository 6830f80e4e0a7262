package cli

// gentest registers the -update flag, so that `go test ./... -update`
// (which passes -update to every test binary) also runs this package.
import _ "github.com/pclgen/pclgen/gen/gentest"
