package interp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"

	"github.com/pclgen/pclgen/interp/trace"
)

// semanticsCase is a program (main.pp and component files) with the outputs
// (JSON) it must produce and checks of its trace.
type semanticsCase struct {
	desc  string
	files map[string]string
	opts  Options
	want  map[string]string
	check func(t *testing.T, tr *trace.Trace, m *trace.Mocks)
}

func runSemantics(t *testing.T, tests []semanticsCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.desc, func(t *testing.T) {
			tr, m := runFiles(t, tt.files, tt.opts)
			if tr.Error != "" {
				t.Fatalf("run error: %s", tr.Error)
			}
			for name, want := range tt.want {
				if got := jsonOf(tr.Outputs[name]); got != want {
					t.Errorf("output %s = %s, want %s", name, got, want)
				}
			}
			if tt.check != nil {
				tt.check(t, tr, m)
			}
		})
	}
}

// half is a component whose output "seen" reads its input and whose output
// "own" does not.
const half = `
config peer "string" {}
resource word "random:index/randomPet:RandomPet" {
  length = 1
}
output own {
  value = word.id
}
output seen {
  value = "peer:${peer}"
}
`

func TestRunComponentCycles(t *testing.T) {
	runSemantics(t, []semanticsCase{
		{desc: "two instances read each other's outputs", files: map[string]string{"half/main.pp": half, "main.pp": `
component ping "./half" {
  peer = pong.own
}
component pong "./half" {
  peer = ping.own
}
output pingPeer {
  value = ping.seen
}
output pongPeer {
  value = pong.seen
}`}, want: map[string]string{"pingPeer": `"peer:pong-word_id"`, "pongPeer": `"peer:ping-word_id"`},
			check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
				if got := jsonOf(tr.Resources); strings.Contains(got, "$unknown") {
					t.Errorf("unknown values in %s", got)
				}
				if len(tr.Resources) != 4 {
					t.Errorf("%d resources, want 4 (one pass's)", len(tr.Resources))
				}
			}},
		{desc: "a chain through three instances", files: map[string]string{"half/main.pp": half, "main.pp": `
component a "./half" {
  peer = b.seen
}
component b "./half" {
  peer = c.seen
}
component c "./half" {
  peer = "end"
}
output a {
  value = a.seen
}`}, want: map[string]string{"a": `"peer:peer:peer:end"`}},
		{desc: "an instance reads ranged instances declared after it", files: map[string]string{"half/main.pp": half, "main.pp": `
component head "./half" {
  peer = join(",", [for m in crew : m.own])
}
component crew "./half" {
  options {
    range = 2
  }
  peer = "x"
}
output head {
  value = head.seen
}`}, want: map[string]string{"head": `"peer:crew-0-word_id,crew-1-word_id"`}},
	})
}

func TestRunSchemaDefaults(t *testing.T) {
	inputs := func(name string) func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
		return func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			r := resourceByName(tr, name)
			if r == nil {
				t.Fatalf("no resource %s", name)
			}
			want := map[string]string{
				"unset": `{"description":"Managed by Pulumi","enabled":true,"kind":"thing","ratio":1.5,"size":3}`,
				"set":   `{"description":"mine","enabled":false,"kind":"thing","ratio":0.5,"size":7}`,
				"null":  `{"description":"Managed by Pulumi","enabled":true,"kind":"thing","ratio":1.5,"size":3}`,
				"prov":  `{"region":"here"}`,
			}[name]
			if got := jsonOf(r.Inputs); got != want {
				t.Errorf("inputs %s, want %s", got, want)
			}
		}
	}
	runSemantics(t, []semanticsCase{
		{desc: "defaults and consts fill unset inputs", files: map[string]string{"main.pp": `
resource unset "fixture:index:Thing" {}
output d {
  value = unset.description
}`}, want: map[string]string{"d": `"Managed by Pulumi"`}, check: inputs("unset")},
		{desc: "set inputs keep their values", files: map[string]string{"main.pp": `
resource set "fixture:index:Thing" {
  description = "mine"
  size = 7
  enabled = false
  ratio = 0.5
}`}, check: inputs("set")},
		{desc: "null inputs get the defaults", files: map[string]string{"main.pp": `
resource null "fixture:index:Thing" {
  description = null
  size = null
}`}, check: inputs("null")},
		{desc: "provider defaults", files: map[string]string{"main.pp": `
resource prov "pulumi:providers:fixture" {}`}, check: inputs("prov")},
	})
}

