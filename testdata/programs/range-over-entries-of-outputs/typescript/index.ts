import * as random from "@pulumi/random";

// A range whose value is plain though it reads the entries of a list that
// holds outputs.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const copiesResource: random.RandomPet[] = [];
for (let index = 0; index < [pet.length, 3].map((value, key) => ({key, value})).map((v, k) => k).length; index++) {
    copiesResource.push(new random.RandomPet(`copies-${index}`, {
        length: 1,
    }));
}
const none: random.RandomPet[] = [];
for (let index = 0; index < [1].filter(s => false).map(s => pet.length).map((value, key) => ({key, value})).map(v => 17 as number).length; index++) {
    none.push(new random.RandomPet(`none-${index}`));
}
export const copies = copiesResource.length;
