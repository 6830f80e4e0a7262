import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Lists and maps whose elements are optional collections, gathered from
// outputs: a splat of an optional map attribute over resources ranged over
// a secret (so the list of them is an output), and loops over them. Go
// holds none as a nil map or slice.
const count = config.getSecretNumber("count")?.apply(value => pclWhole("count", value, "int")) ?? pulumi.secret(3);
const bucket = pulumi.unsecret(count).apply(rangeValue => {
    const resources: aws.s3.Bucket[] = [];
    for (let index = 0; index < rangeValue; index++) {
        resources.push(new aws.s3.Bucket(`bucket-${index}`, {
            tags: pulumi.secret(index).apply((secret): {index: string} | undefined => secret === 0 ? undefined : {
                index: `${pclNumberText(secret)}`,
            }) as pulumi.Output<{index: string}>,
        }));
    }
    return resources;
});
const allTagsValue = bucket.apply(bucket2 => pulumi.output(bucket2.map(item => item.tags)));
const taggedValue = bucket.apply(bucket2 => pulumi.output(bucket2.map(item => item.tags))).apply(values => values.map(tags => tags != null));
const tagCountsValue = bucket.apply(bucket2 => pulumi.output(bucket2.map(item => item.tags))).apply(values => Object.fromEntries(values.map((tags, i) => [`b${pclNumberText(i)}`, tags == null ? 0 : Object.keys(tags!).length])));
const byIndexValue = bucket.apply(bucket2 => pulumi.output(bucket2.map(item => item.tags))).apply(values => Object.fromEntries(values.map((tags, i) => [`b${pclNumberText(i)}`, tags])));
const presentValue = bucket.apply(bucket2 => pulumi.output(bucket2.map(item => item.tags))).apply(values => values.filter(tags => tags != null));
export const allTags = allTagsValue;
export const tagged = taggedValue;
export const tagCounts = tagCountsValue;
export const byIndex = byIndexValue;
export const present = presentValue;

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
