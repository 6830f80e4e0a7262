import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A loop's condition narrows, in TypeScript, the references its value reads
// (v of type true under `v && i >= 0`): the elements are given PCL's type, so a
// comparison of them with another value type-checks.
const ok = config.getBoolean("ok") ?? true;
const name = config.get("name") ?? "a";
const l: boolean[] = ok ? [ok] : [];
const o: {v: boolean} = ok ? {
    v: ok,
} : {
    v: true,
};
const s: string[] = name === "a" ? [name] : [];
const f = Object.fromEntries(Object.entries({
    a: true,
    b: false,
}).filter(([k, v]) => v).map(([k, v]) => [`k${k}`, v]));
const g = [true, false].flatMap<{x: boolean}>((v, i) => v && i >= 0 ? [{
    x: v,
}] : []);
const h = ["a", "b"].flatMap<string>((v, i) => v === "a" && i >= 0 ? [v] : []);
export const o1 = l.length > 0 ? pclIndex(l, 0) === false : true;
export const o2 = o.v === false;
export const o3 = s.length > 0 ? pclIndex(s, 0) === "b" : true;
export const o4 = Object.entries(f).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v === false);
export const o5 = g.map(e => e.x === false);
export const o6 = h.map(e => e === "b");
export const o7 = Object.fromEntries(Object.entries({
    a: true,
    b: false,
}).filter(([k, v]) => v && k !== "").map(([k, v]) => [`k${k}`, v]));
export const o8 = Object.entries(Object.fromEntries(["x", "y"].flatMap<[string, string]>((v, i) => v === "x" && i >= 0 ? [[`k${pclNumberText(i)}`, v]] : []))).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v === "y");

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
