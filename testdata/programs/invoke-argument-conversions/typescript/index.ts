import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as simple from "@pulumi/simple";
import * as unversioned from "@pulumi/unversioned";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // Invoke arguments convert to the types of the function's inputs, as
    // resource inputs convert to theirs: numbers and bools given for strings,
    // in lists built by for expressions (over config, and over resources whose
    // outputs the elements depend on) and by list constructors, and alone; strings given
    // for bools; in invokes that are locals, resource inputs, for bodies,
    // outputs and a component's.
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
    const count = pclWhole("count", config.getNumber("count"), "int") ?? 3;
    const ranged: simple.Resource[] = [];
    for (let index = 0; index < 2; index++) {
        ranged.push(new simple.Resource(`ranged-${index}`, {
            inputOne: `r${pclNumberText(index)}`,
            inputTwo: index,
        }));
    }
    const fromFor = await aws.ec2.getAmi({
        owners: sizes.map(e => pclNumberText(e.n)),
    });
    const fromTuple = await aws.ec2.getAmi({
        owners: [pclNumberText(count), String(pclIndex(sizes, 0).flag), "self"],
        mostRecent: true,
        nameRegex: pclNumberText(count),
    });
    const fromOutputs = aws.ec2.getAmiOutput({
        owners: ranged.map(r => r.id.apply(id => pclNumberText([...new Intl.Segmenter().segment(id)].length))),
    });
    const looked = await unversioned.lookup({
        key: pclNumberText(count),
    });
    const server = new aws.ec2.Instance("server", {
        ami: (await aws.ec2.getAmi({
            owners: [pclNumberText(pclIndex(sizes, 1).n)],
        })).imageId,
        instanceType: "t3.micro",
        securityGroups: (await Promise.all(sizes.map(async e => (await aws.ec2.getAmi({
            owners: [String(e.flag)],
            nameRegex: pclNumberText(e.n),
        })).name))),
    });
    const comp = new Comp("comp", {ids: sizes.map(e => e.n)});
    return {
        owners: [
            fromFor.owners,
            fromTuple.owners,
            fromOutputs.apply(fromOutputs2 => fromOutputs2.owners),
        ],
        inline: (await aws.ec2.getAmi({
            owners: [pclNumberText(count * 2)],
            mostRecent: false,
        })).imageId,
        looked: looked.value,
        comp: comp.ami,
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
