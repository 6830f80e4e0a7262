// Package updateflag defines the -update flag of golden tests once for a
// test binary, whichever of the packages that use it (gen/gentest,
// pclgentest) it imports: `go test -update` rewrites golden files instead
// of comparing with them.
package updateflag

import "flag"

func init() {
	// Another package or test file of the binary may define -update too;
	// share one flag.
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files from the current output instead of comparing with them")
	}
}

// On reports whether the test binary was run with -update.
func On() bool {
	f := flag.Lookup("update")
	if f == nil {
		return false
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return false
	}
	on, _ := g.Get().(bool)
	return on
}
