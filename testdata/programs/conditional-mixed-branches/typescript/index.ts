import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as blocks from "@pulumi/blocks";
import * as maxItemsOne from "@pulumi/maxItemsOne";
import * as simple from "@pulumi/simple";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // A conditional whose branches have no common type (objects with attributes
    // of different types, lists of different lengths and element types,
    // primitives) is the branch its condition chooses, converted to where it is
    // given: resource inputs (in a for body and alone), invoke arguments,
    // component inputs, locals and outputs, with the condition true and false.
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
    const narrow = !wide;
    const objectsWide = new blocks.Resource("objectsWide", {
        aListOfResources: sizes.map(e => wide ? {
            innerString: pclNumberText(e.n),
        } : {
            innerString: String(e.flag),
        }),
    });
    const objectsNarrow = new blocks.Resource("objectsNarrow", {
        aListOfResources: sizes.map(e => narrow ? {
            innerString: pclNumberText(e.n),
        } : {
            innerString: String(e.flag),
        }),
    });
    const primitives = new simple.Resource("primitives", {
        inputOne: wide ? pclNumberText(pclIndex(sizes, 0).n) : String(pclIndex(sizes, 0).flag),
        inputTwo: narrow ? 7 : 8,
    });
    const collections = new aws.ec2.Instance("collections", {
        ami: "ami-1",
        instanceType: "t3.micro",
        securityGroups: wide ? [pclNumberText(pclIndex(sizes, 1).n), String(pclIndex(sizes, 1).flag)] : ["one"],
    });
    const single = new maxItemsOne.Resource("single", {
        innerResource: wide ? {
            someInput: true,
        } : {
            someInput: pclIndex(sizes, 1).flag,
        },
    });
    const ami = await aws.ec2.getAmi({
        owners: narrow ? [pclNumberText(pclIndex(sizes, 0).n)] : [String(pclIndex(sizes, 0).flag), "x"],
    });
    const comp = new Comp("comp", {
        items: sizes.map(e => wide ? {
            s: pclNumberText(e.n),
        } : {
            s: String(e.flag),
        }),
    });
    const chosen: {n: number} | string[] = wide ? {
        n: pclIndex(sizes, 0).n,
    } : ["list"];
    return {
        chosen: chosen,
        other: narrow ? {
            n: pclIndex(sizes, 0).n,
        } : ["list"],
        ami: ami.imageId,
        comp: comp.joined,
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