func TestRunSchemaSecrets(t *testing.T) {
	runSemantics(t, []semanticsCase{
		{desc: "secret outputs are additional secret outputs, secret inputs secret", files: map[string]string{"main.pp": `
resource thing "fixture:index:Thing" {
  password = "p"
}
output hash {
  value = thing.hash
}`}, want: map[string]string{"hash": `{"$secret":"thing-hash"}`},
			check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
				r := resourceByName(tr, "thing")
				if got := jsonOf(r.Options); got != `{"additionalSecretOutputs":["hash","password"]}` {
					t.Errorf("options %s", got)
				}
				if got := jsonOf(r.Inputs["password"]); got != `{"$secret":"p"}` {
					t.Errorf("password input %s", got)
				}
			}},
		{desc: "merged with the program's own", files: map[string]string{"main.pp": `
resource thing "fixture:index:Thing" {
  options {
    additionalSecretOutputs = [plain, hash]
  }
}
output plain {
  value = thing.plain
}`}, want: map[string]string{"plain": `{"$secret":"thing-plain"}`},
			check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
				r := resourceByName(tr, "thing")
				if got := jsonOf(r.Options); got != `{"additionalSecretOutputs":["hash","password","plain"]}` {
					t.Errorf("options %s", got)
				}
			}},
		{desc: "a resource without secrets has no option", files: map[string]string{"main.pp": `
resource w "widgets:index:Widget" {
  name = "n"
}`}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			if r := resourceByName(tr, "w"); len(r.Options) != 0 {
				t.Errorf("options %s", jsonOf(r.Options))
			}
		}},
	})
}

func TestRunStash(t *testing.T) {
	for _, tok := range []string{"pulumi:Stash", "pulumi::Stash", "pulumi:index:Stash"} {
		runSemantics(t, []semanticsCase{{desc: tok, files: map[string]string{"main.pp": `
resource st "` + tok + `" {
  input = { a = [1, "x"] }
}
output in {
  value = st.input
}
output out {
  value = st.output
}`}, want: map[string]string{"in": `{"a":[1,"x"]}`, "out": `{"a":[1,"x"]}`},
			check: func(t *testing.T, tr *trace.Trace, m *trace.Mocks) {
				r := resourceByName(tr, "st")
				if r.Type != "pulumi:index:Stash" || r.URN != "urn:pulumi:stack::project::pulumi:index:Stash::st" {
					t.Errorf("registered as %s %s", r.Type, r.URN)
				}
				if got := jsonOf(m.Resources["pulumi:index:Stash::st"].State); got != `{"input":{"a":[1,"x"]},"output":{"a":[1,"x"]}}` {
					t.Errorf("mock state %s", got)
				}
			}}})
	}
}

func TestRunSecretNullOutput(t *testing.T) {
	runSemantics(t, []semanticsCase{{desc: "an unset nullable secret config is no output", files: map[string]string{"main.pp": `
config token "string" {
  nullable = true
  secret = true
}
output token {
  value = token
}`}, check: func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
		if _, ok := tr.Outputs["token"]; ok {
			t.Errorf("outputs %s", jsonOf(tr.Outputs))
		}
	}}})
}

func TestRunUntypedConfig(t *testing.T) {
	src := map[string]string{"main.pp": `
config anyObject {}
config typedAny "any" {}
output sum {
  value = anyObject.a + anyObject.b
}
output any {
  value = typedAny
}`}
	runSemantics(t, []semanticsCase{
		{desc: "untyped and any config are JSON", files: src,
			opts: Options{Config: map[string]string{"anyObject": `{"a": 10, "b": 20}`, "typedAny": `"text"`}},
			want: map[string]string{"sum": `30`, "any": `"text"`}},
	})
	tr, _ := runFiles(t, src, Options{Config: map[string]string{"anyObject": `{"a": 1, "b": 2}`, "typedAny": `text`}})
	if !strings.Contains(tr.Error, "not valid JSON") {
		t.Errorf("config that is not JSON: error %q", tr.Error)
	}
	prog := bindFiles(t, src)
	if got := jsonOf(SampleConfig(prog)); got != `{"anyObject":"\"anyObject\"","typedAny":"\"typedAny\""}` {
		t.Errorf("sample config %s", got)
	}
}

