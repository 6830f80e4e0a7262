import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface CompArgs {
    data: pulumi.Input<any>;
}

export class Comp extends pulumi.ComponentResource {
    public readonly out: pulumi.Output<any>;
    public readonly tried: pulumi.Output<any>;
    public readonly first: pulumi.Output<any>;
    public readonly mixed: pulumi.Output<{given?: any, id: string}>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            data: args.data,
        }, opts);
        const data = pulumi.output(args.data);
        const inner = new random.RandomPet(`${name}-inner`, {}, {
            parent: this,
        });
        this.out = data;
        this.tried = pulumi.all([data, data]).apply(([data2, data3]) => (() => {
            try {
                const value = pclGet(data2, "missing");
                if (value !== undefined) {
                    return value;
                }
            } catch {}
            return pclGet(data3, "a");
        })());
        this.first = data.apply(data2 => (() => {
            try {
                const value = pclGet(pclGet(data2, "b"), 0);
                if (value !== undefined) {
                    return value;
                }
            } catch {}
            return "none";
        })());
        this.mixed = pulumi.output({
            id: inner.id,
            given: data,
        });
        this.registerOutputs({
            out: this.out,
            tried: this.tried,
            first: this.first,
            mixed: this.mixed,
        });
    }
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

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
