package schema

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// EnvSchemaPath is the environment variable that lists extra schema
// directories, separated by os.PathListSeparator.
const EnvSchemaPath = "PCLGEN_SCHEMA_PATH"

// Loader finds package schemas in a list of locations (directories of the
// machine, of an fs.FS, or files in memory) and caches the loaded packages.
// Schema files are named NAME-VERSION.json or NAME.json (or .yaml, .yml); a
// package may instead be mapped to one fixed file with Substitute. A Loader
// is safe for concurrent use, and so are the packages it returns: many
// programs may be bound at once through one Loader, each package being read
// once.
type Loader struct {
	locs []Location

	mu     sync.Mutex
	byPath map[string]*loadResult
	byKey  map[string]*loadResult
	// substitutes maps package names to the schema files that stand for
	// them (see Substitute).
	substitutes map[string]schemaFile
}

type loadResult struct {
	once sync.Once
	pkg  *Package
	err  error
}

// NewLoader returns a loader that searches the directories dirs of the
// machine in order.
func NewLoader(dirs ...string) *Loader {
	locs := make([]Location, 0, len(dirs))
	for _, d := range dirs {
		if d != "" {
			locs = append(locs, Dir(d))
		}
	}
	return NewLoaderFrom(locs...)
}

// NewLoaderFrom returns a loader that searches locs in order: directories
// of the machine (Dir), of an fs.FS such as an embed.FS (FS), and schema
// files in memory (Bytes), in any mix.
func NewLoaderFrom(locs ...Location) *Loader {
	return &Loader{
		locs:        append([]Location(nil), locs...),
		byPath:      map[string]*loadResult{},
		byKey:       map[string]*loadResult{},
		substitutes: map[string]schemaFile{},
	}
}

// LoaderFromEnv returns a loader that searches flagDirs (the --schemas
// flags) and then the directories listed in PCLGEN_SCHEMA_PATH.
func LoaderFromEnv(flagDirs []string) *Loader {
	l := NewLoader(flagDirs...)
	l.locs = append(l.locs, EnvLocations()...)
	return l
}

// Dirs returns the locations the loader searches, in order, as messages
// name them (for a loader of directories: the directories).
func (l *Loader) Dirs() []string {
	out := make([]string, len(l.locs))
	for i, loc := range l.locs {
		out[i] = loc.String()
	}
	return out
}

// Locations returns the locations the loader searches, in order.
func (l *Loader) Locations() []Location { return append([]Location(nil), l.locs...) }

// NotFoundError reports a package, or a version of it, that no schema file
// provides.
type NotFoundError struct {
	Name    string
	Version string
	// Dirs are the directories searched.
	Dirs []string
	// MissingDirs are the directories of Dirs that could not be read.
	MissingDirs []string
	// Available lists the versions found for Name, with their files.
	Available []string

	// inMemory is set when a location searched is not a directory of the
	// machine, which changes the advice.
	inMemory bool
}

// Error says what is missing, where pclgen looked and how to provide the schema.
func (e *NotFoundError) Error() string {
	var b strings.Builder
	if e.Version != "" && len(e.Available) > 0 {
		fmt.Fprintf(&b, "no schema for package %s version %s; available versions: %s",
			e.Name, e.Version, strings.Join(e.Available, ", "))
	} else if e.Version != "" {
		fmt.Fprintf(&b, "no schema for package %s version %s", e.Name, e.Version)
	} else {
		fmt.Fprintf(&b, "no schema for package %s", e.Name)
	}
	if len(e.Dirs) == 0 {
		b.WriteString("; pclgen looked in no directories (none were given)")
	} else {
		fmt.Fprintf(&b, "; pclgen looked in %s", strings.Join(e.Dirs, ", "))
		if len(e.MissingDirs) > 0 {
			fmt.Fprintf(&b, " (cannot read %s)", strings.Join(e.MissingDirs, ", "))
		}
	}
	file := e.Name + "-VERSION.json"
	if e.Version != "" {
		file = e.Name + "-" + strings.TrimPrefix(e.Version, "v") + ".json"
	}
	if e.inMemory {
		fmt.Fprintf(&b, "; provide the schema as a file named %s in one of those locations", file)
		return b.String()
	}
	fmt.Fprintf(&b, "; provide the schema as a file named %s in a directory given with --schemas DIR or listed in %s",
		file, EnvSchemaPath)
	return b.String()
}

// candidate is a schema file that may hold a package.
type candidate struct {
	file schemaFile
	dir  int // position of the location in the search list
	ext  int // 0 .json, 1 .yaml, 2 .yml
	// version is the version in the file name; nil when there is none or it
	// is not semver (then variant says whether there was a suffix).
	version *Version
	variant bool
}

var schemaExts = []string{".json", ".yaml", ".yml"}

