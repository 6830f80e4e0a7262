import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Resources ranged over collections that hold outputs, which Go resolves
// in an apply as the values of a pulumi.Map or pulumi.Array: every element
// an interface{}, whatever the binder's type, and an ID a pulumi.ID. Each
// range.value is read as such a value: given whole to an input, or read
// by its attributes.
const seeded = new random.RandomInteger("seeded", {
    min: 1,
    max: 10,
    seed: "s",
});
const plainSeeds: [pulumi.Output<string>, string] = [seeded.id, "x"];
const fromLocal = pulumi.unsecret(pulumi.output({
    one: plainSeeds,
})).apply(rangeValue => {
    const resources: Record<string, random.RandomShuffle> = {};
    for (const [key, value] of Object.entries(rangeValue)) {
        resources[key] = new random.RandomShuffle(`fromLocal-${key}`, {
            inputs: value,
        });
    }
    return resources;
});
const optionalElements = pulumi.unsecret(pulumi.output({
    one: [seeded.seed],
})).apply(rangeValue => {
    const resources: Record<string, random.RandomShuffle> = {};
    for (const [key, value] of Object.entries(rangeValue)) {
        resources[key] = new random.RandomShuffle(`optionalElements-${key}`, {
            inputs: value as string[],
        });
    }
    return resources;
});
const objects = pulumi.unsecret(pulumi.output([
    {
        name: seeded.seed,
    },
    {
        name: seeded.id,
    },
])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomShuffle(`objects-${index}`, {
            inputs: [value.name!, "x"],
        }));
    }
    return resources;
});
const lists = pulumi.unsecret(pulumi.output([[seeded.id], ["x", seeded.id]])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomShuffle(`lists-${index}`, {
            inputs: value,
        }));
    }
    return resources;
});
const mixed = pulumi.unsecret(pulumi.output({
    a: {
        low: seeded.result,
        tag: "t",
    },
})).apply(rangeValue => {
    const resources: Record<string, random.RandomInteger> = {};
    for (const [key, value] of Object.entries(rangeValue)) {
        resources[key] = new random.RandomInteger(`mixed-${key}`, {
            min: value.low,
            max: 10,
            seed: key,
        });
    }
    return resources;
});
const tagged = pulumi.unsecret(pulumi.output({
    a: {
        k: seeded.id,
    },
})).apply(rangeValue => {
    const resources: Record<string, aws.s3.Bucket> = {};
    for (const [key, value] of Object.entries(rangeValue)) {
        resources[key] = new aws.s3.Bucket(`tagged-${key}`, {
            tags: value,
        });
    }
    return resources;
});
