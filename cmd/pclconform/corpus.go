package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// A corpus is the shared test corpus: programs/<test>/ holds each test's PCL
// program, schemas/ the package schemas they need and manifest.tsv one row of
// facts per test (see the corpus README).
type corpus struct {
	root string
	// manifest maps a test's name to its manifest row, by column name.
	manifest map[string]map[string]string
}

// testProgram is one test of the corpus: a program to bind, possibly in
// several steps.
type testProgram struct {
	name string
	// kind is "conformance" for the l1-, l2- and l3- tests, else "codegen".
	kind string
	// packages lists the packages the manifest says the test needs.
	packages string
	// bindOptions is the manifest's bind_options_or_providers column: the
	// binder options Pulumi binds the test with, comma-separated.
	bindOptions string
	// steps are the directories that hold the test's program, in order: one
	// for most tests, 0/, 1/, ... for multi-step tests. A test whose program
	// sits in the one subdirectory of its directory (the project's `main` is
	// that subdirectory) has that subdirectory as its only step.
	steps []string
	// layoutErr explains why the test's layout has no program to bind.
	layoutErr string
}

// conformancePattern matches the names of the language conformance tests.
var conformancePattern = regexp.MustCompile(`^l[123]-`)

// openCorpus reads the corpus manifest; a corpus without one is still usable.
func openCorpus(root string) (*corpus, error) {
	info, err := os.Stat(filepath.Join(root, "programs"))
	if err != nil {
		return nil, fmt.Errorf("%s is not a corpus: %w", root, err)
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("%s is not a corpus: programs is not a directory", root)
	}
	c := &corpus{root: root, manifest: map[string]map[string]string{}}
	f, err := os.Open(filepath.Join(root, "manifest.tsv"))
	if os.IsNotExist(err) {
		return c, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 4*1024*1024)
	var header []string
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if header == nil {
			header = fields
			continue
		}
		row := map[string]string{}
		for i, h := range header {
			if i < len(fields) {
				row[h] = fields[i]
			}
		}
		c.manifest[fields[0]] = row
	}
	return c, sc.Err()
}

func (c *corpus) programsDir() string { return filepath.Join(c.root, "programs") }
func (c *corpus) schemasDir() string  { return filepath.Join(c.root, "schemas") }

// programs lists the corpus's tests whose names match filter (all when
// filter is nil), sorted by name.
func (c *corpus) programs(filter *regexp.Regexp) ([]*testProgram, error) {
	ents, err := os.ReadDir(c.programsDir())
	if err != nil {
		return nil, err
	}
	var out []*testProgram
	for _, ent := range ents {
		if !ent.IsDir() || (filter != nil && !filter.MatchString(ent.Name())) {
			continue
		}
		p := &testProgram{name: ent.Name(), kind: "codegen"}
		if conformancePattern.MatchString(p.name) {
			p.kind = "conformance"
		}
		if row, ok := c.manifest[p.name]; ok {
			if k := row["kind"]; k != "" {
				p.kind = k
			}
			p.packages = row["packages_needed"]
			p.bindOptions = row["bind_options_or_providers"]
		}
		p.steps, p.layoutErr = programSteps(filepath.Join(c.programsDir(), p.name))
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, nil
}

// programSteps returns the directories that hold a test's program (see
// testProgram.steps), or why there are none.
func programSteps(dir string) ([]string, string) {
	if hasPP(dir) {
		return []string{dir}, ""
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err.Error()
	}
	var subdirs []string
	numeric := true
	for _, ent := range ents {
		if ent.IsDir() && hasPP(filepath.Join(dir, ent.Name())) {
			subdirs = append(subdirs, ent.Name())
			if _, err := strconv.Atoi(ent.Name()); err != nil {
				numeric = false
			}
		}
	}
	switch {
	case len(subdirs) == 0:
		return nil, "no .pp file in the test's directory or its subdirectories"
	case numeric:
		sort.Slice(subdirs, func(i, j int) bool {
			a, _ := strconv.Atoi(subdirs[i])
			b, _ := strconv.Atoi(subdirs[j])
			return a < b
		})
	case len(subdirs) > 1:
		return nil, fmt.Sprintf("several subdirectories hold programs (%s) and none is at the top", strings.Join(subdirs, ", "))
	}
	steps := make([]string, len(subdirs))
	for i, s := range subdirs {
		steps[i] = filepath.Join(dir, s)
	}
	return steps, ""
}

// hasPP reports whether dir directly contains a .pp file.
func hasPP(dir string) bool {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, ent := range ents {
		if !ent.IsDir() && strings.HasSuffix(ent.Name(), ".pp") {
			return true
		}
	}
	return false
}
