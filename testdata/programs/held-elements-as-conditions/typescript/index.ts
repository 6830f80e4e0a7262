import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// The elements of a collection that holds outputs (a secret config among
// plain values) read as conditions: of a conditional, of a loop's filter,
// negated, in a logical operation. Each is an output where it is read.
const flag = config.getSecretBoolean("flag") ?? pulumi.secret(false);
const held: [boolean, pulumi.Output<boolean>] = [true, flag];
const chosenValue = held.map(s => pulumi.all([pulumi.output(s), flag]).apply<boolean>(([s2, flag2]) => s2 ? flag2 : false));
const str = new random.RandomString("str", {
    length: 4,
    keepers: pulumi.all([chosenValue, chosenValue.map(v => v)]).apply(([chosen2, values]) => Object.fromEntries(chosen2.flatMap((v, i) => pclIndex(values, i) ? [[`k${pclNumberText(i)}`, "x" as string]] : []))),
});
export const chosen = chosenValue;
export const negated = held.map(s => pulumi.output(s).apply(s2 => !s2));
export const filtered = pulumi.all([held, held.map(s => pulumi.output(s))]).apply(([held2, values]) => held2.flatMap((s, i) => pclIndex(values, i) && i >= 0 ? [i] : []));
export const picked = held.map(s => pulumi.output(s).apply<string>(s2 => s2 ? "on" : "off"));
export const keepers = str.keepers;

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
