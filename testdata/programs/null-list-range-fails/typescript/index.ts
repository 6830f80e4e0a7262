import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const names = config.getObject<string[]>("names");
const named: random.RandomPet[] = [];
for (const [index, value] of pclOperand(names).entries()) {
    named.push(new random.RandomPet(`named-${index}`, {
        prefix: value,
    }));
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
