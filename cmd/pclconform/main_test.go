package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// repoRoot returns the directory of go.mod above the working directory.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

// TestCorpus binds the shared corpus and generates Go for it, and fails when
// a test listed in testdata/conformance/expected-bind.txt no longer binds or
// one listed in expected-gen-go.txt no longer generates. This is how CI
// catches binder regressions.
func TestCorpus(t *testing.T) {
	root := repoRoot(t)
	corpusDir := filepath.Join(root, "..", "shared", "corpus")
	if _, err := os.Stat(filepath.Join(corpusDir, "programs")); err != nil {
		t.Skipf("the shared corpus is not beside the repository (%s): %v", corpusDir, err)
	}
	if testing.Short() {
		t.Skip("binding the corpus is skipped in -short mode")
	}
	var out bytes.Buffer
	cfg := &config{corpus: corpusDir, expect: filepath.Join(root, "testdata", "conformance"), lang: "go"}
	var progressOut strings.Builder
	res, err := runCorpus(cfg, &out, progress{w: &progressOut, interval: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"pclconform: bind, gen go...\n", "pclconform: bind, gen go: done in "} {
		if !strings.Contains(progressOut.String(), want) {
			t.Errorf("the progress on standard error lacks %q:\n%s", want, progressOut.String())
		}
	}
	summary := regexp.MustCompile(`(?m)^SUMMARY bind (\d+)/(\d+)$`).FindString(out.String())
	if summary == "" {
		t.Fatalf("no SUMMARY line in the output:\n%s", out.String())
	}
	t.Log(summary)
	v := res.verdict
	for _, r := range v.regressions {
		t.Errorf("regression: %s", r)
	}
	for _, name := range v.missing {
		t.Errorf("%s is expected to bind but is not in the corpus", name)
	}
	for _, name := range v.newlyPassing {
		t.Logf("hint: %s binds now; add it to testdata/conformance/%s", name, expectedBindFile)
	}
	for _, name := range v.unlisted {
		t.Errorf("%s does not bind and is not in testdata/conformance/%s", name, knownFailuresFile)
	}
	// The later stages (gen go; compile go runs in .ci/run): tests listed in
	// their expected-*.txt must keep passing.
	if len(v.stages) == 0 {
		t.Error("no verdict for the gen go stage")
	}
	for _, s := range v.stages {
		t.Log(regexp.MustCompile(`(?m)^SUMMARY ` + s.stage + ` \d+/\d+$`).FindString(out.String()))
		for _, r := range s.regressions {
			t.Errorf("%s regression: %s", s.stage, r)
		}
		for _, name := range s.missing {
			t.Errorf("%s is expected to pass %s but is not in the corpus", name, s.stage)
		}
		for _, name := range s.newlyPassing {
			t.Logf("hint: %s passes %s now; add it to testdata/conformance/%s", name, s.stage, expectedFile(s.stage))
		}
	}
}

// writeFiles creates files (path -> content) under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestProgramSteps(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"top/main.pp":               "",
		"top/component/main.pp":     "",
		"multi/0/main.pp":           "",
		"multi/2/main.pp":           "",
		"multi/10/main.pp":          "",
		"multi/notes.txt":           "",
		"sub/subdir/main.pp":        "",
		"sub/data/file.txt":         "",
		"ambiguous/a/main.pp":       "",
		"ambiguous/b/main.pp":       "",
		"empty/readme.md":           "",
		"mixed/0/main.pp":           "",
		"mixed/component/x/main.pp": "",
	})
	cases := []struct {
		name    string
		steps   []string
		errPart string
	}{
		{"top", []string{"top"}, ""},
		{"multi", []string{"multi/0", "multi/2", "multi/10"}, ""},
		{"sub", []string{"sub/subdir"}, ""},
		{"ambiguous", nil, "several subdirectories"},
		{"empty", nil, "no .pp file"},
		{"mixed", []string{"mixed/0"}, ""},
	}
	for _, tc := range cases {
		steps, errText := programSteps(filepath.Join(dir, tc.name))
		var rel []string
		for _, s := range steps {
			r, _ := filepath.Rel(dir, s)
			rel = append(rel, filepath.ToSlash(r))
		}
		if strings.Join(rel, ",") != strings.Join(tc.steps, ",") {
			t.Errorf("%s: steps %v, want %v", tc.name, rel, tc.steps)
		}
		if (tc.errPart == "") != (errText == "") || !strings.Contains(errText, tc.errPart) {
			t.Errorf("%s: layout error %q, want one containing %q", tc.name, errText, tc.errPart)
		}
	}
}

func TestParseFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-lang", "cobol"},
		{"-compile"},
		{"-compile-module", "m"},
		{"-lang", "go", "-compile-module", "m"},
		{"-run", "("},
		{"extra"},
		{"-nosuchflag"},
	} {
		var stderr bytes.Buffer
		if code := run(args, &bytes.Buffer{}, &stderr); code != exitUsage {
			t.Errorf("%v: exit code %d, want %d (stderr %q)", args, code, exitUsage, stderr.String())
		}
	}
	cfg, err := parseFlags([]string{"-corpus", "c", "-run", "^l1-", "-v", "-report", "r.md", "-expect", "e"}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.corpus != "c" || cfg.report != "r.md" || cfg.expect != "e" || !cfg.verbose || !cfg.run.MatchString("l1-x") {
		t.Errorf("parsed %+v", cfg)
	}
	var stderr bytes.Buffer
	if code := run([]string{"-corpus", filepath.Join(t.TempDir(), "none")}, &bytes.Buffer{}, &stderr); code != exitRegression {
		t.Errorf("missing corpus: exit code %d, want %d", code, exitRegression)
	}
}

func TestManifestPackages(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"programs/a/main.pp": "",
		"manifest.tsv": "test\tkind\tpackages_needed\n" +
			"a\tcodegen\taws@5.4.0\n" +
			"b\tcodegen\taws-static-website@0.4.0,aws@5.4.0 (transitive)\n",
	})
	c, err := openCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	tests, err := c.programs(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(tests) != 1 || tests[0].kind != "codegen" || tests[0].packages != "aws@5.4.0" {
		t.Errorf("tests %+v", tests[0])
	}
}
