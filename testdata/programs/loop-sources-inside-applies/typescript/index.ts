import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Loops inside an apply whose key, value or condition compute an eventual
// from their own variables (secret(x) in an inner loop that also reads the
// outer loop's variable): the eventual cannot be an argument of the outer
// apply, evaluated outside the inner loop, so the callback computes the
// inner loop as an apply of its own.
const v = config.getSecretObject<boolean[]>("v") ?? pulumi.secret<boolean[]>([true, false]);
const w = config.getObject<boolean[]>("w") ?? [false, true, true];
export const filterReadsBoth = pulumi.all([v, v]).apply(([v2, v3]) => v2.map(a => pulumi.output(v3.map(x => pulumi.secret(x))).apply(values => v3.flatMap<string>((x, e) => pclIndex(values, e) && a ? [`${a}${pclNumberText(e)}`] : []))));
export const valueReadsInner = v.apply(v2 => v2.map(a => w.map(x => pulumi.secret(x).apply(secret => secret ? a : !a))));
export const keyReadsInner = v.apply(v2 => v2.map(a => pulumi.output(w.map((x, e) => pulumi.secret(`k${pclNumberText(e)}`))).apply(values => pclFromEntries(w.map((x, e) => [pclIndex(values, e), a])))));
export const grouped = v.apply(v2 => v2.map(a => pulumi.output(w.map(x => pulumi.secret(x))).apply(values => pclGroup(w.flatMap((x, e) => pclIndex(values, e) ? [[`k${x}`, a]] : [])))));

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
