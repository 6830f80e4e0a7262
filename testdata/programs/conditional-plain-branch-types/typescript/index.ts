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
            inputs: first ? pulumi.secret(value).apply(secret => ["x", "y"].filter(s => s !== secret).map(s => secret)) : pulumi.output([]),
        }));
    }
    return resources;
});
const empties = pulumi.unsecret(pulumi.secret(["a"])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomShuffle(`empties-${index}`, {
            inputs: !first ? pulumi.secret(value).apply(secret => ["x", "y"].filter(s => s !== secret).map(s => secret)) : pulumi.output([]),
        }));
    }
    return resources;
});
