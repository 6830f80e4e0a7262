package gorun

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/gocompile"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

func TestRewrite(t *testing.T) {
	files := []gen.File{
		{Path: "main.go", Contents: []byte("package main\n\nimport \"github.com/pulumi/pulumi/sdk/v3/go/pulumi\"\n\nfunc main() {\n\tpulumi.Run(func(ctx *pulumi.Context) error {\n\t\treturn nil\n\t})\n}\n")},
		{Path: "part.go", Contents: []byte("// A component.\npackage main\n\nfunc helper() {}\n")},
		{Path: "README.md", Contents: []byte("not Go")},
		{Path: "go.mod", Contents: []byte("module x\n")},
		{Path: "data/testfile.txt", Contents: []byte("a fixture")},
	}
	out, err := Rewrite(files, "pclgen.test/compile/gorundriver")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range out {
		names = append(names, f.Path)
	}
	if got := strings.Join(names, " "); got != "main.go part.go README.md data/testfile.txt" {
		t.Fatalf("Rewrite kept %s, want the Go files and the others but go.mod", got)
	}
	if string(out[3].Contents) != "a fixture" {
		t.Errorf("a fixture changed: %q", out[3].Contents)
	}
	main := string(out[0].Contents)
	for _, want := range []string{
		"package program; import pclgenGorunDriver \"pclgen.test/compile/gorundriver\"\n",
		"func PclgenMain() {\n\tpclgenGorunDriver.Run(func(ctx",
	} {
		if !strings.Contains(main, want) {
			t.Errorf("main.go lacks %q:\n%s", want, main)
		}
	}
	if strings.Count(main, "\n") != strings.Count(string(files[0].Contents), "\n") {
		t.Errorf("main.go's lines moved:\n%s", main)
	}
	if got := string(out[1].Contents); got != "// A component.\npackage program\n\nfunc helper() {}\n" {
		t.Errorf("part.go:\n%s", got)
	}

	for _, bad := range [][]gen.File{
		{{Path: "main.go", Contents: []byte("package main\n\nfunc main() {}\n")}},
		{{Path: "main.go", Contents: []byte("package other\n")}},
		{{Path: "../escape.txt", Contents: []byte("x")}, files[0]},
	} {
		if _, err := Rewrite(bad, "d"); err == nil {
			t.Errorf("Rewrite(%s) did not fail", bad[0].Contents)
		}
	}
}

func TestAttribute(t *testing.T) {
	out := `# pclgen.test/compile/work/gorun-s/p/bad
work/gorun-s/p/bad/main.go:3:2: undefined: x
work/gorun-s/p/bad/main.go:4:2: undefined: y
# pclgen.test/compile/work/gorun-s/p/worse
note: module requires Go 1.99
go: some unrelated line
`
	byDir := map[string]*job{"bad": {}, "worse": {}, "good": {}}
	got := attribute([]byte(out), "gorun-s", byDir)
	if !strings.Contains(got["bad"], "undefined: y") || !strings.Contains(got["worse"], "requires Go") || len(got) != 2 {
		t.Errorf("attribute: %q", got)
	}
}

func TestMergedFailures(t *testing.T) {
	a, b, c := &job{dir: "a"}, &job{dir: "b"}, &job{dir: "c"}
	merges := map[*job]*merged{
		a: {group: 0, files: []gen.File{{Path: "a.main.go"}}},
		b: {group: 0, files: []gen.File{{Path: "b.main.go"}, {Path: "b.comp.go"}}},
		c: {group: 1, files: []gen.File{{Path: "c.main.go"}}},
	}
	out := `# pclgen.test/compile/work/gorun-s/m/g0
work/gorun-s/m/g0/b.comp.go:3:2: cannot use x (variable of type int) as string value
	have (int)
	want (string)
# pclgen.test/compile/work/gorun-s/m/g1
work/gorun-s/m/g1/unknown.go:1:1: something
too many errors
`
	jobs, groups := mergedFailures([]byte(out), "gorun-s", merges)
	if !jobs[b] || jobs[a] || jobs[c] || len(jobs) != 1 {
		t.Errorf("jobs: %v", jobs)
	}
	if !groups[1] || groups[0] || len(groups) != 1 {
		t.Errorf("groups: %v (group 0's continuation lines belong to b, group 1 names no program's file)", groups)
	}
}

