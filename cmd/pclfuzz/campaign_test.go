package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/pclsynth"
)

// triagedFailures are the compile and run failures of the fixed-seed
// campaigns that are known defects, by seed and Failure.Key, with what is
// wrong. Any other failure fails the test, so that a regression in a
// backend, or in the harness that compiles and runs the programs, does.
var triagedFailures = map[int64]map[string]string{}

// campaign runs a fixed-seed campaign and fails t for each failure that is
// not a known backend defect (pclsynth.Tolerated).
func campaign(t *testing.T, cfg Config) *Result {
	t.Helper()
	cfg.Root = filepath.Join("..", "..")
	cfg.Quiet = true
	cfg.ShrinkBudget = -1
	cfg.Out = ""
	if cfg.Size == 0 {
		cfg.Size = 12
	}
	if _, err := os.Stat(filepath.Join(cfg.Root, "..", "shared", "corpus", "schemas")); err != nil {
		t.Log("../shared/corpus/schemas is absent: the campaign does not use the corpus's tls schema")
	}
	res, err := Run(context.Background(), cfg, io.Discard)
	if err != nil {
		if errors.Is(err, ErrToolMissing) {
			gentest.SkipWithoutTool(t, err.Error())
		}
		t.Fatal(err)
	}
	var b strings.Builder
	res.Print(&b, cfg)
	t.Log("\n" + b.String())
	for _, f := range res.Failures {
		if pclsynth.Tolerated(f.Stage, f.Lang, f.Message) {
			continue
		}
		report := t.Errorf
		if why, ok := triagedFailures[f.Seed][f.Key()]; ok {
			report = t.Logf
			t.Logf("seed %d: %s is a known defect: %s", f.Seed, f.Key(), why)
		}
		report("seed %d: %s: %s\n(reproduce: go run ./cmd/pclfuzz -n 1 -seed %d -compile=%v -mock=%v)", f.Seed, f.Key(), firstLine(f.Message), f.Seed, cfg.Compile, cfg.Mock)
	}
	return res
}

// TestCampaignGenerate binds and generates 300 programs in every language.
func TestCampaignGenerate(t *testing.T) {
	campaign(t, Config{N: 300, Seed: 1, Langs: []string{"go", "typescript", "python"}})
}

// TestCampaignCompile compiles a few dozen programs in every language and
// runs them under mocks.
func TestCampaignCompile(t *testing.T) {
	gentest.RequireChecks(t, "every language's compilers and mocks")
	campaign(t, Config{N: 24, Seed: 5000, Langs: []string{"go", "typescript", "python"}, Compile: true, Mock: true})
}

// TestWritePrograms checks that -write writes the programs a campaign of
// the same flags checks, and that they bind.
func TestWritePrograms(t *testing.T) {
	dir := t.TempDir()
	cfg := Config{N: 3, Seed: 9801, Size: 12, Langs: []string{"go", "typescript", "python"}, Compile: true, Root: filepath.Join("..", "..")}
	if err := WritePrograms(cfg, dir); err != nil {
		t.Fatal(err)
	}
	all, loader, _, err := pclsynth.DefaultSchemas(cfg.Root)
	if err != nil {
		t.Fatal(err)
	}
	for seed := cfg.Seed; seed < cfg.Seed+int64(cfg.N); seed++ {
		written := filepath.Join(dir, fmt.Sprintf("seed-%d", seed))
		p := generateProgram(cfg, campaignSchemas(cfg, all), seed)
		for _, f := range p.Files() {
			got, err := os.ReadFile(filepath.Join(written, filepath.FromSlash(f.Path)))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(f.Contents) {
				t.Errorf("seed %d: %s differs from the campaign's program", seed, f.Path)
			}
		}
		if _, diags := binder.BindDirectory(written, binder.Options{Loader: loader}); diags.HasErrors() {
			t.Errorf("seed %d: the written program does not bind: %v", seed, diags)
		}
	}
}
