import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// entries lists a map's entries in key order, whatever order the map was
// written in; a for expression over a map visits it in key order too.
const labels = config.getObject<Record<string, string>>("labels") ?? {
    zone: "b",
    app: "web",
    mode: "fast",
};
const settings = config.getObject<any>("settings") ?? {
    zeta: 1,
    alpha: 2,
};
const sizes = {
    large: 3,
    medium: 2,
    small: 1,
};
export const labelEntries = Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => `${e.key}=${e.value}`);
export const sizeKeys = Object.entries(sizes).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => e.key);
export const settingValues = Object.entries(settings as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => e.value);
export const settingKeys = Object.entries(settings as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => e.key);
export const labelValues = Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v);
export const sizeNames = Object.entries(sizes).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k);

// The entries of an empty object, and of a conditional's, are of no known
// type: TypeScript types their values as unknown, which a function of a
// string does not take (fuzz seed 9963).
export const emptyHashes = Object.entries(true ? {} : {} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => crypto.createHash("sha1").update(pclAsString(e.value)).digest("hex"));
export const emptyCount = Object.entries({} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => crypto.createHash("sha1").update(pclAsString(e.value)).digest("hex")).length;

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
