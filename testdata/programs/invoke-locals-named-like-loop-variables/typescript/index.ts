import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as simple from "@pulumi/simple";

export = async () => {
    const config = new pulumi.Config();

    // Locals holding invokes that PCL makes plain and Go in their output form
    // (their arguments read a secret config variable, which Go holds as an
    // output), named as the loop variables a backend invents (value, index,
    // key), read inside resources ranged over a list, a map and a number, whose
    // loops have such variables.
    const owner = config.getSecret("owner") ?? pulumi.secret("self");
    const value = aws.ec2.getAmiOutput({
        owners: [owner],
    });
    const index = aws.ec2.getAmiOutput({
        owners: ["self", owner],
    });
    const key = pulumi.runtime.invokeOutput<simple.GetSecretResult>("simple:index:getSecret", {
        name: owner,
    });
    const byList: aws.ec2.Instance[] = [];
    for (const [index2, value2] of ["a", "b"].entries()) {
        byList.push(new aws.ec2.Instance(`byList-${index2}`, {
            ami: value.id,
            instanceType: pulumi.interpolate`${value2}-${index.name}-${pclNumberText(index2)}`,
        }));
    }
    const byMap: Record<string, aws.ec2.Instance> = {};
    for (const [key2, value2] of Object.entries({
        x: "one",
        y: "two",
    })) {
        byMap[key2] = new aws.ec2.Instance(`byMap-${key2}`, {
            ami: key.name,
            instanceType: pulumi.interpolate`${key2}=${value2}/${value.name}`,
        });
    }
    const byCount: aws.ec2.Instance[] = [];
    for (let index2 = 0; index2 < 2; index2++) {
        byCount.push(new aws.ec2.Instance(`byCount-${index2}`, {
            ami: index.id,
            instanceType: pulumi.interpolate`t${pclNumberText(index2)}.${key.value}`,
        }));
    }
}

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}
