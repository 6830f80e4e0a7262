import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Comparisons of values that the condition or left operand around them has
// tested: PCL compares the values, where TypeScript would have narrowed
// their types by the test (a bool tested true is of type true there).
const enabled = config.getBoolean("enabled") ?? true;
const mode = config.get("mode") ?? "fast";
const count = pclWhole("count", config.getNumber("count"), "int") ?? 2;
const settings = config.getObject<{flag: boolean, name: string}>("settings") ?? {
    flag: false,
    name: "n",
};
export const boolUnderTernary = enabled ? (enabled as boolean) === false : (enabled as boolean) !== true;
export const boolUnderAnd = enabled && (enabled as boolean) !== true;
export const boolUnderOr = !enabled || (enabled as boolean) === true;
export const stringUnderEquality = mode === "fast" ? (mode as string) === "slow" : (mode as string) !== "fast";
export const numberUnderEquality = count === 2 && (count as number) !== 3;
export const propertyUnderTest = settings.flag ? (settings.flag as boolean) === false : settings.name === "n" && (settings.name as string) === "m";
export const inLoop = Array.from({length: 3}, (_, i) => i).map(i => enabled ? (enabled as boolean) === (i === 1) : false);
export const nested = enabled ? mode === "fast" ? (enabled as boolean) === false || (mode as string) === "slow" : true : false;

// Comparisons of one value with two constants in one chain, which go vet
// suspects and PCL computes.
export const sameValueTwoConstants = [
    mode === "fast" && (mode as string) === "slow",
    mode !== "fast" || (mode as string) !== "slow",
    count === 2 && enabled && (count as number) === 3,
];

// A resource created where its range tested true, comparing what it tested.
const fastPet = (mode === "fast") ? new random.RandomPet("fastPet", {
    prefix: (mode as string) === "slow" ? "slow" : "other",
}) : undefined;

// A loop whose filter reads its key, comparing in its value what the
// filter tested.
export const filteredByIndex = ["a", "b"].flatMap<boolean>((v, i) => i > 0 && mode === "fast" ? [(mode as string) === "slow" || v === "b"] : []);

// A conditional choosing an output, comparing in a branch what it tested.
export const chosen = enabled ? fastPet!.id : pulumi.output((enabled as boolean) === true ? "x" : "y");

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
