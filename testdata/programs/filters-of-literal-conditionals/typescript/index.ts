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
const byName = Object.fromEntries(names.filter(n => true ? false : false).map(n => [n, pet.id]));
const looked = pulumi.output(byName).apply(byName2 => byName2["a"] ?? "none");
const notChosen = names.filter(n => !(false ? false : true)).map(n => `${n}!`);
const combined = Object.fromEntries(names.flatMap((n, i) => (true ? false : true) && [...new Intl.Segmenter().segment(n)].length > 0 ? [[n, i]] : []));
const secretMap = pulumi.secret({
    a: "x",
}).apply(secret => Object.fromEntries(Object.entries(secret).filter(([k, v]) => false ? true : false))["a"] ?? "default");
export const results = [
    looked,
    notChosen.length,
    Object.entries(combined).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v),
    secretMap,
];
