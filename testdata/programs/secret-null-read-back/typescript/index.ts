import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// An object input holding a secret null (an optional property made secret),
// read back from the resource's outputs: the property is null, and the
// object is secret.
const first = new aws.ec2.Instance("first", {
    rootBlockDevice: {
        volumeType: "gp3",
        kmsKeyId: pulumi.secret([]).apply(secret => pclAsString((() => {
            const list = secret;
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })())) as pulumi.Output<string>,
        throughput: 125,
    },
});
const second = new aws.ec2.Instance("second", {
    rootBlockDevice: first.rootBlockDevice,
});
export const kmsKeyId = first.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.kmsKeyId);

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
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
