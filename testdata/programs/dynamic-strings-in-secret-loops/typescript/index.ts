import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Values of unknown type (a lookup in an empty object) converted to strings,
// numbers and bools inside loops over a secret config, whose results are
// given to typed inputs.
const invoke = config.requireSecretObject<Record<string, number>>("invoke");
const extendsConfig = config.requireBoolean("extends");
const main = new random.RandomPassword("main", {
    keepers: invoke.apply(invoke2 => Object.fromEntries(Object.entries(invoke2).filter(([type2, except]) => false || extendsConfig).map(([type2, except]) => [type2, extendsConfig || true ? true ? type2 : type2 : pclAsString(({} as Record<string, string>)["日本"] ?? type2)]))),
    length: 16,
});
const other = new random.RandomPassword("other", {
    keepers: invoke.apply(invoke2 => Object.fromEntries(Object.entries(invoke2).map(([k, v]) => [k, extendsConfig ? k : pclAsString(({} as Record<string, string>)["x"] ?? k)]))),
    length: invoke.apply(invoke2 => pclAsInt(({} as Record<string, number>)["x"] ?? Object.keys(invoke2).length + 8)),
    special: pclAsBool(({} as Record<string, boolean>)["x"] ?? extendsConfig),
    minLower: invoke.apply(invoke2 => pclAsInt((() => {
        try {
            const value = pclIndex(Object.entries(invoke2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => ({} as Record<string, number>)["x"] ?? [...new Intl.Segmenter().segment(k)].length), 0);
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return 1;
    })())) as pulumi.Output<number>,
});

// pclAsBool converts a value of any type to a bool as PCL does: a string
// must be "true" or "1", "false" or "0"; null stays null.
function pclAsBool(value: any): boolean {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsBool);
    }
    if (value === null || value === undefined || typeof value === "boolean") {
        return value;
    }
    if (typeof value === "string") {
        return pclBool(value);
    }
    throw new Error("a bool is required, not " + JSON.stringify(value));
}

// pclAsInt converts a value of any type to an int as PCL does: only a whole
// number; null stays null.
function pclAsInt(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsInt);
    }
    const n = pclAsNumber(value);
    return n === null || n === undefined ? n : pclInt(n);
}

// pclAsNumber converts a value of any type to a number as PCL does: a
// string must hold a decimal number; null stays null.
function pclAsNumber(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsNumber);
    }
    if (value === null || value === undefined || typeof value === "number") {
        return value;
    }
    if (typeof value === "string") {
        return pclNumber(value);
    }
    throw new Error("a number is required, not " + JSON.stringify(value));
}

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
}

// pclBool converts a string to a bool as PCL does: "true" or "1" is true,
// "false" or "0" false, and anything else an error.
function pclBool(text: string): boolean {
    switch (text) {
        case "true":
        case "1":
        return true;
        case "false":
        case "0":
        return false;
    }
    throw new Error(`a bool is required, not ${JSON.stringify(text)}`);
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

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
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
