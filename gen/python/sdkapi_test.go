package python

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/pclgen/pclgen/binder"
	"github.com/pclgen/pclgen/binder/schema"
	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/pclsynth"
)

func TestSDKAPIsUsed(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want []string
	}{
		{"import pulumi\npulumi.export(\"x\", 1)\n", []string{"pulumi.export"}},
		// Keywords at the call's own level only; chains end at a call.
		{`pulumi.ResourceOptions(parent=self, depends_on=[f(a=1)], hooks=pulumi.ResourceHookBinding(before_create=[h]))`,
			[]string{"pulumi.ResourceHookBinding", "pulumi.ResourceHookBinding(before_create=)",
				"pulumi.ResourceOptions", "pulumi.ResourceOptions(depends_on=)", "pulumi.ResourceOptions(hooks=)", "pulumi.ResourceOptions(parent=)"}},
		{"pulumi.Output.from_input(x).apply(lambda v: v == 1)", []string{"pulumi.Output.from_input"}},
		// Strings, comments, other modules and attributes named pulumi.
		{"# pulumi.Stash\nx = \"pulumi.Stash\" + 'pulumi.x' + \"\"\"\npulumi.y\n\"\"\"\nimport pulumi_random\npulumi_random.RandomPet()\nobj.pulumi.z\n", nil},
		// f-strings: the replacement fields are code, the rest text.
		{`f"{pulumi.get_stack()}-pulumi.get_project {{pulumi.x}} {a!r:>{pulumi.get_organization()}}"`,
			[]string{"pulumi.get_organization", "pulumi.get_stack"}},
		{`rb"\d pulumi.x" + b'\'pulumi.y'`, nil},
		// Comparisons are not keywords.
		{"pulumi.Output.all(a == b, c=d)", []string{"pulumi.Output.all", "pulumi.Output.all(c=)"}},
		{"pulumi.CustomTimeouts(\n    create=\"1m\",\n    read=\"2m\",\n)", []string{"pulumi.CustomTimeouts", "pulumi.CustomTimeouts(create=)", "pulumi.CustomTimeouts(read=)"}},
		{"x: pulumi.Input[str] = pulumi.Output[str]", []string{"pulumi.Input", "pulumi.Output"}},
		// Methods of the Config object, known by the name assigned it.
		{"config = pulumi.Config()\nn = config.get_int(\"n\", default=1)\ns = config.require_secret(\"s\")\nf\"{config.get('x')}\"\nother.get_int(\"n\", default=1)\n",
			[]string{"pulumi.Config", "pulumi.Config.get", "pulumi.Config.get_int", "pulumi.Config.get_int(default=)", "pulumi.Config.require_secret"}},
	} {
		if got := sdkAPIsUsed(tc.src); !reflect.DeepEqual(got, tc.want) && len(got)+len(tc.want) > 0 {
			t.Errorf("sdkAPIsUsed(%q) = %q, want %q", tc.src, got, tc.want)
		}
	}
}

func TestSDKAPIVersions(t *testing.T) {
	for api, v := range sdkAPIVersions {
		pv, err := schema.ParseVersion(v)
		if err != nil || pv.Major != 3 || len(pv.Pre) > 0 {
			t.Errorf("%s: version %q is not a 3.x release", api, v)
		}
		if !strings.HasPrefix(api, "pulumi.") {
			t.Errorf("%s: not an API of the pulumi module", api)
		}
		if callee, _, ok := strings.Cut(api, "("); ok {
			if _, known := sdkAPIVersions[callee]; !known {
				t.Errorf("%s: a keyword of %s, which is not in the table", api, callee)
			}
		}
	}
	files := []gen.File{{Path: "__main__.py", Contents: []byte("import pulumi\n\npulumi.Stash(\"s\", input=1, bogus=pulumi.ResourceOptions(hooks=h))\npulumi.Output.all(a=1)\n")}}
	floor, unknown := sdkFloor(files)
	// An API the table does not know takes the newest version of the table.
	if floor.String() != "3.246.0" || len(unknown) != 1 || unknown[0] != "pulumi.Stash(bogus=)" {
		t.Errorf("sdkFloor = %v, %v", floor, unknown)
	}
	if floor, _ := sdkFloor(nil); floor.String() != "3.0.0" {
		t.Errorf("sdkFloor of no code = %v", floor)
	}
}

