import * as pulumi from "@pulumi/pulumi";
import { Picker } from "./picker";

const config = new pulumi.Config();

// Config variables that only an element of a tuple reads, where the
// constant index picks another element: the generated code no longer
// reads them (fuzz seed 10736), in a component and in the program.
const label = config.get("label") ?? "x.y";
const count = pclWhole("count", config.getNumber("count"), "int") ?? 5;
const anything = config.getObject<any>("anything") ?? "b-2";
const one = new Picker("one", {maybe: "m"});
const two = new Picker("two", {label: "given", count: 7, maybe: "n"});
export const picked = [one.picked, two.picked, one.number, two.number, one.name, one.chosen];
export const local = ["a", 9, "z"];

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
