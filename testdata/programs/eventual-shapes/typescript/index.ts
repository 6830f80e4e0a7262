import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Shapes } from "./shapes";

export = async () => {
    const config = new pulumi.Config();

    // Values whose types hold eventual parts in shapes the fuzz campaigns found
    // mistyped: a tuple holding an awaited invoke's list, the optional outputs
    // of ranged resources given as a list of strings, a conditional of objects
    // one of which has a null property, and a range over a tuple that mixes
    // plain values and outputs; an apply's object whose list PCL types as a
    // tuple (TypeScript's value is an array), and a loop over an empty list.
    const ami = await aws.ec2.getAmi({
        owners: ["self"],
    });
    const lists: [string[], string[] | undefined] = [["a", "b"], ami.owners];
    const shuffles: random.RandomShuffle[] = [];
    for (let index = 0; index < 2; index++) {
        shuffles.push(new random.RandomShuffle(`shuffles-${index}`, {
            inputs: ["x", "y"],
            seed: `s${pclNumberText(index)}`,
        }));
    }
    const fromSeeds = new random.RandomShuffle("fromSeeds", {
        inputs: shuffles.map(item => item.seed) as pulumi.Output<string>[],
    });
    const wide = config.getBoolean("wide") ?? false;
    const shaped: {a: number, b?: undefined} = wide ? {
        a: 1,
    } : {
        a: 2,
        b: undefined,
    };
    const sized = new random.RandomInteger("sized", {
        min: 1,
        max: 10,
    });
    const byCount = pulumi.unsecret(pulumi.output([16, sized.result])).apply(rangeValue => {
        const resources: random.RandomString[] = [];
        for (const [index, value] of rangeValue.entries()) {
            resources.push(new random.RandomString(`byCount-${index}`, {
                length: value > 5 ? value : 6,
            }));
        }
        return resources;
    });
    const first = new Shapes("first", {flag: sized.result.apply(result => result > 3)});
    const nothing = ([] as any[]).map(s => s);
    return {
        lists: lists,
        shaped: shaped,
        empty: first.empty,
        count: byCount.apply(byCount2 => byCount2.length),
        nested: sized.result.apply(result => result > 3 ? result > 5 ? {
            quebec: {
                papa: true,
            },
        } : {
            quebec: {
                papa: undefined,
            },
            tango: undefined,
        } : {
            quebec: {
                papa: false,
            },
            tango: ["alpha"],
        }),
        splitNothing: nothing.map(v => pclAsString(v).split("a")),
    };
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
