import * as pulumi from "@pulumi/pulumi";
import { Ided } from "./ided";

const config = new pulumi.Config();

// User names that the Go code's temporaries use (ok, v, x, m, found): the
// temporaries take other names where they would hide the user's.
const ok = pclWhole("ok", config.requireObject<{golf: number[], nested: {count: number, tags: string[]}}>("ok"), {golf: ["list", "int"], nested: {count: "int"}});
const v = config.get("v") ?? "golf";
const m = {
    golf: "g",
    other: "o",
};
const foundValue = (m as Record<string, string>)[v] ?? "none";
const xValue = Object.fromEntries(Object.entries(m).map(([k, y]) => [k, (m as Record<string, string>)[v] ?? k]));
const strictValue = ((): string => {
    try {
        const value = pclIndex((m as Record<string, string>), v);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "missing";
})();
const missing = ((): string => {
    try {
        const value = pclIndex((m as Record<string, string>), `${v}-no`);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "missing";
})();
const ided = new Ided("ided", {prefix: v});
export const golf = ok.golf;
export const count = ok.nested.count + ok.nested.tags.length;
export const found = foundValue;
export const x = xValue;
export const strict = [strictValue, missing];
export const componentId = ided.id;

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
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
