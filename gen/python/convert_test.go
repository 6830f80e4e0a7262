package python

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/pyenv"
	"github.com/pclgen/pclgen/gen/gentest/pyrun"
)

// conversionsProgram uses each of PCL's conversions between primitive
// values, of plain and of eventual values, in every position a value takes.
const conversionsProgram = `
config "count" "string" {
  default = "3"
}

config "enabled" "string" {
  default = "true"
}

config "ratio" "number" {
  default = 2
}

config "weights" "list(number)" {
  default = [1, 2.5, 4]
}

config "token" "string" {
  nullable = true
  secret   = true
}

# An output that holds a number as a string, and outputs of numbers.
resource "digits" "random:index/randomPet:RandomPet" {
  prefix = "12"
}

resource "sized" "random:index/randomString:RandomString" {
  length  = count * 2
  special = enabled
}

arithmetic = {
  sum        = count + 1
  difference = count - ratio
  product    = count * ratio
  quotient   = count / 2
  remainder  = count % 2
  negated    = -count
}

resource "labels" "random:index/randomPet:RandomPet" {
  prefix    = ratio * 1.5
  separator = sized.length / 2
  keepers = {
    plainNumber    = ratio
    eventualNumber = sized.length * 0.5
    plainBool      = count < 10
    eventualBool   = digits.prefix > 5
    logic          = enabled && ratio > 1
    negation       = !enabled
  }
}

output "arithmetic" {
  value = arithmetic
}

output "eventualArithmetic" {
  value = digits.prefix * 2 + count
}

output "interpolated" {
  value = "ratio=${ratio} half=${ratio / 4} length=${sized.length / 4} special=${sized.special}"
}

output "joined" {
  value = join(",", weights)
}

output "mixedJoin" {
  value = join("/", [ratio, enabled, count < 1])
}

output "comparisons" {
  value = [count > 2, count <= ratio, digits.prefix >= 12]
}

output "wrapped" {
  value = [element(weights, 4), element(weights, ratio)]
}

output "token" {
  value = token == null ? "none" : token
}
`

// TestConversionRuns runs a program whose values PCL converts between
// primitive types under the pulumi package's mocks and compares what it
// does with what the interpreter says: with the defaults, with config given
// as other numbers, and with strings that do not convert (the run fails).
func TestConversionRuns(t *testing.T) {
	checkRuns(t, conversionsProgram, []configRun{
		{name: "defaults"},
		{name: "fractions", config: map[string]string{"count": "2.5", "ratio": "3", "weights": "[3, 0.25]"}},
		{name: "strings 1 and 0", config: map[string]string{"count": "-4", "enabled": "0"}},
		{name: "secret token", config: map[string]string{"token": "s3cret"}, secrets: []string{"token"}},
		{name: "not a bool", config: map[string]string{"enabled": "yes"}, fails: true},
		{name: "True is not a bool", config: map[string]string{"enabled": "True"}, fails: true},
		{name: "not a number", config: map[string]string{"count": "three"}, fails: true},
		{name: "negative element", config: map[string]string{"ratio": "-1"}, fails: true},
		{name: "fraction element", config: map[string]string{"ratio": "0.5"}, fails: true},
	})
}

// conditionalProgram reads a resource that exists only when a config
// variable is true in the branches of conditionals on that variable, in
// every position a value takes.
const conditionalProgram = `
config "createExtra" "bool" {
  default = false
}

config "names" "list(string)" {
  default = ["a", "b"]
}

resource "base" "random:index/randomPet:RandomPet" {
  prefix = "b"
}

resource "extra" "random:index/randomPet:RandomPet" {
  options {
    range = createExtra
  }
  prefix = base.id
}

resource "user" "random:index/randomPet:RandomPet" {
  prefix = createExtra ? extra.id : base.id
  keepers = {
    length = length(createExtra ? extra.id : "none")
    list   = join(",", [for n in names : createExtra ? "${n}-${extra.id}" : n])
  }
}

output "extraId" {
  value = createExtra ? extra.id : "none"
}

output "both" {
  value = "${base.id}-${createExtra ? extra.id : "none"}"
}

output "nested" {
  value = createExtra ? (length(names) > 1 ? extra.id : base.id) : null
}

output "json" {
  value = toJSON([createExtra ? extra.id : "none"])
}
`