// candidates lists the files in the search locations that may hold
// package name: NAME.ext, and NAME-SUFFIX.ext where SUFFIX starts with a
// digit or "v" and a digit.
func (l *Loader) candidates(name string) []candidate {
	var out []candidate
	for di, loc := range l.locs {
		ents, err := loc.readDir()
		if err != nil {
			continue
		}
		for _, ent := range ents {
			if ent.IsDir() {
				continue
			}
			fn := ent.Name()
			ext := -1
			for i, e := range schemaExts {
				if strings.HasSuffix(fn, e) {
					ext = i
					fn = strings.TrimSuffix(fn, e)
					break
				}
			}
			if ext < 0 {
				continue
			}
			c := candidate{file: loc.file(di, ent.Name()), dir: di, ext: ext}
			if fn != name {
				rest, ok := strings.CutPrefix(fn, name+"-")
				if !ok || !startsWithVersion(rest) {
					continue
				}
				if v, err := ParseVersion(rest); err == nil {
					c.version = &v
				} else {
					c.variant = true
				}
			}
			out = append(out, c)
		}
	}
	return out
}

func startsWithVersion(s string) bool {
	s = strings.TrimPrefix(s, "v")
	return s != "" && s[0] >= '0' && s[0] <= '9'
}

// LoadFile loads the schema file at path of the machine's file system. The
// version in the file name, if any, is the package version when the schema
// has no "version" field.
func (l *Loader) LoadFile(path string) (*Package, error) {
	fileVersion := ""
	base := filepath.Base(path)
	for _, e := range schemaExts {
		base = strings.TrimSuffix(base, e)
	}
	// The file-name version follows the last '-' that starts a valid version.
	for i := 0; i < len(base); i++ {
		if base[i] == '-' && startsWithVersion(base[i+1:]) {
			if v, err := ParseVersion(base[i+1:]); err == nil {
				fileVersion = v.String()
				break
			}
		}
	}
	return l.loadPath(schemaFile{path: path, key: path}, fileVersion)
}

func (l *Loader) loadPath(f schemaFile, fileVersion string) (*Package, error) {
	return l.loadPathAs(f.key, f, fileVersion)
}

// loadPathAs loads the file f once per key.
func (l *Loader) loadPathAs(key string, f schemaFile, fileVersion string) (*Package, error) {
	l.mu.Lock()
	r, ok := l.byPath[key]
	if !ok {
		r = &loadResult{}
		l.byPath[key] = r
	}
	l.mu.Unlock()
	r.once.Do(func() { r.pkg, r.err = l.readPackage(f, fileVersion) })
	return r.pkg, r.err
}

func (l *Loader) readPackage(f schemaFile, fileVersion string) (*Package, error) {
	data, keep, err := f.read()
	if err != nil {
		return nil, err
	}
	if strings.HasSuffix(f.path, ".yaml") || strings.HasSuffix(f.path, ".yml") {
		json, err := yamlToJSON(f.path, data)
		keep(nil) // the JSON text is a copy
		if err != nil {
			return nil, err
		}
		return newPackage(f.path, json, true, fileVersion, l)
	}
	p, err := newPackage(f.path, data, false, fileVersion, l)
	keep(p) // on error p is nil and the bytes are released at once
	return p, err
}

// option is a candidate with the version it offers: the version in its file
// name, else the version its schema declares (which needs loading it; pkg is
// then set). v is nil when unknown or not semver.
type option struct {
	c   candidate
	v   *Version
	raw string // the version as text, "" when none
	pkg *Package
}

// get loads the option's package; ok is false when the file holds another
// package.
func (l *Loader) get(o *option, name string) (*Package, bool, error) {
	if o.pkg == nil {
		fv := ""
		if o.c.version != nil {
			fv = o.c.version.String()
		}
		p, err := l.loadPath(o.c.file, fv)
		if err != nil {
			return nil, false, err
		}
		o.pkg = p
	}
	return o.pkg, o.pkg.Name == name, nil
}

// options lists the versions available for name, by descending version;
// unversioned files come last, ties go to the earlier directory and then to
// JSON over YAML. Files whose name has a non-version suffix are used only
// when there is no other candidate. Only files without a version in their
// name are loaded.
func (l *Loader) options(name string) ([]option, error) {
	var regular, variants []candidate
	for _, c := range l.candidates(name) {
		if c.variant {
			variants = append(variants, c)
		} else {
			regular = append(regular, c)
		}
	}
	var out []option
	for _, set := range [][]candidate{regular, variants} {
		for _, c := range set {
			o := option{c: c, v: c.version}
			if c.version != nil {
				o.raw = c.version.String()
			} else {
				p, ok, err := l.get(&o, name)
				if err != nil {
					return nil, err
				}
				if !ok {
					continue
				}
				o.raw = p.Version
				if v, err := ParseVersion(p.Version); err == nil {
					o.v = &v
				}
			}
			out = append(out, o)
		}
		if len(out) > 0 {
			break
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.v != nil && b.v != nil:
			if c := a.v.Compare(*b.v); c != 0 {
				return c > 0
			}
		case a.v != nil:
			return true
		case b.v != nil:
			return false
		}
		return lessCandidate(a.c, b.c)
	})
	return out, nil
}

