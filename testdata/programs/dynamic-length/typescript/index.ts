import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as blocks from "@pulumi/blocks";
import * as simple from "@pulumi/simple";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // Issue 12 item 11: length of a dynamic value (an untyped config, an element
    // of one), which Go holds as interface{}: a list's elements, a map's, a
    // string's characters; as an output, resource, component and invoke inputs,
    // nested in lists and objects and inside for bodies.
    const v = config.getObject<any>("v") ?? ["a", "b"];
    const m = config.getObject<any>("m") ?? {
        x: 1,
        y: 2,
        z: 3,
    };
    const s = config.getObject<any>("s") ?? "héllo";
    const nested = config.getObject<any>("nested") ?? [["a"], ["b", "c"]];
    const sized = new simple.Resource("sized", {
        inputOne: `n${pclNumberText(pclLength(m))}`,
        inputTwo: pclLength(v) + pclLength(pclGet(nested, 1)),
    });
    const blocksResource = new blocks.Resource("blocks", {
        aListOfResources: pclEntries(nested).map(([key, e]) => ({
            innerString: pclNumberText(pclLength(e)),
        })),
    });
    const comp = new Comp("comp", {count: pclLength(s)});
    const ami = await aws.ec2.getAmi({
        owners: Array.from({length: pclLength(v)}, (_, i) => i).map(i => `owner-${pclNumberText(i)}`),
        mostRecent: pclLength(m) > 2,
    });
    return {
        len: pclLength(v),
        lengths: {
            list: pclLength(v),
            map: pclLength(m),
            string: pclLength(s),
        },
        inner: pclEntries(nested).map(([key, e]) => pclLength(e)),
        ami: ami.imageId,
        compCount: comp.doubled,
    };
}

// pclEntries returns the pairs of keys and elements a for expression over a
// value of any type visits, as PCL visits them: a list's indexes and
// elements, a map's keys, in order, and values.
function pclEntries(collection: unknown): [any, any][] {
    if (Array.isArray(collection)) {
        return collection.map((value, index) => [index, value]);
    }
    if (collection !== null && typeof collection === "object") {
        return Object.entries(collection).sort(([a], [b]) => (a < b ? -1 : 1));
    }
    throw new Error(`Invalid for expression: cannot iterate over ${JSON.stringify(collection)}`);
}

// pclGet reads an attribute or element of a value of any type, and fails
// as PCL does where it has none (a string has no elements in PCL).
function pclGet(value: unknown, key: number | string): any {
    return pclIndex(value as Readonly<Record<string, unknown>>, key);
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

// pclLength returns the length of a value of any type, as PCL's length: the
// characters of a string, the elements of a list, the entries of a map.
function pclLength(value: unknown): number {
    if (typeof value === "string") {
        return [...new Intl.Segmenter().segment(value)].length;
    }
    if (Array.isArray(value)) {
        return value.length;
    }
    if (value !== null && typeof value === "object") {
        return Object.keys(value).length;
    }
    throw new Error("length takes a string, a list or a map, not " + String(value));
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
