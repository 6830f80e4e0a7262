import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? false;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a"],
    keepers: {
        a: "b",
    },
});
const compared = new random.RandomString("compared", {
    length: 4,
    keepers: pclBothNull({
        k: true,
    }, {
        b: flag,
    }) ? {
        Key: "x",
    } : shuffle.keepers as pulumi.Output<Record<string, string>>,
});
const chosen = new random.RandomString("chosen", {
    length: 4,
    keepers: flag ? {
        Key: "x",
    } : shuffle.keepers as pulumi.Output<Record<string, string>>,
});
const eventual = new random.RandomString("eventual", {
    length: 4,
    keepers: pulumi.all([shuffle.results, shuffle.keepers]).apply(([results, keepers]): Record<string, string> | undefined => pclIndex(results, 0) === "a" ? {
        Key: "x",
    } : keepers) as pulumi.Output<Record<string, string>>,
});
const constant = new random.RandomString("constant", {
    length: 4,
    keepers: false ? {
        "a.b": "true",
        "x-y": "100%",
    } : shuffle.keepers as pulumi.Output<Record<string, string>>,
});

// pclBothNull reports whether a and b are both null, the only way values
// of different types (a number and a string, a list and a map) are equal
// in PCL, which compares values without converting them.
function pclBothNull(a: unknown, b: unknown): boolean {
    return (a === null || a === undefined) && (b === null || b === undefined);
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
