import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Values that a program reads only where its run never looks: a
// conditional's branch not taken, the body of a for expression over an
// empty list, a fallback of try that is not needed. PCL creates the
// resources, makes the invokes and computes the locals all the same; Go,
// whose SDK runs an apply only for whoever awaits its output, awaits them.
const pick = config.getBoolean("pick") ?? false;
const made = pulumi.unsecret(pulumi.secret([true])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`made-${index}`, {
            prefix: `m${pclNumberText(index)}`,
        }));
    }
    return resources;
});
const listed = pulumi.unsecret(pulumi.secret(["a", "b"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`listed-${index}`, {
            prefix: `l${value}`,
        }));
    }
    return resources;
});
const found = aws.ec2.getAmiOutput({
    owners: [made.apply(made2 => pclIndex(made2, 0).id)],
});
const length = made.apply(made2 => pclIndex(made2, 0).length);
const chosen = pulumi.unsecret(pulumi.secret([true])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`chosen-${index}`));
    }
    return resources;
});
const reader = new random.RandomPet("reader", {
    prefix: pick ? chosen.apply(chosen2 => pclIndex(chosen2, 0).id) : "none",
    length: length.apply(length2 => ((): number => {
        try {
            return 2;
        } catch {}
        return length2;
    })()),
});
export const names = ([] as any[]).map(n => pulumi.interpolate`${n}${listed.apply(listed2 => pclIndex(listed2, 0).id)}`);
export const imageName = pick ? found.name : pulumi.output("none");

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
