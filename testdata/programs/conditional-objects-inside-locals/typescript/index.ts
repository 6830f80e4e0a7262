import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? true;
const name = config.get("name") ?? "web";
const settings: {nested: {enabled: boolean}, tags: {Key?: string, alpha?: string, k1?: string, "with space"?: string}} = {
    tags: flag ? {
        alpha: name,
    } : {
        k1: "with space",
        Key: "${not}",
        "with space": "tab\there",
    },
    nested: {
        enabled: flag,
    },
};
const str = new random.RandomString("str", {
    length: 8,
    keepers: settings.tags,
});
export const tagNames = Object.entries(settings.tags).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => `${key}=${pclText(value)}`);

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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
