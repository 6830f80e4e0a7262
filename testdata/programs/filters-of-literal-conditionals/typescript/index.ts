import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Loops whose filter is a conditional of literals that is always false:
// the collection they make is empty and still reads as a collection of the
// loop's values (a lookup with a default, length, a loop over it).
const names = config.getObject<string[]>("names") ?? ["a", "b"];
const pet = new random.RandomPet("pet", {
    length: 2,
});
const byName = pclFromEntries(names.filter(n => true ? false : false).map(n => [n, pet.id]));
const looked = pulumi.output(byName).apply(byName2 => byName2["a"] ?? "none");
const notChosen = names.filter(n => !(false ? false : true)).map(n => `${n}!`);
const combined = pclFromEntries(names.flatMap((n, i) => (true ? false : true) && [...new Intl.Segmenter().segment(n)].length > 0 ? [[n, i]] : []));
const secretMap = pulumi.secret({
    a: "x",
}).apply(secret => Object.fromEntries(Object.entries(secret).filter(([k, v]) => false ? true : false))["a"] ?? "default");
export const results = [
    looked,
    notChosen.length,
    Object.entries(combined).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v),
    secretMap,
];

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}
