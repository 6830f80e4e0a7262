// Package templates holds the project-file templates of the code generators,
// embedded in the binary. Input: a template's path and the data it is
// executed with; output: the file's contents.
//
// Each language has a directory of text/template files named after the file
// they produce, with a .tmpl suffix (a leading dot dropped, so that the files
// are not hidden):
//
//	go/go.mod.tmpl, go/Pulumi.yaml.tmpl, go/gitignore.tmpl
//	typescript/...  python/...
//
// Templates may call yamlString, which quotes a string for YAML.
package templates

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"sync"
	"text/template"
)

//go:embed go
//go:embed python
//go:embed typescript
var files embed.FS

// parsed maps each template's path to the parsed template.
var parsed = sync.OnceValues(func() (map[string]*template.Template, error) {
	out := map[string]*template.Template{}
	err := fs.WalkDir(files, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".tmpl") {
			return err
		}
		src, err := files.ReadFile(path)
		if err != nil {
			return err
		}
		t, err := template.New(path).Option("missingkey=error").Funcs(funcs).Parse(string(src))
		if err != nil {
			return err
		}
		out[path] = t
		return nil
	})
	return out, err
})

var funcs = template.FuncMap{"yamlString": yamlString}

// yamlString returns s as a double-quoted YAML scalar. JSON's string syntax
// is a subset of YAML's double-quoted style, so JSON encoding quotes every
// character YAML needs quoted.
func yamlString(s string) (string, error) {
	b, err := json.Marshal(s)
	return string(b), err
}

// Render executes the template at path (for example "go/go.mod.tmpl") with
// data and returns the result.
func Render(path string, data any) ([]byte, error) {
	all, err := parsed()
	if err != nil {
		return nil, fmt.Errorf("parsing templates: %w", err)
	}
	t, ok := all[path]
	if !ok {
		return nil, fmt.Errorf("no template %q", path)
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Paths returns the paths of every template, sorted; nil when the embedded
// templates do not parse (Render reports why).
func Paths() []string {
	all, err := parsed()
	if err != nil {
		return nil
	}
	return slices.Sorted(maps.Keys(all))
}
