import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    const config = new pulumi.Config();
    const owner = config.requireSecretNumber("owner");

    // An invoke's argument computed by a loop over a secret config: its
    // elements are outputs, so the invoke is called in its output form.
    const image = aws.ec2.getAmiOutput({
        mostRecent: true,
        owners: ["amazon", "aws"].filter(prefix => ((): boolean => {
            try {
                return false;
            } catch {}
            return true;
        })()).map(prefix => pulumi.interpolate`${prefix}-${owner.apply(pclNumberText)}`),
    });
    return {
        imageId: image.id,
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
