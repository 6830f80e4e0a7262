import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Grouping for expressions (`=> value...`) whose values hold outputs, as
// locals, resource inputs and outputs: each group is a list of outputs.
const key = new random.RandomId("key", {
    byteLength: 4,
});
const password = new random.RandomPassword("password", {
    length: 12,
});
const names = config.getObject<string[]>("names") ?? ["a", "b", "a", "c"];
const size = config.getSecretNumber("size")?.apply(value => pclWhole("size", value, "int")) ?? pulumi.secret(2048);
const bySizeValue = pclGroup(names.map((name, i) => [name, size.apply(size2 => size2 + i)]));
const byNameValue = pclGroup(names.filter(name => name !== "c").map(name => [name, key.hex]));
const emptyValue = pclGroup(([] as any[]).map((name, i) => [`${pclNumberText(i)}`, pulumi.recover(pulumi.secret(name), err => {
    const error = err instanceof Error ? err.message : String(err);
    return 1000;
}).apply(recover => pclOperand(recover) + pclOperand(name))]));
const counts = new random.RandomShuffle("counts", {
    inputs: Object.entries(byNameValue).sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, pems]) => `${name}:${pclNumberText(pems.length)}`),
});
export const bySize = bySizeValue;
export const byName = byNameValue;
export const empty = emptyValue;

// pclGroup collects the values of a grouping for expression by key, each
// key's values in the order the loop made them.
function pclGroup<T>(entries: readonly (readonly [string | number | boolean, T])[]): Record<string, T[]> {
    const groups: Record<string, T[]> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (!Object.prototype.hasOwnProperty.call(groups, name)) {
            groups[name] = [];
        }
        groups[name].push(value);
    }
    return groups;
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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
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
