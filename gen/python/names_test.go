package python

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/gen"
)

func TestPyName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"instanceType", "instance_type"},
		{"vpcSecurityGroupIds", "vpc_security_group_ids"},
		{"SHA256Hash", "sha256_hash"},
		{"vpcID", "vpc_id"},
		{"ARNSuffix", "arn_suffix"},
		{"ipv6CidrBlock", "ipv6_cidr_block"},
		{"already_snake", "already_snake"},
		{"kebab-case-name", "kebab_case_name"},
		{"Name", "name"},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := pyName(tt.in); got != tt.want {
				t.Errorf("pyName(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestDeclareAvoidsKeywordsBuiltinsAndReserved(t *testing.T) {
	scope := newNameScope(gen.SetOf("aws", "pulumi"))
	tests := []struct{ hint, want string }{
		{"bucket", "bucket"},
		{"bucket", "bucket_"},
		{"bucket", "bucket_2"},
		{"lambda", "lambda_"},
		{"list", "list_"},
		{"type", "type_"},
		{"aws", "aws_"},
		{"pulumi", "pulumi_"},
		{"42things", "_42things"},
		{"myBucket", "my_bucket"},
	}
	for _, tt := range tests {
		if got := scope.Declare(tt.hint); got != tt.want {
			t.Errorf("declare(%q) = %q, want %q", tt.hint, got, tt.want)
		}
	}
	child := scope.Child()
	if got := child.Declare("bucket"); got != "bucket_3" {
		t.Errorf("a child scope reuses a parent's name: %q", got)
	}
}

func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain", `"plain"`},
		{`say "hi"`, `'say "hi"'`},
		{`it's "both"`, `'it\'s "both"'`},
		{"tab\there\nnewline", `"tab\there\nnewline"`},
		{`back\slash`, `"back\\slash"`},
		{"bell\a", `"bell\x07"`},
		{"{braces}", `"{braces}"`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := quote(tt.in); got != tt.want {
				t.Errorf("quote(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestSafeName(t *testing.T) {
	for in, want := range map[string]string{"lambda": "lambda_", "in": "in_", "type": "type", "id": "id"} {
		if got := safeName(in); got != want {
			t.Errorf("safeName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestImportedNamesReserved checks that every name the generator imports
// from the standard library (imports.stdlib and imports.typingName with a
// literal, in this package's source) is one no variable takes: a resource
// named math once shadowed the math module that a remainder calls.
func TestImportedNamesReserved(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	call := regexp.MustCompile(`\.(stdlib|typingName)\("([A-Za-z_0-9]+)"\)`)
	reserved := importableNames()
	found := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			found++
			if !reserved[m[2]] {
				t.Errorf("%s imports %q, which a variable may be named: add it to stdModules or typingNames", f, m[2])
			}
		}
	}
	if found == 0 {
		t.Fatal("found no import of the standard library in the package's source")
	}
}
