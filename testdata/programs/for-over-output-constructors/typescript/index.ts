import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as simple from "@pulumi/simple";
import { Comp } from "./comp";

export = async () => {
    // Issue 12 item 4's relative in Go: a for expression over a list or object
    // constructor that holds outputs, whose body does not read them (a plain
    // invoke, the index or key, a constant), ranges over the constructor as the
    // input collection it is: as resource inputs, locals, outputs, component
    // inputs, with filters and nested.
    const server = new aws.ec2.Instance("server", {
        ami: "ami-1",
        instanceType: "t3.micro",
    });
    const ranged: simple.Resource[] = [];
    for (let index = 0; index < 2; index++) {
        ranged.push(new simple.Resource(`ranged-${index}`, {
            inputOne: `r${pclNumberText(index)}`,
            inputTwo: index,
        }));
    }
    const ids = [server.id, server.arn];
    const invokeBody = new aws.ec2.Instance("invokeBody", {
        ami: "ami-2",
        instanceType: "t3.micro",
        securityGroups: (await Promise.all([server.id].map(async o => (await aws.ec2.getAmi({
            owners: ["x"],
        })).imageId))),
    });
    const indexBody = new aws.ec2.Instance("indexBody", {
        ami: "ami-3",
        instanceType: "t3.micro",
        securityGroups: [server.id, server.arn].flatMap((o, i) => i > 0 ? [`${pclNumberText(i)}`] : []),
    });
    const localSource = new aws.ec2.Instance("localSource", {
        ami: "ami-4",
        instanceType: "t3.micro",
        securityGroups: (await Promise.all(ids.map(async o => (await aws.ec2.getAmi({
            owners: ["y"],
        })).name))),
    });
    const objectSource = new aws.ec2.Instance("objectSource", {
        ami: "ami-5",
        instanceType: "t3.micro",
        securityGroups: Object.entries({
            first: server.id,
            second: server.arn,
        }).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k),
        tags: Object.fromEntries((await Promise.all(Object.entries({
            a: server.id,
            b: pclIndex(ranged, 0).result,
        }).map(async ([k, v]) => [k, (await aws.ec2.getAmi({
            owners: [k],
        })).imageId] as const)))),
    });
    const nested = new aws.ec2.Instance("nested", {
        ami: "ami-6",
        instanceType: "t3.micro",
        securityGroups: [server.id].map(o => [pclIndex(ranged, 1).result, server.arn].map((p, i) => `n${pclNumberText(i)}`).join("-")),
    });
    const comp = new Comp("comp", {
        names: [server.id, pclIndex(ranged, 0).result].map((o, i) => `c${pclNumberText(i)}`),
    });
    const amis = (await Promise.all([server.id, server.arn].map(async o => (await aws.ec2.getAmi({
        owners: ["w"],
    })).imageId)));
    return {
        amis: amis,
        count: [server.id, server.arn, ids[0]].map(o => 1 as number).length,
        keys: Object.entries({
            x: server.arn,
            y: "plain",
        }).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `key-${k}`),
        compNames: comp.joined,
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
