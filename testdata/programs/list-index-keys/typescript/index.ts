import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A list or tuple indexed by a string is indexed by the number the string
// holds, and by a number by the int it is (PCL's conversions; a string that
// holds no number, or a number that is not whole, fails the run).
const names = config.getObject<string[]>("names") ?? ["a", "b", "c"];
const position = config.get("position") ?? "1";
const ratio = config.getNumber("ratio") ?? 2;
const positions = ["2", "0"];
const pets: random.RandomPet[] = [];
for (const [index, value] of names.entries()) {
    pets.push(new random.RandomPet(`pets-${index}`, {
        prefix: value,
    }));
}

// Each resource reads another by a string its range holds.
const readers: random.RandomPet[] = [];
for (const [index, value] of positions.entries()) {
    readers.push(new random.RandomPet(`readers-${index}`, {
        prefix: pclIndex(pets, value).id,
    }));
}
const digits = new random.RandomPet("digits", {
    length: 2,
});
export const byString = pclIndex(names, position);
export const byNumber = pclIndex(names, ratio);
export const byConstant = names["0"];
export const tupleByString = pclIndex(["x", "y"], position);
export const resourceByString = pclIndex(pets, position).id;
export const byOutputNumber = digits.length.apply(length => pclIndex(positions, length / 2));
export const byOutputString = digits.length.apply(length => pclIndex(positions, `${pclNumberText(length - 2)}`));
export const inTemplate = pulumi.interpolate`${pclIndex(names, position)}-${pclIndex(pets, ratio).id}`;

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
