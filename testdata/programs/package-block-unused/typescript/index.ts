import * as random from "@pulumi/random";

// Package blocks whose schemas are not at hand and that nothing uses: each is
// a warning (the block is ignored), not an error, whatever form names the
// package. The package block of random, whose schema is there, pins it.
const pet = new random.RandomPet("pet", {
    length: 2,
});
export const name = pet.id;
