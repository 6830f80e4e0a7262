import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    const config = new pulumi.Config();

    // A loop over a collection holding a secret config (an output in every
    // backend, plain to the binder) whose elements read it makes an invoke's
    // arguments hold outputs: the invoke is called in its output form. A loop
    // reading only the plain parts of its elements leaves it plain.
    const level = config.getSecretNumber("level")?.apply(value => pclWhole("level", value, "int")) ?? pulumi.secret(2);
    const whole = aws.ec2.getAmiOutput({
        owners: [level, 1].map(v => pulumi.interpolate`a${pulumi.output(v).apply(pclNumberText)}!`),
    });
    const attribute = aws.ec2.getAmiOutput({
        owners: [
            {
                a: level,
                b: 1,
            },
        ].map(e => pulumi.interpolate`o${pulumi.output(e).apply(e2 => e2.a).apply(pclNumberText)}`),
    });
    const plainPart = await aws.ec2.getAmi({
        owners: [
            {
                a: level,
                b: 1,
            },
        ].map(e => `o${pclNumberText(e.b)}`),
    });
    return {
        whole: whole.id,
        attribute: attribute.apply(attribute2 => attribute2.owners),
        plainPart: plainPart.id,
    };
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

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
