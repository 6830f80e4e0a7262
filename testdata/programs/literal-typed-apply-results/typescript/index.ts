import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Applies whose callbacks TypeScript would give a literal type (a logical
// operation with a literal, a conditional of literals), read by comparisons
// with other literals.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const password = new random.RandomPassword("password", {
    length: 8,
});
const neverValue = password.special.apply<boolean>(special => special && false);
const always = password.upper.apply<boolean>(upper => upper || true);
const small = pet.length.apply<number>(length => length > 1 ? 1 : 2);
const word = pet.length.apply<string>(length => length > 1 ? "long" : "short");
const maybeNo = password.lower.apply<boolean>(lower => !(lower && false));
const named = new random.RandomPet("named", {
    length: pulumi.all([neverValue, small]).apply<number>(([never2, small2]) => never2 === true ? 3 : small2),
    prefix: pulumi.all([word, always, maybeNo]).apply<string>(([word2, always2, maybeNo2]) => word2 === "medium" ? "m" : `${always2 === false}-${maybeNo2 !== true}`),
});
export const checks = [
    neverValue.apply(never2 => never2 === true),
    always.apply(always2 => always2 !== false),
    small.apply(small2 => small2 === 3),
    word.apply(word2 => word2 !== "medium"),
    maybeNo.apply(maybeNo2 => maybeNo2 === false),
];
