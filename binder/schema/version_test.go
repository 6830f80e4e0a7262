package schema

import (
	"sort"
	"strings"
	"testing"
)

func TestParseVersion(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"1.2.3", "1.2.3", true},
		{"v1.2.3", "1.2.3", true},
		{"3.0.0-alpha.1.internal+exp.sha.12345678", "3.0.0-alpha.1.internal+exp.sha.12345678", true},
		{"1.0.0-beta.5", "1.0.0-beta.5", true},
		{"0.0.1", "0.0.1", true},
		{"1.2", "", false},
		{"1.2.3.4", "", false},
		{"01.2.3", "", false},
		{"1.2.x", "", false},
		{"5.x-20220926", "", false},
		{"1.0.0-", "", false},
		{"1.0.0-01", "", false},
		{"1.0.0+", "", false},
		{"1.0.0-a..b", "", false},
		{"", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			v, err := ParseVersion(tt.in)
			if (err == nil) != tt.ok {
				t.Fatalf("ParseVersion(%q) error = %v, want ok %v", tt.in, err, tt.ok)
			}
			if tt.ok && v.String() != tt.want {
				t.Errorf("String() = %q, want %q", v.String(), tt.want)
			}
		})
	}
}

// TestVersionOrder sorts versions given in ascending semver precedence
// (from the semver specification's examples and the corpus).
func TestVersionOrder(t *testing.T) {
	ascending := []string{
		"0.9.0",
		"1.0.0-alpha",
		"1.0.0-alpha.1",
		"1.0.0-alpha.beta",
		"1.0.0-beta",
		"1.0.0-beta.2",
		"1.0.0-beta.5",
		"1.0.0-beta.11",
		"1.0.0-rc.1",
		"1.0.0",
		"1.9.0",
		"1.10.0",
		"2.0.0",
		"3.0.0-alpha.1.internal+exp.sha.12345678",
		"3.0.0",
	}
	vs := make([]Version, len(ascending))
	for i, s := range ascending {
		v, err := ParseVersion(s)
		if err != nil {
			t.Fatal(err)
		}
		vs[len(vs)-1-i] = v // reversed
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].Compare(vs[j]) < 0 })
	got := make([]string, len(vs))
	for i, v := range vs {
		got[i] = v.String()
	}
	if strings.Join(got, " ") != strings.Join(ascending, " ") {
		t.Errorf("sorted:\n got %q\nwant %q", got, ascending)
	}
	a, _ := ParseVersion("1.0.0+a")
	b, _ := ParseVersion("1.0.0+b")
	if a.Compare(b) != 0 || a.Equal(b) || !a.Equal(a) {
		t.Error("build metadata must not order but must distinguish")
	}
}
