import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Lists and maps whose elements are optional lists or maps, plain and
// secret: a null element stays null, where the SDK makes it an empty one.
const names = config.getSecretObject<(string[] | undefined)[]>("names") ?? pulumi.secret<(string[] | undefined)[]>([["a"], undefined, []]);
const byKey = config.getObject<Record<string, string[] | undefined>>("byKey") ?? {
    a: ["x"],
    b: undefined,
};
const maps = config.getObject<(Record<string, string> | undefined)[]>("maps") ?? [
    {
        k: "v",
    },
    undefined,
];
const mapOfMaps = config.getSecretObject<Record<string, Record<string, number> | undefined>>("mapOfMaps")?.apply(value => pclWhole("mapOfMaps", value, ["map", ["map", "int"]])) ?? pulumi.secret<Record<string, Record<string, number> | undefined>>({
    a: undefined,
    b: {
        c: 1,
    },
});
export const s = names;
export const k = pulumi.secret(byKey);
export const m = pulumi.secret(maps);
export const mm = mapOfMaps;
export const nulls = [
    names.apply(names2 => names2.map(x => x == null)),
    Object.entries(byKey).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k2, x]) => x == null),
    maps.map(x => x == null),
    mapOfMaps.apply(mapOfMaps2 => Object.entries(mapOfMaps2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k2, x]) => x == null)),
];
export const plainNulls = pulumi.unsecret(names).apply(names2 => names2.map(x => x == null));

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
