package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pclgen/pclgen/gen"
)

// ManifestFile is the file, in a project's directory, that lists the files
// pclgen generated there. A regeneration rewrites the files it lists,
// removes those the new generation no longer produces, and refuses to
// replace any other file (without --force).
const ManifestFile = ".pclgen-manifest"

// MergeFunc returns the contents a regeneration leaves in a generated file
// that its user's tools may legitimately change (go.mod, which `go mod tidy`
// completes): existing is the file as it is, generated what pclgen
// generates now. Returning existing (the same bytes) means it is up to date.
type MergeFunc func(existing, generated []byte) ([]byte, error)

// ProjectWrite describes what writing a project into a directory does.
type ProjectWrite struct {
	// Write holds the files to write, with their final contents: new and
	// changed files and the manifest.
	Write []gen.File
	// Remove lists the files of a previous generation (listed in the
	// manifest) that the new one no longer produces.
	Remove []string
	// Refused lists existing files pclgen did not write (not in the
	// manifest) whose contents differ from the generated ones: they are
	// replaced only with force.
	Refused []string
	// owned is the previous manifest's list; dir, command and files are
	// PlanProject's arguments.
	owned   []string
	dir     string
	command string
	files   []gen.File
}

// Changes returns every path the write would change (written, refused or
// removed), sorted.
func (p *ProjectWrite) Changes() []string {
	var out []string
	for _, f := range p.Write {
		out = append(out, f.Path)
	}
	out = append(out, p.Refused...)
	out = append(out, p.Remove...)
	slices.Sort(out)
	return out
}

// manifestContents returns the manifest listing paths, for command.
func manifestContents(command string, paths []string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# The files %s generated in this directory; keep this list with them.\n", command)
	b.WriteString("# A regeneration rewrites them, removes those it no longer produces, and\n")
	b.WriteString("# does not replace any other file unless given --force.\n")
	sorted := slices.Clone(paths)
	slices.Sort(sorted)
	for _, p := range slices.Compact(sorted) {
		b.WriteString(p + "\n")
	}
	return b.Bytes()
}

// readManifest returns the paths the manifest in dir lists (nil when there
// is none). Lines that are not clean relative paths are ignored, so that a
// damaged manifest can never make pclgen touch a file outside dir.
func readManifest(dir string) ([]string, error) {
	data, err := os.ReadFile(filepath.Join(dir, ManifestFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if line == "" || strings.HasPrefix(line, "#") || !fs.ValidPath(line) || line == "." || line == ManifestFile {
			continue
		}
		out = append(out, line)
	}
	return out, nil
}

// PlanProject compares the generated files with dir and returns what
// writing them there would do. merge gives, by path, the files that are
// merged with their existing contents (see MergeFunc) rather than replaced.
// command names the generator in the manifest.
func PlanProject(dir, command string, files []gen.File, merge map[string]MergeFunc) (*ProjectWrite, error) {
	if err := checkPaths(files); err != nil {
		return nil, err
	}
	owned, err := readManifest(dir)
	if err != nil {
		return nil, err
	}
	isOwned := map[string]bool{}
	for _, p := range owned {
		isOwned[p] = true
	}
	plan := &ProjectWrite{owned: owned, dir: dir, command: command, files: files}
	paths := make([]string, 0, len(files))
	generated := map[string]bool{}
	for _, f := range files {
		paths = append(paths, f.Path)
		generated[f.Path] = true
	}
	all := append(slices.Clone(files), gen.File{Path: ManifestFile, Contents: manifestContents(command, paths)})
	for _, f := range all {
		name := filepath.Join(dir, filepath.FromSlash(f.Path))
		old, err := os.ReadFile(name)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			plan.Write = append(plan.Write, f)
			continue
		case err != nil:
			return nil, err
		}
		want := f.Contents
		if m := merge[f.Path]; m != nil && isOwned[f.Path] {
			if want, err = m(old, f.Contents); err != nil {
				return nil, fmt.Errorf("%s: %v", name, err)
			}
		}
		switch {
		case bytes.Equal(old, want):
		case isOwned[f.Path] || f.Path == ManifestFile:
			plan.Write = append(plan.Write, gen.File{Path: f.Path, Contents: want})
		default:
			plan.Refused = append(plan.Refused, f.Path)
		}
	}
	for _, p := range owned {
		if generated[p] {
			continue
		}
		if _, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(p))); err == nil {
			plan.Remove = append(plan.Remove, p)
		}
	}
	slices.Sort(plan.Remove)
	plan.Remove = slices.Compact(plan.Remove)
	return plan, nil
}

// RefusedError is the error of writing a project over files pclgen did
// not write.
type RefusedError struct {
	Dir   string
	Files []string
}

func (e *RefusedError) Error() string {
	names := make([]string, len(e.Files))
	for i, f := range e.Files {
		names[i] = filepath.Join(e.Dir, filepath.FromSlash(f))
	}
	what := "a file"
	if len(names) > 1 {
		what = "files"
	}
	return fmt.Sprintf("refusing to replace %s that pclgen did not write (%s does not list them): %s; move them away, or give --force to replace them",
		what, ManifestFile, strings.Join(names, ", "))
}

// Apply carries out the plan (creating its directory): the refused files
// are replaced only when force is set, else nothing is written and the
// error is a *RefusedError. Each file is written atomically, the files of
// the previous generation are removed (with directories they leave empty),
// and the manifest is written first listing every file written or still
// to remove, then listing the generated files: an interrupted write is
// completed by running again.
func (p *ProjectWrite) Apply(force bool) error {
	if len(p.Refused) > 0 && !force {
		return &RefusedError{Dir: p.dir, Files: p.Refused}
	}
	var writes []gen.File
	var manifest []byte
	for _, f := range p.Write {
		if f.Path == ManifestFile {
			manifest = f.Contents
		} else {
			writes = append(writes, f)
		}
	}
	for _, path := range p.Refused {
		for _, f := range p.files {
			if f.Path == path {
				writes = append(writes, f)
			}
		}
	}
	if len(writes) == 0 && len(p.Remove) == 0 && manifest == nil {
		return nil
	}
	if err := os.MkdirAll(p.dir, 0o755); err != nil {
		return err
	}
	manifestName := filepath.Join(p.dir, ManifestFile)
	if len(writes) > 0 || len(p.Remove) > 0 {
		union := append(filesPaths(p.files), p.owned...)
		if err := writeFileAtomic(manifestName, manifestContents(p.command, union)); err != nil {
			return err
		}
	}
	for _, f := range writes {
		name := filepath.Join(p.dir, filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			return err
		}
		if err := writeFileAtomic(name, f.Contents); err != nil {
			return err
		}
	}
	root := filepath.Clean(p.dir)
	for _, rel := range p.Remove {
		name := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		// Remove the directories the file leaves empty, up to the root.
		for d := filepath.Dir(name); d != root && len(d) > len(root); d = filepath.Dir(d) {
			if os.Remove(d) != nil {
				break
			}
		}
	}
	return writeFileAtomic(manifestName, manifestContents(p.command, filesPaths(p.files)))
}

func filesPaths(files []gen.File) []string {
	out := make([]string, len(files))
	for i, f := range files {
		out[i] = f.Path
	}
	return out
}
