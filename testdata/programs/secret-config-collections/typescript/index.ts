import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Holder } from "./holder";

const config = new pulumi.Config();

// Config of collection, object and scalar types with defaults, secret and
// not, read as one value: indexed, iterated, and read inside try and can.
const secretTags = config.getSecretObject<Record<string, string>>("secretTags") ?? pulumi.secret<Record<string, string>>({
    a: "x",
    b: "y",
});
const secretNames = config.getSecretObject<string[]>("secretNames") ?? pulumi.secret<string[]>(["p", "q"]);
const secretShape = config.getSecretObject<{name: string, size: number}>("secretShape")?.apply(value => pclWhole("secretShape", value, {size: "int"})) ?? pulumi.secret<{name: string, size: number}>({
    size: 3,
    name: "s",
});
const secretCounts = config.getSecretObject<Record<string, number>>("secretCounts")?.apply(value => pclWhole("secretCounts", value, ["map", "int"])) ?? pulumi.secret<Record<string, number>>({
    one: 1,
});
const secretLabel = config.getSecret("secretLabel") ?? pulumi.secret("hidden");
const secretCount = config.getSecretNumber("secretCount")?.apply(value => pclWhole("secretCount", value, "int")) ?? pulumi.secret(2);
const secretRatio = config.getSecretNumber("secretRatio") ?? pulumi.secret(0.5);
const secretEnabled = config.getSecretBoolean("secretEnabled") ?? pulumi.secret(true);
const tags = config.getObject<Record<string, string>>("tags") ?? {
    a: "x",
};
const names = config.getObject<string[]>("names") ?? ["m", "n"];
const shape = pclWhole("shape", config.getObject<{name: string, size: number}>("shape"), {size: "int"}) ?? {
    size: 4,
    name: "t",
};
const sizes = pclWhole("sizes", config.getObject<number[]>("sizes"), ["list", "int"]) ?? [1, 2];
const secretRows = config.getSecretObject<Record<string, string>[]>("secretRows") ?? pulumi.secret<Record<string, string>[]>([
    {
        a: "x",
    },
]);
const secretGroups = config.getSecretObject<Record<string, number[]>>("secretGroups")?.apply(value => pclWhole("secretGroups", value, ["map", ["list", "int"]])) ?? pulumi.secret<Record<string, number[]>>({
    a: [1, 2],
});
const secretNested = config.getSecretObject<{inner: Record<string, string>, items: string[]}>("secretNested") ?? pulumi.secret<{inner: Record<string, string>, items: string[]}>({
    inner: {
        k: "v",
    },
    items: ["i"],
});
const secretSet = config.getSecretObject<string[]>("secretSet") ?? pulumi.secret<string[]>(["s1", "s2"]);
const pet = new random.RandomPet("pet", {
    length: secretShape.size,
    prefix: secretTags.apply(secretTags2 => pclIndex(secretTags2, "a")),
});
export const indexed = pulumi.interpolate`${secretTags.apply(secretTags2 => pclIndex(secretTags2, "a"))}-${secretNames.apply(secretNames2 => pclIndex(secretNames2, 1))}-${secretShape.name}-${pulumi.all([secretCounts, secretCount]).apply(([secretCounts2, secretCount2]) => pclIndex(secretCounts2, "one") + secretCount2).apply(pclNumberText)}`;
export const iterated = secretTags.apply(secretTags2 => Object.entries(secretTags2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${v}`));
export const iteratedList = pulumi.all([secretNames, secretCount]).apply(([secretNames2, secretCount2]) => pclFromEntries(secretNames2.map((n, i) => [n, i + secretCount2])));
export const tried = [
    secretTags.apply(secretTags2 => ((): string => {
        try {
            const value = pclIndex(secretTags2, "zz");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })()),
    secretTags.apply(secretTags2 => ((): string => {
        try {
            const value = pclIndex(secretTags2, "a");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })()),
    pulumi.all([secretNames, secretLabel]).apply(([secretNames2, secretLabel2]) => (() => {
        try {
            const value = pclIndex(secretNames2, 5);
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return secretLabel2;
    })()),
    pulumi.all([secretShape, secretRatio]).apply(([secretShape2, secretRatio2]) => ((): string => {
        try {
            const value = `${pclNumberText(secretShape2.size * secretRatio2)}`;
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })()),
    secretCounts.apply<string>(secretCounts2 => ((): number => {
        try {
            const value = pclIndex(secretCounts2, "two");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return 0;
    })() === 0 ? "absent" : "present"),
];
export const checked = [
    secretTags.apply(secretTags2 => (() => {
        try {
            return pclIndex(secretTags2, "a") !== undefined;
        } catch {
            return false;
        }
    })()),
    secretTags.apply(secretTags2 => (() => {
        try {
            return pclIndex(secretTags2, "zz") !== undefined;
        } catch {
            return false;
        }
    })()),
    secretNames.apply(secretNames2 => (() => {
        try {
            return pclIndex(secretNames2, 1) !== undefined;
        } catch {
            return false;
        }
    })()),
    secretCounts.apply(secretCounts2 => (() => {
        try {
            return pclIndex(secretCounts2, "two") !== undefined;
        } catch {
            return false;
        }
    })()),
    pulumi.all([secretEnabled, secretShape]).apply(([secretEnabled2, secretShape2]) => (() => {
        try {
            return (secretEnabled2 && secretShape2.size > 2) !== undefined;
        } catch {
            return false;
        }
    })()),
];
export const plainIndexed = `${pclIndex(tags, "a")}-${pclIndex(names, 0)}-${shape.name}-${pclNumberText(pclIndex(sizes, 1) + shape.size)}`;
export const plainTried = [
    ((): string => {
        try {
            const value = pclIndex(tags, "zz");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })(),
    ((): string => {
        try {
            const value = pclIndex(names, 3);
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })(),
    ((): string => {
        try {
            const value = `${pclNumberText(pclIndex(sizes, 0) + shape.size)}`;
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })(),
];
export const plainIterated = Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, `${v}${pclNumberText(names.length)}`]));
export const whole = {
    tags: secretTags,
    names: secretNames,
    shape: secretShape,
    counts: secretCounts,
    length: pulumi.all([secretNames, secretTags]).apply(([secretNames2, secretTags2]) => secretNames2.length + Object.keys(secretTags2).length),
};
export const deep = [
    secretRows.apply(secretRows2 => pclIndex(pclIndex(secretRows2, 0), "a")),
    secretRows.apply(secretRows2 => ((): string => {
        try {
            const value = pclIndex(pclIndex(secretRows2, 0), "zz");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })()),
    pulumi.interpolate`${secretGroups.apply(secretGroups2 => pclIndex(pclIndex(secretGroups2, "a"), 1)).apply(pclNumberText)}`,
    secretGroups.apply(secretGroups2 => ((): string => {
        try {
            const value = `${pclNumberText(pclIndex(pclIndex(secretGroups2, "zz"), 0))}`;
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })()),
    secretNested.apply(secretNested2 => pclIndex(secretNested2.inner, "k")),
    secretNested.apply(secretNested2 => ((): string => {
        try {
            const value = pclIndex(secretNested2.inner, "zz");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })()),
    secretNested.apply(secretNested2 => pclIndex(secretNested2.items, 0)),
    pulumi.interpolate`${secretSet.apply(secretSet2 => secretSet2.length).apply(pclNumberText)}`,
    secretSet.apply(secretSet2 => secretSet2.map(s => `${s}!`).join(",")),
];

// Component inputs with defaults, set to outputs by one instance and left
// unset by the other.
const given = new Holder("given", {tags: secretTags, names: secretNames, nested: secretGroups, shape: secretShape});
const defaulted = new Holder("defaulted");
export const holderTexts = [given.text, defaulted.text];

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
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
