package gorun

import "github.com/pclgen/pclgen/gen/gentest/gocompile"

// SetDir is the directory, under the compile module's work/, that Run
// writes the programs of set into and builds them in: what
// gocompile.Module.Forget removes from the build cache once the programs
// will not run again.
func SetDir(set string) string { return "gorun-" + gocompile.DirName(set) }
