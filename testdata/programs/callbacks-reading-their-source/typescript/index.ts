import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Resources ranged over an output, read whole again inside a loop over
// them: the callback that resolves the list reads the list's variable
// itself, which its parameter must not hide (fuzz seed 10786).
const names = config.getObject<string[]>("names") ?? ["a", "b"];
const pets = pulumi.unsecret(pulumi.secret(names)).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            prefix: pulumi.secret(value),
        }));
    }
    return resources;
});
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: pets.apply(pets2 => pulumi.output(pets2.map(p => pulumi.interpolate`${p.id}/${pets.apply(pets3 => pets3.length).apply(pclNumberText)}`))),
});
const group = new aws.ec2.SecurityGroup("group", {
    ingress: pets.apply(pets2 => pulumi.output(pets2.map((p, i) => ({
        fromPort: i,
        toPort: 80,
        protocol: p.prefix,
        cidrBlocks: pets.apply(pets3 => pulumi.output(pets3.map(item => item.id))),
    })))) as pulumi.Output<{cidrBlocks: string[], fromPort: number, protocol: string, toPort: number}[]>,
});
export const firsts = pets.apply(pets2 => pets2.map(p => pclIndex(pets2, 0).prefix));

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
