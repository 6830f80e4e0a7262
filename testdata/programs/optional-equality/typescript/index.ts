import * as pulumi from "@pulumi/pulumi";
import * as maxItemsOne from "@pulumi/maxItemsOne";

const config = new pulumi.Config();

// == and != with an optional scalar on one side or both (a property of an
// object config left unset, a schema object's optional output): null equals
// only null, and Go must not dereference its nil pointer (found with the
// fuzz seed 9626's test program).
const n = pclWhole("n", config.getNumber("n"), "int") ?? 3;
const maybe = pclWhole("maybe", config.getObject<{b?: boolean, f?: number, i?: number, s?: string}[]>("maybe"), ["list", {i: "int"}]) ?? [
    {
        b: true,
        i: 3,
        s: "x",
        f: 3,
    },
    {},
];
export const eqs = maybe.map(m => [
    m.b === true,
    m.b !== true,
    m.i === n,
    m.i === 3,
    m.f === n,
    m.s === "x",
    m.s !== "y",
    m.b === m.b,
    m.i === m.f,
    m.s == null,
    true === m.b,
    3 === m.i,
]);
const r: maxItemsOne.Resource[] = [];
for (let index = 0; index < 2; index++) {
    r.push(new maxItemsOne.Resource(`r-${index}`));
}
export const evs = r.map(x => [
    x.innerResourceOutput.apply(innerResourceOutput => innerResourceOutput.someInput === true),
    x.innerResourceOutput.apply(innerResourceOutput => innerResourceOutput.someInput !== false),
    x.innerResource.apply(innerResource => innerResource!.someInput == null),
]);

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
