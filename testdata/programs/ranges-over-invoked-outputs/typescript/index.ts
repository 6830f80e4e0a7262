import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Comp } from "./comp";

export = async () => {
    // Resources and components ranged over a for expression whose collection is
    // a plain invoke's result and whose values are outputs: the range is an
    // output, and so is the collection of nodes, in every position it is read.
    const ami = await aws.ec2.getAmi({
        owners: ["self", "amazon"],
    });
    const prefix = new random.RandomPet("prefix", {
        length: 1,
    });
    const ids = pulumi.unsecret(pulumi.output(ami.owners!.map((v, k) => pulumi.interpolate`${pclNumberText(k)}-${v}-${prefix.id}`))).apply(rangeValue => {
        const resources: random.RandomId[] = [];
        for (let index = 0; index < rangeValue.length; index++) {
            resources.push(new random.RandomId(`ids-${index}`, {
                byteLength: 4,
            }));
        }
        return resources;
    });
    const named = pulumi.unsecret(pulumi.output(pclFromEntries(ami.owners!.map(v => [v, pulumi.interpolate`${v}${prefix.id}`])))).apply(rangeValue => {
        const resources: Record<string, random.RandomString> = {};
        for (const key of Object.keys(rangeValue)) {
            resources[key] = new random.RandomString(`named-${key}`, {
                length: 8,
            });
        }
        return resources;
    });
    const parts = pulumi.unsecret(pulumi.output(ami.owners!.filter(v => v !== "").map(v => prefix.id))).apply(rangeValue => {
        const resources: Comp[] = [];
        for (let index = 0; index < rangeValue.length; index++) {
            resources.push(new Comp(`parts-${index}`));
        }
        return resources;
    });
    const hexes = ids.apply(ids2 => pulumi.output(ids2.map(item => item.hex)));
    return {
        hexes: hexes,
        first: ids.apply(ids2 => pclIndex(ids2, 0).b64Std),
        count: ids.apply(ids2 => ids2.length),
        looped: ids.apply(ids2 => pulumi.output(ids2.map(i => i.byteLength))),
        keys: named.apply(named2 => Object.entries(named2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, r]) => k)),
        partNames: parts.apply(parts2 => pulumi.output(parts2.map(item => item.name))),
    };
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