// Substitute makes the schema file at path stand for package name at every
// version: from then on, Load and LoadNearest answer every request for name
// with the package in that file, and the search path is not consulted for
// it, even when it has the exact version asked for. A substitute is an
// explicit choice (a stand-in for a schema that is not at hand, or a variant
// that one program must see instead of the shared one), so it is not second
// to whatever files happen to lie in the search directories.
//
// The package reports the version asked for when its schema declares none,
// as a file named NAME-VERSION.json would, so each requested version is its
// own package; a schema that declares a version keeps it. The file must hold
// package name; otherwise loading it fails. Substitute name before loading it:
// requests already answered are not answered again.
func (l *Loader) Substitute(name, path string) {
	l.substituteFile(name, schemaFile{path: path, key: path})
}

// SubstituteFS is Substitute with the file at path in fsys.
func (l *Loader) SubstituteFS(name string, fsys fs.FS, path string) {
	l.substituteFile(name, schemaFile{fsys: fsys, path: path, key: "\x00substitute\x00" + name + "\x00" + path})
}

func (l *Loader) substituteFile(name string, f schemaFile) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.substitutes[name] = f
}

// substitute returns the file that stands for package name, if any.
func (l *Loader) substitute(name string) (schemaFile, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	f, ok := l.substitutes[name]
	return f, ok
}

// loadSubstitute loads the substitute file for package name at version.
func (l *Loader) loadSubstitute(name string, f schemaFile, version string) (*Package, error) {
	fileVersion := strings.TrimPrefix(version, "v")
	if v, err := ParseVersion(version); err == nil {
		fileVersion = v.String()
	}
	p, err := l.loadPathAs(f.key+"\x00"+fileVersion, f, fileVersion)
	if err != nil {
		return nil, fmt.Errorf("the substitute schema for package %s: %w", name, err)
	}
	if p.Name != name {
		return nil, fmt.Errorf("the substitute schema %s for package %s holds package %s", f.path, name, p.Name)
	}
	return p, nil
}

// Load returns package name at the given version: the exact version when
// version is not empty (a "v" prefix is accepted), else the highest version
// found. A file offers the version in its name, or the version its schema
// declares when the name has none. A missing package or version gives a
// *NotFoundError. A package with a substitute is always its substitute.
func (l *Loader) Load(name, version string) (*Package, error) {
	return l.cached("="+name+"@"+version, func() (*Package, error) {
		if f, ok := l.substitute(name); ok {
			return l.loadSubstitute(name, f, version)
		}
		return l.load(name, version)
	})
}

// LoadNearest is Load with a fallback for references between packages: when
// the exact version is missing it returns the highest available version with
// the same major version, else a schema that has no version at all.
func (l *Loader) LoadNearest(name, version string) (*Package, error) {
	return l.cached("~"+name+"@"+version, func() (*Package, error) {
		p, err := l.Load(name, version)
		var nf *NotFoundError
		if err == nil || version == "" || !errors.As(err, &nf) {
			return p, err
		}
		want, perr := ParseVersion(version)
		opts, oerr := l.options(name)
		if oerr != nil {
			return nil, oerr
		}
		for pass := 0; pass < 2; pass++ {
			for i := range opts {
				o := &opts[i]
				if pass == 0 && !(perr == nil && o.v != nil && o.v.Major == want.Major) || pass == 1 && o.raw != "" {
					continue
				}
				p, ok, gerr := l.get(o, name)
				if gerr != nil {
					return nil, gerr
				}
				if ok {
					return p, nil
				}
			}
		}
		return nil, err
	})
}

func (l *Loader) cached(key string, load func() (*Package, error)) (*Package, error) {
	l.mu.Lock()
	r, ok := l.byKey[key]
	if !ok {
		r = &loadResult{}
		l.byKey[key] = r
	}
	l.mu.Unlock()
	r.once.Do(func() { r.pkg, r.err = load() })
	return r.pkg, r.err
}

func (l *Loader) load(name, version string) (*Package, error) {
	opts, err := l.options(name)
	if err != nil {
		return nil, err
	}
	want, perr := ParseVersion(version)
	matches := func(o *option) bool {
		if version == "" {
			return true
		}
		if perr != nil || o.v == nil {
			return o.raw != "" && strings.TrimPrefix(version, "v") == o.raw
		}
		return o.v.Compare(want) == 0 && (want.Build == "" || o.v.Build == want.Build)
	}
	for i := range opts {
		o := &opts[i]
		if !matches(o) {
			continue
		}
		p, ok, err := l.get(o, name)
		if err != nil {
			return nil, err
		}
		if ok {
			return p, nil
		}
	}
	nf := &NotFoundError{Name: name, Version: version, Dirs: l.Dirs()}
	for _, loc := range l.locs {
		if _, err := loc.readDir(); err != nil {
			nf.MissingDirs = append(nf.MissingDirs, loc.String())
		}
		nf.inMemory = nf.inMemory || !loc.onDisk()
	}
	for _, o := range opts {
		v := o.raw
		if v == "" {
			v = "unversioned"
		}
		nf.Available = append(nf.Available, v+" ("+o.c.file.path+")")
	}
	return nil, nf
}

func lessCandidate(a, b candidate) bool {
	if a.dir != b.dir {
		return a.dir < b.dir
	}
	if a.ext != b.ext {
		return a.ext < b.ext
	}
	return a.file.path < b.file.path
}