// compileModule returns the repository's compile module, or skips when the
// go tool is missing or the module's SDKs cannot be built.
func compileModule(t *testing.T) *gocompile.Module {
	t.Helper()
	m := gocompile.Require(t, "the Go SDK's mocks")
	// Build the driver package and the SDKs the programs use, once.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "build", "-o", os.DevNull, "./"+DriverPackage,
		"github.com/pulumi/pulumi-random/sdk/v4/go/random", "github.com/pulumi/pulumi-tls/sdk/v4/go/tls")
	cmd.Dir = m.Dir
	cmd.Env = gocompile.ToolEnv()
	if out, err := cmd.CombinedOutput(); err != nil {
		gentest.SkipWithoutTool(t, fmt.Sprintf("the compile module's SDKs do not build: %v\n%s", err, out))
	}
	return m
}

func file(path, src string) gen.File { return gen.File{Path: path, Contents: []byte(src)} }

// The programs are written like the Go backend's output.
const componentsMain = `package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi-tls/sdk/v4/go/tls"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		cfg := config.New(ctx, "")
		prefix := cfg.Require("prefix")
		token := cfg.RequireSecret("token")
		length, err := random.NewRandomInteger(ctx, "length", &random.RandomIntegerArgs{Min: pulumi.Int(1), Max: pulumi.Int(3)}, pulumi.Protect(true), pulumi.IgnoreChanges([]string{"max"}))
		if err != nil {
			return err
		}
		first, err := NewPair(ctx, "first", &PairArgs{Prefix: pulumi.String(prefix), Length: length.Result})
		if err != nil {
			return err
		}
		second, err := NewPair(ctx, "second", &PairArgs{Prefix: first.Name, Length: pulumi.Int(2)})
		if err != nil {
			return err
		}
		password, err := random.NewRandomPassword(ctx, "password", &random.RandomPasswordArgs{Length: pulumi.Int(8)})
		if err != nil {
			return err
		}
		key, err := tls.GetPublicKey(ctx, &tls.GetPublicKeyArgs{PrivateKeyPem: pulumi.StringRef("PEM")})
		if err != nil {
			return err
		}
		ctx.Export("firstName", first.Name)
		ctx.Export("names", pulumi.StringArray{first.Name, second.Name})
		ctx.Export("password", password.Result)
		ctx.Export("token", token)
		ctx.Export("publicKey", pulumi.String(key.PublicKeyPem))
		ctx.Export("nothing", pulumi.StringPtrFromPtr(nil))
		return nil
	})
}
`

const componentsPair = `package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// PairArgs are the inputs of a Pair component.
type PairArgs struct {
	Prefix pulumi.StringInput
	Length pulumi.IntInput
}

// Pair is a component resource.
type Pair struct {
	pulumi.ResourceState
	Name pulumi.StringOutput
}

// NewPair creates a Pair component and its resources.
func NewPair(ctx *pulumi.Context, name string, args *PairArgs, opts ...pulumi.ResourceOption) (*Pair, error) {
	componentResource := &Pair{}
	err := ctx.RegisterComponentResource("components:index:Pair", name, componentResource, opts...)
	if err != nil {
		return nil, err
	}
	pet, err := random.NewRandomPet(ctx, name+"-pet", &random.RandomPetArgs{Length: args.Length, Prefix: args.Prefix}, pulumi.Parent(componentResource))
	if err != nil {
		return nil, err
	}
	componentResource.Name = pet.ID().ToStringOutput()
	if err := ctx.RegisterResourceOutputs(componentResource, pulumi.Map{
		"name": componentResource.Name,
	}); err != nil {
		return nil, err
	}
	return componentResource, nil
}
`

// twinMain is a program whose package-level names (a type, its method, a
// function, a variable, a constant) its twins share: merged into one
// package, each twin keeps its own.
func twinMain(word string) string {
	return `package main

import "github.com/pulumi/pulumi/sdk/v3/go/pulumi"

const word = "` + word + `"

var greeting = box{text: word}

type box struct{ text string }

func (b box) String() string { return b.text }

func helper() string { return greeting.String() }

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		ctx.Export("word", pulumi.String(helper()))
		return nil
	})
}
`
}

