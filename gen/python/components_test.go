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

// TestComponentOutputAttributes generates a component whose outputs are
// named like keywords and like members of pulumi.ComponentResource: their
// attributes take an underscore, where they are set and where they are
// read.
func TestComponentOutputAttributes(t *testing.T) {
	dir := gentest.WriteTree(t, map[string]string{
		"main.pp": "component c \"./comp\" {}\noutput all {\n  value = [c.getProvider, c.class, c.registerOutputs, c.name]\n}\n",
		"comp/main.pp": "output getProvider {\n  value = \"u\"\n}\noutput class {\n  value = \"c\"\n}\n" +
			"output registerOutputs {\n  value = \"r\"\n}\noutput name {\n  value = \"n\"\n}\n",
	})
	got := map[string]string{}
	for _, f := range gentest.Generate(t, dir, schema.NewLoader(), New()) {
		got[f.Path] = string(f.Contents)
	}
	for file, wants := range map[string][]string{
		"__main__.py": {`pulumi.export("all", [c.get_provider_, c.class_, c.register_outputs_, c.name])`},
		"comp.py": {"self.get_provider_ = pulumi.Output.from_input(\"u\")\n", "self.class_ = pulumi.Output.from_input(\"c\")\n",
			"self.register_outputs_ = pulumi.Output.from_input(\"r\")\n", "self.name = pulumi.Output.from_input(\"n\")\n",
			`"getProvider": self.get_provider_,`, `"registerOutputs": self.register_outputs_,`},
	} {
		for _, w := range wants {
			if !strings.Contains(got[file], w) {
				t.Errorf("%s lacks %q:\n%s", file, w, got[file])
			}
		}
	}
}

// TestComponentLocalsOnlyDeadLocalsRead checks that a component declares
// no local that only locals it does not declare read (pyflakes refuses a
// function's unused variable): a chain of unread locals is left out whole,
// and what a call's local or an output reads stays.
func TestComponentLocalsOnlyDeadLocalsRead(t *testing.T) {
	files := map[string]string{
		"main.pp": "component c \"./comp\" {\n  input = 2\n}\n",
		"comp/main.pp": "config input \"number\" {}\n" +
			"first = input * 2\nsecond = first + 1\nthird = [second]\n" +
			"kept = input + 1\noutput out {\n  value = kept\n}\n",
	}
	dir := gentest.WriteTree(t, files)
	out := gentest.Generate(t, dir, schema.NewLoader(), New())
	var comp string
	for _, f := range out {
		if f.Path == "comp.py" {
			comp = string(f.Contents)
		}
	}
	for _, dead := range []string{"first =", "second =", "third ="} {
		if strings.Contains(comp, dead) {
			t.Errorf("comp.py declares %q, which only unread locals read:\n%s", dead, comp)
		}
	}
	if !strings.Contains(comp, "kept = ") {
		t.Errorf("comp.py lacks the local its output reads:\n%s", comp)
	}
}

// TestCountReads counts a name's reads: not as an assignment's target, a
// keyword argument, an attribute, a longer word or a string, but inside
// an f-string's replacement field.
func TestCountReads(t *testing.T) {
	tests := []struct {
		src  string
		want int
	}{
		{`maybe = args["maybe"]`, 0},
		{`maybe = args['maybe']` + "\n" + `x = maybe`, 1},
		{`self.maybe = maybes + maybe_`, 0},
		{`f"{maybe}-x"`, 1},
		{`f"{{maybe}}-x" + "{maybe}"`, 0},
		{`call(maybe=1, other=maybe == 2)`, 1},
		{`{"maybe": maybe}  # maybe`, 1},
		{`f"{x!r:{maybe}}"`, 1},
	}
	for _, tt := range tests {
		reads := map[string]int{}
		countReads(tt.src, reads)
		if got := reads["maybe"]; got != tt.want {
			t.Errorf("countReads(%q) read maybe %d times, want %d", tt.src, got, tt.want)
		}
	}
}
