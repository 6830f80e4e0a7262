package syntax

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// generatedProgram returns a program of n resource blocks, each with
// comments, nested blocks, objects and tuples, like a large real program.
func generatedProgram(n int) []byte {
	var b strings.Builder
	b.WriteString("# A generated program.\n\nconfig \"prefix\" \"string\" {\n  default = \"bench\"\n}\n\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, `// Bucket %[1]d.
resource "bucket%[1]d" "aws:s3/bucket:Bucket" {
  bucket = "${prefix}-%[1]d" # the name
  tags = {
    # who owns it
    Owner = "team-%[2]d"
    Index = %[1]d
  }
  rules = [for r in [1, 2, 3] : { id = r, enabled = r > 1 }]
  options {
    protect   = %[1]d %% 2 == 0
    dependsOn = [bucket%[2]d]
  }
}

`, i, i/2)
	}
	b.WriteString("output \"count\" {\n  value = length([bucket0.id]) /* end */\n}\n")
	return []byte(b.String())
}

// BenchmarkParseFile parses a generated 2,000-block program. The baseline
// sub-benchmark runs hclsyntax.ParseConfig alone, to show what lexing again
// and indexing comments add.
func BenchmarkParseFile(b *testing.B) {
	src := generatedProgram(2000)
	f, diags := ParseFile("bench.pp", src)
	if diags.HasErrors() {
		b.Fatal(diags)
	}
	if len(f.Body.Blocks) != 2002 || len(f.Comments()) < 6000 {
		b.Fatalf("generated %d blocks and %d comments", len(f.Body.Blocks), len(f.Comments()))
	}
	b.Run("hclsyntax.ParseConfig", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		b.ReportAllocs()
		for b.Loop() {
			hclsyntax.ParseConfig(src, "bench.pp", hcl.InitialPos)
		}
	})
	b.Run("ParseFile", func(b *testing.B) {
		b.SetBytes(int64(len(src)))
		b.ReportAllocs()
		for b.Loop() {
			ParseFile("bench.pp", src)
		}
	})
}
