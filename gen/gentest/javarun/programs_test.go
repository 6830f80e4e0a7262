package javarun

import (
	"path/filepath"
	"testing"

	"github.com/pclgen/pclgen/gen"
	"github.com/pclgen/pclgen/gen/gentest"
	"github.com/pclgen/pclgen/gen/gentest/javacompile"
	"github.com/pclgen/pclgen/gen/gentest/mockrun"
	"github.com/pclgen/pclgen/interp/trace"
)

// The Java programs below are written by hand in the shape the Java
// backend is to generate: an App class in package generated_program whose
// public static void stack(Context ctx) is the program, components as
// classes beside it.

const stack = "urn:pulumi:stack::project::"

// randomCase: config (plain and secret), a resource's output as another's
// input, resource options (protect, ignoreChanges, a parent that is a
// custom resource, dependsOn), secrets in inputs and outputs.
func randomCase() runCase {
	return runCase{
		name: "random",
		pcl: map[string]string{"main.pp": `config "prefix" "string" {
  description = "the pet's prefix"
}

config "password" "string" {
  secret = true
}

resource "pet" "random:index/randomPet:RandomPet" {
  length = 2
  prefix = prefix
}

resource "str" "random:index/randomString:RandomString" {
  length  = 8
  special = false
  keepers = {
    pet      = pet.id
    password = password
  }
  options {
    protect       = true
    ignoreChanges = [length]
  }
}

resource "child" "random:index/randomId:RandomId" {
  byteLength = 4
  options {
    parent    = pet
    dependsOn = [str]
  }
}

output "petId" {
  value = pet.id
}

output "result" {
  value = str.result
}

output "secretPassword" {
  value = password
}

output "hidden" {
  value = secret("shh")
}

output "plain" {
  value = [1, "two", { three = true }]
}

output "childHex" {
  value = child.hex
}
`},
		cfg: mockrun.Config{Values: map[string]string{"prefix": "pre", "password": "hunter2"}, SecretKeys: []string{"password"}},
		files: []gen.File{javacompile.App(`import com.pulumi.random.RandomId;
import com.pulumi.random.RandomIdArgs;
import com.pulumi.random.RandomPet;
import com.pulumi.random.RandomPetArgs;
import com.pulumi.random.RandomString;
import com.pulumi.random.RandomStringArgs;
import com.pulumi.resources.CustomResourceOptions;
import java.util.List;
import java.util.Map;
`, `        var config = ctx.config();
        var prefix = config.require("prefix");
        var password = config.requireSecret("password");
        var pet = new RandomPet("pet", RandomPetArgs.builder()
            .length(2)
            .prefix(prefix)
            .build());
        var str = new RandomString("str", RandomStringArgs.builder()
            .length(8)
            .special(false)
            .keepers(Output.tuple(pet.id(), password).applyValue(t -> Map.of("pet", t.t1, "password", t.t2)))
            .build(), CustomResourceOptions.builder()
                .protect(true)
                .ignoreChanges("length")
                .build());
        var child = new RandomId("child", RandomIdArgs.builder()
            .byteLength(4)
            .build(), CustomResourceOptions.builder()
                .parent(pet)
                .dependsOn(str)
                .build());
        ctx.export("petId", pet.id());
        ctx.export("result", str.result());
        ctx.export("secretPassword", password);
        ctx.export("hidden", Output.ofSecret("shh"));
        ctx.export("plain", Output.of(List.of(1, "two", Map.of("three", true))));
        ctx.export("childHex", child.hex());`)},
		check: func(t *testing.T, tr *trace.Trace) {
			const str = stack + "random:index/randomString:RandomString::str"
			const child = stack + "random:index/randomPet:RandomPet$random:index/randomId:RandomId::child"
			for path, want := range map[string]string{
				"resources." + str + ".inputs":    `{"keepers":{"$secret":{"password":"hunter2","pet":"pet_id"}},"length":8,"special":false}`,
				"resources." + str + ".options":   `{"ignoreChanges":["length"],"protect":true}`,
				"resources." + child + ".parent":  `"` + stack + `random:index/randomPet:RandomPet::pet"`,
				"outputs.secretPassword":          `{"$secret":"hunter2"}`,
				"outputs.hidden":                  `{"$secret":"shh"}`,
				"outputs.plain":                   `[1,"two",{"three":true}]`,
				"resources." + child + ".options": `null`,
			} {
				if got := mockrun.TraceValue(t, tr, path); got != want {
					t.Errorf("random: %s = %s, want %s", path, got, want)
				}
			}
		},
	}
}