// syntheticAPIPrograms use every resource option, invoke option, hook kind
// and builtin of the pulumi module, so that TestSDKAPIsKnown sees every API
// the backend emits.
var syntheticAPIPrograms = map[string]string{
	"options": `
config "flag" "bool" {
  default = false
}
hook resource "h" {
  command  = ["true"]
  onDryRun = true
}
hook error "e" {
  command = ["true"]
}
resource "prov" "pulumi:providers:random" {}
resource "a" "random:index/randomPet:RandomPet" {}
resource "b" "random:index/randomPet:RandomPet" {
  length = 2
  options {
    parent                  = a
    provider                = prov
    dependsOn               = [a]
    protect                 = flag
    retainOnDelete          = true
    deleteBeforeReplace     = true
    ignoreChanges           = [length]
    hideDiffs               = [length]
    replaceOnChanges        = [length]
    additionalSecretOutputs = [id]
    version                 = "4.11.2"
    pluginDownloadURL       = "https://example.com"
    customTimeouts = {
      create = "1m"
      update = "2m"
      delete = "3m"
      read   = "4m"
    }
    deletedWith        = a
    replaceWith        = [a]
    import             = "pet-id"
    aliases            = [{ name = "old", project = "p", stack = "s", type = "random:index/randomPet:RandomPet" }, { noParent = true }]
    replacementTrigger = a.id
    envVarMappings     = { "A" = "B" }
    hooks = {
      beforeCreate = [h]
      afterCreate  = [h]
      beforeUpdate = [h]
      afterUpdate  = [h]
      beforeDelete = [h]
      afterDelete  = [h]
      onError      = [e]
    }
  }
}
resource "c" "random:index/randomPet:RandomPet" {
  options {
    providers = { random = prov }
    range     = flag ? 1 : 0
  }
}
resource "wprov" "pulumi:providers:widgets" {}
s = invoke("widgets:index:countParts", { text = "a" }, { provider = wprov, parent = a, version = "1.0.0", pluginDownloadURL = "https://example.com" })
d = invoke("widgets:index:countParts", { text = a.id }, { dependsOn = [a] })
resource "stash" "pulumi:index:Stash" {
  input = a.id
  options {
    protect = true
  }
}
resource "ref" "pulumi:pulumi:StackReference" {
  name = "org/project/stack"
  options {
    protect = true
  }
}
output "all" {
  value = {
    stack   = stack()
    project = project()
    org     = organization()
    root    = rootDirectory()
    secret  = secret(a.id)
    plain   = unsecret(secret(a.id))
    json    = toJSON([a.id])
    text    = "${a.id}-${stack()}"
    ref     = ref.outputs["x"]
    out     = getOutput(ref, "y")
    assets = {
      file   = fileAsset("a.txt")
      str    = stringAsset("x")
      remote = remoteAsset("https://example.com/a")
      dir    = fileArchive("dir")
      remoteArchive = remoteArchive("https://example.com/a.zip")
      archive = assetArchive({ "a" = stringAsset("x") })
    }
    stashed = stash.output
    s = s
    d = d
  }
}
`,
}

// bindAPIProgram binds a synthetic program with the testdata schemas.
func bindAPIProgram(t *testing.T, src string) *binder.Program {
	t.Helper()
	return bindSource(t, src, filepath.Join(gentest.RepoRoot(t), "testdata", "schemas"))
}

