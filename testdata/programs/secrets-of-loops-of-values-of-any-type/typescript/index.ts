import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// The secret (and unsecret) of a loop over a secret range of values of any
// type, given to typed inputs: each output element is converted to the
// input's element type inside the secret, as it would be without it.
const names = config.getObject<any>("names") ?? ["one", "two"];
const server = pulumi.unsecret(pulumi.secret(pclEntries(names).map(([key, n]) => n))).apply(rangeValue => {
    const resources: aws.ec2.Instance[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new aws.ec2.Instance(`server-${index}`, {
            ami: "ami-0",
            instanceType: "t2.micro",
            securityGroups: pulumi.secret(Array.from({length: 2}, (_, i) => i).map(e => pulumi.secret(value)).map(p => pulumi.output<any>(p).apply(p2 => pclAsString(p2)))),
            tags: pulumi.unsecret(pulumi.output(Object.fromEntries([pulumi.secret(value)].map((v, i) => [`k${pclNumberText(i)}`, pulumi.output<any>(v).apply(v2 => pclAsString(v2))])))),
        }));
    }
    return resources;
});

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

// pclEntries returns the pairs of keys and elements a for expression over a
// value of any type visits, as PCL visits them: a list's indexes and
// elements, a map's keys, in order, and values.
function pclEntries(collection: unknown): [any, any][] {
    if (Array.isArray(collection)) {
        return collection.map((value, index) => [index, value]);
    }
    if (collection !== null && typeof collection === "object") {
        return Object.entries(collection).sort(([a], [b]) => (a < b ? -1 : 1));
    }
    throw new Error(`Invalid for expression: cannot iterate over ${JSON.stringify(collection)}`);
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
