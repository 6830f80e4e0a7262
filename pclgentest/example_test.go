package pclgentest_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pclgen/pclgen"
	"github.com/pclgen/pclgen/pclgentest"
)

// Golden-test a directory of programs: Update writes the golden files
// (what `go test -update` does in a test that calls Run), Compare finds
// where the generated files no longer match them (what Run reports as
// failures). Here the program changes after its golden files were written.
func ExampleCompare() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "programs")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	program := filepath.Join(dir, "hello", "main.pp")
	write := func(src string) {
		if err := os.MkdirAll(filepath.Dir(program), 0o755); err != nil {
			fmt.Println(err)
		}
		if err := os.WriteFile(program, []byte(src), 0o644); err != nil {
			fmt.Println(err)
		}
	}
	opts := pclgentest.Options{Convert: pclgen.Options{Languages: []pclgen.Language{pclgen.Python}}}

	write("output greeting {\n  value = \"Hello\"\n}\n")
	if _, err := pclgentest.Update(ctx, dir, opts); err != nil {
		fmt.Println(err)
		return
	}
	write("output greeting {\n  value = \"Hello, world\"\n}\n")
	results, err := pclgentest.Compare(ctx, dir, opts)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, r := range results {
		fmt.Printf("%s (%s) passes: %v\n", r.Program, r.Language, r.OK())
		for _, p := range r.Problems {
			for _, line := range strings.Split(p, "\n") {
				// The diff's header names the temporary directory.
				if !strings.HasPrefix(line, "---") && !strings.HasPrefix(line, "+++") {
					fmt.Println(strings.TrimRight(line, " "))
				}
			}
		}
	}
	// Output:
	// hello (python) passes: false
	// __main__.py differs from its golden file (`go test -update` rewrites it):
	// @@ -1,3 +1,3 @@
	//  import pulumi
	//
	// -pulumi.export("greeting", "Hello")
	// +pulumi.export("greeting", "Hello, world")
}
