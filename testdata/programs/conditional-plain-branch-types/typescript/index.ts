import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional over outputs (range.value of a secret range) whose plain
// branch is of another type than the result: an empty list where the other
// branch holds strings.
const first = config.getBoolean("first") ?? true;
const listed = pulumi.unsecret(pulumi.secret(["a", "b"])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomShuffle(`listed-${index}`, {
            inputs: first ? pulumi.secret(value).apply(secret => ["x", "y"].filter(s => s !== secret).map(s => secret)) : [],
        }));
    }
    return resources;
});
const empties = pulumi.unsecret(pulumi.secret(["a"])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomShuffle(`empties-${index}`, {
            inputs: !first ? pulumi.secret(value).apply(secret => ["x", "y"].filter(s => s !== secret).map(s => secret)) : [],
        }));
    }
    return resources;
});

// Branches of objects of other shapes (TypeScript's union of two Outputs has
// no apply it can call), and a conditional of a list of outputs read in an
// apply (pyright's list of Outputs).
const victor = pulumi.unsecret(pulumi.secret([true, false])).apply(rangeValue => {
    const resources: random.RandomPassword[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPassword(`victor-${index}`, {
            keepers: first ? {
                "a.b": "x.y",
            } : pulumi.secret(value).apply((secret): {b?: string} => secret ? {} : {
                b: "c",
            }),
            length: 1,
        }));
    }
    return resources;
});
const joined = pulumi.unsecret(pulumi.secret(["a", "b"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`joined-${index}`, {
            keepers: {
                joined: pulumi.output(["x", "y"].map(s => pulumi.interpolate`${s}-${pulumi.secret(value)}`)).apply(values => (first ? values : []).join(",")),
            },
        }));
    }
    return resources;
});
