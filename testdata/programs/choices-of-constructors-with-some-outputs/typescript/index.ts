import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals choose between tuples or objects where one branch has an
// output at a position the other has a plain value: the element read
// from the choice is an output whichever branch is taken.

const useConstants = config.getBoolean("useConstants") ?? true;
const pet = new random.RandomPet("pet");
const flags: [pulumi.Output<boolean>, boolean] = useConstants ? [pulumi.output(false), true] : [pet.id.apply(id => id === "x"), false];
const namesValue = !useConstants ? {
    first: pet.id,
    second: "b",
} : {
    first: pulumi.output("a"),
    second: "c",
};
const listed: pulumi.Output<string>[] = useConstants ? [pulumi.output("a"), pulumi.output("b")] : [pet.id];
const ranged: pulumi.Output<string>[] = !useConstants ? [pet.id] : Array.from({length: 2}, (_, i) => i).map(element => pulumi.output(element).apply(element2 => pclNumberText(element2)));
const nested: [pulumi.Output<string>[], number[]] = [useConstants ? [pulumi.output("q")] : [pet.id], [1, 2]];
const suffix = new random.RandomString("suffix", {
    length: 4,
    keepers: {
        both: pulumi.interpolate`v ${pulumi.output<boolean>(flags[0]).apply(flags2 => flags2 && flags[1])}`,
        first: namesValue.first,
        inline: useConstants ? "x" : pulumi.output(([pet.id, "y"] as [pulumi.Output<string>, string])[0]),
    },
});
export const first = flags[0];
export const names = pulumi.interpolate`${namesValue.first}-${namesValue.second}`;
export const lists = {
    first: pulumi.output<string>(pclIndex(listed, 0)).apply(listed2 => listed2 === "a"),
    ranged: pulumi.interpolate`${pclIndex(ranged, 1)}`,
    nested: nested[0][0].apply(nested2 => nested2 === "q"),
};

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
