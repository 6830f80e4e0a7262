package gorun

import (
	"bytes"
	"context"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
)

// Programs are merged into shared packages to build them fast: the go tool
// compiles a package's instantiations of the SDK's generic types on its
// own, and a program that names pulumi.AnyOutput instantiates about 140 of
// them (3 s of CPU and a 30 MB archive), so one package per program made
// that cost the program's. Merged, the programs of a group pay it once.
//
// A program is merged when it type-checks against the module's export
// data: each of its package-level names is renamed with the program's own
// suffix (PclgenMain becomes PclgenMain__3), so that the programs of a
// group never meet, and its files are written, renamed, into the group's
// package:
//
//	work/gorun-SET/m/gN/DIR.FILE.go
//
// A program that does not type-check, or whose merged files fail to build,
// is built as before, as a package of its own under p/, so that what the
// go tool says of a program that does not compile is said of its own files.

// mergeGroup is how many programs at most share a merged package: the go
// tool builds the groups in parallel.
const mergeGroup = 40

// merged is a program's files as a merged package holds them.
type merged struct {
	group  int
	suffix string
	files  []gen.File // named DIR.FILE.go
}

// mergePrograms renames the Go files of the jobs that type-check for
// merging, and returns them by job. It merges none when the module's
// export data cannot be listed.
func mergePrograms(ctx context.Context, m *gocompile.Module, jobs []*job) map[*job]*merged {
	out := map[*job]*merged{}
	imports := map[string]bool{m.Path + "/" + DriverPackage: true}
	fset := token.NewFileSet()
	for _, j := range jobs {
		for _, f := range j.files {
			if !strings.HasSuffix(f.Path, ".go") {
				continue
			}
			af, err := parser.ParseFile(fset, f.Path, f.Contents, parser.ImportsOnly)
			if err != nil {
				continue
			}
			for _, spec := range af.Imports {
				if p, err := strconv.Unquote(spec.Path.Value); err == nil {
					imports[p] = true
				}
			}
		}
	}
	paths := make([]string, 0, len(imports))
	for p := range imports {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	exports, err := m.ExportData(ctx, true, paths...)
	if err != nil {
		return out
	}
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	})
	n := 0
	for _, j := range jobs {
		suffix := "__" + strconv.Itoa(n)
		files, err := renameProgram(fset, imp, j, suffix)
		if err != nil {
			continue
		}
		out[j] = &merged{group: n / mergeGroup, suffix: suffix, files: files}
		n++
	}
	return out
}

// renameProgram type-checks a job's Go files and returns them with every
// reference to a package-level name of the program renamed with suffix,
// each file named DIR.FILE.go.
func renameProgram(fset *token.FileSet, imp types.Importer, j *job, suffix string) ([]gen.File, error) {
	var files []*ast.File
	var sources [][]byte
	var names []string
	for _, f := range j.files {
		if !strings.HasSuffix(f.Path, ".go") {
			continue
		}
		af, err := parser.ParseFile(fset, f.Path, f.Contents, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, af)
		sources = append(sources, f.Contents)
		names = append(names, f.Path)
	}
	var firstErr error
	conf := types.Config{Importer: imp, Error: func(err error) {
		if firstErr == nil {
			firstErr = err
		}
	}}
	info := &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{}}
	pkg, _ := conf.Check("program", fset, files, info)
	if firstErr != nil {
		return nil, firstErr
	}
	// The offsets of the identifiers to rename, by file.
	edits := make([]map[int]string, len(files))
	for i := range edits {
		edits[i] = map[int]string{}
	}
	fileOf := map[*token.File]int{}
	for i, af := range files {
		fileOf[fset.File(af.Pos())] = i
	}
	scope := pkg.Scope()
	add := func(id *ast.Ident, obj types.Object) {
		if obj == nil || obj.Parent() != scope || id.Name == "_" || id.Name == "init" {
			return
		}
		tf := fset.File(id.Pos())
		i, ok := fileOf[tf]
		if !ok {
			return
		}
		edits[i][tf.Offset(id.Pos())] = id.Name
	}
	for id, obj := range info.Defs {
		add(id, obj)
	}
	for id, obj := range info.Uses {
		add(id, obj)
	}
	var out []gen.File
	for i, src := range sources {
		offsets := make([]int, 0, len(edits[i]))
		for off := range edits[i] {
			offsets = append(offsets, off)
		}
		sort.Ints(offsets)
		var b bytes.Buffer
		last := 0
		for _, off := range offsets {
			name := edits[i][off]
			b.Write(src[last:off])
			b.WriteString(name + suffix)
			last = off + len(name)
		}
		b.Write(src[last:])
		out = append(out, gen.File{Path: j.dir + "." + filepath.Base(names[i]), Contents: b.Bytes()})
	}
	return out, nil
}

// groupDir is the directory, under the set's work directory, of merged
// package n.
func groupDir(n int) string { return filepath.Join("m", "g"+strconv.Itoa(n)) }

// writeMerged writes the merged packages of the jobs in merges.
func writeMerged(work string, merges map[*job]*merged) error {
	for _, mg := range merges {
		dir := filepath.Join(work, groupDir(mg.group))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		for _, f := range mg.files {
			if err := os.WriteFile(filepath.Join(dir, f.Path), f.Contents, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// unmerge removes a job's files from its merged package, so that it is
// built as a package of its own.
func unmerge(work string, mg *merged) error {
	for _, f := range mg.files {
		if err := os.Remove(filepath.Join(work, groupDir(mg.group), f.Path)); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return nil
}

// mergedFailures returns the jobs whose merged files the go tool's output
// is about, and the groups it reports errors of without naming a file.
func mergedFailures(out []byte, setDir string, merges map[*job]*merged) (jobs map[*job]bool, groups map[int]bool) {
	byFile := map[string]*job{}
	for j, mg := range merges {
		for _, f := range mg.files {
			byFile[groupDir(mg.group)+"/"+f.Path] = j
		}
	}
	filePattern := regexp.MustCompile(`work/` + regexp.QuoteMeta(setDir) + `/(m/g[0-9]+/[^/\s:]+\.go)`)
	headerPattern := regexp.MustCompile(`^# .*work/` + regexp.QuoteMeta(setDir) + `/m/g([0-9]+)$`)
	jobs, groups = map[*job]bool{}, map[int]bool{}
	current := -1
	for _, line := range strings.Split(string(out), "\n") {
		if m := headerPattern.FindStringSubmatch(line); m != nil {
			current, _ = strconv.Atoi(m[1])
			continue
		}
		if strings.HasPrefix(line, "# ") {
			current = -1
			continue
		}
		if m := filePattern.FindStringSubmatch(line); m != nil {
			if j, ok := byFile[m[1]]; ok {
				jobs[j] = true
				continue
			}
		}
		if current >= 0 && strings.TrimSpace(line) != "" {
			groups[current] = true
		}
	}
	// A group's lines that name no file are about its files that do
	// (continuation lines), unless none does.
	for j := range jobs {
		delete(groups, merges[j].group)
	}
	return jobs, groups
}
