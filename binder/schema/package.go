package schema

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
)

// Package is a loaded package schema. Its top-level fields are decoded when
// the package is loaded; resources, functions and types are decoded on first
// lookup and then cached. A Package is safe for concurrent use.
type Package struct {
	// Name is the package name.
	Name string
	// Version is the package version without a "v" prefix: the schema's
	// "version" field, else the version in the file name, else "".
	Version string
	// DisplayName, Publisher, Repository, PluginDownloadURL and Namespace are
	// the schema fields of the same names.
	DisplayName       string
	Publisher         string
	Repository        string
	PluginDownloadURL string
	Namespace         string
	// ModuleFormat is "meta.moduleFormat", or "" when the schema has none
	// (which means "(.*)").
	ModuleFormat string
	// Language is the raw per-language metadata; see Go, NodeJS and Python for
	// typed views.
	Language Language
	// Parameterization is set for a parameterized package.
	Parameterization *Parameterization
	// ExtensionParameterization is set for an extension package.
	ExtensionParameterization *Parameterization
	// Dependencies lists the packages this schema declares it depends on.
	Dependencies []Dependency
	// AllowedPackageNames lists extra names the package may be referred to by.
	AllowedPackageNames []string
	// File is the schema file the package was loaded from.
	File string

	loader *Loader
	data   []byte

	goInfo     languageInfo[GoPackageInfo]
	nodeJSInfo languageInfo[NodeJSPackageInfo]
	pythonInfo languageInfo[PythonPackageInfo]

	yaml      bool
	modFormat *moduleFormat

	resources section
	functions section
	types     section
	provider  entry
	hasProv   bool

	tokenMu    sync.Mutex
	tokenTypes map[string]*TokenType

	elemUses elementUses

	configSpan span
	configOnce sync.Once
	config     []*Property
	configErr  error
}

// providerToken returns "pulumi:providers:NAME".
func (p *Package) providerToken() string { return "pulumi:providers:" + p.Name }

// Resource looks up and decodes a resource by token. The token may be the
// schema token, its canonical form, or "pulumi:providers:NAME" for the
// provider. An unknown token gives a *LookupError matching ErrNotFound.
func (p *Package) Resource(tok string) (*Resource, error) {
	if tok == p.providerToken() {
		return p.Provider()
	}
	i, err := p.resources.find(p, tok)
	if err != nil {
		return nil, err
	}
	return p.resourceAt(i)
}

// Provider decodes the package's provider resource. A schema without a
// "provider" gets an empty provider resource.
func (p *Package) Provider() (*Resource, error) {
	e := &p.provider
	e.once.Do(func() {
		if !p.hasProv {
			r := &Resource{Package: p, Token: p.providerToken(), IsProvider: true}
			e.value = r
			return
		}
		e.value, e.err = p.decodeResource(e, true)
	})
	if e.err != nil {
		return nil, e.err
	}
	return e.value.(*Resource), nil
}

// Function looks up and decodes a function by token (schema or canonical
// form). An unknown token gives a *LookupError matching ErrNotFound.
func (p *Package) Function(tok string) (*Function, error) {
	i, err := p.functions.find(p, tok)
	if err != nil {
		return nil, err
	}
	e := &p.functions.entries[i]
	e.once.Do(func() { e.value, e.err = p.decodeFunction(e) })
	if e.err != nil {
		return nil, e.err
	}
	return e.value.(*Function), nil
}

// Type looks up a declared type by token (schema or canonical form): an
// *ObjectType or an *EnumType. An unknown token gives a *LookupError matching
// ErrNotFound.
func (p *Package) Type(tok string) (Type, error) {
	i, err := p.types.find(p, tok)
	if err != nil {
		return nil, err
	}
	return p.typeAt(i)
}

