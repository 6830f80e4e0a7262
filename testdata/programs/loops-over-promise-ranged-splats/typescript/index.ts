import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // Resources ranged over a plain invoke's result are a plain list in a backend
    // that resolves invokes where they are made (Python), so a splat of their
    // outputs is a list of outputs, not an output of a list. The variables of
    // loops over such a splat hold outputs, and every builtin over them, in the
    // loop's body or around the loop, is an output computed in an apply.
    const ami = await aws.ec2.getAmi({});
    const keys: random.RandomString[] = [];
    for (let index = 0; index < ami.name.split("-").length; index++) {
        keys.push(new random.RandomString(`keys-${index}`, {
            length: 4,
        }));
    }
    const lens = keys.map(item => item.result).map(s => s.apply(s2 => [...new Intl.Segmenter().segment(s2)].length));
    const golf = new random.RandomId("golf", {
        byteLength: keys.map(item => item.urn).map(json => json.apply(json2 => [...new Intl.Segmenter().segment(json2)].length)).length,
    });
    return {
        joined: pulumi.output(keys.map(item => item.result).map(s => s)).apply(values => values.join(",")),
        json: pulumi.output(keys.map(item => item.result).map(s => s.apply(s2 => [...new Intl.Segmenter().segment(s2)].length))).apply(pclToJSON),
        parts: keys.map(item => item.result).map(s => s.apply(s2 => s2.split("a"))),
        byKey: pulumi.all([keys.map(item => item.result), keys.map(item => item.result).map(s => s)]).apply(([values, values2]) => pclFromEntries(values.map((s, i) => [pclIndex(values2, i), i]))),
        firsts: keys.map(item => item.result).map(s => s.apply(s2 => pclElement(s2.split("a"), 0))),
        total: pulumi.output(lens).apply(lens2 => pclNumbers(lens2, Math.max)),
        cond: keys.map(item => item.result).map(s => s.apply<string>(s2 => [...new Intl.Segmenter().segment(s2)].length > 2 ? "long" : s2)),
        nested: keys.map(item => item.result).map(s => keys.map(item => item.result).map(t => pulumi.interpolate`${s}${t}`)),
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

// pclNumbers applies min or max to a list's numbers, failing as PCL does
// when the list is empty.
function pclNumbers(numbers: readonly number[], fn: (...values: number[]) => number): number {
    if (numbers.length === 0) {
        throw new Error("must pass at least one number");
    }
    return fn(...numbers);
}

// pclToJSON writes value as PCL's toJSON does: object keys sorted, no
// spaces, numbers in plain digits, and <, > and & escaped.
function pclToJSON(value: unknown): string {
    if (value === null || value === undefined) {
        return "null";
    }
    if (Array.isArray(value)) {
        return "[" + value.map(pclToJSON).join(",") + "]";
    }
    if (typeof value === "object") {
        const object = value as Record<string, unknown>;
        return "{" + Object.keys(object).sort().map(key => pclToJSON(key) + ":" + pclToJSON(object[key])).join(",") + "}";
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, c => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
