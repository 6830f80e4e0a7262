import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Locals that nothing reads are still computed: an invoke in one is made,
// even in its output form (its arguments are outputs), and a local
// computed from outputs runs. Go waits for such locals at the end of the
// program, since its SDK runs an apply only for whoever waits for it.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const unusedAmi = aws.ec2.getAmiOutput({
    owners: [pet.id],
    mostRecent: true,
});
const unusedName = pulumi.interpolate`${pet.id}-unused`;
const unusedLength = unusedName.apply(unusedName2 => [...new Intl.Segmenter().segment(unusedName2)].length + 1);
export const petId = pet.id;
