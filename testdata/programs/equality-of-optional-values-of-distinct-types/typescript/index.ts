import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Values of different types are equal only when both are null, however
// optional either is.

const flag = config.getBoolean("flag") ?? true;
const bucket = new aws.s3.Bucket("bucket");
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});
export const stringVsTags = bucket.tags.apply(tags => pclBothNull(flag ? "x" : "y", tags));
export const countVsString = shuffle.resultCount.apply(resultCount => !pclBothNull(resultCount, "2"));
export const tagsVsList = pulumi.all([
    bucket.tags,
    flag ? pulumi.output<string[]>(shuffle.results) : pulumi.output<string[]>([]),
]).apply(([tags, value]) => pclBothNull(tags, value));
export const bothMissing = pulumi.all([bucket.tags, shuffle.resultCount]).apply(([tags, resultCount]) => pclBothNull(tags, resultCount));
export const chosenInApply = pulumi.all([shuffle.results, bucket.tags]).apply(([results, tags]) => pclBothNull(results.length > 1 ? "x" : "y", results.length > 1 ? tags : {}));
export const stringVsOptionalList = pulumi.all([shuffle.results, bucket.lifecycleRules]).apply(([results, lifecycleRules]) => pclBothNull(results.length > 1 ? "x" : "y", results.length > 1 ? lifecycleRules : []));
export const chosenObjectVsObject = pulumi.all([
    flag ? pulumi.output<Record<string, any> | undefined>({}) : pulumi.output<Record<string, any> | undefined>(bucket.tags),
    pulumi.unsecret(pulumi.secret<Record<string, any>>({})),
]).apply(([value, secret]) => !pclEqual(value, secret));

// pclBothNull reports whether a and b are both null, the only way values
// of different types (a number and a string, a list and a map) are equal
// in PCL, which compares values without converting them.
function pclBothNull(a: unknown, b: unknown): boolean {
    return (a === null || a === undefined) && (b === null || b === undefined);
}

// pclEqual compares two values as PCL does: lists and objects by their
// elements (a property whose value is null as one the object lacks), null
// equal to null only.
function pclEqual(a: unknown, b: unknown): boolean {
    if (a === undefined) {
        a = null;
    }
    if (b === undefined) {
        b = null;
    }
    if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
        return a === b;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((e, i) => pclEqual(e, b[i]));
    }
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = Object.keys(x).filter(k => x[k] != null);
    return keys.length === Object.keys(y).filter(k => y[k] != null).length && keys.every(k => k in y && pclEqual(x[k], y[k]));
}
