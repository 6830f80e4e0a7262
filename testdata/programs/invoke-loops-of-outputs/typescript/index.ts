import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // Loops over a plain invoke's list whose values are outputs: a promise of a
    // list of outputs, read by the builtins that pick an element.
    const ami = await aws.ec2.getAmi({
        owners: ["self"],
    });
    const pet = new random.RandomPet("pet");
    const ids = ami.owners!.map(owner => pet.id);
    const named = pclFromEntries(ami.owners!.map(owner => [owner, pulumi.interpolate`${owner}-${pet.id}`]));
    const single = new random.RandomPet("single", {
        prefix: pulumi.output(ami.owners!.map(owner => pet.id)).apply(values => (() => {
            const list = values;
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })()) as pulumi.Output<string>,
    });
    const picked = new random.RandomPet("picked", {
        prefix: pulumi.output(ids).apply(ids2 => pclElement(ids2, 0)),
        keepers: {
            looked: pulumi.output(named).apply(named2 => named2["self"] ?? "none"),
            count: pclNumberText(ids.length),
            first: pclIndex(ids, 0),
            only: pulumi.output(ids).apply(ids2 => (() => {
                const list = ids2;
                if (list.length > 1) {
                    throw new Error("singleOrNone: the list has more than one element");
                }
                return list[0];
            })()) as pulumi.Output<string>,
        },
    });
    return {
        entries: pulumi.output(named).apply(named2 => Object.entries(named2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => e.value)),
    };
}

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
}

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
