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

// pclBothNull reports whether a and b are both null, the only way values
// of different types (a number and a string, a list and a map) are equal
// in PCL, which compares values without converting them.
function pclBothNull(a: unknown, b: unknown): boolean {
    return (a === null || a === undefined) && (b === null || b === undefined);
}