// Config decodes the package's configuration variables ("config.variables"),
// sorted by name. Required is set for the names listed in "config.defaults",
// which Pulumi treats as the list of required variables.
func (p *Package) Config() ([]*Property, error) {
	p.configOnce.Do(func() { p.config, p.configErr = p.decodeConfig() })
	return p.config, p.configErr
}

// ResourceTokens returns the schema tokens of all resources, sorted.
func (p *Package) ResourceTokens() []string { return p.resources.tokens() }

// FunctionTokens returns the schema tokens of all functions, sorted.
func (p *Package) FunctionTokens() []string { return p.functions.tokens() }

// TypeTokens returns the schema tokens of all declared types, sorted.
func (p *Package) TypeTokens() []string { return p.types.tokens() }

func (p *Package) resourceAt(i int) (*Resource, error) {
	e := &p.resources.entries[i]
	e.once.Do(func() { e.value, e.err = p.decodeResource(e, false) })
	if e.err != nil {
		return nil, e.err
	}
	return e.value.(*Resource), nil
}

func (p *Package) typeAt(i int) (Type, error) {
	e := &p.types.entries[i]
	e.once.Do(func() { e.value, e.err = p.typeShell(e) })
	if e.err != nil {
		return nil, e.err
	}
	return e.value.(Type), nil
}

// resourceTypeAt returns the canonical ResourceType of a resource entry.
func (p *Package) resourceTypeAt(e *entry, tok string) *ResourceType {
	e.rtOnce.Do(func() { e.rt = &ResourceType{Package: p, Token: tok} })
	return e.rt
}

// newPackage builds a package from schema text: it indexes the text and
// decodes the small top-level fields. fileVersion is the version taken from
// the file name.
func newPackage(file string, data []byte, isYAML bool, fileVersion string, l *Loader) (*Package, error) {
	p := &Package{File: file, data: data, yaml: isYAML, loader: l}
	idx, err := indexJSON(data)
	if err != nil {
		return nil, p.syntaxError(err, 0)
	}
	var (
		name, version string
		meta          struct {
			ModuleFormat string `json:"moduleFormat"`
		}
	)
	fields := []struct {
		name string
		out  any
	}{
		{"name", &name},
		{"version", &version},
		{"displayName", &p.DisplayName},
		{"publisher", &p.Publisher},
		{"repository", &p.Repository},
		{"pluginDownloadURL", &p.PluginDownloadURL},
		{"namespace", &p.Namespace},
		{"meta", &meta},
		{"language", &p.Language},
		{"parameterization", &p.Parameterization},
		{"extensionParameterization", &p.ExtensionParameterization},
		{"dependencies", &p.Dependencies},
		{"allowedPackageNames", &p.AllowedPackageNames},
	}
	for _, f := range fields {
		sp, ok := idx.fields[f.name]
		if !ok {
			continue
		}
		if err := json.Unmarshal(data[sp.start:sp.end], f.out); err != nil {
			return nil, p.wrapDecode(fmt.Sprintf("field %q", f.name), sp.start, err)
		}
	}
	if name == "" {
		return nil, &SchemaError{File: file, Msg: `missing package "name"`}
	}
	p.Name = name
	p.ModuleFormat = meta.ModuleFormat
	p.modFormat, err = newModuleFormat(p.ModuleFormat)
	if err != nil {
		return nil, &SchemaError{File: file, Msg: fmt.Sprintf("bad meta.moduleFormat %q: %v", p.ModuleFormat, err)}
	}
	p.Version = strings.TrimPrefix(version, "v")
	if p.Version == "" {
		p.Version = fileVersion
	}

	p.resources.init("resource", idx.resources)
	p.functions.init("function", idx.functions)
	p.types.init("type", idx.types)
	p.provider.token = p.providerToken()
	if sp, ok := idx.fields["provider"]; ok && string(data[sp.start:sp.end]) != "null" {
		p.hasProv = true
		p.provider.val = sp
	}
	p.configSpan = idx.fields["config"]
	return p, nil
}
