import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    const ami = await aws.ec2.getAmi({
        owners: ["self", "amazon"],
    });
    const pet: random.RandomPet[] = [];
    for (let index = 0; index < ami.owners!.filter(owner => owner !== "nobody").map(owner => true as boolean).length; index++) {
        pet.push(new random.RandomPet(`pet-${index}`));
    }
    const password = new random.RandomPassword("password", {
        length: 8,
        minNumeric: pulumi.recover(pulumi.secret(1), err => {
            const error = err instanceof Error ? err.message : String(err);
            return -1;
        }).apply(recover => Math.min(pet.length, recover)),
        minLower: pulumi.secret(1).apply(secret => Math.max(pet.length, secret)),
    });
    return {
        minNumeric: password.minNumeric,
    };
}