func TestRunProviderInheritance(t *testing.T) {
	const prov = "urn:pulumi:stack::project::pulumi:providers:widgets::prov::prov_id"
	providers := func(want map[string]string) func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
		return func(t *testing.T, tr *trace.Trace, _ *trace.Mocks) {
			for name, p := range want {
				r := resourceByName(tr, name)
				if r == nil {
					t.Fatalf("no resource %s", name)
				}
				if r.Provider != p {
					t.Errorf("%s: provider %q, want %q", name, r.Provider, p)
				}
			}
		}
	}
	runSemantics(t, []semanticsCase{
		{desc: "a child takes its parent's provider for its package", files: map[string]string{"main.pp": `
resource prov "pulumi:providers:widgets" {}
resource parent "widgets:index:Widget" {
  name = "p"
  options {
    provider = prov
  }
}
resource child "widgets:index:Widget" {
  name = "c"
  options {
    parent = parent
  }
}
resource grandchild "widgets:index:Widget" {
  name = "g"
  options {
    parent = child
  }
}
resource other "random:index/randomPet:RandomPet" {
  options {
    parent = parent
  }
}`}, check: providers(map[string]string{"parent": prov, "child": prov, "grandchild": prov, "other": ""})},
		{desc: "a component's providers reach its children", files: map[string]string{
			"comp/main.pp": `
resource inner "widgets:index:Widget" {
  name = "i"
}
resource pet "random:index/randomPet:RandomPet" {}
`, "main.pp": `
resource prov "pulumi:providers:widgets" {}
component c "./comp" {
  options {
    providers = [prov]
  }
}`}, check: providers(map[string]string{"c-inner": prov, "c-pet": ""})},
		{desc: "a component's provider option reaches its children", files: map[string]string{
			"comp/main.pp": `
resource inner "widgets:index:Widget" {
  name = "i"
}
`, "main.pp": `
resource prov "pulumi:providers:widgets" {}
component c "./comp" {
  options {
    provider = prov
  }
}`}, check: providers(map[string]string{"c-inner": prov})},
	})
}

func TestRunProjectDirectory(t *testing.T) {
	src := map[string]string{"main.pp": `
output root {
  value = rootDirectory()
}
output cwd {
  value = cwd()
}`}
	runSemantics(t, []semanticsCase{
		{desc: "a main directory below the project", files: src, opts: Options{RootDirectory: "/p/sub", ProjectDirectory: "/p"},
			want: map[string]string{"root": `"/p"`, "cwd": `"\u003croot\u003e"`}},
		{desc: "no project directory", files: src, opts: Options{RootDirectory: "/p/sub"},
			want: map[string]string{"root": `"\u003croot\u003e"`, "cwd": `"\u003croot\u003e"`}},
	})
}

func TestRunStackReference(t *testing.T) {
	src := map[string]string{"main.pp": `
resource ref "pulumi:pulumi:StackReference" {
  name = "org/other/dev"
}
output plain {
  value = getOutput(ref, "plain")
}
output secret {
  value = getOutput(ref, "secret")
}`}
	runSemantics(t, []semanticsCase{
		{desc: "given outputs", files: src,
			opts: Options{StackReferences: map[string]map[string]any{"org/other/dev": {"plain": "p", "secret": map[string]any{"$secret": "s"}}}},
			want: map[string]string{"plain": `"p"`, "secret": `{"$secret":"s"}`},
			check: func(t *testing.T, _ *trace.Trace, m *trace.Mocks) {
				st := m.Resources["pulumi:pulumi:StackReference::ref"].State
				if got := jsonOf(st); got != `{"outputs":{"plain":"p","secret":{"$secret":"s"}},"secretOutputNames":["secret"]}` {
					t.Errorf("mock state %s", got)
				}
			}},
		{desc: "stand-ins for outputs indexed directly", files: map[string]string{"main.pp": `
resource ref "pulumi:pulumi:StackReference" {
  name = "org/other/dev"
}
output image {
  value = "${ref.outputs["imageName"]}"
}`}, want: map[string]string{"image": `"imageName"`}},
		{desc: "stand-ins for the names read", files: src,
			want: map[string]string{"plain": `"plain"`, "secret": `"secret"`},
			check: func(t *testing.T, _ *trace.Trace, m *trace.Mocks) {
				st := m.Resources["pulumi:pulumi:StackReference::ref"].State
				if got := jsonOf(st); got != `{"outputs":{"plain":"plain","secret":"secret"},"secretOutputNames":[]}` {
					t.Errorf("mock state %s", got)
				}
			}},
	})
}

