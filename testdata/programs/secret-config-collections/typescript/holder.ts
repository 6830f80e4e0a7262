import * as pulumi from "@pulumi/pulumi";

export interface HolderArgs {
    tags?: pulumi.Input<Record<string, pulumi.Input<string>>>;
    names?: pulumi.Input<pulumi.Input<string>[]>;
    nested?: pulumi.Input<Record<string, pulumi.Input<pulumi.Input<number>[]>>>;
    shape?: pulumi.Input<{name: pulumi.Input<string>, size: pulumi.Input<number>}>;
}

export class Holder extends pulumi.ComponentResource {
    public readonly text: pulumi.Output<string>;

    constructor(name: string, args?: HolderArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Holder", name, {
            tags: args?.tags,
            names: args?.names,
            nested: args?.nested,
            shape: args?.shape,
        }, opts);
        args = args ?? {};
        const tags = pulumi.output(args.tags).apply(tags => tags ?? {
            a: "x",
        });
        const names = pulumi.output(args.names).apply(names => names ?? ["h"]);
        const nested = pulumi.output(args.nested).apply(nested => nested ?? {
            a: [1, 2],
        });
        const shape = pulumi.output(args.shape).apply(shape => shape ?? {
            size: 2,
            name: "h",
        });
        this.text = pulumi.interpolate`${tags.apply(tags2 => pclIndex(tags2, "a"))}-${tags.apply(tags2 => ((): string => {
            try {
                const value = pclIndex(tags2, "zz");
                if (value !== undefined) {
                    return value;
                }
            } catch {}
            return "none";
        })())}-${names.apply(names2 => (() => {
        try {
            return pclIndex(names2, 3) !== undefined;
        } catch {
            return false;
        }
    })())}-${names.apply(names2 => pclIndex(names2, 0))}-${nested.apply(nested2 => pclIndex(pclIndex(nested2, "a"), 1)).apply(pclNumberText)}-${shape.name}-${tags.apply(tags2 => Object.entries(tags2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k).length).apply(pclNumberText)}`;
    this.registerOutputs({
        text: this.text,
    });
}
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
