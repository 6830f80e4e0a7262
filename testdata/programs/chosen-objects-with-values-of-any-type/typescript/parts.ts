import * as pulumi from "@pulumi/pulumi";

export interface PartsArgs {
    size?: pulumi.Input<number>;
}

export class Parts extends pulumi.ComponentResource {
    public readonly chosen: pulumi.Output<{kilo: number, whiskey?: any}>;
    public readonly labels: pulumi.Output<Record<string, string>>;

    constructor(name: string, args?: PartsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Parts", name, {
            size: args?.size,
        }, opts);
        args = args ?? {};
        const size = pulumi.output(args.size).apply(size => size ?? 0.25);

        // A value of any type: its property may be undefined where another branch
        // lacks the property or sets it to a bool.
        const mapped = (() => {
            try {
                return (() => {
                    throw new Error("not here");
                })();
            } catch {}
            return false;
        })();
        this.chosen = pulumi.all([
            size,
            size,
            mapped ? pulumi.output<{kilo: number, whiskey?: boolean}>(pulumi.output({
                kilo: size,
            })) : pulumi.output<{kilo: number, whiskey?: boolean}>(pulumi.secret({
                kilo: 0.25,
                whiskey: false,
            })),
        ]).apply(([size2, size3, value]): {kilo: number, whiskey?: any} => size2 > 0 ? mapped ? {
            kilo: size3,
            whiskey: mapped,
        } : {
            kilo: 0.1,
            whiskey: undefined,
        } : value);

        // An object and a map of outputs chosen in an apply: TypeScript's union of
        // their types is no Output of PCL's map.
        this.labels = pulumi.all([
            pulumi.recover(pulumi.secret(mapped), err => {
                const error = err instanceof Error ? err.message : String(err);
                return false;
            }),
            pulumi.secret({
                null: "n",
                "a.b": "d",
            }),
            Object.fromEntries([size].map((v, i) => [`k${pclNumberText(i)}`, v.apply(v2 => Buffer.from(`${pclNumberText(v2)}`).toString("base64"))])),
        ]).apply(([recover, secret, values]): Record<string, string> => recover ? secret : values);
        this.registerOutputs({
            chosen: this.chosen,
            labels: this.labels,
        });
    }
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
