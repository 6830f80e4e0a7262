import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// For expressions and splats whose source is a literal holding outputs: Go
// prints such a literal as a composite literal of a named type
// (pulumi.StringMap{...}), which needs parentheses at the head of a loop.
const key = new random.RandomId("key", {
    byteLength: 4,
});
const password = new random.RandomPassword("password", {
    length: 12,
});
const flag = config.getBoolean("flag") ?? true;
const overMapValue = Object.entries({
    "x-y": password.result,
    plain: "text",
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, pem]) => Object.entries({} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key2, other]) => key.hex));
const overMapValuesValue = Object.entries({
    first: password.result,
    second: key.b64Std,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, pem]) => pem);
const overListValue = [key.hex, key.b64Std].map(pem => [pem, "tail"]);
const overListKeysValue = Object.fromEntries([key.hex, "plain"].map((pem, i) => [`k${pclNumberText(i)}`, pulumi.output(pem)]));
const splatOverListValue = [key.hex, key.dec].map(item => item);
const chosenValue = (flag ? [key.hex] : [key.b64Std]).map(pem => pem);
const chosenMapValue = Object.fromEntries(Object.entries((flag ? {
    a: key.hex,
} : {
    b: key.b64Std,
    c: "plain",
})).map(([name, pem]) => [`${name}-k`, pulumi.output(pem)]));
const chosenKeysValue = Object.entries((!flag ? {
    a: key.hex,
} : {
    b: key.b64Std,
    c: "plain",
})).sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, pem]) => name);
const splatOverChosenValue = (flag ? [key.hex] : []).map(item => item);
export const chosenMap = chosenMapValue;
export const chosenKeys = chosenKeysValue;
export const splatOverChosen = splatOverChosenValue;
export const overMap = overMapValue;
export const overMapValues = overMapValuesValue;
export const overList = overListValue;
export const overListKeys = overListKeysValue;
export const splatOverList = splatOverListValue;
export const chosen = chosenValue;

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
