import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A resource ranged over a value of any type, then one no code reads: the
// first declares err, which the second assigns.
const names = config.getObject<any>("names") ?? ["a", "b"];
const pets: random.RandomPet[] = [];
for (const entry of pclRangeEntries(names)) {
    pets.push(new random.RandomPet(`pets${entry.suffix}`, {
        prefix: pclAsString(entry.value),
    }));
}
const unread = new random.RandomPet("unread", {
    length: 2,
});
export const count = pets.length;

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
