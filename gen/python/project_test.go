package python

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
)

// bindSource binds one main.pp holding src with the schemas of dirs.
func bindSource(t *testing.T, src string, dirs ...string) *binder.Program {
	t.Helper()
	return gentest.BindSource(t, src, binder.Options{Loader: schema.NewLoader(dirs...)})
}

// acmeSchema is a package whose Python metadata renames its distribution
// and a module, with a property named by an override, ones whose names are
// not mapped (language.python.mapCase false: they are still snake_case as
// keyword arguments and attributes, but not as keys of a dict), one that is
// a Python keyword, and a resource whose type name is in snake_case.
const acmeSchema = `{
  "name": "acme",
  "version": "1.2.3",
  "meta": {"moduleFormat": "(.*)(?:/[^/]*)"},
  "language": {
    "python": {"packageName": "acme_sdk", "moduleNameOverrides": {"storage": "blob_storage"}}
  },
  "resources": {
    "acme:storage/bucket:Bucket": {
      "properties": {
        "bucketArn": {"type": "string"},
        "limits": {"$ref": "#/types/acme:storage/Limits:Limits"}
      },
      "type": "object",
      "inputProperties": {
        "displayName": {"type": "string", "language": {"python": {"name": "title"}}},
        "sizeGb": {"type": "integer", "language": {"python": {"mapCase": false}}},
        "lambda": {"type": "string"},
        "limits": {"$ref": "#/types/acme:storage/Limits:Limits"}
      }
    },
    "acme:storage/blob:some_blob": {
      "properties": {"size": {"type": "integer"}},
      "type": "object",
      "inputProperties": {}
    }
  },
  "types": {
    "acme:storage/Limits:Limits": {
      "type": "object",
      "properties": {
        "maxObjects": {"type": "integer", "language": {"python": {"mapCase": false}}},
        "minObjects": {"type": "integer"}
      }
    }
  }
}`

func TestSchemaPythonMetadata(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "acme-1.2.3.json"), []byte(acmeSchema), 0o644); err != nil {
		t.Fatal(err)
	}
	prog := bindSource(t, `resource b "acme:storage/bucket:Bucket" {
  displayName = "photos"
  sizeGb = 10
  lambda = "fn"
  limits = {
    maxObjects = 5
    minObjects = 1
  }
}
output arn {
  value = b.bucketArn
}
output maxObjects {
  value = b.limits.maxObjects
}
resource blob "acme:storage/blob:some_blob" {}
output size {
  value = blob.size
}
`, dir)
	files, diags := New().GenerateProject(prog, gen.ProjectOptions{Name: "photos"})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	got := map[string]string{}
	for _, f := range files {
		got[f.Path] = string(f.Contents)
	}
	for file, wants := range map[string][]string{
		"__main__.py": {
			"import acme_sdk as acme\n",
			`    title="photos",` + "\n" + `    size_gb=10,` + "\n" + `    lambda_="fn",` + "\n" +
				`    limits={"maxObjects": 5, "min_objects": 1},`,
			`pulumi.export("arn", b.bucket_arn)`,
			`pulumi.export("maxObjects", b.limits.max_objects)`,
			// The SDK upper-cases the first letter of a class name.
			`blob = acme.blob_storage.Some_blob("blob")`,
		},
		"requirements.txt": {"pulumi>=3.0.0,<4.0.0\nacme-sdk==1.2.3\n"},
		"Pulumi.yaml":      {"name: \"photos\"\n", "  name: python\n"},
		".gitignore":       {"/venv/\n"},
	} {
		for _, want := range wants {
			if !strings.Contains(got[file], want) {
				t.Errorf("%s lacks %q:\n%s", file, want, got[file])
			}
		}
	}
}

// TestProjectUnversionedPackage: a package whose schema has no version (in
// the schema or its file name) is pinned at 0.0.0, with a warning at its
// first use that says so.
func TestProjectUnversionedPackage(t *testing.T) {
	dir := t.TempDir()
	noVersion := strings.Replace(acmeSchema, `"version": "1.2.3",`, "", 1)
	if err := os.WriteFile(filepath.Join(dir, "acme.json"), []byte(noVersion), 0o644); err != nil {
		t.Fatal(err)
	}
	prog := bindSource(t, "output a {\n  value = 1\n}\nresource b \"acme:storage/bucket:Bucket\" {}\n", dir)
	files, diags := New().GenerateProject(prog, gen.ProjectOptions{Name: "x"})
	if diags.HasErrors() || len(diags) != 1 {
		t.Fatalf("want one warning, got %v", diags)
	}
	d := diags[0]
	if d.Severity != hcl.DiagWarning || d.Summary != `No version for package "acme"` || !strings.Contains(d.Detail, "requirements.txt pins package acme at version 0.0.0") {
		t.Errorf("got %q: %q", d.Summary, d.Detail)
	}
	if d.Subject == nil || d.Subject.Start.Line != 4 {
		t.Errorf("want the warning at the resource's token (line 4), got %v", d.Subject)
	}
	var requirements string
	for _, f := range files {
		if f.Path == "requirements.txt" {
			requirements = string(f.Contents)
		}
	}
	if !strings.Contains(requirements, "\nacme-sdk==0.0.0\n") {
		t.Errorf("requirements.txt does not pin acme-sdk at 0.0.0:\n%s", requirements)
	}
}

func TestProjectErrors(t *testing.T) {
	dir := t.TempDir()
	noVersion := strings.Replace(acmeSchema, `"version": "1.2.3",`, "", 1)
	if err := os.WriteFile(filepath.Join(dir, "acme.json"), []byte(noVersion), 0o644); err != nil {
		t.Fatal(err)
	}
	prog := bindSource(t, "resource b \"acme:storage/bucket:Bucket\" {}\n", dir)
	tests := []struct {
		name string
		opts gen.ProjectOptions
		want string
	}{
		{"bad project name", gen.ProjectOptions{Name: "a b"}, "Invalid project name"},
		{"bad sdk version", gen.ProjectOptions{Name: "x", SDKVersion: "latest"}, "Invalid Pulumi SDK version"},
		{"sdk version 2", gen.ProjectOptions{Name: "x", SDKVersion: "2.0.0"}, "is not a 3.x version"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files, diags := New().GenerateProject(prog, tt.opts)
			if !diags.HasErrors() || files != nil {
				t.Fatalf("want an error and no files, got %d files, %v", len(files), diags)
			}
			if !strings.Contains(diags.Error(), tt.want) {
				t.Errorf("diagnostics lack %q: %v", tt.want, diags)
			}
		})
	}
}
