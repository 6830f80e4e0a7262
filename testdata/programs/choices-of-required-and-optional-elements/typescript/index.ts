import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const pol = new aws.autoscaling.Policy("pol", {
    autoscalingGroupName: "g",
    targetTrackingConfiguration: {
        targetValue: 0.1,
        disableScaleIn: true,
    },
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
});
const listValues = pulumi.unsecret(pulumi.all([
    shuffle.resultCount,
    pulumi.all([shuffle.results, pol.targetTrackingConfiguration]).apply(([results, targetTrackingConfiguration]) => results.map(x => targetTrackingConfiguration!.targetValue)),
]).apply(([resultCount, values2]): (number | undefined)[] => resultCount === 3 ? [1000, -2.75] : values2));
const mapValues = pulumi.all([
    shuffle.resultCount,
    pulumi.all([shuffle.results, pol.targetTrackingConfiguration]).apply(([results, targetTrackingConfiguration]) => pclFromEntries(results.map(x => [x, targetTrackingConfiguration!.targetValue]))),
]).apply(([resultCount, values2]): Record<string, number | undefined> => resultCount === 3 ? {
    a: 1.5,
} : values2);
const boolValues = pulumi.all([
    shuffle.resultCount,
    pulumi.all([shuffle.results, pol.targetTrackingConfiguration]).apply(([results, targetTrackingConfiguration]) => results.map(x => targetTrackingConfiguration!.disableScaleIn)),
]).apply(([resultCount, values2]): (boolean | undefined)[] => resultCount !== 3 ? values2 : [false]);
export const values = [listValues, mapValues, boolValues];

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}