func TestRunProviderFacts(t *testing.T) {
	runSemantics(t, []semanticsCase{
		{desc: "an echo provider leaves unset inputs unset", files: map[string]string{"main.pp": `
resource unset "optionalprimitive:index:Resource" {}
resource set "optionalprimitive:index:Resource" {
  boolean = true
}
output unsetBoolean {
  value = unset.boolean == null ? "null" : "not null"
}
output setBoolean {
  value = set.boolean
}
output setString {
  value = set.string == null ? "null" : "not null"
}`}, want: map[string]string{"unsetBoolean": `"null"`, "setBoolean": `true`, "setString": `"null"`},
			check: func(t *testing.T, _ *trace.Trace, m *trace.Mocks) {
				if got := jsonOf(m.Resources["optionalprimitive:index:Resource::unset"].State); got != `{}` {
					t.Errorf("mock state %s", got)
				}
			}},
		{desc: "a primitive resource's ID is its string input", files: map[string]string{"main.pp": `
resource src "primitive:index:Resource" {
  string = "1234"
}
resource empty "primitive:index:Resource" {
  string = ""
}
resource sink "primitive:index:Resource" {
  float = src.id
}
output ids {
  value = [src.id, empty.id]
}`}, want: map[string]string{"ids": `["1234","empty_id"]`},
			check: func(t *testing.T, tr *trace.Trace, m *trace.Mocks) {
				if got := jsonOf(resourceByName(tr, "sink").Inputs); got != `{"float":1234}` {
					t.Errorf("sink inputs %s", got)
				}
				if id := m.Resources["primitive:index:Resource::src"].ID; id != "1234" {
					t.Errorf("mock ID %q", id)
				}
			}},
		{desc: "other providers compute unset inputs", files: map[string]string{"main.pp": `
resource pet "random:index/randomPet:RandomPet" {}
output prefix {
  value = pet.prefix == null ? "null" : "not null"
}`}, want: map[string]string{"prefix": `"not null"`}},
	})
}

func TestRunFractionalInt(t *testing.T) {
	for _, tt := range []struct{ desc, src, errSub string }{
		{"an int input given a fraction", `
config i "int" {
  default = 25
}
resource half "random:index/randomString:RandomString" {
  length = i / 2
}`, "a whole number is required, not 12.5"},
		{"an int input given a whole number", `
resource half "random:index/randomString:RandomString" {
  length = 24 / 2
}`, ""},
		{"an optional int input given a fraction", `
config f "number" {
  default = 1.5
}
resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a"]
  resultCount = f
}`, "a whole number is required, not 1.5"},
	} {
		t.Run(tt.desc, func(t *testing.T) {
			tr, _ := runFiles(t, map[string]string{"main.pp": tt.src}, Options{})
			if tt.errSub == "" && tr.Error != "" || !strings.Contains(tr.Error, tt.errSub) {
				t.Errorf("error %q, want one containing %q", tr.Error, tt.errSub)
			}
		})
	}
}

func TestRunMockShapeHints(t *testing.T) {
	runSemantics(t, []semanticsCase{
		{desc: "a map holds the literal keys read, a list the indexes read", files: map[string]string{"main.pp": `
resource pet "random:index/randomPet:RandomPet" {
  keepers = { a = "b" }
}
resource shuffle "random:index/randomShuffle:RandomShuffle" {
  inputs = ["a"]
}
resource str "random:index/randomString:RandomString" {
  length = 3
}
output third {
  value = shuffle.results[2]
}
output count {
  value = length(shuffle.results)
}
`}, want: map[string]string{"third": `"shuffle-results[2]"`, "count": `3`}},
		{desc: "ranged resources are read through their instances", files: map[string]string{"main.pp": `
resource shuffle "random:index/randomShuffle:RandomShuffle" {
  options {
    range = 2
  }
  inputs = ["a"]
}
output second {
  value = shuffle[1].results[1]
}`}, want: map[string]string{"second": `"shuffle-1-results[1]"`}},
	})
}

