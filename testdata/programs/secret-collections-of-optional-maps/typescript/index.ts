import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();
const victor = config.getSecretObject<Record<string, string | undefined>[]>("victor") ?? pulumi.secret<Record<string, string | undefined>[]>([
    {
        Key: undefined,
    },
    {
        "x-y": "unicodé ✓",
    },
    {
        beta: "b-2",
        "with space": undefined,
    },
]);
const plain = config.getObject<Record<string, string | undefined>[]>("plain") ?? [
    {
        Key: undefined,
    },
];
export const whole = victor;
export const first = victor.apply(victor2 => pclIndex(pclIndex(victor2, 1), "x-y"));
export const keys = victor.apply(victor2 => victor2.map(m => Object.keys(m).length));
export const plainWhole = plain;
const lsConfig = config.getSecretObject<(string | undefined)[]>("ls") ?? pulumi.secret<(string | undefined)[]>(["a", undefined]);
const msConfig = config.getSecretObject<Record<string, (number | undefined)[]>>("ms") ?? pulumi.secret<Record<string, (number | undefined)[]>>({
    a: [1, undefined],
});
const olConfig = pulumi.secret(config.getObject<Record<string, string | undefined>[]>("ol"));
export const ls = lsConfig;
export const ms = msConfig;
export const ol = olConfig;
const nullListConfig = pulumi.secret(config.getObject<string[]>("nullList"));
export const nullList = nullListConfig;

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
