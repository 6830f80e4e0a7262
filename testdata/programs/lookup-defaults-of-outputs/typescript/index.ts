import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    const config = new pulumi.Config();

    // lookup of a map that holds a plain invoke's results (promises) with a
    // default that is an output (a secret config, a secret range's key): the
    // value is an output, not a promise, whichever the map or the default gives.

    const token = config.getSecret("token") ?? pulumi.secret("t");
    const key = config.get("key") ?? "missing";
    const ami = await aws.ec2.getAmi({
        mostRecent: true,
    });
    const server = new aws.ec2.Instance("server", {
        ami: token.apply(token2 => ({
            k1: ami.imageId,
        } as Record<string, string>)[key] ?? `pre ${token2}`),
        instanceType: token.apply(token2 => ({
            k1: ami.imageId,
            k2: ami.name,
        } as Record<string, string>)[key] ?? token2),
        keyName: ({
            k1: ami.imageId,
        } as Record<string, string>)[key] ?? "plain",
    });
    const ranged = pulumi.unsecret(pulumi.secret(["a"])).apply(rangeValue => {
        const resources: aws.ec2.Instance[] = [];
        for (let index = 0; index < rangeValue.length; index++) {
            resources.push(new aws.ec2.Instance(`ranged-${index}`, {
                ami: pulumi.secret(index).apply(secret => ({
                    k1: ami.imageId,
                } as Record<string, string>)[key] ?? `pre ${pclNumberText(secret)}`),
            }));
        }
        return resources;
    });
    const chosen = token.apply(token2 => ({
        k1: ami.imageId,
    } as Record<string, string>)[key] ?? token2);
    return {
        chosen: chosen,
        found: token.apply(token2 => ({
            k1: ami.imageId,
        } as Record<string, string>)["k1"] ?? token2),
    };
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
