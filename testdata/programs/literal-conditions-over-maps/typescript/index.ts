import * as random from "@pulumi/random";

// Conditionals whose condition is made of bool literals, with a branch
// that iterates over a map: pyright evaluates such a condition and types
// what the other branch's comprehensions iterate over as Never, so Python
// prints the chosen branch alone.
const flags = Object.fromEntries(Array.from({length: 3}, (_, i) => i).map(i => [`k${pclNumberText(i)}`, i > 0]));
const pet = new random.RandomPet("pet", {
    length: 2,
});
const local1: Record<string, string> = !true ? Object.fromEntries(Object.entries(flags).filter(([k, on]) => on).map(([k, on]) => [k, "x" as string])) : {
    a: "y",
};
const local2: string[] = true && false ? Object.entries(flags).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, on]) => k) : ["z"];
const local3: string[] = false || true ? Object.entries(flags).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, on]) => on).map(([k, on]) => k) : [];
const tagged = new random.RandomPet("tagged", {
    keepers: !true ? Object.fromEntries(Object.entries(flags).filter(([k, on]) => on).map(([k, on]) => [k, pet.id])) : {
        a: "b",
    },
    prefix: true || false ? `p-${pclNumberText(Object.keys(flags).length)}` : pclIndex(Object.entries(flags).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, on]) => k), 0),
});
export const chosen = false ? Object.fromEntries(Object.entries(flags).map(([k, on]) => [k, pet.id])) : {
    only: pet.id,
};
export const nested = true ? !false ? Object.keys(flags).length : Object.entries(flags).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, on]) => k).length : 0;
export const locals = [local1, local2, local3];

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
