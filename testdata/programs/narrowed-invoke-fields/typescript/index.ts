import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    // Objects of a list given to a schema's list input, narrowed for it (an
    // optional output where the schema takes a value), whose fields read an
    // invoke's results: TypeScript awaits the invoke, so the cast's type holds
    // their values, not promises (fuzz seed 9798).
    const ami = await aws.ec2.getAmi({
        owners: ["amazon"],
        mostRecent: true,
    });
    const first = new aws.ec2.SecurityGroup("first", {
        egress: [
            {
                cidrBlocks: ["10.0.0.0/8"],
                fromPort: 1,
                protocol: "tcp",
                toPort: 2,
            },
        ],
    });
    const group = new aws.ec2.SecurityGroup("group", {
        egress: Array.from({length: 2}, (_, i) => i).map(i => ({
            cidrBlocks: first.egress.apply(egress => pclIndex(egress, 0).cidrBlocks) as pulumi.Output<string[]>,
            description: ami.name,
            fromPort: i,
            prefixListIds: undefined,
            protocol: ami.architecture,
            self: i > 0,
            toPort: i + 1,
        })),
    });
    const other = new aws.ec2.SecurityGroup("other", {
        ingress: Array.from({length: 2}, (_, i) => i).filter(i => i < 5).map(i => ({
            description: `${ami.name}-${pclNumberText(i)}`,
            fromPort: i,
            protocol: ami.architecture,
            securityGroups: undefined,
            toPort: i,
        })),
    });
    return {
        descriptions: group.egress.apply(egress => egress.map(item => item.description)),
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
