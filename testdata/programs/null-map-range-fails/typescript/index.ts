import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const tags = config.getObject<Record<string, string>>("tags");
const tagged: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries(pclOperand(tags))) {
    tagged[key] = new random.RandomPet(`tagged-${key}`, {
        prefix: value,
    });
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
