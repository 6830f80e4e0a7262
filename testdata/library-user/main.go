// Command library-user shows pclgen used as a library by a provider's own
// tool: it converts a PCL program embedded in the binary, against the
// provider's schema embedded with it, to Go, TypeScript and Python, and
// prints every generated file. Nothing is read from or written to disk.
package main

import (
	"context"
	"embed"
	"fmt"
	"os"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/binder/schema"
)

// embedded holds the provider's schema and the example program.
//
//go:embed schemas/*.json testdata/programs/greeting/*.pp
var embedded embed.FS

// schemas finds the provider's schema among the embedded files.
func schemas() *schema.Loader {
	return schema.NewLoaderFrom(schema.FS(embedded, "schemas"))
}

func main() {
	res, diags := pclgen.Convert(context.Background(), embedded, "testdata/programs/greeting", pclgen.Options{Schemas: schemas()})
	if len(diags) > 0 {
		w := hcl.NewDiagnosticTextWriter(os.Stderr, nil, 78, false)
		_ = w.WriteDiagnostics(diags)
	}
	if diags.HasErrors() {
		os.Exit(1)
	}
	for _, out := range res.Outputs {
		for _, f := range out.Files {
			fmt.Printf("==> %s/%s <==\n%s", out.Language, f.Path, f.Contents)
		}
	}
}
