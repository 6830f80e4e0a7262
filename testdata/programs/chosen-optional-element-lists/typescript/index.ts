import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional of a plain tuple of ints and an output list of optional
// ints (or maps of them) is an output of the list of optional values,
// whichever branch is chosen.
const pick = config.getBoolean("pick") ?? true;
const count = config.getSecretNumber("count")?.apply(value => pclWhole("count", value, "int")) ?? pulumi.secret(2);
const shuffles = pulumi.unsecret(count).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (let index = 0; index < rangeValue; index++) {
        resources.push(new random.RandomShuffle(`shuffles-${index}`, {
            inputs: ["a", "b"],
        }));
    }
    return resources;
});
const bitsValue = pick ? pulumi.output<(number | undefined)[]>([8, 3]) : pulumi.output<(number | undefined)[]>(shuffles.apply(shuffles2 => pulumi.output(shuffles2.map(item => item.resultCount))));
const byKeyValue = pick ? pulumi.output<Record<string, number | undefined>>({
    a: 1,
}) : pulumi.output<Record<string, number | undefined>>(shuffles.apply(shuffles2 => pulumi.output(Object.fromEntries(shuffles2.map((s, i) => [`k${pclNumberText(i)}`, s.resultCount])))));
export const bits = pulumi.unsecret(bitsValue);
export const byKey = byKeyValue;

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