func TestMockValueHints(t *testing.T) {
	h := &shapeHint{}
	h.key("x").index(1)
	h.key("y")
	m := &schema.MapType{Elem: &schema.ArrayType{Items: &schema.PrimitiveType{Kind: schema.StringKind}}}
	got := jsonOf(toTrace(mockValueDepth("t:index:R", "r", "p", m, 0, h), nil))
	if want := `{"x":["r-p.x[0]","r-p.x[1]"],"y":["r-p.y[0]"]}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if got := jsonOf(toTrace(mockValueDepth("t:index:R", "r", "p", m, 0, nil), nil)); got != `{"key":["r-p.key[0]"]}` {
		t.Errorf("without hints: %s", got)
	}
}

// bindUnchecked binds main.pp as Pulumi's codegen tests bind some
// programs: resources and invokes of unknown packages or tokens bind
// without a schema.
func bindUnchecked(t *testing.T, src string) *binder.Program {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "main.pp"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	prog, diags := binder.BindDirectory(dir, binder.Options{Loader: schema.NewLoader("../testdata/schemas"),
		SkipResourceTypecheck: true, SkipInvokeTypecheck: true})
	if diags.HasErrors() {
		t.Fatalf("bind: %s", diags.Error())
	}
	return prog
}

// An invoke of a function without a schema (bound without checking
// invokes) gets the mock provider's answer, an empty object, as every
// language's program does: a known value that has no attributes.
func TestRunInvokeWithoutSchema(t *testing.T) {
	tr, m := Run(context.Background(), bindUnchecked(t, `
data = invoke("unknown:index:getData", { input = "hello" })
output whole {
  value = data
}
output known {
  value = data == {}
}`), Options{})
	if tr.Error != "" {
		t.Fatalf("run error: %s", tr.Error)
	}
	if got := jsonOf(tr.Outputs); got != `{"known":true,"whole":{}}` {
		t.Errorf("outputs %s, want the empty object", got)
	}
	if got := jsonOf(m.Invokes["unknown:index:getData"]); got != `{}` {
		t.Errorf("mock answer %s, want {}", got)
	}
	for _, read := range []string{`data.content`, `data["content"]`, `invoke("unknown:index:getData", {}).content`} {
		tr, _ := Run(context.Background(), bindUnchecked(t, `
data = invoke("unknown:index:getData", {})
output content {
  value = `+read+`
}`), Options{})
		if !strings.Contains(tr.Error, `"content"`) {
			t.Errorf("%s: error %q, want one about the missing attribute", read, tr.Error)
		}
	}
}

// A resource without a schema given where an input wants a string stands
// for its ID, at the top and inside lists, maps and objects; the outputs a
// program reads of it are derived from what it reads, as a provider
// would answer them.
func TestRunResourceWithoutSchema(t *testing.T) {
	tr, m := Run(context.Background(), bindUnchecked(t, `
resource site "unknown:index:Site" {
  size = 2
}
resource group "aws:ec2/securityGroup:SecurityGroup" {
  vpcId = site
  name  = "${site.arn}/*"
  tags  = { site = site, other = "x" }
  ingress = [{
    protocol   = "tcp"
    fromPort   = 1
    toPort     = site.size
    cidrBlocks = [site, "10.0.0.0/8"]
  }]
}
output whole {
  value = site.config.items[1]
}
output size {
  value = site.size
}`), Options{})
	if tr.Error != "" {
		t.Fatalf("run error: %s", tr.Error)
	}
	group := resourceByName(tr, "group")
	if group == nil {
		t.Fatal("no group registered")
	}
	want := `{"description":"Managed by Pulumi","ingress":[{"cidrBlocks":["site_id","10.0.0.0/8"],"fromPort":1,"protocol":"tcp","toPort":2}],` +
		`"name":"site-arn/*","tags":{"other":"x","site":"site_id"},"vpcId":"site_id"}`
	if got := jsonOf(group.Inputs); got != want {
		t.Errorf("group inputs\n%s\nwant\n%s", got, want)
	}
	if got := jsonOf(tr.Outputs); got != `{"size":2,"whole":"site-config.items[1]"}` {
		t.Errorf("outputs %s", got)
	}
	state := m.Resources["unknown:index:Site::site"].State
	if got := jsonOf(state); got != `{"arn":"site-arn","config":{"items":["site-config.items[0]","site-config.items[1]"]}}` {
		t.Errorf("mock state %s", got)
	}
}

// A component's outputs are the values its program gives them: an object
// the program wrote lacks what it lacks, at any depth, even where the
// output's type (unified from objects of other shapes) declares more
// attributes. Only a schema's objects read missing properties as null.
func TestRunComponentObjectsKeepTheirAttributes(t *testing.T) {
	comp := `
config pick "bool" {}
output whole {
  value = pick ? { a = 1, b = 2, c = 3 } : { a = 4, d = 5 }
}
output nested {
  value = { inner = [pick ? { a = 1, b = 2 } : { c = 3 }] }
}
`
	runSemantics(t, []semanticsCase{{desc: "objects of a component's outputs", files: map[string]string{
		"comp/main.pp": comp, "main.pp": `
component c "./comp" {
  pick = false
}
output keys {
  value = [for k, v in c.whole : k]
}
output inner {
  value = length(c.nested.inner[0])
}
`}, want: map[string]string{"keys": `["a","d"]`, "inner": `1`}}})
}
