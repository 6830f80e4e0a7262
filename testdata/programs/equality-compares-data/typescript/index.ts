import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();
const count = pclWhole("count", config.getNumber("count"), "int") ?? 1;
const pair = config.getObject<any>("pair") ?? [1, 2];
const single = config.getObject<any>("single") ?? [1];
const digits = config.getObject<any>("digits") ?? ["1"];
const letters = config.getObject<any>("letters") ?? {
    a: 1,
};
const nothing = config.getObject<any>("nothing");
export const emptyListsOfDifferentElements = pclEqual(([] as any[]).map(f => count), ([] as any[]).map((value, key) => ({key, value})).map(o => o.value));
export const emptyListsFilteredBySecrets = pulumi.secret(count > 0).apply(secret => Object.entries({} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).filter(o => secret).map(o => o.value)).apply(values => !pclEqual(([] as any[]).map(f => count), values));
export const untypedTupleEqualsList = pclEqual(pair, [1, 2].map(i => i * count));
export const untypedObjectEqualsMap = pclEqual(letters, Object.fromEntries(Object.entries({
    a: 1,
}).map(([k, v]) => [k, v * count])));
export const nestedEmpties = pclEqual([1].map(o => ([] as any[]).map(f => count)), [1].map(o => ([] as any[]).map((value, key) => ({key, value})).map(p => p.value)));
export const differentLengths = !pclEqual(single, [1, 2].map(i => i));
export const stringIsNotNumber = pclEqual(digits, [1].map(i => i));
export const nullIsNotEmpty = pclEqual(nothing, ([] as any[]).map(f => count));

// pclEqual compares two values as PCL does: lists and objects by their
// elements (a property whose value is null as one the object lacks), null
// equal to null only.
function pclEqual(a: unknown, b: unknown): boolean {
    if (a === undefined) {
        a = null;
    }
    if (b === undefined) {
        b = null;
    }
    if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
        return a === b;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((e, i) => pclEqual(e, b[i]));
    }
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = Object.keys(x).filter(k => x[k] != null);
    return keys.length === Object.keys(y).filter(k => y[k] != null).length && keys.every(k => k in y && pclEqual(x[k], y[k]));
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
