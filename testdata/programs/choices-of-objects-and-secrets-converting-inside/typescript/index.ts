import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A schema object input chosen between an object constructor holding values
// of any type (converted to the property's type) and a secret object: each
// branch is given as the input is, the constructor's values converted.
const flag = config.getBoolean("flag") ?? true;
const image = new aws.ec2.Ami("image", {
    name: "image",
});
const kind = flag ? pulumi.output((() => {
    try {
        return (() => {
            throw new Error("no");
        })();
    } catch {}
    return "gp2";
})()) : image.architecture;
const plainKind = (() => {
    try {
        return (() => {
            throw new Error("no");
        })();
    } catch {}
    return "gp3";
})();
const server = new aws.ec2.Instance("server", {
    ami: "ami-0",
    instanceType: "t3.micro",
    rootBlockDevice: flag ? {
        volumeType: kind.apply(kind2 => pclAsString(kind2)) as pulumi.Output<string>,
        volumeSize: 8,
    } : pulumi.secret({
        volumeType: "io1",
        volumeSize: 4,
    }),
});
const other = new aws.ec2.Instance("other", {
    ami: "ami-1",
    instanceType: "t3.micro",
    rootBlockDevice: !flag ? pulumi.secret({
        volumeType: "io1",
    }) : {
        volumeType: pclAsString(plainKind),
        volumeSize: image.name.apply(name => [...new Intl.Segmenter().segment(name)].length),
    },
});
export const types = [
    server.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeType),
    other.rootBlockDevice.apply(rootBlockDevice => rootBlockDevice.volumeType),
];

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
