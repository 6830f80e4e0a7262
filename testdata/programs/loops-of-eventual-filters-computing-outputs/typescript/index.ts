import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Loops over plain lists of resources whose filter reads an output of
// another resource and whose elements compute from outputs of the loop's
// variable: the loop is the body of an apply over the filter's output,
// where it is a plain list (or map) of outputs, which Go builds as an
// input collection and the apply awaits.
const groups: aws.ec2.SecurityGroup[] = [];
for (let index = 0; index < 2; index++) {
    groups.push(new aws.ec2.SecurityGroup(`groups-${index}`, {
        ingress: Array.from({length: index + 1}, (_, i) => i).map(n => ({
            fromPort: 80 + n,
            toPort: 80 + n,
            protocol: "tcp",
            cidrBlocks: [`10.0.0.${pclNumberText(n)}/32`],
        })),
    }));
}
const other = new random.RandomPet("other", {
    length: 2,
});
export const counts = pulumi.all([groups.map(g => g.ingress), other.id]).apply(([values, id]) => groups.flatMap((g, key) => id !== "x" ? [pclIndex(values, key).map(item => item.cidrBlocks).length] : []));
export const byIndex = pulumi.all([groups.map(g => g.ingress), other.id]).apply(([values, id]) => Object.fromEntries(groups.flatMap((g, i) => [...new Intl.Segmenter().segment(id)].length > 0 ? [[`g${pclNumberText(i)}`, pclIndex(values, i).length]] : [])));
export const grouped = pulumi.all([groups.map(g => g.ingress), other.id]).apply(([values, id]) => pclGroup(groups.flatMap((g, i) => id !== "" ? [[i < 1 ? "first" : "rest", pclIndex(pclIndex(values, i), 0).fromPort]] : [])));
export const nested = groups.map(g => pulumi.all([g.ingress, other.id]).apply(([ingress, id]) => ingress.filter(rule => id !== "x").map(rule => rule.toPort)));
export const sameGroup = pulumi.all([groups.map(g => g.ingress), groups.map(g => g.id), other.id]).apply(([values, values2, id]) => groups.flatMap((g, key) => pclIndex(values2, key) !== id ? [pclIndex(values, key).map(item => item.protocol)] : []));
export const both = pulumi.all([groups.map(g => g.ingress), other.id, other.length]).apply(([values, id, length]) => groups.flatMap((g, i) => length > 1 ? [`${pclNumberText(i)}:${pclNumberText(pclIndex(values, i).length)}:${id}`] : []));

// pclGroup collects the values of a grouping for expression by key, each
// key's values in the order the loop made them.
function pclGroup<T>(entries: readonly (readonly [string | number | boolean, T])[]): Record<string, T[]> {
    const groups: Record<string, T[]> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (!Object.prototype.hasOwnProperty.call(groups, name)) {
            groups[name] = [];
        }
        groups[name].push(value);
    }
    return groups;
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
