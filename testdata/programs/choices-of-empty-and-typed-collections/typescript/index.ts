import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// A conditional of an empty constructor and a typed collection (a map of
// strings, a list of schema objects), chosen by an eventual condition.

const first = new random.RandomShuffle("first", {
    inputs: ["a", "b"],
    keepers: {
        k: "v",
    },
});
const bucket = new aws.s3.Bucket("bucket");
const second = new random.RandomShuffle("second", {
    inputs: ["c"],
    keepers: pulumi.all([
        pulumi.recover(pulumi.secret(false), err => {
            const error = err instanceof Error ? err.message : String(err);
            return true;
        }),
        first.keepers,
    ]).apply(([recover, keepers]): Record<string, any> | undefined => recover ? {} : keepers) as pulumi.Output<Record<string, any>>,
});
export const rules = pulumi.all([
    pulumi.recover(pulumi.secret(true), err => {
        const error = err instanceof Error ? err.message : String(err);
        return false;
    }),
    bucket.lifecycleRules,
]).apply(([recover, lifecycleRules]) => pclLength((recover ? [] : lifecycleRules)!));

// pclLength returns the length of a value of any type, as PCL's length: the
// characters of a string, the elements of a list, the entries of a map.
function pclLength(value: unknown): number {
    if (typeof value === "string") {
        return [...new Intl.Segmenter().segment(value)].length;
    }
    if (Array.isArray(value)) {
        return value.length;
    }
    if (value !== null && typeof value === "object") {
        return Object.keys(value).length;
    }
    throw new Error("length takes a string, a list or a map, not " + String(value));
}
