import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export interface PartsArgs {
    enabled: boolean;
}

export class Parts extends pulumi.ComponentResource {
    public readonly name: pulumi.Output<string>;

    constructor(name: string, args: PartsArgs, opts?: pulumi.ComponentResourceOptions) {
        super("components:index:Parts", name, {
            enabled: args.enabled,
        }, opts);
        const enabled = args.enabled;
        const flagged = enabled ? new random.RandomPet(`${name}-flagged`, {}, {
            parent: this,
        }) : undefined;
        const notFlagged = (!enabled) ? new random.RandomPet(`${name}-notFlagged`, {}, {
            parent: this,
        }) : undefined;
        const counted: random.RandomPet[] = [];
        for (let index = 0; index < 2; index++) {
            counted.push(new random.RandomPet(`${name}-counted-${index}`, {
                prefix: `n${pclNumberText(index)}`,
            }, {
                parent: this,
            }));
        }
        const keyed: Record<string, random.RandomPet> = {};
        for (const [key, value] of Object.entries({
            a: "x",
            b: "y",
        })) {
            keyed[key] = new random.RandomPet(`${name}-keyed-${key}`, {
                prefix: value,
            }, {
                parent: this,
            });
        }
        const listed: random.RandomPet[] = [];
        for (const [index, value] of ["p", "q"].entries()) {
            listed.push(new random.RandomPet(`${name}-listed-${index}`, {
                prefix: value,
            }, {
                parent: this,
            }));
        }
        const read = new random.RandomPet(`${name}-read`, {}, {
            parent: this,
        });
        this.name = read.id;
        this.registerOutputs({
            name: this.name,
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
