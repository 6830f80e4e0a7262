import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A grouping loop that a conditional unifies with objects of other shapes
// ({} and { alpha = [] }) gives a map whose values are a union, which Go
// holds as interface{}s: each group is still the list of its members
// (fuzz seed 10190).
const on = config.getBoolean("on") ?? false;
const names = config.getObject<string[]>("names") ?? ["a", "bb", "cc", "d"];
const pass = new random.RandomPassword("pass", {
    length: 8,
});
const byLengthValue: Record<string, any[] | undefined> = on ? 2 > 5 ? {} : {
    alpha: [],
    beta: [],
} : pclGroup(names.map(n => [`k${pclNumberText([...new Intl.Segmenter().segment(n)].length)}`, n]));
const byDynamicKeyValue: Record<string, string[]> = on ? {} : pclGroup(Array.from({length: 3}, (_, i) => i).map(i => [(() => {
    try {
        return (() => {
            throw new Error("no");
        })();
    } catch {}
    return "fixed";
})(), `v${pclNumberText(i)}`]));
const eventualValue = pass.special.apply((special): Record<string, number[] | undefined> => special ? 1 > 2 ? {} : {
    alpha: [],
} : pclGroup(names.map(n => [`${n}!`, [...new Intl.Segmenter().segment(n)].length])));
export const byLength = byLengthValue;
export const byDynamicKey = byDynamicKeyValue;
export const eventual = eventualValue;

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
