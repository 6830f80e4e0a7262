import * as random from "@pulumi/random";

// Builtins and loops given a value that may be null, which PCL refuses
// there: a resource's optional map output, read in an apply. TypeScript
// asserts it present (keepers!), Python passes it through _operand; both
// fail as PCL does where it is null.
const pet = new random.RandomString("pet", {
    length: 6,
    special: false,
    keepers: {
        b: "second",
        a: "first",
    },
});
export const withDefault = pet.keepers.apply(keepers => keepers!["a"] ?? "none");
export const missing = pet.keepers.apply(keepers => keepers!["z"] ?? "none");
export const count = pet.keepers.apply(keepers => Object.keys(keepers!).length);
export const pairs = pet.keepers.apply(keepers => Object.entries(keepers!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})));
export const firstPair = pet.keepers.apply(keepers => pclElement(Object.entries(keepers!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})), 0));
export const joined = pet.keepers.apply(keepers => Object.entries(keepers!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${k}=${v}`).join(","));
export const values = pet.keepers.apply(keepers => Object.entries(keepers!).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, v]) => `${v}!`));

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
