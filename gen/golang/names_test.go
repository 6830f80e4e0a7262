package golang

import "testing"

func TestCamelCase(t *testing.T) {
	for in, want := range map[string]string{
		"my-bucket":  "myBucket",
		"my_bucket":  "myBucket",
		"MyBucket":   "myBucket",
		"URLPath":    "urlPath",
		"ID":         "id",
		"2fast":      "v2fast",
		"already":    "already",
		"kebab-case": "kebabCase",
	} {
		if got := camelCase(in); got != want {
			t.Errorf("camelCase(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFieldName(t *testing.T) {
	for _, tt := range []struct{ name, override, want string }{
		{"bucketName", "", "BucketName"},
		{"$ref", "", "Ref"},
		{"x_kubernetes_list", "", "X_kubernetes_list"},
		{"using-dashes", "", "Using_dashes"},
		{"arn", "ARN", "ARN"},
	} {
		if got := fieldName(tt.name, tt.override); got != tt.want {
			t.Errorf("fieldName(%q, %q) = %q, want %q", tt.name, tt.override, got, tt.want)
		}
	}
}

func TestNameScopeCollisions(t *testing.T) {
	s := newNameScope(map[string]bool{"s3": true, "random": true})
	for _, tt := range []struct{ hint, suffix, want string }{
		{"type", "Var", "typeVar"},     // keyword
		{"string", "Var", "stringVar"}, // predeclared
		{"len", "Var", "lenVar"},       // predeclared function
		{"pulumi", "Resource", "pulumiResource"},
		{"fmt", "Var", "fmtVar"},         // a standard package the builtins use
		{"s3", "Resource", "s3Resource"}, // an imported SDK package
		{"random", "Resource", "randomResource"},
		{"bucket", "Resource", "bucket"},
		{"bucket", "Resource", "bucketResource"}, // already declared
		{"bucket", "Resource", "bucket2"},
		{"ctx", "", "ctx2"},
	} {
		if got := s.DeclareWithSuffix(tt.hint, tt.suffix); got != tt.want {
			t.Errorf("declare(%q, %q) = %q, want %q", tt.hint, tt.suffix, got, tt.want)
		}
	}
	inner := s.Child()
	if got := inner.Declare("bucket"); got != "bucket3" {
		t.Errorf("a nested scope reused an enclosing name: got %q, want bucket3", got)
	}
}
