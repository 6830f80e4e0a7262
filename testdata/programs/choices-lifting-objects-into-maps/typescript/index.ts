import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A conditional whose one branch is a list of outputs of maps (a loop over a
// resource's output map, beside an object constructor) and whose other is a
// plain list of objects (a loop's objects, a local's list of objects, a list
// constructor of objects): the plain branch's elements are lifted to outputs
// of the map the unification holds, which TypeScript's pulumi.output would
// type as outputs of the objects' own types, which no Output of a map takes.
// The class: the plain branch a loop or a local; its objects of strings, of
// numbers, or of both given as a map of strings (each value converted as its
// own type needs); tuples lifted as lists; in a local, a resource's input and
// an output.

const cond = config.getBoolean("cond") ?? true;
const names = config.getObject<string[]>("names") ?? ["a", "b"];
const pet = new random.RandomPet("pet", {
    keepers: {
        a: "b",
    },
});
const objects = names.map(n => ({
    k1: "100%",
    "x-y": n,
}));
const loopedValue: pulumi.Output<Record<string, string>>[] = cond ? [
    pet.keepers.apply(keepers => Object.fromEntries(Object.entries(keepers!).map(([k, v]) => [`k${k}`, v]))),
    pulumi.output<Record<string, string>>({
        "with space": "true",
        k1: "x.y",
    }),
] : names.map(n => ({
    k1: "100%",
    "x-y": n,
})).map(element => pulumi.output<Record<string, string>>(element));
const fromLocalValue: pulumi.Output<Record<string, string>>[] = !cond ? [
    pet.keepers.apply(keepers => Object.fromEntries(Object.entries(keepers!).map(([k, v]) => [k, v]))),
] : objects.map(element => pulumi.output<Record<string, string>>(element));
const numbersValue: pulumi.Output<Record<string, number>>[] = cond ? [
    pet.keepers.apply(keepers => Object.fromEntries(Object.entries(keepers!).map(([k, v]) => [k, [...new Intl.Segmenter().segment(v)].length]))),
] : names.map((n, i) => ({
    index: i,
    size: [...new Intl.Segmenter().segment(n)].length,
})).map(element => pulumi.output<Record<string, number>>(element));
const mixedValue: pulumi.Output<Record<string, string>>[] = cond ? [
    pet.keepers.apply(keepers => Object.fromEntries(Object.entries(keepers!).map(([k, v]) => [k, v]))),
] : names.map((n, i) => ({
    index: i,
    name: n,
})).map(element => pulumi.output<Record<string, string>>({
    index: pclNumberText(element.index),
    name: element.name,
}));
const tuplesValue: pulumi.Output<string[]>[] = cond ? [
    pet.keepers.apply(keepers => Object.entries(keepers!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v)),
] : names.map(n => [n, "x"]).map(element => pulumi.output<string[]>(element));
const stash = new pulumi.Stash("stash", {
    input: cond ? [
        pet.keepers.apply(keepers => Object.fromEntries(Object.entries(keepers!).map(([k, v]) => [`x${k}`, v]))),
    ] : names.map(n => ({
        name: n,
    })),
});
export const looped = loopedValue;
export const fromLocal = fromLocalValue;
export const numbers = numbersValue;
export const mixed = mixedValue;
export const tuples = tuplesValue;
export const stashed = stash.output;

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}
