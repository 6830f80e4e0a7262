import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? false;
const anything = config.getObject<any>("anything") ?? {
    a: 1,
};
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const pets = pulumi.unsecret((!flag ? pulumi.output<(number | undefined)[]>(pulumi.output([shuffle.resultCount, 0.1, 3])) : pulumi.output<(number | undefined)[]>(pulumi.all([shuffle.results, shuffle.resultCount]).apply(([results, resultCount]) => results.map(x => resultCount))))).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            prefix: pulumi.interpolate`p${pulumi.secret(value).apply(pclText)}!`,
        }));
    }
    return resources;
});
const mixed: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries((!flag ? {
    a: 1,
    b: "two",
    c: true,
} : {}))) {
    mixed[key] = new random.RandomPet(`mixed-${key}`, {
        prefix: pulumi.interpolate`${pulumi.unsecret(pulumi.secret(value)).apply(pclText)}-${key}`,
    });
}
const secretAnything = pulumi.secret(anything);
const secretTried = pulumi.secret((() => {
    try {
        const value = pclGet(anything, "a");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return undefined;
})());
const secretElement = pulumi.secret(anything);
export const secrets = [secretAnything, secretTried, secretElement, pulumi.unsecret(secretTried)];
export const prefixes = [
    pets.apply(pets2 => pclIndex(pets2, 0).prefix),
    pets.apply(pets2 => pclIndex(pets2, 1).prefix),
    pclIndex(mixed, "b").prefix,
];

// pclGet reads an attribute or element of a value of any type, and fails
// as PCL does where it has none (a string has no elements in PCL).
function pclGet(value: unknown, key: number | string): any {
    return pclIndex(value as Readonly<Record<string, unknown>>, key);
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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
