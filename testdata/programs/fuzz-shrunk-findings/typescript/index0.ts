import * as pulumi from "@pulumi/pulumi";

export interface Index0Args {
    nil: Record<string, string>;
    delta: boolean;
}

export class Index0 extends pulumi.ComponentResource {
    public readonly kilo: pulumi.Output<Record<string, number>>;

    constructor(name: string, args: Index0Args, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Index0", name, {
            nil: args.nil,
            delta: args.delta,
        }, opts);
        const nil = args.nil;
        const delta = args.delta;
        const global = pulumi.all([pulumi.secret(0.1 >= 1.5), pulumi.unsecret(pulumi.secret(true))]).apply(([secret, secret2]) => secret ? secret2 : delta);
        const victor = [3, 2, 13];
        this.kilo = pulumi.all([victor.map(void2 => pulumi.secret(void2)), global]).apply(([values, global2]) => Object.fromEntries(victor.flatMap((void2, value) => global2 ? [[`k${pclNumberText(value)}`, pclIndex(values, value)]] : [])));
        this.registerOutputs({
            kilo: this.kilo,
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