const failsMain = `package main

import (
	"errors"

	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		_, err := random.NewRandomId(ctx, "id", &random.RandomIdArgs{ByteLength: pulumi.Int(4)})
		if err != nil {
			return err
		}
		return errors.New("the program gives up")
	})
}
`

const panicsMain = `package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		shuffle, err := random.NewRandomShuffle(ctx, "shuffle", &random.RandomShuffleArgs{Inputs: pulumi.StringArray{}})
		if err != nil {
			return err
		}
		ctx.Export("first", shuffle.Results.ApplyT(func(results []string) (string, error) {
			return results[3], nil
		}).(pulumi.StringOutput))
		return nil
	})
}
`

// refsMain registers resources with values of every kind, an explicit
// provider and options, and reads a resource.
const refsMain = `package main

import (
	"github.com/pulumi/pulumi-random/sdk/v4/go/random"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		prov, err := random.NewProvider(ctx, "prov", nil)
		if err != nil {
			return err
		}
		pet, err := random.NewRandomPet(ctx, "pet", &random.RandomPetArgs{Prefix: pulumi.ToSecret(pulumi.String("hidden")).(pulumi.StringOutput)},
			pulumi.Provider(prov), pulumi.RetainOnDelete(true), pulumi.Timeouts(&pulumi.CustomTimeouts{Create: "1m"}))
		if err != nil {
			return err
		}
		var thing pulumi.CustomResourceState
		err = ctx.RegisterResource("test:index:Thing", "thing", pulumi.Map{
			"text":   pulumi.NewStringAsset("hi"),
			"file":   pulumi.NewFileAsset("./f.txt"),
			"bundle": pulumi.NewAssetArchive(map[string]interface{}{"a": pulumi.NewStringAsset("x")}),
			"pet":    pet,
			"list":   pulumi.Array{pulumi.String("a"), pulumi.ToSecret(pulumi.String("b"))},
		}, &thing)
		if err != nil {
			return err
		}
		var read pulumi.CustomResourceState
		if err := ctx.ReadResource("test:index:Thing", "read", pulumi.ID("existing"), pulumi.Map{"k": pulumi.String("v")}, &read); err != nil {
			return err
		}
		ctx.Export("pet", pet)
		ctx.Export("thingId", thing.ID())
		ctx.Export("readId", read.ID())
		return nil
	})
}
`

const hangsMain = `package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		never, _ := pulumi.DeferredOutput[string](ctx.Context())
		ctx.Export("never", pulumi.StringOutput(never))
		return nil
	})
}
`

const brokenMain = `package main

import (
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		return undefinedName
	})
}
`

