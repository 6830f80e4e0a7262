import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as simple from "@pulumi/simple";

export = async () => {
    // Resources ranged over a range that holds outputs are created inside an
    // apply, so their collection is an output; resolved, it is a collection of
    // resources whose properties are still outputs. Loops over it read those
    // per resource, in values, keys, conditions and groups; a range of
    // resources (plain references) gives range.value as a resource too.
    const src = new simple.Resource("src", {
        inputOne: "x",
    });
    const keyed = pulumi.unsecret(pulumi.output({
        a: src.result,
        b: "y",
    })).apply(rangeValue => {
        const resources: Record<string, simple.Resource> = {};
        for (const [key, value] of Object.entries(rangeValue)) {
            resources[key] = new simple.Resource(`keyed-${key}`, {
                inputOne: value,
            });
        }
        return resources;
    });
    const listed = pulumi.unsecret(pulumi.output([src.result, "z"])).apply(rangeValue => {
        const resources: simple.Resource[] = [];
        for (const [index, value] of rangeValue.entries()) {
            resources.push(new simple.Resource(`listed-${index}`, {
                inputOne: `${value}-${pclNumberText(index)}`,
            }));
        }
        return resources;
    });
    const fromResources: simple.Resource[] = [];
    for (const [index, value] of [src, src].entries()) {
        fromResources.push(new simple.Resource(`fromResources-${index}`, {
            inputOne: pulumi.interpolate`${value.result}-copy`,
        }));
    }

    // A range holding a plain invoke's result (a promise, resolved where it is
    // made) is plain: so is the collection of resources.
    const fromInvoke: simple.Resource[] = [];
    for (const [index, value] of [(await aws.ec2.getAmi({})).id].entries()) {
        fromInvoke.push(new simple.Resource(`fromInvoke-${index}`, {
            inputOne: value,
        }));
    }
    return {
        pairs: keyed.apply(keyed2 => pulumi.output(Object.entries(keyed2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, p]) => pulumi.interpolate`${k}=${p.result}`))),
        byKey: keyed.apply(keyed2 => pulumi.output(Object.fromEntries(Object.entries(keyed2).map(([k, p]) => [k, p.urn])))),
        byResult: keyed.apply(keyed2 => pulumi.output(pulumi.output(Object.fromEntries(Object.entries(keyed2).map(([k, p]) => [k, p.result]))).apply(values => pclFromEntries(Object.entries(keyed2).map(([k, p]) => [pclIndex(values, k), k]))))),
        filtered: listed.apply(listed2 => pulumi.output(pulumi.output(listed2.map(p => p.result)).apply(values => listed2.flatMap((p, i) => pclIndex(values, i) !== "z-1" ? [pclIndex(values, i)] : [])))),
        grouped: listed.apply(listed2 => pulumi.output(pulumi.all([listed2.map(p => p.result), listed2.map(p => p.id)]).apply(([values, values2]) => pclGroup(listed2.map((p, key) => [pclIndex(values, key), pclIndex(values2, key)]))))),
        splat: listed.apply(listed2 => pulumi.output(listed2.map(item => item.result))),
        first: listed.apply(listed2 => pclIndex(listed2, 0).result),
        count: listed.apply(listed2 => listed2.length),
        copies: fromResources.map(r => r.result),
        invokedCount: fromInvoke.length,
        invokedFirst: pclIndex(fromInvoke, 0).result,
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
