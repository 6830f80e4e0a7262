import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as blocks from "@pulumi/blocks";
import * as simple from "@pulumi/simple";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // Issue 12 item 18: a value given to a typed destination through the body
    // of a for expression (or a branch of a conditional) is converted, and its
    // object keys named, as the same value given directly: numbers and bools
    // to strings, in lists and maps of objects and of primitives, nested for
    // expressions, resource and component inputs; and a for expression in an
    // invoke's arguments.
    const sizes = config.getObject<{flag: boolean, n: number}[]>("sizes") ?? [
        {
            n: 1,
            flag: true,
        },
        {
            n: 2.5,
            flag: false,
        },
    ];
    const wide = config.getBoolean("wide") ?? true;
    const numbers = new blocks.Resource("numbers", {
        aListOfResources: sizes.map(e => ({
            innerString: pclNumberText(e.n),
        })),
    });
    const flags = new blocks.Resource("flags", {
        aListOfResources: sizes.filter(e => e.n > 1).map(e => ({
            innerString: String(e.flag),
        })),
    });
    const chosen = new blocks.Resource("chosen", {
        aListOfResources: wide ? sizes.map(e => ({
            innerString: pclNumberText(e.n),
        })) : [
            {
                innerString: "0",
            },
        ],
    });
    const branches = new blocks.Resource("branches", {
        aListOfResources: sizes.map(e => wide ? {
            innerString: pclNumberText(e.n),
        } : {
            innerString: pclNumberText(e.n * 2),
        }),
    });
    const ranged: simple.Resource[] = [];
    for (let index = 0; index < 2; index++) {
        ranged.push(new simple.Resource(`ranged-${index}`, {
            inputOne: pclNumberText(pclIndex([index].map(i => i), 0)),
            inputTwo: index,
        }));
    }
    const server = new aws.ec2.Instance("server", {
        ami: "ami-1",
        instanceType: "t3.micro",
        securityGroups: sizes.map(e => pclNumberText(e.n)),
        tags: Object.fromEntries(sizes.map((e, i) => [`size${pclNumberText(i)}`, String(e.flag)])),
    });
    const fromOutputs = new aws.ec2.Instance("fromOutputs", {
        ami: "ami-2",
        instanceType: "t3.micro",
        securityGroups: ranged.map(r => r.inputTwo.apply(inputTwo => pclMaybe(inputTwo, pclNumberText)!)),
        tags: pulumi.output(ranged.map(r => r.result)).apply(values => pclFromEntries(ranged.map((r, i) => [pclIndex(values, i), pclNumberText(i)]))),
    });
    const ingress = new aws.ec2.SecurityGroup("ingress", {
        ingress: sizes.map(e => ({
            protocol: "tcp",
            fromPort: 80,
            toPort: 81,
            cidrBlocks: [e.n, e.n + 1].map(f => pclNumberText(f)),
        })),
    });
    const comp = new Comp("comp", {
        items: sizes.map(e => ({
            s: pclNumberText(e.n),
        })),
        names: pclFromEntries(sizes.map(e => [`n${pclNumberText(e.n)}`, String(e.flag)])),
    });
    const ami = await aws.ec2.getAmi({
        owners: sizes.map(e => e.flag ? "self" : "amazon"),
    });
    return {
        ami: ami.imageId,
        names: comp.names,
    };
}

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
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

// pclMaybe converts a value that may be null as PCL does: null stays null.
function pclMaybe<T, R>(value: T | null | undefined, convert: (value: T) => R): R | undefined {
    return value === null || value === undefined ? undefined : convert(value);
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
