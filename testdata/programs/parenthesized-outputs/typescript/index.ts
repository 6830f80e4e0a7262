import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Parentheses around a value computed from outputs group it and nothing
// else: the value is the same as without them, wherever it is given.

const flag = config.getBoolean("flag") ?? true;
const bucket = new aws.s3.Bucket("bucket", {
    tags: {
        team: "blue",
    },
});
const buckets: aws.s3.Bucket[] = [];
for (let index = 0; index < 2; index++) {
    buckets.push(new aws.s3.Bucket(`buckets-${index}`));
}

// A conditional of a map output and objects of different keys, one
// holding an output, given to a map input: with and without parentheses.
const bare = new random.RandomId("bare", {
    byteLength: 4,
    keepers: flag ? bucket.tags as pulumi.Output<Record<string, string>> : !flag ? {
        arn: bucket.arn,
    } : {
        "x-y": "x.y",
    },
});
const groupedResource = new random.RandomId("grouped", {
    byteLength: 4,
    keepers: flag ? !flag ? Object.fromEntries(buckets.map((b, k) => [`k${pclNumberText(k)}`, b.arn])) : pclIndex(buckets, 0).tags as pulumi.Output<Record<string, string>> : !flag ? {
        "with space": "tab\there",
        arn: pclIndex(buckets, 0).arn,
    } : {
        "x-y": "x.y",
    },
});

// The same in a local, a template, a for body and an output.
const chosen = flag ? bucket.arn : bucket.id;
const suffix = new random.RandomString("suffix", {
    length: 8,
    keepers: {
        chosen: chosen,
        template: pulumi.interpolate`x${flag ? bucket.arn : pulumi.output("plain")}`,
    },
});
export const entries = Object.fromEntries(buckets.map((b, k) => [`k${pclNumberText(k)}`, flag ? b.arn : b.id]));
export const grouped = groupedResource.hex;
export const length = pulumi.all([bucket.tags, suffix.length]).apply(([tags, length2]) => Object.keys(tags!).length + length2);

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}

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
