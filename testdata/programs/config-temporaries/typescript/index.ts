import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Config, locals and resources named like the temporaries generated code
// needs: the temporaries take other names, so every value is read and none
// is hidden.
const paramConfig = config.get("param") ?? "p";
const value = pclWhole("value", config.getNumber("value"), "int") ?? 2;
const result = config.getBoolean("result") ?? true;
const errConfig = config.getNumber("err") ?? 1.5;
const cfgConfig = config.get("cfg");
const ctx = config.get("ctx") ?? "c";
const index = config.getObject<string[]>("index") ?? ["i", "j"];
const key = config.get("key") ?? "k";
const res = `${paramConfig}-${ctx}`;
const item: random.RandomString[] = [];
for (let index2 = 0; index2 < value; index2++) {
    item.push(new random.RandomString(`item-${index2}`, {
        length: value + index2,
        special: result,
        overrideSpecial: res,
    }));
}
export const param = paramConfig;
export const words = index.map(w => `${w}-${res}-${result}-${key}`);
export const err = errConfig;
export const cfg = cfgConfig;

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
