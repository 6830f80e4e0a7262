package mockrun

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
)

// GoldenJobs binds every program of testdata/programs and testdata/examples,
// generates it with backend and runs it with the interpreter: it returns a
// job per program (named SET-NAME, as gentest.GoldenPrograms names them) and
// the trace each must reproduce. keep, when set, decides from the bound
// program whether it is run. A program directory may hold config.json
// ({"config": {NAME: VALUE}, "secretKeys": [NAME]}) with the stack config to
// run it with.
func GoldenJobs(t *testing.T, backend gen.Backend, keep func(name string, prog *binder.Program) bool) ([]Job, map[string]*Expected) {
	t.Helper()
	root := gentest.RepoRoot(t)
	loader := schema.NewLoader(filepath.Join(root, "testdata", "schemas"))
	var jobs []Job
	wants := map[string]*Expected{}
	for _, set := range gentest.Sets {
		dir := filepath.Join(root, "testdata", set)
		names, err := gentest.Programs(dir)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		for _, name := range names {
			progDir := filepath.Join(dir, name)
			prog, diags := binder.BindPath(progDir, binder.Options{Loader: loader})
			if diags.HasErrors() {
				t.Errorf("%s/%s does not bind: %v", set, name, diags)
				continue
			}
			if keep != nil && !keep(set+"/"+name, prog) {
				continue
			}
			cfg, err := readConfig(filepath.Join(progDir, "config.json"))
			if err != nil {
				t.Errorf("%s/%s: %v", set, name, err)
				continue
			}
			jobName := set + "-" + name
			want, mocks := Prepare(context.Background(), prog, progDir, cfg)
			wants[jobName] = want
			jobs = append(jobs, Job{
				Name:    jobName,
				Program: gentest.Program{Name: jobName, Files: WithFixtures(gentest.Generate(t, progDir, loader, backend), progDir)},
				Mocks:   mocks,
				MocksIn: want.MocksIn,
			})
		}
	}
	return jobs, wants
}

// readConfig reads a program's config.json; a missing file is no config.
func readConfig(path string) (Config, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return Config{}, nil
	} else if err != nil {
		return Config{}, err
	}
	var f struct {
		Config     map[string]any `json:"config"`
		SecretKeys []string       `json:"secretKeys"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return Config{}, err
	}
	c := Config{Values: map[string]string{}, SecretKeys: f.SecretKeys}
	for k, v := range f.Config {
		if s, ok := v.(string); ok {
			c.Values[k] = s
			continue
		}
		data, err := json.Marshal(v)
		if err != nil {
			return Config{}, err
		}
		c.Values[k] = string(data)
	}
	return c, nil
}

// CheckRuns fails t for each job whose run differs from the interpreter's
// trace, unless the job is listed in knownFailures (a file of "NAME reason"
// lines, # for comments) — and for each listed job that now matches, so that
// the list stays true.
func CheckRuns(t *testing.T, wants map[string]*Expected, got map[string]Result, knownFailures string) {
	t.Helper()
	known, err := readKnownFailures(knownFailures)
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, 0, len(wants))
	for name := range wants {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		res, ok := got[name]
		if !ok {
			res = Result{Failure: "the runner returned no result"}
		}
		diff := Compare(wants[name], res)
		_, listed := known[name]
		switch {
		case diff != "" && !listed:
			t.Errorf("%s does not do what the interpreter does:\n%s", name, diff)
		case diff == "" && listed:
			t.Errorf("%s now runs as the interpreter says: remove it from %s", name, knownFailures)
		case diff != "":
			t.Logf("%s: known failure (%s)", name, known[name])
		}
	}
}

func readKnownFailures(path string) (map[string]string, error) {
	out := map[string]string{}
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return out, nil
	} else if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, " ")
		out[name] = strings.TrimSpace(reason)
	}
	return out, sc.Err()
}
