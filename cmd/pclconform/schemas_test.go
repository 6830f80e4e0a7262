package main

import (
	"testing"
)

// TestSchemaSets checks the schema substitutions: a conformance test's own
// variant of a schema wins over the shared one, other conformance tests get
// the shared one, and codegen tests get the AWS substitute for every aws
// version.
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
	sets := newSchemaSets(c)
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
		{"aws-thing", "aws", "4.0.1", "substitute@4.0.1"},
		// With no version asked, the substitute's own: it declares none.
		{"aws-thing", "aws", "", "substitute@"},
	}
	for _, tc := range cases {
		if got := load(tc.test, tc.pkg, tc.version); got != tc.want {
			t.Errorf("%s: %s@%s = %s, want %s", tc.test, tc.pkg, tc.version, got, tc.want)
		}
	}
	// LoadNearest, which the binder falls back to, finds it too.
	l, err := sets.loaderFor(byName["aws-thing"])
	if err != nil {
		t.Fatal(err)
	}
	if p, err := l.LoadNearest("aws", "1.2.3"); err != nil || p.DisplayName != "substitute" || p.Version != "1.2.3" {
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
	// A variant test has a loader of its own.
	if lx, _ := sets.loaderFor(byName["l2-x"]); lx == l1 {
		t.Error("a variant test shares the loader of the other conformance tests")
	}
}

func TestVariantPackage(t *testing.T) {
	tests := []struct{ base, want string }{
		{"config-grpc-1.0.0", "config-grpc"},
		{"cfg-v2.0.0", "cfg"},
		{"a-b-c-0.1.0-alpha", "a-b-c"},
		{"noversion", ""},
		{"trailing-", ""},
	}
	for _, tt := range tests {
		got, ok := variantPackage(tt.base)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("variantPackage(%q) = %q, %v; want %q", tt.base, got, ok, tt.want)
		}
	}
}
