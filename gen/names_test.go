package gen

import (
	"strconv"
	"strings"
	"testing"
)

func TestNameScope(t *testing.T) {
	rules := &NameRules{
		Spell:    strings.ToLower,
		Reserved: func(name string) bool { return name == "if" },
		Suffix:   "_",
		Numbered: func(base, suffix string, n int) string { return base + suffix + strconv.Itoa(n) },
	}
	root := NewNameScope(rules, SetOf("fmt"))
	steps := []struct {
		scope        *NameScope
		hint, suffix string
		want         string
	}{
		{root, "Bucket", "_", "bucket"},
		{root, "bucket", "_", "bucket_"},
		{root, "bucket", "_", "bucket_2"},
		{root, "IF", "_", "if_"},
		{root, "fmt", "Pkg", "fmtPkg"},
	}
	for _, s := range steps {
		if got := s.scope.DeclareWithSuffix(s.hint, s.suffix); got != s.want {
			t.Errorf("DeclareWithSuffix(%q, %q) = %q, want %q", s.hint, s.suffix, got, s.want)
		}
	}
	child := root.Child()
	if got := child.Declare("bucket"); got != "bucket_3" {
		t.Errorf("a child sees its parent's names: Declare = %q", got)
	}
	if got := root.Declare("other"); got != "other" || !child.Taken("other") {
		t.Errorf("a child sees names its parent declares later: %q, %v", got, child.Taken("other"))
	}
	child.Declare("inner")
	if root.Taken("inner") {
		t.Error("a parent sees its child's names")
	}
	root.Use("exported")
	if got := root.Declare("exported"); got != "exported_" {
		t.Errorf("Use marks a name declared: %q", got)
	}
	root.Release("exported")
	if root.Taken("exported") {
		t.Error("Release leaves the name taken")
	}
}
