package javarun

import (
	"testing"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest/javacompile"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

// sdkCase is a Java program whose trace is checked against what the Java
// SDK sends, for what testdata/schemas cannot say in PCL (kubernetes) or
// the SDK does its own way.
type sdkCase struct {
	name  string
	files []gen.File
	mocks *trace.Mocks
	// want maps paths (see get) to their canonical JSON.
	want map[string]string
	// resources is how many resources the trace has.
	resources int
}

func sdkCases() []sdkCase {
	const ns = stack + "kubernetes:core/v1:Namespace::apps"
	const key = stack + "tls:index/privateKey:PrivateKey::key"
	const existing = stack + "aws:s3/bucket:Bucket::existing"
	const ref = stack + "pulumi:pulumi:StackReference::org/proj/dev"
	const pet = stack + "random:index/randomPet:RandomPet::pet"
	return []sdkCase{
		{
			name: "kubernetes",
			files: []gen.File{javacompile.App(`import com.pulumi.kubernetes.core_v1.Namespace;
import com.pulumi.kubernetes.core_v1.NamespaceArgs;
import com.pulumi.kubernetes.meta_v1.inputs.ObjectMetaArgs;
import java.util.Map;
`, `        var ns = new Namespace("apps", NamespaceArgs.builder()
            .metadata(ObjectMetaArgs.builder()
                .name("apps")
                .labels(Map.of("team", "a"))
                .build())
            .build());
        ctx.export("namespace", ns.metadata().applyValue(m -> m.get().name().orElse("")));`)},
			want: map[string]string{
				"resources." + ns + ".inputs":  `{"apiVersion":"v1","kind":"Namespace","metadata":{"labels":{"team":"a"},"name":"apps"}}`,
				"resources." + ns + ".custom":  `true`,
				"resources." + ns + ".options": `null`,
				"outputs.namespace":            `"apps"`,
			},
			resources: 1,
		},
		{
			name: "values",
			files: []gen.File{javacompile.App(`import com.pulumi.asset.AssetArchive;
import com.pulumi.asset.FileAsset;
import com.pulumi.asset.StringAsset;
import com.pulumi.aws.AwsFunctions;
import com.pulumi.aws.ec2.Ec2Functions;
import com.pulumi.aws.ec2.inputs.GetAmiArgs;
import com.pulumi.aws.ec2.outputs.GetAmiResult;
import com.pulumi.aws.outputs.GetRegionResult;
import com.pulumi.aws.s3.Bucket;
import com.pulumi.core.TypeShape;
import com.pulumi.deployment.Deployment;
import com.pulumi.random.RandomPet;
import com.pulumi.resources.CallArgs;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.CustomTimeouts;
import com.pulumi.resources.StackReference;
import com.pulumi.tls.PrivateKey;
import com.pulumi.tls.PrivateKeyArgs;
import java.time.Duration;
import java.util.List;
import java.util.Map;
`, `        var key = new PrivateKey("key", PrivateKeyArgs.builder()
            .algorithm("RSA")
            .build());
        var pet = new RandomPet("pet", null, CustomResourceOptions.builder()
            .customTimeouts(CustomTimeouts.builder().create(Duration.ofMinutes(1)).build())
            .build());
        var ami = Ec2Functions.getAmi(GetAmiArgs.builder()
            .owners(Output.ofSecret(List.of("self")))
            .build());
        var region = AwsFunctions.getRegion();
        var existing = Bucket.get("existing", Output.of("bucket-123"), null, null);
        var ref = new StackReference("org/proj/dev");
        Output<Map<String, Object>> described = Deployment.getInstance().call("tls:index/privateKey:PrivateKey/describe",
            TypeShape.<Map<String, Object>>builder(Map.class).addParameter(String.class).addParameter(Object.class).build(),
            CallArgs.Empty, key);
        ctx.export("pem", key.privateKeyPem());
        ctx.export("key", Output.of(key));
        ctx.export("asset", Output.of(new FileAsset("a.txt")));
        ctx.export("archive", Output.of(new AssetArchive(Map.of("b", new StringAsset("b")))));
        ctx.export("amiId", ami.applyValue(GetAmiResult::id));
        ctx.export("amiName", ami.applyValue(GetAmiResult::name));
        ctx.export("regionId", region.applyValue(GetRegionResult::id));
        ctx.export("regionName", region.applyValue(GetRegionResult::name));
        ctx.export("existingArn", existing.arn());
        ctx.export("fromStack", ref.output("x"));
        ctx.export("described", described);`)},
			mocks: &trace.Mocks{
				Resources: map[string]trace.MockResource{
					"tls:index/privateKey:PrivateKey::key":       {State: map[string]any{"privateKeyPem": map[string]any{"$secret": "PEM"}}},
					"aws:s3/bucket:Bucket::existing":             {State: map[string]any{"arn": "arn:aws:s3:::existing"}},
					"pulumi:pulumi:StackReference::org/proj/dev": {State: map[string]any{"outputs": map[string]any{"x": "y"}}},
				},
				Invokes: map[string]map[string]any{
					"aws:ec2/getAmi:getAmi":                    {"id": "ami-1", "name": "image"},
					"tls:index/privateKey:PrivateKey/describe": {"text": "an RSA key"},
					"aws:index/getRegion:getRegion":            {"id": "r", "name": map[string]any{"$secret": "us-east-1"}, "description": "d", "endpoint": "e"},
				},
			},
			want: map[string]string{
				"resources." + key + ".options": `{"additionalSecretOutputs":["privateKeyOpenssh","privateKeyPem","privateKeyPemPkcs8"]}`,
				// The SDK's CustomTimeouts holds a Duration, which it
				// sends in nanoseconds.
				"resources." + pet + ".options":      `{"customTimeouts":{"create":"60000000000ns"}}`,
				"resources." + existing + ".options": `{"id":"bucket-123"}`,
				"resources." + existing + ".custom":  `true`,
				"resources." + ref + ".inputs":       `{"name":"org/proj/dev"}`,
				"resources." + ref + ".options":      `null`,
				// The SDK sends invoke arguments without their secrets.
				// A method call is recorded as an invoke, with the
				// arguments the SDK sends: __self__ among them.
				"invokes": `[{"args":{"owners":["self"]},"token":"aws:ec2/getAmi:getAmi"},{"args":{},"token":"aws:index/getRegion:getRegion"},` +
					`{"args":{"__self__":{"$resource":"` + key + `"}},"token":"tls:index/privateKey:PrivateKey/describe"}]`,
				"outputs.described":   `{"text":"an RSA key"}`,
				"outputs.pem":         `{"$secret":"PEM"}`,
				"outputs.key":         `{"$resource":"` + key + `"}`,
				"outputs.asset":       `{"$asset":{"path":"a.txt"}}`,
				"outputs.archive":     `{"$archive":{"assets":{"b":{"$asset":{"text":"b"}}}}}`,
				"outputs.existingArn": `"arn:aws:s3:::existing"`,
				"outputs.fromStack":   `"y"`,
				// The SDK's output-form invoke leaves the result of
				// secret arguments plain (the other SDKs make it
				// secret), and makes the whole result secret when a
				// part of it is.
				"outputs.amiId":      `"ami-1"`,
				"outputs.amiName":    `"image"`,
				"outputs.regionId":   `{"$secret":"r"}`,
				"outputs.regionName": `{"$secret":"us-east-1"}`,
			},
			resources: 4,
		},
	}
}

// checkSDKCase checks the trace of an sdkCase's run.
func checkSDKCase(t *testing.T, c sdkCase, tr *trace.Trace, log string) {
	t.Helper()
	if tr.Error != "" {
		t.Errorf("%s failed: %s\n%s", c.name, tr.Error, log)
		return
	}
	for path, want := range c.want {
		if got := mockrun.TraceValue(t, tr, path); got != want {
			t.Errorf("%s: %s = %s, want %s", c.name, path, got, want)
		}
	}
	if len(tr.Resources) != c.resources {
		t.Errorf("%s: %d resources, want %d:\n%s", c.name, len(tr.Resources), c.resources, tr.Canonical())
	}
}
