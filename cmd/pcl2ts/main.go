// Command pcl2ts compiles a PCL program into a Pulumi program in TypeScript.
// Input: a .pp file or a program directory, and package schemas on a search
// path; output: index.ts on standard output, or with -o DIR a complete
// project (index.ts, a file per component, package.json, tsconfig.json,
// Pulumi.yaml, .gitignore). See `pcl2ts --help`.
package main

import (
	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/cmd/internal/cli"
)

func main() {
	cli.Main(command())
}

// command returns pcl2ts's description for the shared generator driver.
func command() *cli.Generator {
	return &cli.Generator{
		Name:              "pcl2ts",
		Language:          pclgen.TypeScript,
		LanguageName:      "TypeScript",
		ProjectFiles:      "package.json, tsconfig.json, Pulumi.yaml and .gitignore",
		DefaultSDKVersion: pclgen.TypeScript.DefaultSDKVersion(),
		CheckName:         pclgen.TypeScript.CheckProjectName,
		Examples: []string{
			"pcl2ts --schemas testdata/schemas testdata/examples/webserver",
			"pcl2ts --schemas testdata/schemas -o web testdata/examples/webserver",
			"pcl2ts --check -o . program.pp",
		},
	}
}
