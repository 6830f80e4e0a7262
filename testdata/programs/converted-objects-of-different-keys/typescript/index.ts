import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Lists of objects of different keys, converted element by element to a
// schema's object type (a number port to an int): the keys some objects
// lack are null where they are absent.
const open = config.getBoolean("open") ?? false;
const port = config.getNumber("port") ?? 443;
const rules: [{fromPort: number, protocol: string, self: boolean, toPort: number}, {description: string, fromPort: number, protocol: string, toPort: number}] = [
    {
        fromPort: port,
        protocol: "tcp",
        self: open,
        toPort: port,
    },
    {
        fromPort: 80,
        protocol: "udp",
        toPort: 80,
        description: "web",
    },
];
const secured = new aws.ec2.SecurityGroup("secured", {
    egress: pulumi.secret<[{fromPort: number, protocol: string, self: boolean, toPort: number}, {fromPort: number, protocol: string, toPort: number}]>([
        {
            fromPort: pclInt(port),
            protocol: "tcp",
            self: open,
            toPort: 1,
        },
        {
            fromPort: 1,
            protocol: "udp",
            toPort: 2,
        },
    ]),
    ingress: pulumi.unsecret(pulumi.secret(rules)).apply(secret => secret.map(item => ({
        description: pclAsString((item as Record<string, any>)["description"] ?? undefined),
        fromPort: pclInt(item.fromPort),
        protocol: item.protocol,
        self: pclAsBool((item as Record<string, any>)["self"] ?? undefined),
        toPort: pclInt(item.toPort),
    }))),
});
const local = new aws.ec2.SecurityGroup("local", {
    ingress: [
        {
            fromPort: pclInt(rules[0].fromPort),
            protocol: rules[0].protocol,
            self: rules[0].self,
            toPort: pclInt(rules[0].toPort),
        },
        rules[1],
    ],
});

// pclAsBool converts a value of any type to a bool as PCL does: a string
// must be "true" or "1", "false" or "0"; null stays null.
function pclAsBool(value: any): boolean {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsBool);
    }
    if (value === null || value === undefined || typeof value === "boolean") {
        return value;
    }
    if (typeof value === "string") {
        return pclBool(value);
    }
    throw new Error("a bool is required, not " + JSON.stringify(value));
}

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

// pclBool converts a string to a bool as PCL does: "true" or "1" is true,
// "false" or "0" false, and anything else an error.
function pclBool(text: string): boolean {
    switch (text) {
        case "true":
        case "1":
        return true;
        case "false":
        case "0":
        return false;
    }
    throw new Error(`a bool is required, not ${JSON.stringify(text)}`);
}

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
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
