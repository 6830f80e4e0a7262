import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Choices of lists (and maps) of secrets of other types in each branch,
// read by index, by length and by a for expression.
const flag = config.getBoolean("flag") ?? false;
const chosen: pulumi.Output<{a?: undefined, b?: number, c?: number, d?: number}>[] = (() => {
    try {
        return flag !== undefined;
    } catch {
        return false;
    }
})() ? [
    pulumi.secret<Record<string, any>>({}),
    pulumi.output({
        a: undefined,
        b: -2.75,
    }),
] : [
    pulumi.output({
        c: 1.5,
        d: 3,
    }),
];
const byName: {x?: pulumi.Output<number>, y?: pulumi.Output<number>, z?: pulumi.Output<number>} = flag ? {
    x: pulumi.secret(1),
} : {
    y: pulumi.secret(2.5),
    z: pulumi.secret(3),
};
const nested: pulumi.Output<number[]>[] = flag ? [pulumi.secret([1])] : [pulumi.secret([]), pulumi.secret([2, 3])];
export const first = pclIndex(chosen, 0);
export const count = chosen.length;
export const keys = Object.entries(byName).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k);
export const sum = pulumi.output<number | undefined>(pclAttr(byName, "y")).apply(byName2 => pclOperand(byName2) + 1);
export const nestedFirst = pclIndex(nested, 1);

// pclAttr reads an attribute an object may lack, and fails as PCL does
// where it lacks it (reading a missing property gives undefined).
function pclAttr<T extends object, K extends keyof T>(object: T, key: K): T[K] {
    if (!Object.prototype.hasOwnProperty.call(object, key)) {
        throw new Error(`Unsupported attribute: the object has no attribute ${JSON.stringify(String(key))}`);
    }
    return object[key];
}

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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
