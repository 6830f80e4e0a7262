package gentest

import (
	"flag"
	"fmt"
	"strings"
	"testing"
)

// newPrograms writes a programs directory with one program, "app", that
// has a component.
func newPrograms(t *testing.T) string {
	t.Helper()
	return WriteTree(t, map[string]string{
		"app/main.pp":     "a = 1\ncomponent web \"./web\" {}\n",
		"app/web/main.pp": "output url {\n  value = \"u\"\n}\n",
		"notaprogram/x":   "",
	})
}

func TestPrograms(t *testing.T) {
	names, err := Programs(newPrograms(t))
	if err != nil || strings.Join(names, ",") != "app" {
		t.Errorf("Programs = %v, %v; want [app]", names, err)
	}
}

func TestUpdateFlag(t *testing.T) {
	f := flag.Lookup("update")
	if f == nil {
		t.Fatal("importing gentest does not register -update")
	}
	old := f.Value.String()
	defer flag.Set("update", old)
	for _, v := range []string{"true", "false"} {
		if err := flag.Set("update", v); err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(Updating()); got != v {
			t.Errorf("-update=%s: Updating() = %s", v, got)
		}
	}
}
