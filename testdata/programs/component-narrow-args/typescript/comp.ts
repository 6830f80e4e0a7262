import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    names: string[];
    nested: string[][];
    byKey: Record<string, string[]>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly first: pulumi.Output<string>;
    public readonly count: pulumi.Output<number>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            names: args.names,
            nested: args.nested,
            byKey: args.byKey,
        }, opts);
        const names = args.names;
        const nested = args.nested;
        const byKey = args.byKey;
        this.first = pulumi.output(pclIndex(names, 0));
        this.count = pulumi.output(nested.length + pclIndex(byKey, "a").length + names.length);
        this.registerOutputs({
            first: this.first,
            count: this.count,
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
