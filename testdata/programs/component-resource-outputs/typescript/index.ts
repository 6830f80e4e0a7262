import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Made } from "./made";

// Component outputs that are resources, read by the program that creates
// the components: in resource inputs, in stack outputs and in dependsOn,
// through a single component, one ranged over a number and one ranged over
// a map.
const made = new Made("made");
const many: Made[] = [];
for (let index = 0; index < 2; index++) {
    many.push(new Made(`many-${index}`, {withExtra: index === 0}));
}
const keyedMade: Record<string, Made> = {};
for (const [key, value] of Object.entries({
    one: false,
})) {
    keyedMade[key] = new Made(`keyedMade-${key}`, {withExtra: value});
}
const fromResult = new random.RandomPet("fromResult", {
    prefix: made.createdResource.result,
    length: made.createdResource.length,
});
const fromList = new random.RandomPet("fromList", {
    prefix: pclIndex(made.list, 0).id,
}, {
    dependsOn: [made.createdResource, pclIndex(made.list, 1), pclIndex(pclIndex(many, 0).byKey, "b")],
});
const fromAll = new random.RandomPet("fromAll", {
    prefix: pulumi.interpolate`${pclIndex(made.byKey, "a").id}-${made.pair[0].id}-${made.maybeExtra!.id.apply(pclText)}`,
}, {
    dependsOn: made.list,
});
const fromRanged = new random.RandomPet("fromRanged", {
    prefix: pclIndex(many, 1).createdResource.result,
    length: pclIndex(keyedMade, "one").list.length,
});
export const resource = made.createdResource;
export const resources = made.list;
export const resourcesByKey = made.byKey;
export const pair = made.pair;
export const extra = made.maybeExtra;
export const missingExtra = pclIndex(many, 1).maybeExtra;
export const ids = made.list.map(p => p.id);
export const keys = Object.entries(made.byKey).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, p]) => pulumi.interpolate`${k}:${p.id}`);
export const manyResults = many.map(item => item.createdResource.result);
export const manyResources = many.map(m => m.createdResource);
export const keyedIds = Object.fromEntries(Object.entries(keyedMade).map(([k, m]) => [k, pclIndex(m.list, 1).id]));
export const plainLength = made.length;

// Nodes ranged over those outputs: plain ranges, as the components hold them.
const nested: Made[] = [];
for (let index = 0; index < made.list.length; index++) {
    nested.push(new Made(`nested-${index}`, {withExtra: false}));
}
const perKey: Record<string, random.RandomPet> = {};
for (const key of Object.keys(made.byKey)) {
    perKey[key] = new random.RandomPet(`perKey-${key}`, {
        prefix: key,
    });
}
const ifExtra = (made.maybeExtra != null) ? new random.RandomPet("ifExtra", {
    length: 2,
}) : undefined;
export const nestedIds = nested.map(item => pclIndex(item.list, 0).id);
export const perKeyIds = Object.fromEntries(Object.entries(perKey).map(([k, p]) => [k, p.id]));
export const ifExtraId = ifExtra!.id;

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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
