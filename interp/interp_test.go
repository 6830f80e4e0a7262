package interp

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/interp/trace"
)

// runFiles writes files (path relative to a temporary program directory:
// main.pp and component directories) and runs the bound program.
func runFiles(t *testing.T, files map[string]string, opts Options) (*trace.Trace, *trace.Mocks) {
	t.Helper()
	return Run(context.Background(), bindFiles(t, files), opts)
}

// bindFiles writes files to a temporary program directory and binds it.
func bindFiles(t *testing.T, files map[string]string) *binder.Program {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	prog, diags := binder.BindDirectory(dir, binder.Options{Loader: schema.NewLoader("../testdata/schemas", "testdata/schemas")})
	if diags.HasErrors() {
		t.Fatalf("bind: %s", diags.Error())
	}
	return prog
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// resourceByName returns the trace's resource called name.
func resourceByName(tr *trace.Trace, name string) *trace.Resource {
	for i := range tr.Resources {
		if tr.Resources[i].Name == name {
			return &tr.Resources[i]
		}
	}
	return nil
}

func TestRunOutputs(t *testing.T) {
	tests := []struct {
		desc   string
		src    string
		opts   Options
		want   map[string]string // output name -> JSON
		errSub string            // a run error containing this
	}{
		{desc: "config of every type, given", src: `
config s "string" {}
config i "int" {}
config n "number" {}
config b "bool" {}
config l "list(string)" {}
config m "map(int)" {}
config o "object({a=string, b=list(int)})" {}
config u {}
output all {
  value = [s, i, n, b, l, m, o, u]
}`, opts: Options{Config: map[string]string{"s": "x", "i": "7", "n": "7.5", "b": "true", "l": `["a","b"]`, "m": `{"k":1}`,
			"o": `{"a":"z","b":[1,2]}`, "u": "[1]"}},
			want: map[string]string{"all": `["x",7,7.5,true,["a","b"],{"k":1},{"a":"z","b":[1,2]},[1]]`}},
		{desc: "config defaults", src: `
config s "string" {
  default = "d"
}
config i "int" {
  default = 3
}
config l "list(int)" {
  default = [1, 2]
}
config z "string" {
  nullable = true
}
output all {
  value = [s, i, l, z]
}`, want: map[string]string{"all": `["d",3,[1,2],null]`}},
		{desc: "int config must be whole", src: `
config i "int" {}
output o {
  value = i
}`, opts: Options{Config: map[string]string{"i": "7.5"}}, errSub: "must be an integer"},
		{desc: "missing config", src: `
config i "int" {}
output o {
  value = i
}`, errSub: "Missing required configuration variable 'project:i'"},
		{desc: "number config that is not a number", src: `
config i "number" {}
output o {
  value = i
}`, opts: Options{Config: map[string]string{"i": "seven"}}, errSub: "not a number"},
		{desc: "secret config flows through locals", src: `
config pw "string" {
  secret = true
}
l = "x-${pw}"
m = { k = l, other = "plain" }
output o {
  value = m
}
output len {
  value = length(l)
}`, opts: Options{Config: map[string]string{"pw": "p"}},
			want: map[string]string{"o": `{"$secret":{"k":"x-p","other":"plain"}}`, "len": `{"$secret":3}`}},
		{desc: "secret key from the options", src: `
config pw "string" {}
output o {
  value = pw
}`, opts: Options{Config: map[string]string{"pw": "p"}, SecretKeys: []string{"pw"}},
			want: map[string]string{"o": `{"$secret":"p"}`}},
		{desc: "arithmetic as cty", src: `
output a {
  value = [-7 % 3, 7 % -3, 2 * 3.5, 10 / 4]
}`, want: map[string]string{"a": `[-1,1,7,2.5]`}},
		{desc: "division by zero", src: `
x = 0
output a {
  value = 1 / x
}`, errSub: "zero"},
		{desc: "number formatting in templates", src: `
output a {
  value = "${1.0}|${2.5e21}|${0.5}|${-3}"
}`, want: map[string]string{"a": `"1|2500000000000000000000|0.5|-3"`}},
		{desc: "index out of range", src: `
l = [1, 2]
i = 5
output a {
  value = l[i]
}`, errSub: "ndex"},
		{desc: "missing map key", src: `
m = { a = 1 }
k = "b"
output a {
  value = m[k]
}`, errSub: "b"},
		{desc: "try and can", src: `
m = { a = 1 }
k = "b"
output a {
  value = [try(m[k], "fallback"), try(m["a"], 0), can(m[k]), can(m.a)]
}`, want: map[string]string{"a": `["fallback",1,false,true]`}},
		{desc: "try over a secret map", src: `
config m "map(string)" {
  secret = true
}
output a {
  value = try(m["b"], "fallback")
}`, opts: Options{Config: map[string]string{"m": `{"a":"x"}`}}, want: map[string]string{"a": `{"$secret":"fallback"}`}},
		{desc: "try over a failure that does not read the secret", src: `
config s string {
  secret = true
}
config names "list(string)" {}
output a {
  value = [try({ for n in names : "k" => s }, {}), can({ for n in names : "k" => s }), try([for n in names : s][5], "none")]
}`, opts: Options{Config: map[string]string{"s": `"x"`, "names": `["a","b"]`}}, want: map[string]string{"a": `[{},false,"none"]`}},
		{desc: "can over a failure that reads the secret", src: `
config m "map(string)" {
  secret = true
}
output a {
  value = [can(m["b"]), can({ for k, v in m : "k" => v })]
}`, opts: Options{Config: map[string]string{"m": `{"a":"x","c":"y"}`}}, want: map[string]string{"a": `{"$secret":[false,false]}`}},
		{desc: "for expression with try", src: `
l = [{ a = 1 }, { b = 2 }]
output a {
  value = [for x in l : try(x.a, -1)]
}`, want: map[string]string{"a": `[1,-1]`}},
		{desc: "only the selected branch is evaluated", src: `
t = true
output a {
  value = t ? "yes" : invoke("widgets:index:joinNames", "x", "y").result
}`, want: map[string]string{"a": `"yes"`}},
	}
	for _, tt := range tests {
		t.Run(tt.desc, func(t *testing.T) {
			tr, _ := runFiles(t, map[string]string{"main.pp": tt.src}, tt.opts)
			if tt.errSub != "" {
				if !strings.Contains(tr.Error, tt.errSub) {
					t.Fatalf("error %q does not contain %q", tr.Error, tt.errSub)
				}
				return
			}
			if tr.Error != "" {
				t.Fatalf("run error: %s", tr.Error)
			}
			for name, want := range tt.want {
				if got := jsonOf(tr.Outputs[name]); got != want {
					t.Errorf("output %s = %s, want %s", name, got, want)
				}
			}
			if len(tr.Invokes) > 0 && tt.desc == "only the selected branch is evaluated" {
				t.Errorf("invokes recorded for a branch not taken: %s", jsonOf(tr.Invokes))
			}
		})
	}
}

func TestRunResources(t *testing.T) {
	tests := []struct {
		desc  string
		files map[string]string
		opts  Options
		// names are the resources' names, in URN order ("$" sorts before
		// ":", so a child comes before its parent).
		names  []string
		check  func(t *testing.T, tr *trace.Trace, m *trace.Mocks)
		errSub string
	}{
		{desc: "range over a number", files: map[string]string{"main.pp": `
resource pet "random:index/randomPet:RandomPet" {
  length = range.value + 1
  options {
    range = 2
  }
}
output ids {
  value = pet[*].id
}`}, names: []string{"pet-0", "pet-1"}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			if got := jsonOf(resourceByName(tr, "pet-1").Inputs); got != `{"length":2}` {
				t.Errorf("inputs %s", got)
			}
			if got := jsonOf(tr.Outputs["ids"]); got != `["pet-0_id","pet-1_id"]` {
				t.Errorf("ids %s", got)
			}
		}},
		{desc: "range over a list", files: map[string]string{"main.pp": `
resource pet "random:index/randomPet:RandomPet" {
  prefix = range.value
  options {
    range = ["a", "b", "c"]
  }
}`}, names: []string{"pet-0", "pet-1", "pet-2"}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			if got := jsonOf(resourceByName(tr, "pet-2").Inputs); got != `{"prefix":"c"}` {
				t.Errorf("inputs %s", got)
			}
		}},
		{desc: "range over a map", files: map[string]string{"main.pp": `
resource pet "random:index/randomPet:RandomPet" {
  prefix = "${range.key}=${range.value}"
  options {
    range = { x = "1", y = "2" }
  }
}
output y {
  value = pet["y"].id
}`}, names: []string{"pet-x", "pet-y"}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			if got := jsonOf(resourceByName(tr, "pet-y").Inputs); got != `{"prefix":"y=2"}` {
				t.Errorf("inputs %s", got)
			}
			if got := jsonOf(tr.Outputs["y"]); got != `"pet-y_id"` {
				t.Errorf("y %s", got)
			}
		}},
		{desc: "range over bools", files: map[string]string{"main.pp": `
resource yes "random:index/randomPet:RandomPet" {
  options {
    range = true
  }
}
resource no "random:index/randomPet:RandomPet" {
  options {
    range = false
  }
}`}, names: []string{"yes"}},
		{desc: "secret inputs and schema-secret outputs", files: map[string]string{"main.pp": `
config pw "string" {
  secret = true
}
resource s "random:index/randomString:RandomString" {
  length = 4
  overrideSpecial = pw
}
output special {
  value = s.overrideSpecial
}
output result {
  value = s.result
}`}, opts: Options{Config: map[string]string{"pw": "!"}}, names: []string{"s"}, check: func(t *testing.T, tr *trace.Trace, m *trace.Mocks) {
			if got := jsonOf(resourceByName(tr, "s").Inputs["overrideSpecial"]); got != `{"$secret":"!"}` {
				t.Errorf("input %s", got)
			}
			if got := jsonOf(tr.Outputs["special"]); got != `{"$secret":"!"}` {
				t.Errorf("output %s", got)
			}
			if got := jsonOf(tr.Outputs["result"]); got != `"s-result"` {
				t.Errorf("result %s", got)
			}
			if got := m.Resources["random:index/randomString:RandomString::s"]; got.ID != "s_id" || got.State["result"] != "s-result" {
				t.Errorf("mock %s", jsonOf(got))
			}
		}},
		{desc: "conversion of a string to a number that fails", files: map[string]string{"main.pp": `
config c "string" {
  default = "abc"
}
resource s "random:index/randomString:RandomString" {
  length = c
}`}, errSub: "number"},
		{desc: "conversion of a number to a string", files: map[string]string{"main.pp": `
resource s "random:index/randomPet:RandomPet" {
  prefix = 1.5
}`}, names: []string{"s"}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			if got := jsonOf(resourceByName(tr, "s").Inputs); got != `{"prefix":"1.5"}` {
				t.Errorf("inputs %s", got)
			}
		}},
		{desc: "missing required input", files: map[string]string{"main.pp": `
config l "int" {
  nullable = true
}
resource s "random:index/randomString:RandomString" {
  length = l
}`}, errSub: "Missing required property 'length'"},
		{desc: "duplicate URN", files: map[string]string{"main.pp": `
resource a "random:index/randomPet:RandomPet" {
  __logicalName = "same"
}
resource b "random:index/randomPet:RandomPet" {
  __logicalName = "same"
}`}, errSub: "Duplicate resource URN"},
		{desc: "a component used twice", files: map[string]string{
			"main.pp": `
component first "./store" {
  n = 1
}
component second "./store" {
  n = 2
}
output tags {
  value = [first.tag, second.tag]
}`,
			"store/main.pp": `
config n "int" {}
resource pet "random:index/randomPet:RandomPet" {
  length = n
}
output tag {
  value = pet.id
}`}, names: []string{"first-pet", "second-pet", "first", "second"}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			p := resourceByName(tr, "second-pet")
			if p.URN != "urn:pulumi:stack::project::components:index:Store$random:index/randomPet:RandomPet::second-pet" {
				t.Errorf("urn %s", p.URN)
			}
			if p.Parent != resourceByName(tr, "second").URN || jsonOf(p.Inputs) != `{"length":2}` {
				t.Errorf("parent %s inputs %s", p.Parent, jsonOf(p.Inputs))
			}
			if resourceByName(tr, "first").Custom {
				t.Errorf("a component is not custom")
			}
			if got := jsonOf(tr.Outputs["tags"]); got != `["first-pet_id","second-pet_id"]` {
				t.Errorf("tags %s", got)
			}
		}},
		{desc: "nested components", files: map[string]string{
			"main.pp": `
component outer "./outer" {}`,
			"outer/main.pp": `
component inner "../inner" {}
resource pet "random:index/randomPet:RandomPet" {
  options {
    range = 1
  }
}`,
			"inner/main.pp": `
resource pet "random:index/randomPet:RandomPet" {}`},
			names: []string{"outer-inner-pet", "outer-inner", "outer-pet-0", "outer"}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
				p := resourceByName(tr, "outer-inner-pet")
				if p.URN != "urn:pulumi:stack::project::components:index:Outer$components:index:Inner$random:index/randomPet:RandomPet::outer-inner-pet" {
					t.Errorf("urn %s", p.URN)
				}
			}},
		{desc: "invokes and calls", files: map[string]string{"main.pp": `
j = invoke("widgets:index:joinNames", "a", "b")
w = invoke("widgets:index:getTags", { prefix = "p" })
resource wid "widgets:index:Widget" {
  name = j.result
}
output r {
  value = j.result
}
output area {
  value = call(wid, "resize", { factor = 2 }).area
}`}, names: []string{"wid"}, check: func(t *testing.T, tr *trace.Trace, m *trace.Mocks) {
			if got := jsonOf(tr.Invokes); !strings.Contains(got, `{"token":"widgets:index:joinNames","args":{"first":"a","second":"b"}}`) ||
				!strings.Contains(got, `"widgets:index:Widget/resize","args":{"factor":2}`) {
				t.Errorf("invokes %s", got)
			}
			if got := jsonOf(tr.Outputs["r"]); got != `"joinNames-result"` {
				t.Errorf("r %s", got)
			}
			if _, ok := m.Invokes["widgets:index:joinNames"]; !ok {
				t.Errorf("mocks %s", jsonOf(m.Invokes))
			}
		}},
		{desc: "options and providers", files: map[string]string{"main.pp": `
resource prov "pulumi:providers:widgets" {
  region = "r"
}
resource w "widgets:index:Widget" {
  name = "n"
  options {
    provider = prov
    protect = true
    retainOnDelete = false
    dependsOn = [prov]
    customTimeouts = { create = "5m" }
  }
}
resource child "widgets:index:Widget" {
  name = "c"
  options {
    parent = w
  }
}`}, names: []string{"prov", "child", "w"}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			w := resourceByName(tr, "w")
			if w.Provider != "urn:pulumi:stack::project::pulumi:providers:widgets::prov::prov_id" {
				t.Errorf("provider %s", w.Provider)
			}
			if got := jsonOf(w.Options); got != `{"customTimeouts":{"create":"5m"},"protect":true}` {
				t.Errorf("options %s", got)
			}
			if c := resourceByName(tr, "child"); c.Parent != w.URN {
				t.Errorf("parent %s", c.Parent)
			}
			if !resourceByName(tr, "prov").Custom {
				t.Errorf("a provider is custom")
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.desc, func(t *testing.T) {
			tr, m := runFiles(t, tt.files, tt.opts)
			if tt.errSub != "" {
				if !strings.Contains(tr.Error, tt.errSub) {
					t.Fatalf("error %q does not contain %q", tr.Error, tt.errSub)
				}
				return
			}
			if tr.Error != "" {
				t.Fatalf("run error: %s", tr.Error)
			}
			var names []string
			for _, r := range tr.Resources {
				names = append(names, r.Name)
			}
			if strings.Join(names, ",") != strings.Join(tt.names, ",") {
				t.Errorf("resources %v, want %v", names, tt.names)
			}
			if tt.check != nil {
				tt.check(t, tr, m)
			}
		})
	}
}

func TestRunMocksConfig(t *testing.T) {
	_, m := runFiles(t, map[string]string{"main.pp": `
config a "string" {}
config b "string" {
  default = "x"
}`}, Options{Config: map[string]string{"a": "1"}, SecretKeys: []string{"a"}})
	if got := jsonOf(m.Config); got != `{"project:a":"1"}` {
		t.Errorf("config %s", got)
	}
	if got := jsonOf(m.SecretKeys); got != `["project:a"]` {
		t.Errorf("secret keys %s", got)
	}
}

func TestRunNilProgram(t *testing.T) {
	tr, m := Run(context.Background(), nil, Options{})
	if tr.Error == "" || m == nil {
		t.Errorf("a nil program must be an error, got %+v", tr)
	}
}
