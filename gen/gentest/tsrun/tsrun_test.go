package tsrun

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/gen/gentest/tscompile"
	"github.com/pclgen/pclgen/interp/trace"
)

// Generated-style programs, written by hand.

const randomIndex = `import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const prefix = config.require("prefix");
const password = config.requireSecret("password");
const pet = new random.RandomPet("pet", {
    length: 2,
    prefix: prefix,
});
const str = new random.RandomString("str", {
    length: 8,
    special: false,
    keepers: {
        pet: pet.id,
        password: password,
    },
}, {
    protect: true,
    ignoreChanges: ["length"],
});
export const petId = pet.id;
export const result = str.result;
export const secretPassword = password;
export const hidden = pulumi.secret("shh");
export const plain = [1, "two", {three: true}];
`

const componentIndex = `import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Pair } from "./pair";

const first = new Pair("first", {length: 2});
const second = new Pair("second", {length: first.length});
export const names = [first.name, second.name];
`

const componentPair = `import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PairArgs {
    length: pulumi.Input<number>;
}

export class Pair extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;
    public readonly length: pulumi.Output<number>;

    constructor(name: string, args: PairArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Pair", name, args, opts);
        const pet = new random.RandomPet(` + "`${name}-pet`" + `, {
            length: args.length,
        }, {
            parent: this,
        });
        this.name = pet.id;
        this.length = pulumi.output(args.length).apply(l => l + 1);
        this.registerOutputs({
            name: this.name,
        });
    }
}
`

const throwsIndex = `import * as random from "@pulumi/random";

export = async () => {
    const pet = new random.RandomPet("pet", {});
    if (pet) {
        throw new Error("no pets allowed");
    }
    return {id: pet.id};
}
`

const failsLaterIndex = `import * as random from "@pulumi/random";

const pet = new random.RandomPet("pet", {});
const bad = new random.RandomString("bad", {
    length: pet.id.apply(id => {
        throw new Error("cannot compute " + id);
    }),
});
`

const invokesIndex = `import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import * as tls from "@pulumi/tls";

export = async () => {
    const prov = new random.Provider("prov", {});
    const key = new tls.PrivateKey("key", {
        algorithm: "RSA",
    });
    const direct = await tls.getPublicKey({
        privateKeyPem: "pem",
    });
    const pet = new random.RandomPet("pet", {
        keepers: {
            fingerprint: direct.publicKeyFingerprintMd5,
            pem: key.privateKeyPem,
        },
    }, {
        provider: prov,
        version: "9.9.9",
        customTimeouts: {create: "1m"},
    });
    // The version of the package itself, which its resource classes
    // would set on their own.
    const own = new random.RandomId("own", {byteLength: 4}, {version: "4.11.2"});
    return {
        fromOutput: tls.getPublicKeyOutput({
            privateKeyPem: key.privateKeyPem,
        }).apply(result => result.publicKeyOpenssh),
        keepers: pet.keepers,
        asset: new pulumi.asset.FileAsset("a.txt"),
        archive: new pulumi.asset.AssetArchive({"b": new pulumi.asset.StringAsset("b")}),
        key: key,
    };
}
`

const stuckIndex = `import * as pulumi from "@pulumi/pulumi";

const [never, resolveNever] = pulumi.deferredOutput<string>();
export const stuck = never;
`

const hangsIndex = `import * as pulumi from "@pulumi/pulumi";

export const never = new Promise<string>(() => {
    setInterval(() => {}, 1000);
});
`

func program(name string, files map[string]string) gentest.Program {
	p := gentest.Program{Name: name}
	for path, src := range files {
		p.Files = append(p.Files, gen.File{Path: path, Contents: []byte(src)})
	}
	return p
}

func openDir(t *testing.T) *tscompile.Dir {
	t.Helper()
	dir := tscompile.Require(t)
	for _, pkg := range []string{"@pulumi/pulumi", "@pulumi/random"} {
		if !dir.Has(pkg) {
			gentest.SkipWithoutTool(t, pkg+" is not installed in "+dir.Path)
		}
	}
	return dir
}

