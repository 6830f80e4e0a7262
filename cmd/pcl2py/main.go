// Command pcl2py compiles a PCL program into a Pulumi program in Python.
// Input: a .pp file or a program directory, and package schemas on a search
// path; output: __main__.py on standard output, or with -o DIR a complete
// project (__main__.py, a module per component, requirements.txt,
// Pulumi.yaml, .gitignore). See `pcl2py --help`.
package main

import (
	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/cmd/internal/cli"
)

func main() {
	cli.Main(command())
}

// command returns pcl2py's description for the shared generator driver.
func command() *cli.Generator {
	return &cli.Generator{
		Name:              "pcl2py",
		Language:          pclgen.Python,
		LanguageName:      "Python",
		ProjectFiles:      "requirements.txt, Pulumi.yaml and .gitignore",
		DefaultSDKVersion: pclgen.Python.DefaultSDKVersion(),
		CheckName:         pclgen.Python.CheckProjectName,
		Examples: []string{
			"pcl2py --schemas testdata/schemas testdata/examples/webserver",
			"pcl2py --schemas testdata/schemas -o web testdata/examples/webserver",
			"pcl2py --check -o . program.pp",
		},
	}
}
