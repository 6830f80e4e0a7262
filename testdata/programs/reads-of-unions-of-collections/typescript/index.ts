import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Locals, attributes and values of unions of collections (an optional list
// and a tuple, an optional map and an object), read by index, key, loops,
// builtins and templates: each is the one collection its kinds convert to.
const useNames = config.getBoolean("useNames") ?? true;
const names = config.getObject<string[]>("names") ?? ["x", "y"];
const sizes = config.getObject<Record<string, string>>("sizes") ?? {
    a: "1",
};
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["p", "q"],
});
const chosenList: string[] | undefined = useNames ? names : ["a", "b", "c"];
const chosenMap: Record<string, string> | undefined = useNames ? sizes : {
    b: "2",
};
const eventualList = shuffle.results.apply(results => results.length > 1 ? names : ["d"]);
export const reads = [
    chosenList![0],
    chosenMap!.a,
    eventualList.apply(eventualList2 => eventualList2![0]),
    chosenList!.map(x => `${x}!`),
    Object.entries(chosenMap!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${v}`),
    eventualList.apply(eventualList2 => eventualList2!.map(x => `${x}?`)),
];
const idx = pclWhole("idx", config.getNumber("idx"), "int") ?? 1;
const nestedChoice = useNames ? pulumi.output<string[] | undefined>(shuffle.results.apply(results => results.length > 5 ? ["e"] : names)) : pulumi.output<string[] | undefined>(["f", "g"]);
const objs: {n: string}[] = useNames ? [
    {
        n: "a",
    },
] : [
    {
        n: "b",
    },
    {
        n: "c",
    },
];
export const more = [
    chosenList![idx],
    pclElement(chosenList!, 1),
    chosenMap!.a,
    chosenMap!["z"] ?? "none",
    chosenList!.map(pclString).join(","),
    Object.keys(chosenMap!).length,
    nestedChoice.apply(nestedChoice2 => nestedChoice2![0]),
    nestedChoice.apply(nestedChoice2 => nestedChoice2!.map(x => x)),
    `${pclText(chosenList![0])}-${pclText(chosenMap!.a)}`,
    pclIndex(objs, 0).n,
    objs.map(item => item.n),
];
const holder: {l?: string[], m?: Record<string, string>} = {
    l: useNames ? names : ["a", "b"],
    m: useNames ? sizes : {
        q: "r",
    },
};
export const inline = [
    (useNames ? names : ["a", "b"])![0],
    holder.l![1],
    holder.m!.a,
    holder.l!.map(x => x),
    pclLength(holder.l!),
];

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
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

// pclLength returns the length of a value of any type, as PCL's length: the
// characters of a string, the elements of a list, the entries of a map.
function pclLength(value: unknown): number {
    if (typeof value === "string") {
        return [...new Intl.Segmenter().segment(value)].length;
    }
    if (Array.isArray(value)) {
        return value.length;
    }
    if (value !== null && typeof value === "object") {
        return Object.keys(value).length;
    }
    throw new Error("length takes a string, a list or a map, not " + String(value));
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

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
