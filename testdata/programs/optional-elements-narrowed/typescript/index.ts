import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // Issue 12 item 19: a value whose elements are optional, given where a
    // value with elements that are not optional is taken, is narrowed as PCL
    // converts it: lists and maps of optional strings, nested lists and
    // objects, from config and from locals, given to resource inputs, invoke
    // arguments and component inputs, with and without a value.
    const names = config.getObject<(string | undefined)[]>("names") ?? ["b", "c"];
    const tags = config.getObject<Record<string, string | undefined>>("tags") ?? {
        a: "x",
    };
    const nested = config.getObject<((string | undefined)[] | undefined)[]>("nested") ?? [["d"], ["e", "f"]];
    const rules = config.getObject<{cidrs: (string | undefined)[]}[]>("rules") ?? [
        {
            cidrs: ["10.0.0.0/8"],
        },
    ];
    const optionalNames = config.getObject<(string | undefined)[]>("optionalNames");
    const localNames = names;
    const localTags = tags;
    const flat = names.map(n => n);
    const firstRule = pclIndex(rules, 0);
    const fromConfig = new aws.ec2.Instance("fromConfig", {
        ami: "ami-1",
        instanceType: "t3.micro",
        securityGroups: names as string[],
        tags: tags as Record<string, string>,
    });
    const fromLocals = new aws.ec2.Instance("fromLocals", {
        ami: "ami-2",
        instanceType: "t3.micro",
        securityGroups: localNames as string[],
        tags: localTags as Record<string, string>,
    });
    const fromFor = new aws.ec2.Instance("fromFor", {
        ami: "ami-3",
        instanceType: "t3.micro",
        securityGroups: flat as string[],
    });
    const fromUnset = new aws.ec2.Instance("fromUnset", {
        ami: "ami-5",
        instanceType: "t3.micro",
        securityGroups: optionalNames as string[] | undefined,
    });
    const group = new aws.ec2.SecurityGroup("group", {
        ingress: [
            {
                protocol: "tcp",
                fromPort: 80,
                toPort: 80,
                cidrBlocks: firstRule.cidrs as string[],
            },
        ],
        egress: rules.map(r => ({
            protocol: "tcp",
            fromPort: 443,
            toPort: 443,
            cidrBlocks: r.cidrs as string[],
        })),
    });
    const ami = await aws.ec2.getAmi({
        owners: names as string[],
    });
    const amiFromLocal = await aws.ec2.getAmi({
        owners: localNames as string[],
    });
    const amiNested = await aws.ec2.getAmi({
        owners: pclIndex(nested, 1) as string[] | undefined,
    });
    const comp = new Comp("comp", {names: names as string[], tags: localTags as Record<string, string>});
    return {
        amis: [ami.imageId, amiFromLocal.imageId, amiNested.imageId],
        joined: comp.joined,
        nested: nested.map(l => l!.map(pclString).join("+")).join(","),
    };
}

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
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

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
