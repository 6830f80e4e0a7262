package gen

import "testing"

func TestUnique(t *testing.T) {
	taken := map[string]bool{"Web": true, "Web2": true, "Db": true}
	for name, want := range map[string]string{"Web": "Web3", "Db": "Db2", "Cache": "Cache"} {
		if got := Unique(name, func(s string) bool { return taken[s] }); got != want {
			t.Errorf("Unique(%q) = %q, want %q", name, got, want)
		}
	}
}
