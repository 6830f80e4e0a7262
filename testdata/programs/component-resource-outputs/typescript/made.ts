import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface MadeArgs {
    withExtra?: boolean;
}

export class Made extends pulumi.ComponentResource {
    public readonly createdResource: random.RandomPassword;
    public readonly list: random.RandomPet[];
    public readonly byKey: Record<string, random.RandomPet>;
    public readonly maybeExtra: random.RandomPet | undefined;
    public readonly pair: random.RandomPet[];
    public readonly length: pulumi.Output<number>;

    constructor(name: string, args?: MadeArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Made", name, {
            withExtra: args?.withExtra,
        }, opts);
        args = args ?? {};
        // A component whose outputs are its resources: one resource, the list of a
        // resource ranged over a number, the map of one ranged over a map, an
        // optional one (ranged over a bool), a tuple of resources, and a plain
        // output beside them.
        const withExtra = args.withExtra ?? true;
        const password = new random.RandomPassword(`${name}-password`, {
            length: 8,
        }, {
            parent: this,
        });
        const pets: random.RandomPet[] = [];
        for (let index = 0; index < 2; index++) {
            pets.push(new random.RandomPet(`${name}-pets-${index}`, {
                length: index + 1,
            }, {
                parent: this,
            }));
        }
        const keyed: Record<string, random.RandomPet> = {};
        for (const [key, value] of Object.entries({
            a: "alpha",
            b: "beta",
        })) {
            keyed[key] = new random.RandomPet(`${name}-keyed-${key}`, {
                prefix: value,
            }, {
                parent: this,
            });
        }
        const extra = withExtra ? new random.RandomPet(`${name}-extra`, {
            length: 3,
        }, {
            parent: this,
        }) : undefined;
        this.createdResource = password;
        this.list = pets;
        this.byKey = keyed;
        this.maybeExtra = extra;
        this.pair = [pclIndex(pets, 1), pclIndex(pets, 0)];
        this.length = password.length;
        this.registerOutputs({
            createdResource: this.createdResource,
            list: this.list,
            byKey: this.byKey,
            maybeExtra: this.maybeExtra,
            pair: this.pair,
            length: this.length,
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
