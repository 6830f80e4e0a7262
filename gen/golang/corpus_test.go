package golang

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
)

// corpusStep is one program of the shared corpus to bind: a test's
// directory (or one step of a multi-step test) with its binder options.
type corpusStep struct {
	// name is the test's name, with "/<step>" for a multi-step test.
	name string
	dir  string
	opts binder.Options
}

// corpusSteps lists the programs of the shared corpus (../shared/corpus,
// next to the repository), bound the way cmd/pclconform binds them: the
// l1-, l2- and l3- tests with schemas/conformance (and a test's own variant
// of a schema), the others with schemas/ and the AWS substitute; the
// manifest's binder options. It skips the test when there is no corpus.
func corpusSteps(t *testing.T) []corpusStep {
	t.Helper()
	root := filepath.Join(gentest.RepoRoot(t), "..", "shared", "corpus")
	programs := filepath.Join(root, "programs")
	ents, err := os.ReadDir(programs)
	if errors.Is(err, os.ErrNotExist) {
		t.Skipf("%s does not exist: no shared corpus to check", programs)
	}
	if err != nil {
		t.Fatal(err)
	}
	bindOpts := corpusBindOptions(t, filepath.Join(root, "manifest.tsv"))
	schemas := filepath.Join(root, "schemas")
	codegen := schema.NewLoader(schemas)
	if aws := filepath.Join(schemas, "substitutes", "aws-5.x-20220926.json"); fileExists(aws) {
		codegen.Substitute("aws", aws)
	}
	conformanceDir := filepath.Join(schemas, "conformance")
	conformance := schema.NewLoader(conformanceDir)
	conformanceTest := regexp.MustCompile(`^l[123]-`)
	var steps []corpusStep
	for _, ent := range ents {
		if !ent.IsDir() {
			continue
		}
		name := ent.Name()
		loader := codegen
		if conformanceTest.MatchString(name) {
			loader = conformance
			variants, _ := filepath.Glob(filepath.Join(conformanceDir, "*."+name+".json"))
			if len(variants) > 0 {
				loader = schema.NewLoader(conformanceDir)
				for _, v := range variants {
					base := strings.TrimSuffix(filepath.Base(v), "."+name+".json")
					if pkg, ok := schemaVariantPackage(base); ok {
						loader.Substitute(pkg, v)
					}
				}
			}
		}
		opts := bindOpts[name]
		opts.Loader = loader
		for _, dir := range corpusStepDirs(filepath.Join(programs, name)) {
			stepName := name
			if rel, _ := filepath.Rel(filepath.Join(programs, name), dir); rel != "." {
				stepName += "/" + rel
			}
			steps = append(steps, corpusStep{name: stepName, dir: dir, opts: opts})
		}
	}
	sort.Slice(steps, func(i, j int) bool { return steps[i].name < steps[j].name })
	return steps
}

// corpusStepDirs returns the directories of a test that hold .pp files:
// the test's own, else its subdirectories (steps 0/, 1/, ... or the one
// directory of the project's main).
func corpusStepDirs(dir string) []string {
	if hasPPFile(dir) {
		return []string{dir}
	}
	ents, _ := os.ReadDir(dir)
	var dirs []string
	for _, ent := range ents {
		if sub := filepath.Join(dir, ent.Name()); ent.IsDir() && hasPPFile(sub) {
			dirs = append(dirs, sub)
		}
	}
	return dirs
}

// schemaVariantPackage returns the package of a schema variant's
// "<pkg>-<version>": what comes before the first '-' followed by a digit
// (or "v" and a digit).
func schemaVariantPackage(base string) (string, bool) {
	for i := 1; i < len(base)-1; i++ {
		if base[i] != '-' {
			continue
		}
		rest := strings.TrimPrefix(base[i+1:], "v")
		if rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			return base[:i], true
		}
	}
	return "", false
}

func hasPPFile(dir string) bool {
	matches, _ := filepath.Glob(filepath.Join(dir, "*.pp"))
	return len(matches) > 0
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// corpusBindOptions reads the manifest's bind_options_or_providers column:
// the binder options of each test.
func corpusBindOptions(t *testing.T, manifest string) map[string]binder.Options {
	t.Helper()
	out := map[string]binder.Options{}
	f, err := os.Open(manifest)
	if errors.Is(err, os.ErrNotExist) {
		return out
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 4*1024*1024)
	column := -1
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if column < 0 {
			for i, h := range fields {
				if h == "bind_options_or_providers" {
					column = i
				}
			}
			if column < 0 {
				return out
			}
			continue
		}
		if column >= len(fields) {
			continue
		}
		var opts binder.Options
		for _, o := range strings.Split(fields[column], ",") {
			switch strings.TrimSpace(o) {
			case "SkipResourceTypechecking":
				opts.SkipResourceTypecheck = true
			case "SkipInvokeTypechecking":
				opts.SkipInvokeTypecheck = true
			case "AllowMissingVariables":
				opts.AllowMissingVariables = true
			case "AllowMissingProperties":
				opts.AllowMissingProperties = true
			}
		}
		out[fields[0]] = opts
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
