package main

import (
	"testing"
)

// TestSchemaSets checks the schema substitutions: a conformance test's own
// variant of a schema wins over the shared one, other conformance tests get
// the shared one, and codegen tests get the AWS substitute for every aws
// version the manifest names.
func TestSchemaSets(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"programs/l2-x/main.pp":      "",
		"programs/l2-y/main.pp":      "",
		"programs/aws-thing/main.pp": "",
		"manifest.tsv": "test\tkind\tpackages_needed\n" +
			"aws-thing\tcodegen\taws@5.4.0,aws@4.38.0\n",
		"schemas/conformance/cfg-1.0.0.json":        `{"name": "cfg", "version": "1.0.0", "displayName": "shared"}`,
		"schemas/conformance/cfg-1.0.0.l2-x.json":   `{"name": "cfg", "version": "1.0.0", "displayName": "variant"}`,
		"schemas/conformance/simple-2.0.0.json":     `{"name": "simple", "version": "2.0.0", "displayName": "conformance"}`,
		"schemas/simple-2.0.0.json":                 `{"name": "simple", "version": "2.0.0", "displayName": "codegen"}`,
		"schemas/substitutes/aws-5.x-20220926.json": `{"name": "aws", "displayName": "substitute"}`,
	})
	c, err := openCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	tests, err := c.programs(nil)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*testProgram{}
	for _, p := range tests {
		byName[p.name] = p
	}
	sets := newSchemaSets(c, t.TempDir())
	load := func(test, pkg, version string) string {
		t.Helper()
		l, err := sets.loaderFor(byName[test])
		if err != nil {
			t.Fatal(err)
		}
		p, err := l.Load(pkg, version)
		if err != nil {
			return "error: " + err.Error()
		}
		return p.DisplayName + "@" + p.Version
	}
	cases := []struct{ test, pkg, version, want string }{
		{"l2-x", "cfg", "1.0.0", "variant@1.0.0"},
		{"l2-x", "cfg", "", "variant@1.0.0"},
		{"l2-y", "cfg", "1.0.0", "shared@1.0.0"},
		{"l2-x", "simple", "2.0.0", "conformance@2.0.0"},
		{"aws-thing", "simple", "2.0.0", "codegen@2.0.0"},
		{"aws-thing", "aws", "5.4.0", "substitute@5.4.0"},
		{"aws-thing", "aws", "4.38.0", "substitute@4.38.0"},
		{"aws-thing", "aws", "", "substitute@5.4.0"},
	}
	for _, tc := range cases {
		if got := load(tc.test, tc.pkg, tc.version); got != tc.want {
			t.Errorf("%s: %s@%s = %s, want %s", tc.test, tc.pkg, tc.version, got, tc.want)
		}
	}
	// Other aws versions fall back to the unversioned link, as the binder
	// does with LoadNearest.
	l, err := sets.loaderFor(byName["aws-thing"])
	if err != nil {
		t.Fatal(err)
	}
	if p, err := l.LoadNearest("aws", "1.2.3"); err != nil || p.DisplayName != "substitute" {
		t.Errorf("aws@1.2.3: %v, %v", p, err)
	}
	// Loaders are shared between tests that search the same directories.
	l1, _ := sets.loaderFor(byName["l2-y"])
	l2, _ := sets.loaderFor(&testProgram{name: "l1-other", kind: "conformance"})
	if l1 != l2 {
		t.Error("conformance tests without variants do not share a loader")
	}
	if got := load("l2-y", "aws", "5.4.0"); got == "substitute@5.4.0" {
		t.Error("conformance tests must not see the AWS substitute")
	}
}
