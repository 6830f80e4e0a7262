package binder

import (
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"

	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/model"
	"github.com/pclgen/pclgen/syntax"
)

// bindSource binds one file of source against testdata/schemas.
func bindSource(t *testing.T, src string) (*Program, hcl.Diagnostics) {
	t.Helper()
	f, diags := syntax.ParseFile("main.pp", []byte(src))
	if diags.HasErrors() {
		t.Fatalf("parse: %v", diags)
	}
	return BindFiles([]*syntax.File{f}, Options{Loader: schema.NewLoader("testdata/schemas")})
}

// mustBind binds source that must have no errors.
func mustBind(t *testing.T, src string) *Program {
	t.Helper()
	p, diags := bindSource(t, src)
	if diags.HasErrors() {
		t.Fatalf("unexpected errors:\n%s", diagText(diags))
	}
	return p
}

func nodeNames(p *Program) string {
	names := make([]string, len(p.Nodes))
	for i, n := range p.Nodes {
		names[i] = n.Name()
	}
	return strings.Join(names, " ")
}

func TestNodeOrder(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"source order kept", `
a = 1
b = 2
output o { value = a + b }`, "a b o"},
		{"uses come after definitions", `
output o { value = pet.id }
resource pet "random:index/randomPet:RandomPet" { prefix = prefix }
prefix = "${cfg}-x"
config cfg string {}`, "cfg prefix pet o"},
		{"dependencies in options", `
resource b "random:index/randomPet:RandomPet" {
	options { dependsOn = [a] }
}
resource a "random:index/randomPet:RandomPet" {}`, "a b"},
		{"invoke arguments", `
zones = invoke("aws:index/getAvailabilityZones:getAvailabilityZones", { state = state })
state = "available"`, "state zones"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := mustBind(t, tt.src)
			if got := nodeNames(p); got != tt.want {
				t.Errorf("order = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDependencies(t *testing.T) {
	p := mustBind(t, `
resource a "random:index/randomPet:RandomPet" {}
resource b "random:index/randomPet:RandomPet" {}
resource c "random:index/randomPet:RandomPet" {
	prefix = b.id
	options { parent = a }
}`)
	var deps []string
	for _, d := range p.Node("c").Dependencies() {
		deps = append(deps, d.Name())
	}
	if got := strings.Join(deps, " "); got != "a b" {
		t.Errorf("dependencies of c = %q, want \"a b\"", got)
	}
}

func TestNodeTypes(t *testing.T) {
	p := mustBind(t, `
config names "list(string)" {}
config count int { default = 2 }
config maybe string { nullable = true }
config nothing string { default = null }
config flag bool {}
resource bucket "aws:s3/bucket:Bucket" {
	website = { indexDocument = "index.html" }
}
resource pets "random:index/randomPet:RandomPet" {
	options { range = 3 }
}
resource byName "random:index/randomPet:RandomPet" {
	prefix = range.value
	options { range = { a = "x", b = "y" } }
}
resource maybePet "random:index/randomPet:RandomPet" {
	options { range = flag }
}
resource perArn "random:index/randomPet:RandomPet" {
	prefix = range.value
	options { range = [bucket.arn] }
}
resource eventual "random:index/randomPet:RandomPet" {
	length = range.value
	options { range = bucket.tags }
}
zones = invoke("aws:index/getAvailabilityZones:getAvailabilityZones", {})
zonesOut = invoke("aws:index/getAvailabilityZones:getAvailabilityZones", { state = bucket.arn })
scalar = invoke("aws:index/getAvailabilityZones:getAvailabilityZones", {}).names
object = call(bucket, "getObject", { key = "k" })
output arn { value = bucket.arn }
output typed "list(string)" { value = names }
`)
	pet := "object({id = output(string), keepers = output(union(map(dynamic), none)), length = output(int), prefix = output(union(string, none)), separator = output(string), urn = output(string)})"
	tests := []struct{ node, want string }{
		{"names", "list(string)"},
		{"count", "int"},                   // a non-null default means a value is always present
		{"maybe", "union(string, none)"},   // nullable
		{"nothing", "union(string, none)"}, // a null default
		{"pets", "list(" + pet + ")"},
		{"byName", "map(" + pet + ")"},
		{"maybePet", "union(" + pet + ", none)"},
		{"perArn", "output(list(" + pet + "))"}, // a range holding outputs is resolved whole
		{"eventual", "output(map(" + pet + "))"},
		{"zones", "promise(object({id = string, names = list(string)}))"},
		{"zonesOut", "output(object({id = string, names = list(string)}))"},
		{"scalar", "promise(list(string))"},
		{"object", "output(object({content = string}))"},
		{"arn", "output(string)"},
		{"typed", "list(string)"},
	}
	for _, tt := range tests {
		t.Run(tt.node, func(t *testing.T) {
			n := p.Node(tt.node)
			if n == nil {
				t.Fatalf("no node %q", tt.node)
			}
			if got := n.Type().String(); got != tt.want {
				t.Errorf("type = %s\nwant   %s", got, tt.want)
			}
		})
	}
	bucket := p.Node("bucket").(*Resource)
	if got := bucket.OutputType.Properties["website"].String(); !strings.HasPrefix(got, "output(union(object({errorDocument") {
		t.Errorf("bucket website = %s", got)
	}
	if bucket.OutputType.Token != "aws:s3/bucket:Bucket" || bucket.Schema == nil || bucket.Package.Name != "aws" {
		t.Errorf("bucket schema not recorded: token %q", bucket.OutputType.Token)
	}
	if r := p.Node("byName").(*Resource); r.RangeKeyType != model.StringType || r.RangeValueType != model.StringType {
		t.Errorf("byName range types = %v, %v", r.RangeKeyType, r.RangeValueType)
	}
	if got := len(p.Packages); got != 2 || p.Packages[0].Name != "aws" || p.Packages[1].Name != "random" {
		t.Errorf("packages = %v", p.Packages)
	}
}

func TestRecursiveSchemaType(t *testing.T) {
	p := mustBind(t, `
resource tree "aws:index/tree:Tree" {
	root = { name = "a", children = [{ name = "b", children = [{ name = "c" }] }] }
}
output leaf { value = tree.root.children[0].children[0].name }`)
	if got := p.Node("leaf").Type().String(); got != "output(union(string, none))" {
		t.Errorf("leaf = %s", got)
	}
}

// diagAt reports whether some error has a summary containing summary, a
// detail containing detail, and a subject starting at line:col.
func findDiag(diags hcl.Diagnostics, summary, detail string) *hcl.Diagnostic {
	for _, d := range diags {
		if d.Severity == hcl.DiagError && strings.Contains(d.Summary, summary) && strings.Contains(d.Detail, detail) {
			return d
		}
	}
	return nil
}

func TestDiagnostics(t *testing.T) {
	tests := []struct {
		name, src       string
		summary, detail string
		line, col       int
	}{
		{"unknown property", `resource b "aws:s3/bucket:Bucket" {
	buckt = "x"
}`, "Unknown property", `has no input property "buckt". Did you mean "bucket"?`, 2, 2},
		{"unknown nested property", `resource b "aws:s3/bucket:Bucket" {
	website = { indexDoc = "x" }
}`, "Unknown property", `Did you mean "indexDocument"?`, 2, 14},
		{"type mismatch", `resource b "aws:s3/bucket:Bucket" {
	forceDestroy = [1]
}`, "Type mismatch", `Property "forceDestroy" has type`, 2, 17},
		{"unknown resource", `resource b "aws:s3/bucket:Buckt" {}`, "Unknown resource type", `Did you mean "aws:s3:Bucket"?`, 1, 12},
		{"unknown function", `x = invoke("aws:index:getAvailabilityZone", {})`, "Unknown function type", `Did you mean "aws:index:getAvailabilityZones"?`, 1, 12},
		{"missing schema", `resource b "gcp:storage:Bucket" {}`, "Missing package schema", "--schemas DIR or listed in PCLGEN_SCHEMA_PATH", 1, 12},
		{"unknown option", `resource b "aws:s3/bucket:Bucket" {
	options { protekt = true }
}`, "Unknown resource option", `Did you mean "protect"?`, 2, 12},
		{"option type", `resource b "aws:s3/bucket:Bucket" {
	options { protect = [1] }
}`, "Type mismatch", "The protect option", 2, 22},
		{"parent must be a resource", `resource b "aws:s3/bucket:Bucket" {
	options { parent = "b" }
}`, "Invalid resource option", "must be a resource", 2, 21},
		{"ignoreChanges path", `resource b "aws:s3/bucket:Bucket" {
	options { ignoreChanges = [tagz] }
}`, "Unknown property", `has no property "tagz", so the ignoreChanges option cannot name it. Did you mean "tags"?`, 2, 29},
		{"cycle", `a = b
b = c
c = a`, "Circular reference", "a -> b -> c -> a", 1, 1},
		{"self reference", `resource r "random:index/randomPet:RandomPet" { prefix = r.id }`, "Circular reference", "r refers to itself", 1, 10},
		{"duplicate", `a = 1
resource a "random:index/randomPet:RandomPet" {}`, "Duplicate declaration", `"a" is declared twice: first at main.pp:1,1-2`, 2, 10},
		{"unknown block", `resorce r "random:index/randomPet:RandomPet" {}`, "Unknown block type", `Did you mean "resource"?`, 1, 1},
		{"wrong labels", `resource r {}`, "Wrong number of block labels", "takes 2 labels", 1, 1},
		{"read without id", `read v "aws:ec2/vpc:Vpc" {}`, "Missing resource ID", "id", 1, 1},
		{"hook event", `hook resource h { command = ["true"] }
resource r "random:index/randomPet:RandomPet" {
	options { hooks = { afterCreat = [h] } }
}`, "Unknown hook event", `Did you mean "afterCreate"?`, 3, 20},
		{"invoke argument type", `x = invoke("aws:index/getAvailabilityZones:getAvailabilityZones", "a")`, "Type mismatch", "has type string, which does not convert to object({state = union(string, output(string), none)}).", 1, 67},
		{"component cycle", `component loop "./testdata/components/loop" {}`, "Component cycle", "cannot contain themselves", 1, 1},
		{"missing component input", `component web "./testdata/components/web/child" {}`, "Missing component input", `"indexDocument"`, 1, 1},
		{"unknown component input", `component web "./testdata/components/web/child" {
	indexDocument = "i"
	errorDoc = "e"
}`, "Unknown property", `Did you mean "errorDocument"?`, 3, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, diags := bindSource(t, tt.src)
			d := findDiag(diags, tt.summary, tt.detail)
			if d == nil {
				t.Fatalf("no %q error mentioning %q in:\n%s", tt.summary, tt.detail, diagText(diags))
			}
			if d.Subject == nil {
				t.Fatalf("diagnostic has no range: %v", d)
			}
			if d.Subject.Start.Line != tt.line || (tt.col > 1 && d.Subject.Start.Column != tt.col) {
				t.Errorf("range = %s, want line %d column %d", d.Subject, tt.line, tt.col)
			}
		})
	}
}

func TestMissingPackageReportedOnce(t *testing.T) {
	_, diags := bindSource(t, `
resource a "gcp:storage:Bucket" {}
resource b "gcp:storage:Bucket" {}
x = invoke("gcp:index:getZones", {})`)
	n := 0
	for _, d := range diags {
		if d.Summary == "Missing package schema" {
			n++
			if d.Subject.Start.Line != 2 {
				t.Errorf("reported at %s, want the first use on line 2", d.Subject)
			}
			if !strings.Contains(d.Detail, "gcp-VERSION.json") || !strings.Contains(d.Detail, "testdata/schemas") {
				t.Errorf("detail does not say where pclgen looked or how to provide the schema: %s", d.Detail)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d missing-package diagnostics, want 1:\n%s", n, diagText(diags))
	}
}

func TestOptions(t *testing.T) {
	p := mustBind(t, `
resource prov "pulumi:providers:aws" { region = "us-west-2" }
resource a "aws:s3/bucket:Bucket" {}
resource b "aws:s3/bucket:Bucket" {
	tags = { x = "y" }
	options {
		provider = prov
		dependsOn = [a]
		protect = true
		ignoreChanges = [tags, website.indexDocument]
		customTimeouts = { create = "5m" }
		version = "5.4.0"
		aliases = ["urn:old", { name = "old" }]
		deletedWith = a
		import = "bucket-id"
	}
}
resource c "aws:s3/bucket:Bucket" {
	options { providers = { aws = prov } }
}`)
	b := p.Node("b").(*Resource)
	o := b.Options
	for name, e := range map[string]model.Expression{
		"provider": o.Provider, "dependsOn": o.DependsOn, "protect": o.Protect, "ignoreChanges": o.IgnoreChanges,
		"customTimeouts": o.CustomTimeouts, "version": o.Version, "aliases": o.Aliases, "deletedWith": o.DeletedWith, "import": o.Import,
	} {
		if e == nil {
			t.Errorf("option %s not bound", name)
		}
	}
	if o.Parent != nil || o.Range != nil {
		t.Errorf("absent options are not nil")
	}
	// ignoreChanges paths are not references: b depends on prov and a only.
	var deps []string
	for _, d := range b.Dependencies() {
		deps = append(deps, d.Name())
	}
	if got := strings.Join(deps, " "); got != "prov a" {
		t.Errorf("dependencies = %q", got)
	}
	if !p.Node("prov").(*Resource).IsProvider() {
		t.Errorf("prov is not a provider")
	}
}

func TestComponent(t *testing.T) {
	p, diags := BindDirectory("testdata/components/web", Options{Loader: schema.NewLoader("testdata/schemas")})
	if diags.HasErrors() {
		t.Fatalf("errors:\n%s", diagText(diags))
	}
	c := p.Node("site").(*Component)
	if c.Program == nil || len(c.Program.Resources()) != 1 {
		t.Fatalf("component program not bound")
	}
	if got := c.Type().String(); got != "object({endpoint = output(union(string, none)), urn = output(string)})" {
		t.Errorf("component type = %s", got)
	}
	if got := p.Node("endpoint").Type().String(); got != "output(union(string, none))" {
		t.Errorf("output type = %s", got)
	}
	if got := c.InputType.Properties["errorDocument"].String(); got != "union(string, output(string), none)" {
		t.Errorf("optional input type = %s", got)
	}
}

func TestReadAndLogicalName(t *testing.T) {
	p := mustBind(t, `
read v "aws:ec2/vpc:Vpc" {
	id = "vpc-1"
	cidrBlock = "10.0.0.0/16"
}
resource r "random:index/randomPet:RandomPet" {
	__logicalName = "my-pet"
}
output o {
	__logicalName = "out"
	value = v.arn
}`)
	v := p.Node("v").(*Resource)
	if !v.Read || v.ID == nil || len(v.Inputs) != 1 {
		t.Errorf("read: Read=%v ID=%v inputs=%d", v.Read, v.ID, len(v.Inputs))
	}
	if got := p.Node("r").LogicalName(); got != "my-pet" {
		t.Errorf("logical name = %q", got)
	}
	if got := p.Node("o").LogicalName(); got != "out" {
		t.Errorf("output logical name = %q", got)
	}
	if got := p.Node("v").LogicalName(); got != "v" {
		t.Errorf("default logical name = %q", got)
	}
}

func TestHooksPackagesAndPulumiBlock(t *testing.T) {
	p := mustBind(t, `
pulumi { requiredVersionRange = ">=3.0.0" }
package "random" {
	baseProviderName = "random"
	baseProviderVersion = "4.11.2"
}
hook resource before {
	command = ["echo", args.name]
	onDryRun = true
}
hook error retry { command = ["retry", args.failedOperation] }
resource r "random:index/randomPet:RandomPet" {
	options { hooks = { beforeCreate = [before], onError = [retry] } }
}`)
	if v, ok := p.RequiredVersion(); !ok || v != ">=3.0.0" {
		t.Errorf("required version = %q, %v", v, ok)
	}
	if hs := p.Hooks(); len(hs) != 2 || hs[0].Kind != "resource" || hs[1].Kind != "error" || hs[1].Type() != ErrorHookType {
		t.Errorf("hooks = %v", hs)
	}
	if ds := p.PackageDecls(); len(ds) != 1 || ds[0].Name() != "random" || ds[0].BaseProviderVersion != "4.11.2" {
		t.Errorf("package declarations = %v", ds)
	}
	deps := p.Node("r").Dependencies()
	if len(deps) != 2 {
		t.Errorf("hook dependencies = %v", deps)
	}
}

func TestMalformedInputNeverPanics(t *testing.T) {
	srcs := []string{
		`resource {}`,
		`resource a b c d {}`,
		`config {}`,
		`output o {}`,
		`output o "notatype(" { value = 1 }`,
		`component c {}`,
		`component c "./nowhere" {}`,
		`hook h {}`,
		`hook weird h { command = 1 }`,
		`package {}`,
		`pulumi "x" {}`,
		`pulumi { other = 1 }`,
		`resource r "random:index/randomPet:RandomPet" {
			options { range = "text" }
			options {}
			nested { a = 1 }
		}`,
		`resource r "nocolon" {}`,
		`x = invoke()`,
		`x = invoke(1, 2, 3, 4)`,
		`x = call()`,
		`x = call(1, 2)`,
		`resource r "aws:s3/bucket:Bucket" {
	options { ignoreChanges = tags }
}`,
		`resource r "aws:s3/bucket:Bucket" {
	options { hooks = 1 }
}`,
		`resource r "aws:s3/bucket:Bucket" {
	options { providers = [1] }
}`,
	}
	for _, src := range srcs {
		f, _ := syntax.ParseFile("main.pp", []byte(src))
		p, diags := BindFiles([]*syntax.File{f}, Options{Loader: schema.NewLoader("testdata/schemas")})
		if p == nil {
			t.Errorf("%q: nil program", src)
		}
		if !diags.HasErrors() {
			t.Errorf("%q: no errors", src)
		}
	}
}
