package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/pycheck"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
)

// TestCorpusPython generates Python for the shared corpus and checks it
// (compiles, pyflakes, black, pyright) when the tools are installed, and fails when
// a test listed in testdata/conformance/expected-gen-python.txt or
// expected-compile-python.txt regresses.
func TestCorpusPython(t *testing.T) {
	root := repoRoot(t)
	corpusDir := filepath.Join(root, "..", "shared", "corpus")
	if _, err := os.Stat(filepath.Join(corpusDir, "programs")); err != nil {
		t.Skipf("the shared corpus is not beside the repository (%s): %v", corpusDir, err)
	}
	if testing.Short() {
		t.Skip("generating Python for the corpus is skipped in -short mode")
	}
	cfg := &config{corpus: corpusDir, expect: filepath.Join(root, "testdata", "conformance"), lang: "python"}
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	if why := gentest.ChecksOff(); why != "" {
		t.Logf("checking the generated Python is skipped: %s", why)
	} else if _, err := pycheck.Open(ctx, root); err != nil {
		if !errors.Is(err, pycheck.ErrUnavailable) {
			t.Fatalf("the Python checks cannot run: %v", err)
		}
		gentest.SkipWithoutTool(t, "the Python checks need their tools: "+err.Error())
	} else {
		cfg.compile = true
		cfg.compileModule = filepath.Join(root, filepath.FromSlash(pyenv.Dir))
	}
	var out bytes.Buffer
	res, err := runCorpus(cfg, &out, progress{w: io.Discard, interval: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	stages := []string{"gen python"}
	if cfg.compile {
		stages = append(stages, "compile python")
	}
	for _, stage := range stages {
		line := regexp.MustCompile(`(?m)^SUMMARY ` + stage + ` \d+/\d+$`).FindString(out.String())
		if line == "" {
			t.Errorf("no SUMMARY %s line in the output:\n%s", stage, out.String())
		}
		t.Log(line)
	}
	for _, s := range res.verdict.stages {
		for _, r := range s.regressions {
			t.Errorf("%s regression: %s", s.stage, r)
		}
		for _, name := range s.missing {
			t.Errorf("%s is expected to pass %s but is not in the corpus", name, s.stage)
		}
	}
}
