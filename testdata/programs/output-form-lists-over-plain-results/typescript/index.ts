import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // Lists of outputs built by loops over a plain invoke's result, given to
    // an invoke in its output form: Python holds the plain invoke's result
    // plainly, and the output form takes the list as one input (fuzz seed
    // 10909).
    const owners = await aws.ec2.getAmi({
        owners: ["amazon", "self"],
    });
    const pet = new random.RandomPet("pet");
    const secrets = aws.ec2.getAmiOutput({
        filters: owners.owners!.map(n => pulumi.secret({
            name: n,
            values: [],
        })),
        mostRecent: pulumi.unsecret(pulumi.secret(true)),
        owners: owners.owners!.map(n => pulumi.secret(n)),
    });
    const named = aws.ec2.getAmiOutput({
        owners: owners.owners!.flatMap((n, i) => i < 1 ? [pulumi.interpolate`${n}-${pet.id}`] : []),
    });
    return {
        ids: [secrets.id, named.id],
    };
}
