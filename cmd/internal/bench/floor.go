package bench

import (
	"os"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// Floor is the least a PCL compiler can do, the floor the commands are
// measured against: it reads the file in, parses it with
// hclsyntax.ParseConfig, visits every node and writes as many bytes as it
// read into out. It returns the number of nodes.
func Floor(in, out string) (int, error) {
	src, err := os.ReadFile(in)
	if err != nil {
		return 0, err
	}
	f, diags := hclsyntax.ParseConfig(src, in, hcl.InitialPos)
	if diags.HasErrors() {
		return 0, diags
	}
	nodes := 0
	hclsyntax.VisitAll(f.Body.(*hclsyntax.Body), func(hclsyntax.Node) hcl.Diagnostics {
		nodes++
		return nil
	})
	buf := make([]byte, len(src))
	for i := range buf {
		buf[i] = byte('a' + nodes%26)
	}
	return nodes, os.WriteFile(out, buf, 0o644)
}
