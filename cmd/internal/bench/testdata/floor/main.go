// Command floor runs bench.Floor, the least a PCL compiler can do: read
// FILE, parse it with hclsyntax.ParseConfig, visit every node and write as
// many bytes as it read into OUT.
//
//	floor FILE OUT
package main

import (
	"fmt"
	"os"

	"github.com/pclgen/pclgen/cmd/internal/bench"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: floor FILE OUT")
		os.Exit(2)
	}
	if _, err := bench.Floor(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
