import * as random from "@pulumi/random";

// A resource whose version option chooses a schema whose version carries
// build metadata (+exp.sha.1234): a Go module version cannot, so pcl2go -o
// requires the SDK module at 4.11.2-alpha.1 and warns that it dropped it.
const pet = new random.RandomPet("pet", {
    length: 2,
}, {
    version: "4.11.2-alpha.1+exp.sha.1234",
});
export const name = pet.id;
