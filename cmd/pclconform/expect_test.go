package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
)

// fakeResults returns bind results: names ending in "-ok" passed.
func fakeResults(names ...string) []testResult {
	var out []testResult
	for _, n := range names {
		o := outcome{passed: strings.HasSuffix(n, "-ok")}
		if !o.passed {
			o.diags = []message{{where: n + "/main.pp:1:2", summary: "Broken", detail: "It is | broken."}}
		}
		out = append(out, testResult{program: &testProgram{name: n, kind: "codegen", packages: "p@1.0.0"}, outcomes: []outcome{o}})
	}
	return out
}

func TestExpectations(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		expectedBindFile:  "# tests that bind\na-ok\nb-bad\n\ngone-ok\n",
		knownFailuresFile: "# test\treason\nc-bad\tschema x@1 not in corpus\n",
	})
	e, err := readExpectations(dir)
	if err != nil {
		t.Fatal(err)
	}
	results := fakeResults("a-ok", "b-bad", "c-bad", "d-ok", "e-bad")
	v := e.check(results, true)
	if got := strings.Join(v.regressions, ";"); got != "b-bad: b-bad/main.pp:1:2: Broken" {
		t.Errorf("regressions %q", got)
	}
	if got := strings.Join(v.missing, ";"); got != "gone-ok" {
		t.Errorf("missing %q", got)
	}
	if got := strings.Join(v.newlyPassing, ";"); got != "d-ok" {
		t.Errorf("newly passing %q", got)
	}
	if got := strings.Join(v.unlisted, ";"); got != "e-bad" {
		t.Errorf("unlisted %q", got)
	}
	if !v.failed() {
		t.Error("a regression must fail the run")
	}
	// With a -run filter, tests that did not run are not missing.
	v = e.check(fakeResults("a-ok", "d-ok"), false)
	if v.failed() || len(v.missing) != 0 {
		t.Errorf("filtered run: %+v", v)
	}
}

func TestExpectationErrors(t *testing.T) {
	cases := map[string]map[string]string{
		"listed twice":         {expectedBindFile: "a\na\n", knownFailuresFile: ""},
		"not a test name":      {expectedBindFile: "a b\n", knownFailuresFile: ""},
		"both expected":        {expectedBindFile: "a\n", knownFailuresFile: "a\twhy\n"},
		"a tab and a reason":   {expectedBindFile: "", knownFailuresFile: "a\n"},
		"no such file":         {expectedBindFile: ""},
		"failure listed twice": {expectedBindFile: "", knownFailuresFile: "b\twhy\nb\twhy\n"},
	}
	for want, files := range cases {
		dir := t.TempDir()
		writeFiles(t, dir, files)
		_, err := readExpectations(dir)
		if err == nil {
			t.Errorf("%s: no error", want)
			continue
		}
		if want == "failure listed twice" {
			want = "listed twice"
		}
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
		}
	}
}

func TestOutputAndReport(t *testing.T) {
	results := fakeResults("a-ok", "b-bad")
	stages := []stage{bindStage{}}
	var out bytes.Buffer
	printResults(&out, results, stages, false)
	printSummary(&out, results, stages)
	want := "PASS  a-ok\n" +
		"FAIL  b-bad  bind: b-bad/main.pp:1:2: Broken\n" +
		"SUMMARY bind 1/2\n"
	if out.String() != want {
		t.Errorf("output:\n%s\nwant:\n%s", out.String(), want)
	}
	out.Reset()
	printResults(&out, results, stages, true)
	if !strings.Contains(out.String(), "b-bad/main.pp:1:2: Broken: It is | broken.") {
		t.Errorf("verbose output lacks the detail:\n%s", out.String())
	}
	var report bytes.Buffer
	if err := writeReport(&report, filepath.Join("x", "corpus"), results, stages); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"| program | kind | packages | bind | first diagnostic |",
		"| a-ok | codegen | p@1.0.0 | pass |  |",
		`| b-bad | codegen | p@1.0.0 | **fail** | b-bad/main.pp:1:2: Broken: It is \| broken. |`,
		"| bind | all | 1 | 2 |",
		"| bind | codegen | 1 | 2 |",
		"| bind | conformance | 0 | 0 |",
	} {
		if !strings.Contains(report.String(), line+"\n") {
			t.Errorf("report lacks %q:\n%s", line, report.String())
		}
	}
}

// TestSkippedStages checks that a test that fails a stage is not attempted
// by the later ones.
func TestSkippedStages(t *testing.T) {
	results := []testResult{
		{program: &testProgram{name: "x"}, outcomes: []outcome{{passed: false}, {skipped: true}}},
		{program: &testProgram{name: "y"}, outcomes: []outcome{{passed: true}, {passed: true}}},
	}
	got := totals(results, 2)
	if got[0] != (stageTotals{passed: 1, attempted: 2}) || got[1] != (stageTotals{passed: 1, attempted: 1}) {
		t.Errorf("totals %+v", got)
	}
}

func TestStageExpectations(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"expected-gen-go.txt": "# tests whose Go generates\na\nb\ngone\n",
	})
	expected, err := readExpectedPassing(dir, "gen go")
	if err != nil {
		t.Fatal(err)
	}
	// Stage 1 is "gen go": a passes, b fails, c passes unlisted, d was not
	// attempted because bind failed.
	results := []testResult{
		{program: &testProgram{name: "a"}, outcomes: []outcome{{passed: true}, {passed: true}}},
		{program: &testProgram{name: "b"}, outcomes: []outcome{{passed: true}, {diags: []message{{where: "b/main.pp:3:4", summary: "Unsupported"}}}}},
		{program: &testProgram{name: "c"}, outcomes: []outcome{{passed: true}, {passed: true}}},
		{program: &testProgram{name: "d"}, outcomes: []outcome{{}, {skipped: true}}},
	}
	expected["d"] = true
	v := checkStage(results, 1, "gen go", expected, true)
	if got := strings.Join(v.regressions, ";"); got != "b: b/main.pp:3:4: Unsupported;d: not attempted: an earlier stage failed" {
		t.Errorf("regressions %q", got)
	}
	if got := strings.Join(v.missing, ";"); got != "gone" {
		t.Errorf("missing %q", got)
	}
	if got := strings.Join(v.newlyPassing, ";"); got != "c" {
		t.Errorf("newly passing %q", got)
	}
	if !(verdict{stages: []stageVerdict{v}}).failed() {
		t.Error("a stage regression must fail the run")
	}
	var out bytes.Buffer
	printVerdict(&out, verdict{stages: []stageVerdict{v}})
	for _, line := range []string{
		"REGRESSION gen go b: b/main.pp:3:4: Unsupported (listed in expected-gen-go.txt)",
		"MISSING gone is listed in expected-gen-go.txt but not in the corpus",
		"HINT c passes gen go now: add it to expected-gen-go.txt",
	} {
		if !strings.Contains(out.String(), line+"\n") {
			t.Errorf("verdict lacks %q:\n%s", line, out.String())
		}
	}
	if expectedFile("compile go") != "expected-compile-go.txt" {
		t.Errorf("expectedFile(compile go) = %s", expectedFile("compile go"))
	}
	if _, err := readExpectedPassing(dir, "compile go"); err == nil {
		t.Error("a missing expectations file must be an error")
	}
}
