import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Issue 12 item 3: grouping for expressions ({ for ... : k => v... }) collect
// the values of each key, in loop order (a map's elements in key order).
const owners = config.getObject<Record<string, string>>("owners") ?? {
    b: "x",
    a: "y",
    c: "x",
    "10": "x",
    "9": "y",
};
const names = config.getObject<string[]>("names") ?? ["p", "q", "p"];
const byOwnerValue = pclGroup(Object.entries(owners).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [v, k]));
const tagged = new random.RandomString("tagged", {
    length: 4,
    keepers: Object.fromEntries(Object.entries(pclGroup(Object.entries(owners).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => k !== "c").map(([k, v]) => [v, k]))).map(([owner, keys]) => [owner, keys.join(",")])),
});
export const byOwner = byOwnerValue;
export const counts = Object.fromEntries(Object.entries(byOwnerValue).map(([owner, keys]) => [owner, keys.length]));
export const positions = pclGroup(names.flatMap((n, i) => i > 0 ? [[n, `${n}${pclNumberText(i)}`]] : []));
export const records = pclGroup(names.map((n, i) => [n, {
    at: i,
    name: n,
}]));
export const keepers = tagged.keepers;

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
