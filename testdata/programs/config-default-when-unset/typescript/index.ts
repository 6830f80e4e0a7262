import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A config variable's default is evaluated only when its key is unset:
// config.json sets "picked" and "secretPicked", whose defaults would fail
// (an index out of range), and leaves the others unset, whose defaults are
// computed by calls.
const names = config.getObject<string[]>("names") ?? ["p", "q", "r"];
const pickedConfig = config.get("picked") ?? pclIndex(names, 7);
const secretPickedConfig = config.getSecret("secretPicked") ?? pulumi.secret(pclIndex(names, 9));
const counted = pclWhole("counted", config.getNumber("counted"), "int") ?? names.length + 1;
const secretCountedConfig = config.getSecretNumber("secretCounted")?.apply(value => pclWhole("secretCounted", value, "int")) ?? pulumi.secret(names.length * 2);
const shoutedConfig = config.getSecretObject<string[]>("shouted") ?? pulumi.secret<string[]>(names.map(n => `${n}!`));
const pet = new random.RandomPet("pet", {
    length: counted,
});
export const picked = pickedConfig;
export const secretPicked = secretPickedConfig;
export const counts = names.map(n => `${n}${pclNumberText(counted)}`);
export const secretCounted = secretCountedConfig.apply(secretCounted2 => ((): number => {
    try {
        return secretCounted2 + counted;
    } catch {}
    return 0;
})());
export const shouted = shoutedConfig;
export const petId = pet.id;

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
