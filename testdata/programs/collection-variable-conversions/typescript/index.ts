import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as blocks from "@pulumi/blocks";
import * as maxItemsOne from "@pulumi/maxItemsOne";
import * as random from "@pulumi/random";
import * as simple from "@pulumi/simple";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // A collection given to a typed destination whose elements have another
    // type converts element by element, as a constructor's elements do: lists,
    // maps, nested lists and lists of objects of numbers and bools given where
    // strings are taken (and strings where numbers are), from config, locals,
    // component inputs and outputs, resource outputs and invoke results, to
    // resource inputs, invoke arguments and component inputs, plain and eventual.
    const sizes = config.getObject<number[]>("sizes") ?? [1, 2.5];
    const flags = config.getObject<boolean[]>("flags") ?? [true, false];
    const counts = config.getObject<Record<string, number>>("counts") ?? {
        a: 1,
        b: 2.5,
    };
    const grid = pclWhole("grid", config.getObject<number[][]>("grid"), ["list", ["list", "int"]]) ?? [[1, 2], [3]];
    const blocksConfig = config.getObject<{innerString: number}[]>("blocks") ?? [
        {
            innerString: 7,
        },
        {
            innerString: 0.5,
        },
    ];
    const inner = config.getObject<{someInput: string}>("inner") ?? {
        someInput: "true",
    };
    const maybe = config.getObject<number[]>("maybe");
    const texts = config.getObject<string[]>("texts") ?? ["3", "4.5"];
    const numbers = sizes.map(s => s);
    const chosen = sizes.length > 1 ? flags : undefined;
    const labels = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v > 1]));
    const shuffle = new random.RandomShuffle("shuffle", {
        inputs: ["10", "20"],
    });
    const ranged: simple.Resource[] = [];
    for (let index = 0; index < 2; index++) {
        ranged.push(new simple.Resource(`ranged-${index}`, {
            inputOne: `r${pclNumberText(index)}`,
            inputTwo: index,
        }));
    }

    // Eventual locals: a resource's output and a list computed from it.
    const shuffled = shuffle.inputs;
    const lengths = shuffled.apply(shuffled2 => shuffled2.map(s => [...new Intl.Segmenter().segment(s)].length * 1.5));
    const fromConfig = await aws.ec2.getAmi({
        owners: sizes.map(item => pclNumberText(item)),
    });
    const fromLocal = await aws.ec2.getAmi({
        owners: numbers.map(item => pclNumberText(item)),
    });
    const fromOutputs = aws.ec2.getAmiOutput({
        owners: lengths.apply(lengths2 => lengths2.map(item => pclNumberText(item))),
    });
    const found = [
        [...new Intl.Segmenter().segment(fromConfig.imageId)].length > 3,
        [...new Intl.Segmenter().segment(fromLocal.name)].length > 30,
    ];
    const server = new aws.ec2.Instance("server", {
        ami: fromConfig.imageId,
        instanceType: "t3.micro",
        securityGroups: sizes.map(item => pclNumberText(item)),
        vpcSecurityGroupIds: flags.map(item => String(item)),
        tags: Object.fromEntries(Object.entries(counts).map(([key, item]) => [key, pclNumberText(item)])),
    });
    const fromLocals = new aws.ec2.Instance("fromLocals", {
        ami: fromLocal.imageId,
        instanceType: "t3.micro",
        securityGroups: numbers.map(item => pclNumberText(item)),
        vpcSecurityGroupIds: [String(found[0]), String(found[1])],
        tags: Object.fromEntries(Object.entries(labels).map(([key, item]) => [key, String(item)])),
    });

    // Optional collections stay null when they are, else convert.
    const optional = new aws.ec2.Instance("optional", {
        ami: "ami-3",
        instanceType: "t3.micro",
        securityGroups: maybe == null ? undefined : maybe.map(item => pclNumberText(item)),
        vpcSecurityGroupIds: chosen == null ? undefined : chosen.map(item => String(item)),
    });
    const objects = new blocks.Resource("objects", {
        aListOfResources: blocksConfig.map(item => ({
            innerString: pclNumberText(item.innerString),
        })),
    });
    const single = new maxItemsOne.Resource("single", {
        innerResource: {
            someInput: pclBool(inner.someInput),
        },
    });
    const comp = new Comp("comp", {
        ids: texts.map(item => pclNumber(item)),
        amounts: shuffled.apply(shuffled2 => shuffled2.map(item => pclNumber(item))),
        rows: grid.map(item => item.map(item2 => pclNumberText(item2))),
        marks: Object.fromEntries(Object.entries(counts).map(([key, item]) => [key, pclNumberText(item)])),
        levels: server.tags.apply(tags => tags == null ? undefined : Object.fromEntries(Object.entries(tags).map(([key, item]) => [key, pclNumber(item)]))) as pulumi.Output<Record<string, number>>,
    });
    const eventual = new aws.ec2.Instance("eventual", {
        ami: fromOutputs.imageId,
        instanceType: "t3.micro",
        securityGroups: lengths.apply(lengths2 => lengths2.map(item => pclNumberText(item))),
        vpcSecurityGroupIds: comp.weights.apply(weights => weights.map(item => pclNumberText(item))),
        tags: comp.scores.apply(scores => Object.fromEntries(Object.entries(scores).map(([key, item]) => [key, pclNumberText(item)]))),
    });
    return {
        owners: [
            fromConfig.owners,
            fromLocal.owners,
            fromOutputs.apply(fromOutputs2 => fromOutputs2.owners),
        ],
        rows: comp.rows,
    };
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

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
