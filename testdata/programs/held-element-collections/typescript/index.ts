import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Fuzz seed 10300: the elements element, lookup and singleOrNone pick from a
// collection whose elements hold outputs without being outputs ([pet[*].id,
// ["q"]]), at an index or key only known when the program runs, given as
// inputs, locals and stack outputs.
const count = pclWhole("count", config.getNumber("count"), "int") ?? 2;
const pet: random.RandomPet[] = [];
for (let index = 0; index < count; index++) {
    pet.push(new random.RandomPet(`pet-${index}`));
}
const pickedValue = pclElement([pet.map(item => item.id), ["q"]], count - 1);
const group = new aws.ec2.SecurityGroup("group", {
    ingress: [
        {
            fromPort: 80,
            toPort: 80,
            protocol: "tcp",
            cidrBlocks: pclElement([pet.map(item => item.id)], count + 1),
            ipv6CidrBlocks: (() => {
                const list = Object.entries({} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, x]) => pet.map(item => item.id));
                if (list.length > 1) {
                    throw new Error("singleOrNone: the list has more than one element");
                }
                return list[0];
            })(),
            prefixListIds: (() => {
                const list = [pet.map(item => item.id)];
                if (list.length > 1) {
                    throw new Error("singleOrNone: the list has more than one element");
                }
                return list[0];
            })(),
            securityGroups: ({
                a: pet.map(item => item.id),
                b: [pclIndex(pet, 0).id],
            } as Record<string, any>)[count > 1 ? "b" : "a"] ?? ["d"],
        },
    ],
});
export const picked = pickedValue;
export const onlyMap = (() => {
    const list = [
        {
            a: pclIndex(pet, 0).id,
            b: "plain",
        },
    ];
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})();
export const none = (() => {
    const list = ([] as any[]).map(x => [pclIndex(pet, 0).id]);
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})();
export const missing = ({
    a: pet.map(item => item.id),
} as Record<string, pulumi.Output<string>[]>)["b"] ?? ["default"];

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
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
