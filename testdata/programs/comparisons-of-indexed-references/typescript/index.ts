import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A value read as an attribute and by a string index (range.value and
// range["value"], m.a and m["a"]) is one value: a test of one narrows the
// other in TypeScript, and Go's vet sees the same operand on both sides of
// an and.
const m = config.getObject<Record<string, string>>("m") ?? {
    a: "x",
};
const pet: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries({
    one: 11,
    two: 3,
})) {
    pet[key] = new random.RandomPet(`pet-${key}`, {
        prefix: 11 === value ? (value as number) === 3 ? "a" : "b" : "c",
    });
}
export const both = pclIndex(m, "a") === "x" && (pclIndex(m, "a") as string) === "y";
export const either = pclIndex(m, "a") !== "x" || (pclIndex(m, "a") as string) !== "y";
export const prefixes = Object.entries(pet).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, p]) => p.prefix);

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
