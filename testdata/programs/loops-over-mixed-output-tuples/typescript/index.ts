import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Loops over tuples of an output and plain values of one type: the loop's
// variable is an output of that type whichever element it is.
const extra = config.get("extra") ?? "e";
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b"],
});
const pet = new random.RandomPet("pet", {
    length: 2,
});
const listsValue = [shuffle.results, [extra]].map(r => pulumi.output(r).apply(r2 => pclIndex(r2, 0)));
const reversedValue = [["x", extra], shuffle.results].map((r, i) => pulumi.interpolate`${pclNumberText(i)}:${pulumi.output(r).apply(r2 => r2.length).apply(pclNumberText)}`);
const scalarsValue = ["a", pet.id, extra].map(s => pulumi.interpolate`${pulumi.output(s)}!`);
const objectsValue = [
    {
        n: pet.id,
    },
    {
        n: "plain",
    },
].map(o => pulumi.output(o).apply(o2 => o2.n));
const mappedValue = Object.fromEntries(Object.entries({
    out: shuffle.results,
    plain: [extra],
}).map(([k, r]) => [k, pulumi.output(r).apply(r2 => r2.join(","))]));
export const lists = listsValue;
export const reversed = reversedValue;
export const scalars = scalarsValue;
export const objects = objectsValue;
export const mapped = mappedValue;

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