// TestSDKAPIsKnown fails when the Python generated for a testdata program,
// a synthetic program that uses every option and builtin, or a program of
// pclsynth uses an API of the pulumi module that sdkAPIVersions does not
// know (so requirements.txt could not give pulumi an honest floor).
func TestSDKAPIsKnown(t *testing.T) {
	var files []gen.File
	where := map[string]string{}
	add := func(name string, fs []gen.File) {
		for _, f := range fs {
			files = append(files, f)
			for _, api := range sdkAPIsUsed(string(f.Contents)) {
				if _, ok := where[api]; !ok {
					where[api] = name + "/" + f.Path
				}
			}
		}
	}
	for _, p := range gentest.GoldenPrograms(t, New(), nil) {
		add(p.Name, p.Files)
	}
	for name, src := range syntheticAPIPrograms {
		fs, diags := New().GenerateProgram(bindAPIProgram(t, src))
		if diags.HasErrors() {
			t.Fatalf("synthetic program %s: %v", name, diags)
		}
		add("synthetic-"+name, fs)
	}
	s, loader, _, err := pclsynth.DefaultSchemas(gentest.RepoRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	for seed := int64(1); seed <= 20; seed++ {
		p := pclsynth.Generate(s, pclsynth.Options{Seed: seed, Size: 12})
		prog, diags, err := p.Bind(t.TempDir(), loader)
		if err != nil || diags.HasErrors() {
			continue // pclsynth's own tests report programs that do not bind
		}
		if fs, diags := New().GenerateProgram(prog); !diags.HasErrors() {
			add(fmt.Sprintf("pclsynth-%d", seed), fs)
		}
	}
	var unknown []string
	for api := range where {
		if _, ok := sdkAPIVersion(api); !ok {
			unknown = append(unknown, api)
		}
	}
	sort.Strings(unknown)
	for _, api := range unknown {
		t.Errorf("%s (used by %s) is not in sdkAPIVersions: look up the pulumi SDK version that introduced it", api, where[api])
	}
	// The synthetic program reaches the newest APIs of the table.
	if floor, _ := sdkFloor(files); floor.String() != "3.246.0" {
		t.Errorf("the floor of all programs is %v, want 3.246.0 (CustomTimeouts(read=))", floor)
	}
}

// TestRequirementsGolden compares the requirements.txt of the testdata
// programs (and the synthetic ones) whose floor of pulumi is above 3.0.0
// with testdata/requirements-python.txt; -update rewrites it.
func TestRequirementsGolden(t *testing.T) {
	root := gentest.RepoRoot(t)
	loader := schema.NewLoader(filepath.Join(root, "testdata", "schemas"))
	var b strings.Builder
	b.WriteString("# requirements.txt of the Python project of each testdata program whose floor of pulumi is\n" +
		"# above 3.0.0, for the SDK APIs it uses (gen/python TestRequirementsGolden;\n" +
		"# go test ./gen/python -run TestRequirementsGolden -update rewrites it).\n")
	project := func(name string, prog *binder.Program) {
		fs, diags := New().GenerateProject(prog, gen.ProjectOptions{Name: "p"})
		if diags.HasErrors() {
			t.Errorf("%s: %v", name, diags)
			return
		}
		for _, f := range fs {
			if f.Path == "requirements.txt" && !strings.HasPrefix(string(f.Contents), "pulumi>=3.0.0,") {
				fmt.Fprintf(&b, "%s: %s\n", name, strings.Join(strings.Fields(string(f.Contents)), " "))
			}
		}
	}
	for _, set := range gentest.Sets {
		dir := filepath.Join(root, "testdata", set)
		names, err := gentest.Programs(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			prog, diags := binder.BindPath(filepath.Join(dir, name), binder.Options{Loader: loader})
			if diags.HasErrors() {
				t.Errorf("%s/%s: %v", set, name, diags)
				continue
			}
			project(set+"/"+name, prog)
		}
	}
	var names []string
	for name := range syntheticAPIPrograms {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		project("synthetic/"+name, bindAPIProgram(t, syntheticAPIPrograms[name]))
	}
	path := filepath.Join(root, "testdata", "requirements-python.txt")
	if gentest.Updating() {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("requirements differ from %s (run with -update to accept):\n%s", path, gentest.UnifiedDiff("want", "got", want, []byte(got)))
	}
}

// TestSDKVersionBelowFloor: a pinned SDK older than the APIs the program
// uses is kept, with a warning.
func TestSDKVersionBelowFloor(t *testing.T) {
	prog := bindAPIProgram(t, `resource "s" "pulumi:index:Stash" {
  input = "x"
}
`)
	files, diags := New().GenerateProject(prog, gen.ProjectOptions{Name: "p", SDKVersion: "3.207.0"})
	if diags.HasErrors() || len(diags) != 1 || !strings.Contains(diags[0].Detail, "version 3.208.0") {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, f := range files {
		if f.Path == "requirements.txt" && string(f.Contents) != "pulumi==3.207.0\n" {
			t.Errorf("requirements.txt:\n%s", f.Contents)
		}
	}
	if _, diags := New().GenerateProject(prog, gen.ProjectOptions{Name: "p", SDKVersion: "3.208.0"}); len(diags) != 0 {
		t.Errorf("diagnostics at the floor: %v", diags)
	}
}