// webserverCase: the example of testdata/examples/webserver (aws
// resources, config with defaults, an invoke in output form).
func webserverCase(t *testing.T) runCase {
	return runCase{
		name: "webserver",
		dir:  filepath.Join(gentest.RepoRoot(t), "testdata", "examples", "webserver"),
		files: []gen.File{javacompile.App(`import com.pulumi.aws.ec2.Ec2Functions;
import com.pulumi.aws.ec2.Instance;
import com.pulumi.aws.ec2.InstanceArgs;
import com.pulumi.aws.ec2.SecurityGroup;
import com.pulumi.aws.ec2.SecurityGroupArgs;
import com.pulumi.aws.ec2.inputs.GetAmiArgs;
import com.pulumi.aws.ec2.inputs.GetAmiFilterArgs;
import com.pulumi.aws.ec2.inputs.SecurityGroupIngressArgs;
import com.pulumi.aws.ec2.outputs.GetAmiResult;
import java.util.List;
import java.util.Map;
`, `        var config = ctx.config();
        var instanceType = config.get("instanceType").orElse("t3.micro");
        var port = config.getInteger("port").orElse(80);
        var webGroup = new SecurityGroup("webGroup", SecurityGroupArgs.builder()
            .description("Admit HTTP from anywhere")
            .ingress(SecurityGroupIngressArgs.builder()
                .protocol("tcp")
                .fromPort(port)
                .toPort(port)
                .cidrBlocks("0.0.0.0/0")
                .build())
            .build());
        var image = Ec2Functions.getAmi(GetAmiArgs.builder()
            .owners("amazon")
            .mostRecent(true)
            .filters(GetAmiFilterArgs.builder()
                .name("name")
                .values("amzn2-ami-hvm-*-x86_64-gp2")
                .build())
            .build());
        var server = new Instance("server", InstanceArgs.builder()
            .ami(image.applyValue(GetAmiResult::id))
            .instanceType(instanceType)
            .securityGroups(webGroup.name().applyValue(List::of))
            .userData(String.format("#!/bin/bash\necho \"Hello from pclgen on port %d\" > index.html\nnohup python3 -m http.server %d &\n", port, port))
            .tags(Map.of("Name", "web-server"))
            .build());
        ctx.export("url", Output.format("http://%s:%d", server.publicDns(), port));
        ctx.export("publicIp", server.publicIp());`)},
		check: func(t *testing.T, tr *trace.Trace) {
			if len(tr.Invokes) != 1 || tr.Invokes[0].Token != "aws:ec2/getAmi:getAmi" {
				t.Errorf("webserver: invokes %s", mockrun.TraceValue(t, tr, "invokes"))
			}
		},
	}
}

// invokeSecretsCase: a schema's secret output (the SDK class's
// additionalSecretOutputs) and an invoke's result as inputs.
func invokeSecretsCase() runCase {
	return runCase{
		name: "invoke-secrets",
		pcl: map[string]string{"main.pp": `resource "password" "random:index/randomPassword:RandomPassword" {
  length = 12
}

ami = invoke("aws:ec2/getAmi:getAmi", {
  owners     = ["self"]
  mostRecent = true
})

resource "pet" "random:index/randomPet:RandomPet" {
  prefix = ami.id
  keepers = {
    password = password.result
  }
}

output "amiName" {
  value = ami.name
}

output "password" {
  value = password.result
}

output "keepers" {
  value = pet.keepers
}
`},
		files: []gen.File{javacompile.App(`import com.pulumi.aws.ec2.Ec2Functions;
import com.pulumi.aws.ec2.inputs.GetAmiArgs;
import com.pulumi.aws.ec2.outputs.GetAmiResult;
import com.pulumi.random.RandomPassword;
import com.pulumi.random.RandomPasswordArgs;
import com.pulumi.random.RandomPet;
import com.pulumi.random.RandomPetArgs;
import java.util.Map;
`, `        var password = new RandomPassword("password", RandomPasswordArgs.builder()
            .length(12)
            .build());
        var ami = Ec2Functions.getAmi(GetAmiArgs.builder()
            .owners("self")
            .mostRecent(true)
            .build());
        var pet = new RandomPet("pet", RandomPetArgs.builder()
            .prefix(ami.applyValue(GetAmiResult::id))
            .keepers(password.result().applyValue(p -> Map.of("password", p)))
            .build());
        ctx.export("amiName", ami.applyValue(GetAmiResult::name));
        ctx.export("password", password.result());
        ctx.export("keepers", pet.keepers());`)},
		check: func(t *testing.T, tr *trace.Trace) {
			if got := mockrun.TraceValue(t, tr, "resources."+stack+"random:index/randomPassword:RandomPassword::password.options"); got != `{"additionalSecretOutputs":["bcryptHash","result"]}` {
				t.Errorf("invoke-secrets: the password's options are %s", got)
			}
		},
	}
}
