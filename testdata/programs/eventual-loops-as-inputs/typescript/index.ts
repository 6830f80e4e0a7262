import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// A list read from resources created inside an apply is an output of the
// list of their outputs' values, given as a typed input: Python gathers
// the outputs with Output.all, which pyright types as a list of strings
// (an invoke's output form takes a list of plain strings).
const src = new random.RandomPet("src", {
    length: 2,
});
const pets = pulumi.unsecret(pulumi.output([src.id, "z"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            prefix: value,
        }));
    }
    return resources;
});
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: pets.apply(pets2 => pulumi.output(pets2.map(p => p.id))),
    resultCount: pets.apply(pets2 => pets2.length),
});
const ami = aws.ec2.getAmiOutput({
    owners: pets.apply(pets2 => pulumi.output(pets2.map(item => item.id))),
    mostRecent: true,
});
export const picked = shuffled.results;
export const amiId = ami.id;
