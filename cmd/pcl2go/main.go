// Command pcl2go compiles a PCL program into a Pulumi program in Go. Input:
// a .pp file or a program directory, and package schemas on a search path;
// output: main.go on standard output, or with -o DIR a complete project
// (main.go, a file per component, go.mod, Pulumi.yaml, .gitignore). See
// `pcl2go --help`.
package main

import (
	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/cmd/internal/cli"
	"github.com/pclgen/pclgen/gen/golang"
)

func main() {
	cli.Main(command())
}

// command returns pcl2go's description for the shared generator driver.
func command() *cli.Generator {
	return &cli.Generator{
		Name:              "pcl2go",
		Language:          pclgen.Go,
		LanguageName:      "Go",
		ProjectFiles:      "go.mod, Pulumi.yaml and .gitignore",
		DefaultSDKVersion: pclgen.Go.DefaultSDKVersion(),
		CheckName:         pclgen.Go.CheckProjectName,
		Merge:             map[string]cli.MergeFunc{"go.mod": golang.MergeGoMod},
		Examples: []string{
			"pcl2go --schemas testdata/schemas testdata/examples/webserver",
			"pcl2go --schemas testdata/schemas -o web testdata/examples/webserver",
			"pcl2go --check -o . program.pp",
			"//go:generate go tool pcl2go --schemas schemas -o stack program.pp",
		},
	}
}
