import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Pets } from "./pets";

const config = new pulumi.Config();

// A range of any type makes what its value makes when the program runs:
// a list one instance per element, a map one per key, a number that many,
// true one named as the resource and false none.
const counts = config.requireObject<any>("counts");
const names = config.requireObject<any>("names");
const flags = config.requireObject<any>("flags");
const nothing = config.requireObject<any>("nothing");
const picked = (() => {
    try {
        return (() => {
            throw new Error("no");
        })();
    } catch {}
    return ["a", "b"];
})();
const fromList: random.RandomPet[] = [];
for (const entry of pclRangeEntries(picked)) {
    fromList.push(new random.RandomPet(`fromList${entry.suffix}`, {
        prefix: pclAsString(entry.value),
    }));
}
const fromMap: random.RandomPet[] = [];
for (const entry of pclRangeEntries(names)) {
    fromMap.push(new random.RandomPet(`fromMap${entry.suffix}`, {
        prefix: `${entry.key}-${entry.value}`,
    }));
}
const fromCount: random.RandomPet[] = [];
for (const entry of pclRangeEntries(counts)) {
    fromCount.push(new random.RandomPet(`fromCount${entry.suffix}`, {
        length: pclAsInt(entry.value),
    }));
}
const fromBool: random.RandomPet[] = [];
for (const entry of pclRangeEntries(flags)) {
    fromBool.push(new random.RandomPet(`fromBool${entry.suffix}`, {
        prefix: `${entry.key}`,
    }));
}
const fromFalse: random.RandomPet[] = [];
for (const entry of pclRangeEntries(nothing)) {
    fromFalse.push(new random.RandomPet(`fromFalse${entry.suffix}`));
}
export const listIds = fromList.map(p => p.id);
const fromSecret = pulumi.unsecret(pulumi.secret(names)).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const entry of pclRangeEntries(rangeValue)) {
        resources.push(new random.RandomPet(`fromSecret${entry.suffix}`, {
            prefix: pulumi.interpolate`${pulumi.secret(entry.key)}`,
        }));
    }
    return resources;
});
const fromTry: random.RandomPet[] = [];
for (const entry of pclRangeEntries((() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return false;
})())) {
    fromTry.push(new random.RandomPet(`fromTry${entry.suffix}`));
}
export const secretCount = fromSecret.apply(fromSecret2 => fromSecret2.length);
const perName: Pets[] = [];
for (const entry of pclRangeEntries(names)) {
    perName.push(new Pets(`perName${entry.suffix}`, {label: `${entry.key}`}));
}
export const componentIds = perName.map(c => c.petId);

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

// pclRangeEntries returns the instances a range of any type makes, as PCL
// makes them: true one (named as the resource), false none, a whole number
// that many, a list one per element and a map one per key.
function pclRangeEntries(range: unknown): { key: any; value: any; suffix: string }[] {
    if (typeof range === "boolean") {
        return range ? [{ key: true, value: true, suffix: "" }] : [];
    }
    if (typeof range === "number") {
        if (!Number.isInteger(range) || range < 0) {
            throw new Error(`a count of resources must be a non-negative whole number, not ${range}`);
        }
        return Array.from({ length: range }, (_, i) => ({ key: i, value: i, suffix: `-${i}` }));
    }
    if (Array.isArray(range)) {
        return range.map((value, i) => ({ key: i, value, suffix: `-${i}` }));
    }
    if (typeof range === "object" && range !== null) {
        const map = range as Record<string, unknown>;
        return Object.keys(map).sort().map(key => ({ key, value: map[key], suffix: `-${key}` }));
    }
    throw new Error(`a range must be a number, bool, list or map, not ${JSON.stringify(range)}`);
}
