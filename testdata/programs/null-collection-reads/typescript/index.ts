import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Reads of null collections and objects that PCL fails on, each inside a
// try whose fallback says so: the length, the elements, a loop over, the
// joined strings, an attribute or element of null. A splat of null is an
// empty list.
const names = config.getObject<string[]>("names");
const mapping = config.getObject<Record<string, string>>("mapping");
const obj = config.getObject<{a: string}>("obj");
export const lengthOfNull = ((): number => {
    try {
        return names!.length;
    } catch {}
    return -1;
})();
export const lengthOfNullMap = ((): number => {
    try {
        return Object.keys(mapping!).length;
    } catch {}
    return -1;
})();
export const joined = ((): string => {
    try {
        return names!.join(",");
    } catch {}
    return "failed";
})();
export const looped = (() => {
    try {
        return names!.map(n => n);
    } catch {}
    return ["failed"];
})();
export const mapLooped = (() => {
    try {
        return Object.fromEntries(Object.entries(mapping!).map(([k, v]) => [k, v]));
    } catch {}
    return {
        failed: "yes",
    };
})();
export const objLooped = (() => {
    try {
        return Object.entries(obj!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k);
    } catch {}
    return ["failed"];
})();
export const indexed = ((): string | undefined => {
    try {
        const value = names![0];
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "failed";
})();
export const keyed = ((): string | undefined => {
    try {
        const value = mapping!.a;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "failed";
})();
export const attribute = ((): string | undefined => {
    try {
        const value = obj!.a;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "failed";
})();
export const element = ((): string => {
    try {
        return pclElement(names!, 0);
    } catch {}
    return "failed";
})();
export const looked = ((): string => {
    try {
        return mapping!["a"] ?? "d";
    } catch {}
    return "failed";
})();
export const entries = ((): number => {
    try {
        return Object.entries(mapping!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).length;
    } catch {}
    return -1;
})();
export const splat = (names ?? []);

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
}