func TestRun(t *testing.T) {
	m := compileModule(t)
	jobs := []mockrun.Job{
		{
			Name:    "components",
			Program: gentest.Program{Name: "components", Files: []gen.File{file("main.go", componentsMain), file("pair.go", componentsPair)}},
			Mocks: &trace.Mocks{
				Resources: map[string]trace.MockResource{
					"random:index/randomInteger:RandomInteger::length":     {ID: "length-id", State: map[string]any{"result": json.Number("2")}},
					"random:index/randomPet:RandomPet::first-pet":          {ID: "first-pet-id"},
					"random:index/randomPassword:RandomPassword::password": {State: map[string]any{"result": map[string]any{"$secret": "s3cret"}}},
				},
				Invokes: map[string]map[string]any{
					"tls:index/getPublicKey:getPublicKey": {"publicKeyPem": "PUBLIC", "id": "k"},
				},
				Config:     map[string]string{"project:prefix": "pre", "project:token": "tok"},
				SecretKeys: []string{"project:token"},
			},
		},
		{Name: "refs", Program: gentest.Program{Name: "refs", Files: []gen.File{file("main.go", refsMain)}}},
		{Name: "twin-a", Program: gentest.Program{Name: "twin-a", Files: []gen.File{file("main.go", twinMain("alpha"))}}},
		{Name: "twin-b", Program: gentest.Program{Name: "twin-b", Files: []gen.File{file("main.go", twinMain("beta"))}}},
		{Name: "fails", Program: gentest.Program{Name: "fails", Files: []gen.File{file("main.go", failsMain)}}},
		{Name: "panics/0", Program: gentest.Program{Name: "panics/0", Files: []gen.File{file("main.go", panicsMain)}}},
		{Name: "hangs", Program: gentest.Program{Name: "hangs", Files: []gen.File{file("main.go", hangsMain)}}},
		{Name: "broken", Program: gentest.Program{Name: "broken", Files: []gen.File{file("main.go", brokenMain)}}},
		{Name: "shapeless", Program: gentest.Program{Name: "shapeless", Files: []gen.File{file("main.go", "package main\n\nfunc main() {}\n")}}},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	start := time.Now()
	results, stats, err := RunStats(ctx, m, "test", jobs, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d jobs in %v: %d build(s) took %v", len(jobs), time.Since(start).Round(time.Millisecond), stats.Builds, stats.Build.Round(time.Millisecond))
	names := make([]string, 0, len(stats.Runs))
	for name := range stats.Runs {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t.Logf("run %s: %v", name, stats.Runs[name].Round(time.Millisecond))
	}
	if len(results) != len(jobs) {
		t.Fatalf("%d results for %d jobs", len(results), len(jobs))
	}

	t.Run("components", func(t *testing.T) {
		r := results["components"]
		if r.Trace == nil {
			t.Fatalf("no trace: %s\n%s", r.Failure, r.Log)
		}
		checkComponents(t, r.Trace)
	})
	t.Run("refs", func(t *testing.T) {
		r := results["refs"]
		if r.Trace == nil {
			t.Fatalf("no trace: %s\n%s", r.Failure, r.Log)
		}
		checkRefs(t, r.Trace)
	})
	t.Run("twins", func(t *testing.T) {
		if !stats.Merged["twin-a"] || !stats.Merged["twin-b"] || stats.Merged["broken"] {
			t.Errorf("merged: %v, want the twins and not broken", stats.Merged)
		}
		for name, want := range map[string]string{"twin-a": "alpha", "twin-b": "beta"} {
			r := results[name]
			if r.Trace == nil {
				t.Fatalf("%s: no trace: %s\n%s", name, r.Failure, r.Log)
			}
			if got := fmt.Sprint(r.Trace.Outputs["word"]); got != want {
				t.Errorf("%s exports word %q, want %q", name, got, want)
			}
		}
	})
	t.Run("fails", func(t *testing.T) {
		r := results["fails"]
		if r.Trace == nil {
			t.Fatalf("no trace: %s\n%s", r.Failure, r.Log)
		}
		if r.Trace.Error != "the program gives up" {
			t.Errorf("error %q", r.Trace.Error)
		}
		if len(r.Trace.Resources) != 1 || r.Trace.Resources[0].URN != "urn:pulumi:stack::project::random:index/randomId:RandomId::id" {
			t.Errorf("resources: %+v", r.Trace.Resources)
		}
	})
	t.Run("panics", func(t *testing.T) {
		r := results["panics/0"]
		if r.Trace == nil {
			t.Fatalf("no trace: %s\n%s", r.Failure, r.Log)
		}
		if !strings.Contains(r.Trace.Error, "index out of range") {
			t.Errorf("error %q", r.Trace.Error)
		}
	})
	t.Run("hangs", func(t *testing.T) {
		r := results["hangs"]
		if r.Trace != nil || r.Failure != "timed out after 10s" {
			t.Errorf("trace %v, failure %q", r.Trace, r.Failure)
		}
	})
	t.Run("broken", func(t *testing.T) {
		r := results["broken"]
		if r.Trace != nil || !strings.Contains(r.Failure, "main.go:9:10: undefined: undefinedName") {
			t.Errorf("trace %v, failure %q", r.Trace, r.Failure)
		}
	})
	t.Run("shapeless", func(t *testing.T) {
		r := results["shapeless"]
		if r.Trace != nil || !strings.Contains(r.Failure, "pulumi.Run(") {
			t.Errorf("trace %v, failure %q", r.Trace, r.Failure)
		}
	})
}

func checkRefs(t *testing.T, tr *trace.Trace) {
	t.Helper()
	const prefix = "urn:pulumi:stack::project::"
	got, _ := json.Marshal(tr.Resources)
	want := `[` +
		`{"urn":"` + prefix + `pulumi:providers:random::prov","type":"pulumi:providers:random","name":"prov","custom":true,"inputs":{}},` +
		`{"urn":"` + prefix + `random:index/randomPet:RandomPet::pet","type":"random:index/randomPet:RandomPet","name":"pet","custom":true,` +
		`"provider":"` + prefix + `pulumi:providers:random::prov::prov_id","inputs":{"prefix":{"$secret":"hidden"}},` +
		`"options":{"customTimeouts":{"create":"1m"},"retainOnDelete":true}},` +
		`{"urn":"` + prefix + `test:index:Thing::read","type":"test:index:Thing","name":"read","custom":true,"inputs":{"k":"v"},"options":{"id":"existing"}},` +
		`{"urn":"` + prefix + `test:index:Thing::thing","type":"test:index:Thing","name":"thing","custom":true,"inputs":{` +
		`"bundle":{"$archive":{"assets":{"a":{"$asset":{"text":"x"}}}}},` +
		`"file":{"$asset":{"path":"./f.txt"}},` +
		`"list":{"$secret":["a","b"]},` +
		`"pet":{"$resource":"` + prefix + `random:index/randomPet:RandomPet::pet"},` +
		`"text":{"$asset":{"text":"hi"}}}}]`
	if string(got) != want {
		t.Errorf("resources:\n%s\nwant:\n%s", got, want)
	}
	got, _ = json.Marshal(tr.Outputs)
	want = `{"pet":{"$resource":"` + prefix + `random:index/randomPet:RandomPet::pet"},"readId":"existing","thingId":"thing_id"}`
	if string(got) != want {
		t.Errorf("outputs:\n%s\nwant:\n%s", got, want)
	}
}

func checkComponents(t *testing.T, tr *trace.Trace) {
	t.Helper()
	byURN := map[string]trace.Resource{}
	for _, r := range tr.Resources {
		byURN[r.URN] = r
	}
	const (
		prefix   = "urn:pulumi:stack::project::"
		length   = prefix + "random:index/randomInteger:RandomInteger::length"
		first    = prefix + "components:index:Pair::first"
		second   = prefix + "components:index:Pair::second"
		firstPet = prefix + "components:index:Pair$random:index/randomPet:RandomPet::first-pet"
		secPet   = prefix + "components:index:Pair$random:index/randomPet:RandomPet::second-pet"
		password = prefix + "random:index/randomPassword:RandomPassword::password"
	)
	want := []string{first, second, password, length, firstPet, secPet}
	sort.Strings(want)
	var got []string
	for _, r := range tr.Resources {
		got = append(got, r.URN)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("resources:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	expect := func(what string, got, want any) {
		t.Helper()
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Errorf("%s = %s, want %s", what, g, w)
		}
	}
	expect("length inputs", byURN[length].Inputs, map[string]any{"max": 3.0, "min": 1.0})
	expect("length options", byURN[length].Options, map[string]any{"ignoreChanges": []any{"max"}, "protect": true})
	expect("length custom", byURN[length].Custom, true)
	expect("first custom", byURN[first].Custom, false)
	expect("first inputs", byURN[first].Inputs, map[string]any{})
	expect("first pet parent", byURN[firstPet].Parent, first)
	expect("second pet parent", byURN[secPet].Parent, second)
	expect("first pet inputs", byURN[firstPet].Inputs, map[string]any{"length": 2.0, "prefix": "pre"})
	expect("second pet inputs", byURN[secPet].Inputs, map[string]any{"length": 2.0, "prefix": "first-pet-id"})
	expect("password options", byURN[password].Options, map[string]any{"additionalSecretOutputs": []any{"bcryptHash", "result"}})
	expect("invokes", tr.Invokes, []trace.Invoke{{Token: "tls:index/getPublicKey:getPublicKey", Args: map[string]any{"privateKeyPem": "PEM"}}})
	expect("outputs", tr.Outputs, map[string]any{
		"firstName": "first-pet-id",
		"names":     []any{"first-pet-id", "second-pet_id"},
		// "nothing", a null output, is no output (trace.Normalize).
		"password":  map[string]any{"$secret": "s3cret"},
		"publicKey": "PUBLIC",
		"token":     map[string]any{"$secret": "tok"},
	})
	if tr.Error != "" {
		t.Errorf("error %q", tr.Error)
	}
}
