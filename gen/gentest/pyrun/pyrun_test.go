package pyrun

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/interp/trace"
)

func TestUniqueDir(t *testing.T) {
	used := map[string]bool{}
	for _, c := range []struct{ name, want string }{
		{"programs/simple", "programs-simple"},
		{"programs-simple", "programs-simple-2"},
		{"../..", "program"},
		{"a b/c", "a-b-c"},
	} {
		if got := uniqueDir(c.name, used); got != c.want {
			t.Errorf("uniqueDir(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

var (
	pythonOnce sync.Once
	python     string
	pythonErr  error
)

// envPython returns the pinned environment's python, or skips.
func envPython(t *testing.T) string {
	t.Helper()
	return pyenv.Require(t)
}

func file(path, src string) gen.File { return gen.File{Path: path, Contents: []byte(src)} }

// The programs are written like gen/python's output.
const componentsMain = `import pulumi
import pulumi_random as random

from pet import Pet

config = pulumi.Config()
prefix = config.require("prefix")
token = config.require_secret("token")
base = random.RandomString(
    "base",
    length=8,
    special=False,
    opts=pulumi.ResourceOptions(protect=True, ignore_changes=["length"]),
)
first = Pet("first", {"prefix": prefix})
second = Pet("second", {"prefix": base.result})
pulumi.export("firstName", first.name)
pulumi.export("secondName", second.name)
pulumi.export("token", token)
pulumi.export("secretLength", pulumi.Output.secret(base.length))
pulumi.export("nothing", None)
pulumi.export("asset", pulumi.StringAsset("hi"))
special = random.RandomString(
    "special",
    length=4,
    override_special=token,
    opts=pulumi.ResourceOptions(version="9.9.9"),
)
`

const componentsPet = `from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class PetArgs(TypedDict, total=False):
    prefix: pulumi.Input[str]


class Pet(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PetArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Pet", name, None, opts)
        pet = random.RandomPet(
            f"{name}-pet",
            length=2,
            prefix=args["prefix"],
            opts=pulumi.ResourceOptions(
                parent=self,
                custom_timeouts=pulumi.CustomTimeouts(create="5m"),
            ),
        )
        self.name = pet.id
        self.register_outputs({"name": self.name})
`

const raisesMain = `import pulumi
import pulumi_random as random

first = random.RandomPet("first", length=1)
raise ValueError("boom")
`

const applyRaisesMain = `import pulumi
import pulumi_random as random

first = random.RandomInteger("first", min=1, max=3)
pulumi.export("ratio", first.result.apply(lambda result: 1 / (result - result)))
`

const invokeMain = `import pulumi
import pulumi_random as random

data = pulumi.runtime.invoke("std:index:abs", {"input": -2}).value
num = random.RandomInteger("num", min=0, max=data["result"])
pulumi.export("result", data["result"])
pulumi.export("numRef", num)
`

func TestRun(t *testing.T) {
	python := envPython(t)
	jobs := []mockrun.Job{
		{
			Name: "components",
			Program: gentest.Program{Name: "components", Files: []gen.File{
				file("__main__.py", componentsMain), file("pet.py", componentsPet),
			}},
			Mocks: &trace.Mocks{
				Resources: map[string]trace.MockResource{
					"random:index/randomString:RandomString::base": {ID: "base-id", State: map[string]any{"result": "abcdefgh"}},
					"random:index/randomPet:RandomPet::second-pet": {ID: "second-pet-id"},
				},
				Config:     map[string]string{"project:prefix": "pre", "project:token": "s3cret"},
				SecretKeys: []string{"project:token"},
			},
		},
		{Name: "raises", Program: gentest.Program{Files: []gen.File{file("__main__.py", raisesMain)}}},
		{Name: "apply/raises", Program: gentest.Program{Files: []gen.File{file("__main__.py", applyRaisesMain)}},
			Mocks: &trace.Mocks{Resources: map[string]trace.MockResource{
				"random:index/randomInteger:RandomInteger::first": {State: map[string]any{"result": 2}},
			}}},
		{Name: "invoke", Program: gentest.Program{Files: []gen.File{file("__main__.py", invokeMain)}},
			Mocks: &trace.Mocks{Invokes: map[string]map[string]any{"std:index:abs": {"result": 2}}}},
		{Name: "hangs", Program: gentest.Program{Files: []gen.File{file("__main__.py", "import time\n\ntime.sleep(60)\n")}}},
		{Name: "nomain", Program: gentest.Program{Files: []gen.File{file("pet.py", componentsPet)}}},
	}
	start := time.Now()
	results, err := Run(context.Background(), python, t.TempDir(), jobs, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d programs ran in %v", len(jobs), time.Since(start).Round(time.Millisecond))
	get := func(name string) *trace.Trace {
		t.Helper()
		r := results[name]
		if r.Trace == nil {
			t.Fatalf("%s: no trace: %s\n%s", name, r.Failure, r.Log)
		}
		return r.Trace
	}

	tr := get("components")
	if tr.Error != "" {
		t.Fatalf("components failed: %s\n%s", tr.Error, results["components"].Log)
	}
	const stack = "urn:pulumi:stack::project::"
	byURN := map[string]trace.Resource{}
	var urns []string
	for _, r := range tr.Resources {
		byURN[r.URN] = r
		urns = append(urns, r.URN)
	}
	wantURNs := []string{
		stack + "components:index:Pet$random:index/randomPet:RandomPet::first-pet",
		stack + "components:index:Pet$random:index/randomPet:RandomPet::second-pet",
		stack + "components:index:Pet::first",
		stack + "components:index:Pet::second",
		stack + "random:index/randomString:RandomString::base",
		stack + "random:index/randomString:RandomString::special",
	}
	if !reflect.DeepEqual(urns, wantURNs) {
		t.Fatalf("resources:\n%s\nwant\n%s", strings.Join(urns, "\n"), strings.Join(wantURNs, "\n"))
	}
	base := byURN[wantURNs[4]]
	if !base.Custom || !reflect.DeepEqual(base.Inputs, map[string]any{"length": 8.0, "special": false}) {
		t.Errorf("base: %+v", base)
	}
	// The version pulumi_random sets on its every resource is not the
	// program's: it is not recorded.
	if !reflect.DeepEqual(base.Options, map[string]any{"protect": true, "ignoreChanges": []any{"length"}}) {
		t.Errorf("base's options: %v", base.Options)
	}
	if special := byURN[wantURNs[5]]; !reflect.DeepEqual(special.Inputs["overrideSpecial"], map[string]any{"$secret": "s3cret"}) {
		t.Errorf("special: %+v", special)
	} else if !reflect.DeepEqual(special.Options, map[string]any{"version": "9.9.9"}) {
		t.Errorf("special's options: %v", special.Options)
	}
	secondPet := byURN[wantURNs[1]]
	if secondPet.Parent != wantURNs[3] || secondPet.Inputs["prefix"] != "abcdefgh" || secondPet.Inputs["length"] != 2.0 {
		t.Errorf("second-pet: %+v", secondPet)
	}
	if !reflect.DeepEqual(secondPet.Options["customTimeouts"], map[string]any{"create": "5m"}) {
		t.Errorf("second-pet's options: %v", secondPet.Options)
	}
	if first := byURN[wantURNs[2]]; first.Custom || len(first.Inputs) != 0 || first.Parent != "" {
		t.Errorf("component first: %+v", first)
	}
	wantOutputs := map[string]any{
		"firstName":    "first-pet_id",
		"secondName":   "second-pet-id",
		"token":        map[string]any{"$secret": "s3cret"},
		"secretLength": map[string]any{"$secret": 8.0},
		"asset":        map[string]any{"$asset": map[string]any{"text": "hi"}},
	}
	// The null output "nothing" is no output (trace.Parse drops it).
	if !reflect.DeepEqual(tr.Outputs, wantOutputs) {
		t.Errorf("outputs: %s", mustJSON(tr.Outputs))
	}

	tr = get("raises")
	if !strings.Contains(tr.Error, "boom") || len(tr.Resources) != 1 {
		t.Errorf("raises: error %q, %d resources", tr.Error, len(tr.Resources))
	}
	tr = get("apply/raises")
	if !strings.Contains(tr.Error, "ZeroDivisionError") {
		t.Errorf("apply/raises: error %q\n%s", tr.Error, results["apply/raises"].Log)
	}

	tr = get("invoke")
	if tr.Error != "" {
		t.Fatalf("invoke failed: %s\n%s", tr.Error, results["invoke"].Log)
	}
	if len(tr.Invokes) != 1 || tr.Invokes[0].Token != "std:index:abs" || !reflect.DeepEqual(tr.Invokes[0].Args, map[string]any{"input": -2.0}) {
		t.Errorf("invokes: %s", mustJSON(tr.Invokes))
	}
	if len(tr.Resources) != 1 || tr.Resources[0].Inputs["max"] != 2.0 {
		t.Errorf("resources: %s", mustJSON(tr.Resources))
	}
	if want := map[string]any{"result": 2.0, "numRef": map[string]any{"$resource": stack + "random:index/randomInteger:RandomInteger::num"}}; !reflect.DeepEqual(tr.Outputs, want) {
		t.Errorf("outputs: %s", mustJSON(tr.Outputs))
	}

	if r := results["hangs"]; r.Failure != "timed out after 10s" {
		t.Errorf("hangs: %+v", r)
	}
	if r := results["nomain"]; !strings.Contains(r.Failure, "no __main__.py") {
		t.Errorf("nomain: %+v", r)
	}
}

// TestGoldenPrograms runs the golden programs of testdata/programs that
// need no mock state, as a smoke test of the driver over real generated
// code: the driver must not crash on any (a run may fail for want of mock
// state, or time out: deferred-ranged-components waits on itself).
func TestGoldenPrograms(t *testing.T) {
	python := envPython(t)
	root := gentest.RepoRoot(t)
	dirs, err := filepath.Glob(filepath.Join(root, "testdata", "programs", "*", "python"))
	if err != nil || len(dirs) == 0 {
		t.Skipf("no golden Python programs: %v", err)
	}
	var jobs []mockrun.Job
	for _, dir := range dirs {
		var files []gen.File
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".py") {
				continue
			}
			data, err := os.ReadFile(filepath.Join(dir, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, gen.File{Path: e.Name(), Contents: data})
		}
		name := filepath.Base(filepath.Dir(dir))
		jobs = append(jobs, mockrun.Job{Name: name, Program: gentest.Program{Name: name, Files: files}})
	}
	start := time.Now()
	results, err := Run(context.Background(), python, t.TempDir(), jobs, 15*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d golden programs ran in %v", len(jobs), time.Since(start).Round(time.Millisecond))
	for _, j := range jobs {
		r := results[j.Name]
		switch {
		case r.Trace == nil && strings.HasPrefix(r.Failure, "timed out"):
			t.Logf("%s: %s", j.Name, r.Failure)
		case r.Trace == nil:
			t.Errorf("%s: %s\n%s", j.Name, r.Failure, r.Log)
		case r.Trace.Error != "":
			t.Logf("%s: %d resources, error %s", j.Name, len(r.Trace.Resources), firstLine(r.Trace.Error))
		default:
			t.Logf("%s: %d resources, %d invokes, %d outputs", j.Name, len(r.Trace.Resources), len(r.Trace.Invokes), len(r.Trace.Outputs))
		}
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func mustJSON(v any) string {
	data, _ := json.MarshalIndent(v, "", "  ")
	return string(data)
}

// leaksMain changes the state of the process: the SDK's module, the
// environment, the config it reads and a module of its own; checkMain reports
// what it sees of those changes.
const leaksMain = `import os
import sys

import pulumi

pulumi.leaked = True
os.environ["PCLGEN_LEAKED"] = "1"
sys.modules["leaked_module"] = sys
pulumi.export("config", pulumi.Config().get("name"))
`

const checkMain = `import os
import sys

import pulumi

pulumi.export("seen", [hasattr(pulumi, "leaked"), "PCLGEN_LEAKED" in os.environ, "leaked_module" in sys.modules])
pulumi.export("config", pulumi.Config().get("name"))
`

// TestRunIsolatesPrograms runs programs that change the process's state
// among programs that look for those changes: each program runs in a
// process of its own, whichever server forked it.
func TestRunIsolatesPrograms(t *testing.T) {
	python := envPython(t)
	var jobs []mockrun.Job
	for i := 0; i < 6; i++ {
		main, config := checkMain, map[string]string{}
		if i%2 == 0 {
			main, config = leaksMain, map[string]string{"project:name": "leaker"}
		}
		jobs = append(jobs, mockrun.Job{Name: fmt.Sprintf("job%d", i),
			Program: gentest.Program{Files: []gen.File{file("__main__.py", main)}},
			Mocks:   &trace.Mocks{Config: config}})
	}
	results, err := Run(context.Background(), python, t.TempDir(), jobs, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	for i, j := range jobs {
		r := results[j.Name]
		if r.Trace == nil || r.Trace.Error != "" {
			t.Fatalf("%s: %s %+v\n%s", j.Name, r.Failure, r.Trace, r.Log)
		}
		want := map[string]any{"config": "leaker"}
		if i%2 == 1 {
			want = map[string]any{"seen": []any{false, false, false}}
		}
		if !reflect.DeepEqual(r.Trace.Outputs, want) {
			t.Errorf("%s: outputs %s, want %s", j.Name, mustJSON(r.Trace.Outputs), mustJSON(want))
		}
	}
}
