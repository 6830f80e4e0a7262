import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    const config = new pulumi.Config();

    // A resource ranged over the result of an invoke given a secret: the binder
    // types the invoke a promise, which backends resolve first, but every
    // backend reads the secret as an output, so the invoke is made in its
    // output form and the references to the resources are outputs of their
    // collection, in splats, loops and as a whole.
    const pattern = config.getSecret("pattern") ?? pulumi.secret("ubuntu-*");
    const image = aws.ec2.getAmiOutput({
        nameRegex: pulumi.interpolate`${pattern}-arm`,
        owners: ["self"],
    });
    const pets = pulumi.unsecret(image.apply(image2 => image2.owners)).apply(rangeValue => {
        const resources: random.RandomPet[] = [];
        for (const [index, value] of pclOperand(rangeValue).entries()) {
            resources.push(new random.RandomPet(`pets-${index}`, {
                prefix: pulumi.secret(value),
            }));
        }
        return resources;
    });
    const shuffle = new random.RandomShuffle("shuffle", {
        inputs: pets.apply(pets2 => pulumi.output(pets2.map(item => item.id))),
    });
    const counted: random.RandomShuffle[] = [];
    for (let index = 0; index < 2; index++) {
        counted.push(new random.RandomShuffle(`counted-${index}`, {
            inputs: pets.apply(pets2 => pulumi.output(pets2.map(p => p.prefix))) as pulumi.Output<string[]>,
        }));
    }
    return {
        count: pets.apply(pets2 => pets2.length),
    };
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
