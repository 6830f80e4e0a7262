package python

import (
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
)

// TestComponentModulesDoNotShadow generates components whose directories
// are named like modules that the program or the Pulumi SDKs import: their
// modules take other names, so that they shadow none.
func TestComponentModulesDoNotShadow(t *testing.T) {
	component := "config input \"string\" {}\noutput out {\n  value = input\n}\n"
	files := map[string]string{
		"main.pp":               "component j \"./json\" {\n  input = \"x\"\n}\ncomponent p \"./Pulumi\" {\n  input = \"y\"\n}\ncomponent r \"./pulumi_random\" {\n  input = \"z\"\n}\ncomponent w \"./web\" {\n  input = \"w\"\n}\n",
		"json/main.pp":          component,
		"Pulumi/main.pp":        component,
		"pulumi_random/main.pp": component,
		"web/main.pp":           component,
	}
	dir := gentest.WriteTree(t, files)
	out := gentest.Generate(t, dir, schema.NewLoader(), New())
	var paths []string
	var main string
	for _, f := range out {
		paths = append(paths, f.Path)
		if f.Path == "__main__.py" {
			main = string(f.Contents)
		}
	}
	sort.Strings(paths)
	want := []string{"__main__.py", "component_json.py", "component_pulumi.py", "component_pulumi_random.py", "web.py"}
	if strings.Join(paths, " ") != strings.Join(want, " ") {
		t.Errorf("files are %v, want %v", paths, want)
	}
	for _, imp := range []string{"from component_json import Json\n", "from component_pulumi import Pulumi\n",
		"from component_pulumi_random import PulumiRandom\n", "from web import Web\n"} {
		if !strings.Contains(main, imp) {
			t.Errorf("__main__.py lacks %q:\n%s", imp, main)
		}
	}
}
