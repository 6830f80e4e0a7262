import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals whose one branch holds outputs and whose other holds values
// of any type: the binder unifies them as collections of values of any
// type (list(dynamic)), which still hold the outputs when the first branch
// is chosen. Reading them in templates, inputs and outputs reads the
// outputs' values.
const pick = config.getBoolean("pick") ?? true;
const numbers: random.RandomInteger[] = [];
for (let index = 0; index < 2; index++) {
    numbers.push(new random.RandomInteger(`numbers-${index}`, {
        min: 1,
        max: 5,
    }));
}
const listedValue: pulumi.Output<any>[] = pick ? numbers.map(item => item.max) : [
    pulumi.output<any>((() => {
        try {
            return (() => {
                throw new Error("not here");
            })();
        } catch {}
        return 1;
    })()),
];
const keyedValue: Record<string, pulumi.Output<any>> = pick ? Object.fromEntries(numbers.map((n, i) => [`k${pclNumberText(i)}`, n.result])) : {
    k0: pulumi.output<any>((() => {
        try {
            return (() => {
                throw new Error("not here");
            })();
        } catch {}
        return 2;
    })()),
};
const pet = new random.RandomPet("pet", {
    length: pulumi.output<any>(pclIndex(listedValue, 0)).apply(listed2 => pclAsInt(listed2)) as pulumi.Output<number>,
    prefix: pulumi.interpolate`p${pclIndex(keyedValue, "k0")}`,
});
export const listed = listedValue;
export const text = pulumi.interpolate`first ${pclIndex(listedValue, 0)}, count ${pclNumberText(listedValue.length)}`;
export const keyed = keyedValue;

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