func TestRun(t *testing.T) {
	dir := openDir(t)
	jobs := []mockrun.Job{
		{
			Name:    "random",
			Program: program("random", map[string]string{"index.ts": randomIndex}),
			Mocks: &trace.Mocks{
				Resources: map[string]trace.MockResource{
					"random:index/randomString:RandomString::str": {ID: "str-id", State: map[string]any{
						"result": map[string]any{"$secret": "abcdefgh"},
					}},
				},
				Config:     map[string]string{"project:prefix": "pre", "project:password": "hunter2"},
				SecretKeys: []string{"project:password"},
			},
		},
		{Name: "component/step1", Program: program("component", map[string]string{"index.ts": componentIndex, "pair.ts": componentPair})},
		{
			Name:    "invokes",
			Program: program("invokes", map[string]string{"index.ts": invokesIndex}),
			Mocks: &trace.Mocks{
				Resources: map[string]trace.MockResource{
					"tls:index/privateKey:PrivateKey::key": {State: map[string]any{
						"privateKeyPem": map[string]any{"$secret": "PEM"},
					}},
					"random:index/randomPet:RandomPet::pet": {ID: "pet-id", State: map[string]any{
						"keepers": map[string]any{
							"asset":   map[string]any{"$asset": map[string]any{"text": "t"}},
							"archive": map[string]any{"$archive": map[string]any{"assets": map[string]any{"x": map[string]any{"$asset": map[string]any{"uri": "https://x"}}}}},
							"key":     map[string]any{"$resource": "urn:pulumi:stack::project::tls:index/privateKey:PrivateKey::key"},
						},
					}},
				},
				Invokes: map[string]map[string]any{
					"tls:index/getPublicKey:getPublicKey": {
						"publicKeyFingerprintMd5": "md5",
						"publicKeyOpenssh":        map[string]any{"$secret": "ssh"},
					},
				},
			},
		},
		{Name: "throws", Program: program("throws", map[string]string{"index.ts": throwsIndex})},
		{Name: "fails-later", Program: program("fails-later", map[string]string{"index.ts": failsLaterIndex})},
		{Name: "stuck", Program: program("stuck", map[string]string{"index.ts": stuckIndex})},
		{Name: "hangs", Program: program("hangs", map[string]string{"index.ts": hangsIndex})},
	}
	start := time.Now()
	results, err := Run(context.Background(), dir, "test", jobs, 15*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	stats := LastStats()
	t.Logf("tsc: %s; total %s", stats.Compile.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
	for name, d := range stats.Runs {
		t.Logf("run %s: %s", name, d.Round(time.Millisecond))
	}
	for _, j := range jobs {
		if _, ok := results[j.Name]; !ok {
			t.Fatalf("no result for %s", j.Name)
		}
	}
	traceOf := func(name string) *trace.Trace {
		t.Helper()
		r := results[name]
		if r.Trace == nil {
			t.Fatalf("%s: no trace: %s\n%s", name, r.Failure, r.Log)
		}
		return r.Trace
	}

	const pet = "urn:pulumi:stack::project::random:index/randomPet:RandomPet::pet"
	const str = "urn:pulumi:stack::project::random:index/randomString:RandomString::str"
	tr := traceOf("random")
	if tr.Error != "" {
		t.Fatalf("random: %s\n%s", tr.Error, results["random"].Log)
	}
	checks := map[string]string{
		"resources." + pet + ".inputs":  `{"length":2,"prefix":"pre"}`,
		"resources." + pet + ".custom":  `true`,
		"resources." + pet + ".options": `null`,
		"resources." + str + ".inputs":  `{"keepers":{"$secret":{"password":"hunter2","pet":"pet_id"}},"length":8,"special":false}`,
		"resources." + str + ".options": `{"ignoreChanges":["length"],"protect":true}`,
		"outputs.petId":                 `"pet_id"`,
		"outputs.result":                `{"$secret":"abcdefgh"}`,
		"outputs.secretPassword":        `{"$secret":"hunter2"}`,
		"outputs.hidden":                `{"$secret":"shh"}`,
		"outputs.plain":                 `[1,"two",{"three":true}]`,
	}
	for path, want := range checks {
		if got := mockrun.TraceValue(t, tr, path); got != want {
			t.Errorf("random: %s = %s, want %s", path, got, want)
		}
	}
	if len(tr.Resources) != 2 {
		t.Errorf("random: %d resources, want 2", len(tr.Resources))
	}

	tr = traceOf("component/step1")
	if tr.Error != "" {
		t.Fatalf("component: %s\n%s", tr.Error, results["component/step1"].Log)
	}
	const second = "urn:pulumi:stack::project::components:index:Pair::second"
	const secondPet = "urn:pulumi:stack::project::components:index:Pair$random:index/randomPet:RandomPet::second-pet"
	checks = map[string]string{
		"resources." + second + ".custom":    `false`,
		"resources." + second + ".inputs":    `{"length":3}`,
		"resources." + secondPet + ".parent": `"` + second + `"`,
		"resources." + secondPet + ".inputs": `{"length":3}`,
		"outputs.names":                      `["first-pet_id","second-pet_id"]`,
	}
	for path, want := range checks {
		if got := mockrun.TraceValue(t, tr, path); got != want {
			t.Errorf("component: %s = %s, want %s", path, got, want)
		}
	}
	if len(tr.Resources) != 4 {
		t.Errorf("component: %d resources, want 4:\n%s", len(tr.Resources), tr.Canonical())
	}

	tr = traceOf("invokes")
	if tr.Error != "" {
		t.Fatalf("invokes: %s\n%s", tr.Error, results["invokes"].Log)
	}
	const prov = "urn:pulumi:stack::project::pulumi:providers:random::prov"
	const invPet = "urn:pulumi:stack::project::random:index/randomPet:RandomPet::pet"
	const invOwn = "urn:pulumi:stack::project::random:index/randomId:RandomId::own"
	const key = "urn:pulumi:stack::project::tls:index/privateKey:PrivateKey::key"
	checks = map[string]string{
		"resources." + prov + ".custom":     `true`,
		"resources." + invPet + ".provider": `"` + prov + `::prov_id"`,
		"resources." + invPet + ".options":  `{"customTimeouts":{"create":"1m"},"version":"9.9.9"}`,
		"resources." + invOwn + ".options":  `{"version":"4.11.2"}`,
		"resources." + invPet + ".inputs":   `{"keepers":{"$secret":{"fingerprint":"md5","pem":"PEM"}}}`,
		// The SDK's resource class adds the schema's secret outputs.
		"resources." + key + ".options": `{"additionalSecretOutputs":["privateKeyOpenssh","privateKeyPem"]}`,
		// The SDK sends invoke arguments without their secrets.
		"invokes":            `[{"args":{"privateKeyPem":"PEM"},"token":"tls:index/getPublicKey:getPublicKey"},{"args":{"privateKeyPem":"pem"},"token":"tls:index/getPublicKey:getPublicKey"}]`,
		"outputs.fromOutput": `{"$secret":"ssh"}`,
		"outputs.asset":      `{"$asset":{"path":"a.txt"}}`,
		"outputs.archive":    `{"$archive":{"assets":{"b":{"$asset":{"text":"b"}}}}}`,
		"outputs.key":        `{"$resource":"` + key + `"}`,
		// The state replaces the input property.
		"outputs.keepers": `{"archive":{"$archive":{"assets":{"x":{"$asset":{"uri":"https://x"}}}}},"asset":{"$asset":{"text":"t"}},"key":{"$resource":"` + key + `"}}`,
	}
	for path, want := range checks {
		if got := mockrun.TraceValue(t, tr, path); got != want {
			t.Errorf("invokes: %s = %s, want %s", path, got, want)
		}
	}

	for _, name := range []string{"throws", "fails-later", "stuck"} {
		tr = traceOf(name)
		if tr.Error == "" {
			t.Errorf("%s: no error in the trace:\n%s", name, tr.Canonical())
		}
	}
	if tr := traceOf("throws"); !strings.Contains(tr.Error, "no pets allowed") {
		t.Errorf("throws: error %q", tr.Error)
	}
	if r := results["hangs"]; r.Trace != nil || r.Failure != "timed out after 15s" {
		t.Errorf("hangs: failure %q, trace %v", r.Failure, r.Trace != nil)
	}
}

// sharesIndex reads the config, the stack and the root directory the SDK
// gives the program, registers a resource and exports what it saw.
const sharesIndex = `import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const pet = new random.RandomPet("pet", { length: 2 });
export const name = config.get("name") ?? "none";
export const stack = pulumi.getStack();
export const root = pulumi.runtime.getRootDirectory().split("/").pop();
export const urn = pet.urn;
`

// TestRunIsolatesPrograms runs programs one after another in a server:
// each sees its own config and root directory, and registers its resources
// in its own stack, whatever the programs before it did.
func TestRunIsolatesPrograms(t *testing.T) {
	dir := openDir(t)
	var jobs []mockrun.Job
	for i := 0; i < 6; i++ {
		name := fmt.Sprintf("job%d", i)
		m := &trace.Mocks{}
		if i%2 == 0 {
			m.Config = map[string]string{"project:name": name}
		}
		jobs = append(jobs, mockrun.Job{Name: name, Program: program(name, map[string]string{"index.ts": sharesIndex}), Mocks: m})
	}
	results, err := Run(context.Background(), dir, "isolation", jobs, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	for i, j := range jobs {
		r := results[j.Name]
		if r.Trace == nil || r.Trace.Error != "" {
			t.Fatalf("%s: %s %+v\n%s", j.Name, r.Failure, r.Trace, r.Log)
		}
		want := "none"
		if i%2 == 0 {
			want = j.Name
		}
		urn := "urn:pulumi:stack::project::random:index/randomPet:RandomPet::pet"
		if o := r.Trace.Outputs; o["name"] != want || o["stack"] != "stack" || o["root"] != j.Name || o["urn"] != urn || len(r.Trace.Resources) != 1 {
			t.Errorf("%s: outputs %v, %d resources", j.Name, o, len(r.Trace.Resources))
		}
	}
}
