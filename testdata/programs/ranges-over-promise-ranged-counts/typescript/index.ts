import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    const ami = await aws.ec2.getAmi({
        owners: ["self", "amazon"],
    });
    const pet: random.RandomPet[] = [];
    for (const [index, value] of pclOperand(ami.owners).entries()) {
        pet.push(new random.RandomPet(`pet-${index}`, {
            prefix: value,
        }));
    }
    const id: random.RandomId[] = [];
    for (let index = 0; index < [pet.map(item => item.id).length, 2].length; index++) {
        id.push(new random.RandomId(`id-${index}`, {
            byteLength: 4,
            keepers: {
                a: "b",
            },
        }));
    }
    const keepers = id.map(item => item.keepers);
    return {
        keepers: keepers,
    };
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
