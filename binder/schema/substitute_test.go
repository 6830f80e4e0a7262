package schema

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeSchemas writes files (base name -> content) into a new directory.
func writeSchemas(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestSubstitute(t *testing.T) {
	path := writeSchemas(t, map[string]string{
		"stand-1.0.0.json": `{"name": "stand", "version": "1.0.0", "displayName": "path"}`,
		"stand-2.0.0.json": `{"name": "stand", "version": "2.0.0", "displayName": "path"}`,
		"plain-1.0.0.json": `{"name": "plain", "version": "1.0.0", "displayName": "path"}`,
	})
	elsewhere := writeSchemas(t, map[string]string{
		"stand-anything.json":    `{"name": "stand", "displayName": "substitute"}`,
		"variant-1.0.0.x.json":   `{"name": "variant", "version": "1.0.0", "displayName": "variant"}`,
		"absent-substitute.json": `{"name": "absent", "displayName": "substitute"}`,
	})
	l := NewLoader(path)
	l.Substitute("stand", filepath.Join(elsewhere, "stand-anything.json"))
	l.Substitute("variant", filepath.Join(elsewhere, "variant-1.0.0.x.json"))
	l.Substitute("absent", filepath.Join(elsewhere, "absent-substitute.json"))
	l.Substitute("misnamed", filepath.Join(elsewhere, "stand-anything.json"))
	l.Substitute("missing", filepath.Join(elsewhere, "missing.json"))

	tests := []struct {
		name, version string
		nearest       bool
		want          string // displayName@version, or "error: " and the start of the message
	}{
		// The substitute wins over the exact version on the path.
		{"stand", "1.0.0", false, "substitute@1.0.0"},
		{"stand", "2.0.0", false, "substitute@2.0.0"},
		// Any version, spelt either way; with none, the schema's own (none).
		{"stand", "3.1.4", false, "substitute@3.1.4"},
		{"stand", "v3.1.4", false, "substitute@3.1.4"},
		{"stand", "", false, "substitute@"},
		{"stand", "9.0.0", true, "substitute@9.0.0"},
		// A schema that declares its version keeps it.
		{"variant", "2.0.0", false, "variant@1.0.0"},
		{"variant", "", false, "variant@1.0.0"},
		// A package the path lacks.
		{"absent", "0.1.0", true, "substitute@0.1.0"},
		// Other packages come from the path.
		{"plain", "1.0.0", false, "path@1.0.0"},
		{"plain", "1.2.0", true, "path@1.0.0"},
		{"misnamed", "", false, "error: the substitute schema " + filepath.Join(elsewhere, "stand-anything.json") + " for package misnamed holds package stand"},
		{"missing", "1.0.0", true, "error: the substitute schema for package missing: open " + filepath.Join(elsewhere, "missing.json")},
	}
	for _, tt := range tests {
		load := l.Load
		if tt.nearest {
			load = l.LoadNearest
		}
		p, err := load(tt.name, tt.version)
		got := ""
		if err != nil {
			got = "error: " + err.Error()
			var nf *NotFoundError
			if errors.As(err, &nf) {
				t.Errorf("%s@%s: a substitute that cannot be loaded gave a *NotFoundError: %v", tt.name, tt.version, err)
			}
		} else {
			got = p.DisplayName + "@" + p.Version
		}
		if strings.HasPrefix(tt.want, "error: ") && !strings.HasPrefix(got, tt.want) || !strings.HasPrefix(tt.want, "error: ") && got != tt.want {
			t.Errorf("%s@%s (nearest %v) = %s, want %s", tt.name, tt.version, tt.nearest, got, tt.want)
		}
	}

	// A version is loaded once, and versions are distinct packages.
	a, _ := l.Load("stand", "3.1.4")
	b, _ := l.LoadNearest("stand", "v3.1.4")
	c, _ := l.Load("stand", "1.0.0")
	if a == nil || a != b {
		t.Errorf("stand@3.1.4 loaded twice: %p, %p", a, b)
	}
	if a == c {
		t.Error("stand@3.1.4 and stand@1.0.0 are the same package")
	}

	// Without substitutes the path answers.
	p, err := NewLoader(path).Load("stand", "1.0.0")
	if err != nil || p.DisplayName != "path" {
		t.Errorf("stand@1.0.0 without a substitute: %v, %v", p, err)
	}
}
