package pyenv

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen/gentest"
)

func TestNormalizeNameAndMajor(t *testing.T) {
	for in, want := range map[string]string{"pulumi_simple": "pulumi-simple", "Pulumi.Max__Items-One": "pulumi-max-items-one", "pulumi-aws": "pulumi-aws"} {
		if got := NormalizeName(in); got != want {
			t.Errorf("NormalizeName(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{"4.11.2": "4", "1.0.0b5": "1", "v27.0.0": "27", "3": "3", "2.0.0-alpha.1": "2"} {
		if got := gentest.MajorVersion(in); got != want {
			t.Errorf("MajorVersion(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestStandInVersions checks that each stand-in SDK names the version of
// the test schema it stands for, and that a program for another major
// version of its package is told apart.
func TestStandInVersions(t *testing.T) {
	dir := filepath.Join(gentest.RepoRoot(t), filepath.FromSlash(Dir))
	got, err := StandInVersions(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got["pulumi-simple"] != "1.0.0" || got["pulumi-majortwo"] != "2.4.0" {
		t.Errorf("StandInVersions: %v", got)
	}
	// Every stand-in package but the unversioned one has its version.
	entries, err := os.ReadDir(filepath.Join(dir, StandInsDir))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() && filepath.Ext(e.Name()) == "" && e.Name() != "pulumi_unversioned" {
			if _, ok := got[NormalizeName(e.Name())]; !ok {
				t.Errorf("the stand-in %s has no .dist-info naming its version", e.Name())
			}
		}
	}
	for _, c := range []struct {
		module, version string
		other           bool
	}{
		{"pulumi_simple", "27.0.0", true},
		{"pulumi_simple", "1.2.0", false},
		{"pulumi_simple", "", false},
		{"pulumi_aws", "4.38.0", false}, // a published SDK: taken as pinned
	} {
		if got := OtherMajor(got, c.module, c.version); got != c.other {
			t.Errorf("OtherMajor(%s, %s) = %v, want %v", c.module, c.version, got, c.other)
		}
	}
}
