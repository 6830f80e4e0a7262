import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    const config = new pulumi.Config();

    // A choice whose condition reads an invoke's result (a promise, which
    // TypeScript awaits) between lists of optional outputs and plain lists,
    // given where a list of strings is taken: the optional outputs are taken
    // as present, as they are where the condition is plain.
    const on = config.getBoolean("on") ?? true;
    const ami = await aws.ec2.getAmi({
        owners: ["self"],
    });
    const ids: random.RandomId[] = [];
    for (let index = 0; index < 2; index++) {
        ids.push(new random.RandomId(`ids-${index}`, {
            byteLength: 4,
            prefix: "p",
        }));
    }
    const byArchitecture = new random.RandomShuffle("byArchitecture", {
        inputs: (ami.architecture !== "arm" ? ids.map(item => item.prefix) : ["z"]) as pulumi.Output<string>[],
    });
    const nested = new random.RandomShuffle("nested", {
        inputs: (ami.architecture === "arm" ? ["y"] : on ? ids.map(item => item.prefix) : ["a"].map(v => ami.architecture)) as pulumi.Output<string>[],
    });
    return {
        shuffled: byArchitecture.results,
        nested: nested.results,
    };
}
