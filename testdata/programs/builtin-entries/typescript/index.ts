import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// entries lists a map's entries in key order, whatever order the map was
// written in; a for expression over a map visits it in key order too.
const labels = config.getObject<Record<string, string>>("labels") ?? {
    zone: "b",
    app: "web",
    mode: "fast",
};
const settings = config.getObject<any>("settings") ?? {
    zeta: 1,
    alpha: 2,
};
const sizes = {
    large: 3,
    medium: 2,
    small: 1,
};
export const labelEntries = Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => `${e.key}=${e.value}`);
export const sizeKeys = Object.entries(sizes).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => e.key);
export const settingValues = Object.entries(settings as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => e.value);
export const settingKeys = Object.entries(settings as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => e.key);
export const labelValues = Object.entries(labels).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v);
export const sizeNames = Object.entries(sizes).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k);

// The entries of an empty object, and of a conditional's, are of no known
// type: TypeScript types their values as unknown, which a function of a
// string does not take (fuzz seed 9963).
export const emptyHashes = Object.entries(true ? {} : {} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => crypto.createHash("sha1").update(e.value).digest("hex"));
export const emptyCount = Object.entries({} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => crypto.createHash("sha1").update(e.value).digest("hex")).length;
