import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // A plain invoke's result is a promise; loops over it that make outputs
    // (secrets) give a promise that holds outputs, and every builtin over it
    // computes an output (fuzz seed 10143: lookup of such a map was typed a
    // promise of a string, and Go read the outputs as strings).
    const ami = await aws.ec2.getAmi({
        owners: ["self", "amazon"],
    });
    const secrets = ami.owners!.map(o => pulumi.secret(o));
    const secretMap = pclFromEntries(ami.owners!.map(o => [o, pulumi.secret(`${o}!`)]));
    const recovered = pclFromEntries(ami.owners!.map(o => [o, pulumi.recover(pulumi.secret(o), err => {
        const error = err instanceof Error ? err.message : String(err);
        return "none";
    })]));
    const counts = ami.owners!.map(o => pulumi.secret([...new Intl.Segmenter().segment(o)].length));
    const pass = new random.RandomPassword("pass", {
        length: 8,
    });
    const policy = new aws.autoscaling.Policy("policy", {
        autoscalingGroupName: pulumi.output(secrets).apply(secrets2 => pclElement(secrets2, 1)),
        policyType: pulumi.output(recovered).apply(recovered2 => recovered2["self"] ?? "missing"),
    });
    return {
        builtins: {
            element: pulumi.output(secrets).apply(secrets2 => pclElement(secrets2, 0)),
            lookup: pulumi.output(secretMap).apply(secretMap2 => secretMap2["amazon"] ?? "missing"),
            missing: pulumi.output(secretMap).apply(secretMap2 => secretMap2["nobody"] ?? "missing"),
            joined: pulumi.output(secrets).apply(secrets2 => secrets2.join("+")),
            length: secrets.length,
            entries: pulumi.output(secretMap).apply(secretMap2 => Object.entries(secretMap2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value}))),
            json: pulumi.output(secretMap).apply(pclToJSON),
            max: pulumi.output(counts).apply(counts2 => pclNumbers(counts2, Math.max)),
            maxMixed: pulumi.output(counts).apply(counts2 => Math.max(3, ...counts2)),
            maxHeld: pass.length.apply(length => pclNumbers([length, 3], Math.max)),
            min: pulumi.all([pclIndex(counts, 0), pclIndex(counts, 1)]).apply(([counts2, counts3]) => Math.min(counts2, counts3)),
            single: pulumi.output(secrets).apply(secrets2 => (() => {
                const list = [pclElement(secrets2, 0)];
                if (list.length > 1) {
                    throw new Error("singleOrNone: the list has more than one element");
                }
                return list[0];
            })()),
            template: pulumi.interpolate`first ${pclIndex(secrets, 0)} then ${pclIndex(secretMap, "amazon")}`,
            sha: pulumi.output(secrets).apply(secrets2 => crypto.createHash("sha1").update(secrets2.join("")).digest("hex")),
            encoded: pulumi.output(secrets).apply(secrets2 => Buffer.from(pclElement(secrets2, 1)).toString("base64")),
            split: pulumi.output(secrets).apply(secrets2 => pclElement(secrets2, 0).split("l")),
        },
        reads: {
            loop: pulumi.output(secrets).apply(secrets2 => secrets2.map(s => `${s}!`)),
            filtered: pulumi.output(secretMap).apply(secretMap2 => Object.fromEntries(Object.entries(secretMap2).filter(([k, v]) => k !== "self"))),
            compared: pclIndex(secrets, 0).apply(secrets2 => secrets2 === "self"),
            chosen: secrets.length > 1 ? pclIndex(secrets, 1) : pulumi.output("none"),
            summed: pulumi.all([pclIndex(counts, 0), pclIndex(counts, 1)]).apply(([counts2, counts3]) => counts2 + counts3),
        },
        policy: [policy.autoscalingGroupName, policy.policyType],
    };
}

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
}

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

// pclNumbers applies min or max to a list's numbers, failing as PCL does
// when the list is empty.
function pclNumbers(numbers: readonly number[], fn: (...values: number[]) => number): number {
    if (numbers.length === 0) {
        throw new Error("must pass at least one number");
    }
    return fn(...numbers);
}

// pclToJSON writes value as PCL's toJSON does: object keys sorted, no
// spaces, numbers in plain digits, and <, > and & escaped.
function pclToJSON(value: unknown): string {
    if (value === null || value === undefined) {
        return "null";
    }
    if (Array.isArray(value)) {
        return "[" + value.map(pclToJSON).join(",") + "]";
    }
    if (typeof value === "object") {
        const object = value as Record<string, unknown>;
        return "{" + Object.keys(object).sort().map(key => pclToJSON(key) + ":" + pclToJSON(object[key])).join(",") + "}";
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, c => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
