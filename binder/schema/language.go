package schema

import (
	"encoding/json"
	"fmt"
	"sync"
)

// Language holds the raw per-language metadata of a schema element (the
// "language" object), keyed by language name ("go", "nodejs", "python",
// "csharp", ...). Each value is the JSON text of that language's object.
type Language map[string]json.RawMessage

// field decodes language[lang][key] into out. It reports whether the key was
// present.
func (l Language) field(lang, key string, out any) (bool, error) {
	raw, ok := l[lang]
	if !ok {
		return false, nil
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		return false, fmt.Errorf("language.%s: %w", lang, err)
	}
	v, ok := m[key]
	if !ok || string(v) == "null" {
		return false, nil
	}
	if err := json.Unmarshal(v, out); err != nil {
		return false, fmt.Errorf("language.%s.%s: %w", lang, key, err)
	}
	return true, nil
}

// Decode decodes the metadata of one language into out; it does nothing when
// the language has none.
func (l Language) Decode(lang string, out any) error {
	raw, ok := l[lang]
	if !ok {
		return nil
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fmt.Errorf("language.%s: %w", lang, err)
	}
	return nil
}

// GoPackageInfo is the part of a package's "language.go" metadata that code
// generators use.
type GoPackageInfo struct {
	ImportBasePath                 string            `json:"importBasePath"`
	ImportPathPattern              string            `json:"importPathPattern"`
	RootPackageName                string            `json:"rootPackageName"`
	ModuleToPackage                map[string]string `json:"moduleToPackage"`
	PackageImportAliases           map[string]string `json:"packageImportAliases"`
	GenerateResourceContainerTypes bool              `json:"generateResourceContainerTypes"`
	GenerateExtraInputTypes        bool              `json:"generateExtraInputTypes"`
	RespectSchemaVersion           bool              `json:"respectSchemaVersion"`
	InternalModuleName             string            `json:"internalModuleName"`
	DisableInputTypeRegistrations  bool              `json:"disableInputTypeRegistrations"`
}

// NodeJSPackageInfo is the part of a package's "language.nodejs" metadata that
// code generators use.
type NodeJSPackageInfo struct {
	PackageName          string            `json:"packageName"`
	Dependencies         map[string]string `json:"dependencies"`
	DevDependencies      map[string]string `json:"devDependencies"`
	ModuleToPackage      map[string]string `json:"moduleToPackage"`
	RespectSchemaVersion bool              `json:"respectSchemaVersion"`
}

// PythonPackageInfo is the part of a package's "language.python" metadata that
// code generators use.
type PythonPackageInfo struct {
	PackageName          string            `json:"packageName"`
	ModuleNameOverrides  map[string]string `json:"moduleNameOverrides"`
	Requires             map[string]string `json:"requires"`
	InputTypes           string            `json:"inputTypes"`
	RespectSchemaVersion bool              `json:"respectSchemaVersion"`
	Pyproject            struct {
		Enabled bool `json:"enabled"`
	} `json:"pyproject"`
}

// Go decodes the package's "language.go" metadata; the zero value when absent.
// The result is shared: its maps are not to be changed.
func (p *Package) Go() (GoPackageInfo, error) {
	return p.goInfo.get(func() (info GoPackageInfo, err error) {
		return info, p.wrapMeta(p.Language.Decode("go", &info))
	})
}

// NodeJS decodes the package's "language.nodejs" metadata; the zero value when
// absent.
func (p *Package) NodeJS() (NodeJSPackageInfo, error) {
	return p.nodeJSInfo.get(func() (info NodeJSPackageInfo, err error) {
		return info, p.wrapMeta(p.Language.Decode("nodejs", &info))
	})
}

// Python decodes the package's "language.python" metadata; the zero value when
// absent.
func (p *Package) Python() (PythonPackageInfo, error) {
	return p.pythonInfo.get(func() (info PythonPackageInfo, err error) {
		return info, p.wrapMeta(p.Language.Decode("python", &info))
	})
}

// languageInfo is a package's metadata for one language, decoded on first use
// (generators ask for it once a resource) and shared after: its maps are
// not to be changed.
type languageInfo[T any] struct {
	once sync.Once
	info T
	err  error
}

// get returns the metadata, decoding it with decode the first time.
func (d *languageInfo[T]) get(decode func() (T, error)) (T, error) {
	d.once.Do(func() { d.info, d.err = decode() })
	return d.info, d.err
}

func (p *Package) wrapMeta(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: package %s: %w", p.File, p.Name, err)
}

// PythonMapCase reports the property's "language.python.mapCase" setting,
// which defaults to true.
func (p *Property) PythonMapCase() bool {
	var b bool
	if ok, err := p.Language.field("python", "mapCase", &b); ok && err == nil {
		return b
	}
	return true
}

// NameOverride returns the property's name override for a language
// ("language.<lang>.name"), or "" when there is none.
func (p *Property) NameOverride(lang string) string {
	var s string
	if ok, err := p.Language.field(lang, "name", &s); ok && err == nil {
		return s
	}
	return ""
}