// TestConditionalRuns runs conditionalProgram with and without the
// resource: the branch a conditional does not choose is never read.
func TestConditionalRuns(t *testing.T) {
	checkRuns(t, conditionalProgram, []configRun{
		{name: "without"},
		{name: "with", config: map[string]string{"createExtra": "true"}},
		{name: "with one name", config: map[string]string{"createExtra": "true", "names": `["x"]`}},
	})
}

// configRun is one run of a program: its config and whether it fails.
type configRun struct {
	name    string
	config  map[string]string
	secrets []string
	fails   bool
}

// checkRuns generates program (PCL source) and runs it once per run under
// the pulumi package's mocks, comparing each run with the interpreter's.
func checkRuns(t *testing.T, program string, runs []configRun) {
	t.Helper()
	interpreter := pyenv.Require(t)
	root := gentest.RepoRoot(t)
	ctx, cancel := gentest.TestContext(t)
	defer cancel()
	loader := schema.NewLoader(filepath.Join(root, "testdata", "schemas"))
	dir := gentest.WriteTree(t, map[string]string{"main.pp": program})
	prog, diags := binder.BindPath(dir, binder.Options{Loader: loader})
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	files := gentest.Generate(t, dir, loader, New())
	var jobs []mockrun.Job
	wants := map[string]*mockrun.Expected{}
	for _, r := range runs {
		want, mocks := mockrun.Prepare(context.Background(), prog, dir, mockrun.Config{Values: r.config, SecretKeys: r.secrets})
		if (want.Trace.Error != "") != r.fails {
			t.Fatalf("%s: the interpreter's error is %q", r.name, want.Trace.Error)
		}
		wants[r.name] = want
		jobs = append(jobs, mockrun.Job{Name: r.name, Program: gentest.Program{Name: "program", Files: files}, Mocks: mocks, MocksIn: want.MocksIn})
	}
	got, err := pyrun.Run(ctx, interpreter, t.TempDir(), jobs, mockrun.DefaultTimeout)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range runs {
		if d := mockrun.Compare(wants[r.name], got[r.name]); d != "" {
			t.Errorf("%s: the program does not do what the interpreter does:\n%s\n%s", r.name, d, strings.TrimSpace(got[r.name].Log))
		}
	}
}

// dynamicProgram makes strings of values of unknown type (an untyped
// config's properties), plain and secret, in every position a string takes.
const dynamicProgram = `
config "doc" {}

resource "pet" "random:index/randomPet:RandomPet" {
  prefix    = doc.name
  separator = doc.flag
  keepers = {
    count = doc.count
  }
}

hidden = secret(doc)

output "text" {
  value = "flag=${doc.flag} count=${doc.count} ratio=${doc.ratio} name=${doc.name}"
}

output "secretText" {
  value = "flag=${hidden.flag} ratio=${hidden.ratio}"
}

output "joined" {
  value = join(",", doc.list)
}
`

// TestDynamicStringRuns runs dynamicProgram: bools and numbers of unknown
// type print as PCL prints them (true, 1), not as Python does (True, 1.0).
func TestDynamicStringRuns(t *testing.T) {
	checkRuns(t, dynamicProgram, []configRun{
		{name: "values", config: map[string]string{"doc": `{"name": "n", "flag": true, "count": 2, "ratio": 1.0, "list": [1, true, "x", 2.5]}`}},
		{name: "other values", config: map[string]string{"doc": `{"name": 7, "flag": false, "count": 0.5, "ratio": -3, "list": []}`}},
	})
}
