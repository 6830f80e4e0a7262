import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as blocks from "@pulumi/blocks";
import * as simple from "@pulumi/simple";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // Issue 12 item 10: config whose types hold optional(...) elements or
    // members, which Go holds as pointers, given as resource, component and
    // invoke inputs, as outputs, nested in lists and objects and inside for
    // bodies: a null element stays null, a present one passes its value.
    const tags = config.getObject<Record<string, string | undefined>>("tags") ?? {
        a: "x",
        b: "y",
    };
    const names = config.getObject<(string | undefined)[]>("names") ?? ["a", undefined, "b"];
    const counts = pclWhole("counts", config.getObject<(number | undefined)[]>("counts"), ["list", "int"]) ?? [1, undefined];
    const flags = config.getObject<Record<string, boolean | undefined>>("flags") ?? {
        on: true,
    };
    const objs = config.getObject<({n: number, s: string} | undefined)[]>("objs") ?? [
        {
            n: 1,
            s: "one",
        },
        {
            n: 2.5,
            s: "two",
        },
    ];
    const maybe = pclWhole("maybe", config.getObject<{label?: string, size?: number}>("maybe"), {size: "int"}) ?? {
        label: "l",
    };
    const owners = config.getObject<(string | undefined)[]>("owners") ?? ["self", "amazon"];
    const server = new aws.ec2.Instance("server", {
        ami: "ami-1",
        instanceType: "t3.micro",
        tags: tags as Record<string, string>,
        securityGroups: names as string[],
    });
    const fromObjects = new simple.Resource("fromObjects", {
        inputOne: pclIndex(objs, 0)!.s,
        inputTwo: pclMaybe(pclIndex(objs, 0)!.n, pclInt)!,
    });
    const fromOptionalMembers = new simple.Resource("fromOptionalMembers", {
        inputOne: maybe.label,
        inputTwo: maybe.size,
    });
    const inFor = new blocks.Resource("inFor", {
        aListOfResources: objs.map(o => ({
            innerString: o!.s,
        })),
    });
    const namesInFor = new aws.ec2.Instance("namesInFor", {
        ami: "ami-2",
        instanceType: "t3.micro",
        securityGroups: names.filter(n => n != null) as string[],
        tags: Object.fromEntries(Object.entries(tags).filter(([k, v]) => v != null)) as Record<string, string>,
    });
    const comp = new Comp("comp", {names: names, tags: tags});
    const ami = await aws.ec2.getAmi({
        owners: owners as string[],
    });
    return {
        ami: ami.imageId,
        tags: tags,
        nested: {
            names: names,
            counts: counts,
            flags: flags,
            first: pclIndex(objs, 1)!.s,
        },
        label: maybe.label,
        size: maybe.size,
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

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
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
