import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Names that collide with Go keywords, predeclared identifiers and the
// packages a Go program imports.

const stringConfig = config.get("string") ?? "type";
const range = pclWhole("range", config.getNumber("range"), "int") ?? 2;
const fmt = `100% ${stringConfig}`;
const pulumiResource = new aws.ec2.SecurityGroup("pulumi", {
    description: fmt,
});
const ec2 = new aws.ec2.SecurityGroup("ec2", {
    description: "depends on pulumi",
    tags: {
        kind: "nil",
        "func-key": pulumiResource.name,
    },
}, {
    dependsOn: [pulumiResource],
});
const map: aws.ec2.SecurityGroup[] = [];
for (let index = 0; index < range; index++) {
    map.push(new aws.ec2.SecurityGroup(`map-${index}`, {
        name: `map-${pclNumberText(index)}`,
    }));
}
export const len = map.length;
export const func = ec2.arn;

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
