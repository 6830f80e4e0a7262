import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A value of any type (a try whose first argument cannot be typed) unified
// with an output, or with a collection holding one, is an output of any
// type: a conditional or a loop that may yield an output from one side is
// typed as one, and an invoke given it is made in its output form (the
// plain form would be given an output).
const flag = config.getBoolean("flag") ?? true;
const pw = new random.RandomPassword("pw", {
    length: 8,
});
const others: [string, any, pulumi.Output<string>] = [
    "x",
    (() => {
        try {
            return (() => {
                throw new Error("not here");
            })();
        } catch {}
        return "y";
    })(),
    pulumi.interpolate`pre ${pw.result}`,
];
const chosenValue = flag ? Array.from({length: 2}, (_, i) => i).map(n => `b${pclNumberText(n)}`).map(element => pulumi.output(element)) : others;
const images = aws.ec2.getAmiOutput({
    owners: (flag ? Array.from({length: 2}, (_, i) => i).map(n => `b${pclNumberText(n)}`) : others) as pulumi.Output<any>[],
});
const picked = aws.ec2.getAmiOutput({
    owners: [
        flag ? pclAsString((() => {
            try {
                return (() => {
                    throw new Error("nope");
                })();
            } catch {}
            return "z";
        })()) : pw.result,
    ],
});
const held = aws.ec2.getAmiOutput({
    owners: flag ? (() => {
        try {
            return (() => {
                throw new Error("nope");
            })();
        } catch {}
        return ["w"];
    })() == null ? undefined : pclEntries((() => {
        try {
            return (() => {
                throw new Error("nope");
            })();
        } catch {}
        return ["w"];
    })()).map(([key, item]) => pclAsString(item)) : [pw.result],
});
export const owners = images.apply(images2 => images2.owners);
export const pickedOwners = picked.apply(picked2 => picked2.owners);
export const heldOwners = held.apply(held2 => held2.owners);
export const chosen = chosenValue;

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
}

// pclEntries returns the pairs of keys and elements a for expression over a
// value of any type visits, as PCL visits them: a list's indexes and
// elements, a map's keys, in order, and values.
function pclEntries(collection: unknown): [any, any][] {
    if (Array.isArray(collection)) {
        return collection.map((value, index) => [index, value]);
    }
    if (collection !== null && typeof collection === "object") {
        return Object.entries(collection).sort(([a], [b]) => (a < b ? -1 : 1));
    }
    throw new Error(`Invalid for expression: cannot iterate over ${JSON.stringify(collection)}`);
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
