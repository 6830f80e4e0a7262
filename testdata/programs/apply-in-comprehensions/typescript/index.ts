import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as simple from "@pulumi/simple";

const config = new pulumi.Config();

// An apply's callback made in a comprehension or a ranged resource's loop
// reads the loop's variables as they were when it was made, not as they are
// when it runs (Python's closures read them late): the index, key and value
// of lists and maps, variables of an outer comprehension in an inner one,
// range.key and range.value, callbacks of one output and of several, in
// resource inputs, locals and outputs.
const names = config.getObject<Record<string, string>>("names") ?? {
    a: "alpha",
    b: "beta",
    c: "gamma",
};
const ranged: simple.Resource[] = [];
for (let index = 0; index < 3; index++) {
    ranged.push(new simple.Resource(`ranged-${index}`, {
        inputOne: `r${pclNumberText(index)}`,
    }));
}
const byIndex = new aws.ec2.Instance("byIndex", {
    ami: "ami-1",
    instanceType: "t3.micro",
    securityGroups: ranged.map((r, i) => r.result.apply<string>(result => result === "" ? "none" : `n${pclNumberText(i)}`)),
    tags: Object.fromEntries(Object.entries(names).map(([k, v]) => [k, pclIndex(ranged, 0).result.apply<string>(result => result === "" ? "none" : `${k}=${v}`)])),
});
const rangedByNumber: simple.Resource[] = [];
for (let index = 0; index < 3; index++) {
    rangedByNumber.push(new simple.Resource(`rangedByNumber-${index}`, {
        inputOne: pclIndex(ranged, 0).result.apply<string>(result => result === "" ? "none" : `n${pclNumberText(index)}`),
    }));
}
const rangedByMap: Record<string, simple.Resource> = {};
for (const [key, value] of Object.entries(names)) {
    rangedByMap[key] = new simple.Resource(`rangedByMap-${key}`, {
        inputOne: pclIndex(ranged, 1).result.apply<string>(result => result === "" ? "none" : `${key}=${value}`),
    });
}
const pairsValue = ranged.map((r, i) => pulumi.all([r.result, pclIndex(ranged, 0).result]).apply(([result, result2]) => result === result2 ? i : i * 10));
const nestedValue = ranged.map((r, i) => ["x", "y"].map((n, j) => r.result.apply(result => result === "" ? n : `${pclNumberText(i)}${pclNumberText(j)}${n}`)));
const severalValue = ranged.map((r, i) => pulumi.all([r.result, r.inputOne]).apply<number>(([result, inputOne]) => result === inputOne ? -1 : i));
export const pairs = pairsValue;
export const nested = nestedValue;
export const several = severalValue;
export const keys = pclFromEntries(Object.entries(names).map(([k, v]) => [v, pclIndex(ranged, 1).result.apply<number>(result => result === "" ? 0 : [...new Intl.Segmenter().segment(k)].length)]));

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
