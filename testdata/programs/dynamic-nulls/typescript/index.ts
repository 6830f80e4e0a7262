import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Null values Go holds as interface{}: a list of objects whose attributes
// are optional (a pointer in Go, nil when null) given as a schema list,
// singleOrNone of an empty list given to optional inputs, and try of a
// value that is null (a value, not a failure). A program that reads its
// own directory, transformed, does so wherever it runs.
const flag = config.getBoolean("flag") ?? false;
const maybe = config.getObject<string[]>("maybe") ?? [];
const group = new aws.ec2.SecurityGroup("group", {
    description: (() => {
        const list = maybe;
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })(),
    name: ((): string | undefined => {
        try {
            return (() => {
                const list = maybe;
                if (list.length > 1) {
                    throw new Error("singleOrNone: the list has more than one element");
                }
                return list[0];
            })();
        } catch {}
        return "fallback";
    })(),
    ingress: pulumi.unsecret(pulumi.secret(flag)).apply((secret): {description?: string, fromPort: number, protocol: string, self?: boolean, toPort: number}[] => secret ? [] : [
        {
            fromPort: 5,
            protocol: "tcp",
            self: undefined,
            toPort: 8,
        },
        {
            description: "second",
            fromPort: 3,
            protocol: "udp",
            self: false,
            toPort: 9,
        },
    ]),
});
const bucket = new aws.s3.Bucket("bucket", {
    lifecycleRules: [
        {
            enabled: true,
            id: pclAsString(undefined),
        },
    ],
});
export const directory = Buffer.from(process.cwd()).toString("base64");
export const none = ((): string | undefined => {
    try {
        return (() => {
            const list = maybe;
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })();
    } catch {}
    return "fallback";
})();

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
