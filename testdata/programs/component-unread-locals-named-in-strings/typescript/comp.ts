import * as pulumi from "@pulumi/pulumi";

export interface CompArgs {
    items: number[];
}

export class Comp extends pulumi.ComponentResource {
    public readonly keyed: pulumi.Output<Record<string, number>>;
    public readonly text: pulumi.Output<string>;

    constructor(name: string, args: CompArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Comp", name, {
            items: args.items,
        }, opts);
        const items = args.items;

        // Locals nothing reads, evaluated for their errors alone, whose names are
        // also text in strings and keys.
        const k = (() => {
            try {
                return (() => {
                    throw new Error("not here");
                })();
            } catch {}
            return 9;
        })();
        const nameValue: string = "fixed";
        const keyed = Object.fromEntries(items.map((v, i) => [`key${pclNumberText(i)}`, v]));
        this.keyed = pulumi.output<Record<string, number>>(keyed);
        this.text = pulumi.output(`k = ${pclNumberText(items.length)}`);
        this.registerOutputs({
            keyed: this.keyed,
            text: this.text,
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
