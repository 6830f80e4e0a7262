package gorun

import (
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
)

// PackagesDir is the directory, under the compile module's work/, that Run
// writes the programs of set into as packages (the set argument of
// gocompile.Module.Build that writes the same files there).
func PackagesDir(set string) string { return "gorun-" + gocompile.DirName(set) + "/p" }

// AsPackages rewrites generated programs as Run compiles them: packages
// whose body the driver calls. Building them in PackagesDir(set) with
// gocompile compiles what Run then links, so that Run's build is one link.
func AsPackages(m *gocompile.Module, programs []gentest.Program) ([]gentest.Program, error) {
	out := make([]gentest.Program, len(programs))
	for i, p := range programs {
		files, err := Rewrite(p.Files, m.Path+"/"+DriverPackage)
		if err != nil {
			// Run reports it; the program is still compiled as it is.
			files = p.Files
		}
		out[i] = gentest.Program{Name: p.Name, Files: files}
	}
	return out, nil
}
