import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Config of no type holds a map or a list only when the program runs; a loop
// without a key variable visits a map's values in key order.
const anything = config.getObject<any>("anything") ?? {
    b: 2,
    a: 1,
};
const listy = config.getObject<any>("listy") ?? [3, 1];
export const values = pclEntries(anything).map(([key, v]) => v);
export const keys = pclEntries(anything).map(([k, v]) => k);
export const items = pclEntries(listy).map(([key, v]) => v);
export const filtered = pclEntries(anything).filter(([key, v]) => !pclEqual(v, 2)).map(([key, v]) => v);
export const nested = pclEntries(anything).map(([key, v]) => pclEntries(listy).map(([key2, w]) => `${v}-${w}`));
const pets: random.RandomPet[] = [];
for (let index = 0; index < pclEntries(anything).map(([key, v]) => v).length; index++) {
    pets.push(new random.RandomPet(`pets-${index}`));
}

// A key of a value of no type is an index or a string, whichever it holds.
export const indexed = pclEntries(listy).map(([k, v]) => `${k}=${v}`);
export const byKey = Object.fromEntries(pclEntries(listy).map(([k, v]) => [k, v]));

// pclEntries returns the pairs of keys and elements a for expression over a
// value of any type visits, as PCL visits them: a list's indexes and
// elements, a map's keys, in order, and values.
function pclEntries(collection: unknown): [any, any][] {
    if (Array.isArray(collection)) {
        return collection.map((value, index) => [index, value]);
    }
    if (collection !== null && typeof collection === "object") {
        return Object.entries(collection).sort(([a], [b]) => (a < b ? -1 : 1));
    }
    throw new Error(`Invalid for expression: cannot iterate over ${JSON.stringify(collection)}`);
}

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
