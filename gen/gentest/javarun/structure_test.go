package javarun

import (
	"testing"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest/javacompile"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

// componentsCase: a component of the program's, whose children have it as
// their parent, with an input from a resource's output.
func componentsCase() runCase {
	return runCase{
		name: "components",
		pcl: map[string]string{
			"main.pp": `resource "seed" "random:index/randomInteger:RandomInteger" {
  min = 1
  max = 3
}

component "first" "./pair" {
  length = 2
}

component "second" "./pair" {
  length = seed.result
}

output "names" {
  value = [first.name, second.name]
}

output "lengths" {
  value = [first.length, second.length]
}
`,
			"pair/pair.pp": `config "length" "int" {
  description = "the number of words"
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = length
}

output "name" {
  value = pet.id
}

output "length" {
  value = length + 1
}
`,
		},
		files: []gen.File{
			javacompile.App(`import com.pulumi.random.RandomInteger;
import com.pulumi.random.RandomIntegerArgs;
`, `        var seed = new RandomInteger("seed", RandomIntegerArgs.builder()
            .min(1)
            .max(3)
            .build());
        var first = new Pair("first", new Pair.Args(Output.of(2)), null);
        var second = new Pair("second", new Pair.Args(seed.result()), null);
        ctx.export("names", Output.all(first.name, second.name));
        ctx.export("lengths", Output.all(first.length, second.length));`),
			javacompile.JavaFile("Pair", `package generated_program;

import com.pulumi.core.Output;
import com.pulumi.core.annotations.Import;
import com.pulumi.random.RandomPet;
import com.pulumi.random.RandomPetArgs;
import com.pulumi.resources.ComponentResource;
import com.pulumi.resources.ComponentResourceOptions;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
import javax.annotation.Nullable;

public class Pair extends ComponentResource {
    public static final class Args extends ResourceArgs {
        @Import(name = "length", required = true)
        private final Output<Integer> length;

        public Args(Output<Integer> length) {
            this.length = length;
        }
    }

    public final Output<String> name;
    public final Output<Integer> length;

    public Pair(String name, Args args, @Nullable ComponentResourceOptions options) {
        super("components:index:Pair", name, args, options);
        var pet = new RandomPet(name + "-pet", RandomPetArgs.builder()
            .length(args.length)
            .build(), CustomResourceOptions.builder()
                .parent(this)
                .build());
        this.name = pet.id();
        this.length = args.length.applyValue(length -> length + 1);
        this.registerOutputs(Map.of("name", this.name, "length", this.length));
    }
}
`),
		},
		check: func(t *testing.T, tr *trace.Trace) {
			const second = stack + "components:index:Pair::second"
			const secondPet = stack + "components:index:Pair$random:index/randomPet:RandomPet::second-pet"
			for path, want := range map[string]string{
				"resources." + second + ".custom":    `false`,
				"resources." + secondPet + ".parent": `"` + second + `"`,
			} {
				if got := mockrun.TraceValue(t, tr, path); got != want {
					t.Errorf("components: %s = %s, want %s", path, got, want)
				}
			}
		},
	}
}

// providerCase: a provider resource and the options a registration
// carries: provider, version (the package's own among them),
// retainOnDelete; a resource without a version option carries none,
// although the SDK's classes would set the package's.
func providerCase() runCase {
	return runCase{
		name: "provider",
		pcl: map[string]string{"main.pp": `resource "prov" "pulumi:providers:random" {
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 1
  options {
    provider       = prov
    retainOnDelete = true
    version        = "4.11.2"
  }
}

resource "bucket" "aws:s3/bucket:Bucket" {
  tags = {
    Name = "logs"
  }
  options {
    version = "5.16.2"
  }
}

resource "plain" "aws:s3/bucket:Bucket" {
  tags = {
    Name = "plain"
  }
}

output "bucketName" {
  value = bucket.bucket
}
`},
		files: []gen.File{javacompile.App(`import com.pulumi.aws.s3.Bucket;
import com.pulumi.aws.s3.BucketArgs;
import com.pulumi.random.RandomPet;
import com.pulumi.random.RandomPetArgs;
import com.pulumi.resources.CustomResourceOptions;
import com.pulumi.resources.ProviderResource;
import com.pulumi.resources.ResourceArgs;
import java.util.Map;
`, `        var prov = new RandomProvider("prov");
        var pet = new RandomPet("pet", RandomPetArgs.builder()
            .length(1)
            .build(), CustomResourceOptions.builder()
                .provider(prov)
                .retainOnDelete(true)
                .version("4.11.2")
                .build());
        var bucket = new Bucket("bucket", BucketArgs.builder()
            .tags(Map.of("Name", "logs"))
            .build(), CustomResourceOptions.builder()
                .version("5.16.2")
                .build());
        var plain = new Bucket("plain", BucketArgs.builder()
            .tags(Map.of("Name", "plain"))
            .build());
        ctx.export("bucketName", bucket.bucket());
    }

    // The provider resource of random, which the stand-in SDK lacks.
    static final class RandomProvider extends ProviderResource {
        RandomProvider(String name) {
            super("random", name, ResourceArgs.Empty, null);
        }`)},
		check: func(t *testing.T, tr *trace.Trace) {
			const pet = stack + "random:index/randomPet:RandomPet::pet"
			if got := mockrun.TraceValue(t, tr, "resources."+pet+".provider"); got != `"`+stack+`pulumi:providers:random::prov::prov_id"` {
				t.Errorf("provider: the pet's provider is %s", got)
			}
			if got := mockrun.TraceValue(t, tr, "resources."+stack+"aws:s3/bucket:Bucket::plain.options"); got != "null" {
				t.Errorf("provider: plain's options are %s", got)
			}
			if got := mockrun.TraceValue(t, tr, "resources."+stack+"aws:s3/bucket:Bucket::bucket.options"); got != `{"version":"5.16.2"}` {
				t.Errorf("provider: bucket's options are %s", got)
			}
		},
	}
}
