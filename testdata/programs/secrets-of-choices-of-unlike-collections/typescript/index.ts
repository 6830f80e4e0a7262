import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Secrets of conditionals whose branches are collections of unlike
// shapes, one a for expression: lists of objects with other properties,
// objects of other value types, maps of lists.
const flip = config.getBoolean("flip") ?? true;
const listsOfObjectsValue = pulumi.unsecret(pulumi.secret<{name: string, size?: number}[]>(flip ? ["a"].map(s => ({
    name: s,
})) : [
    {
        name: "b",
    },
    {
        name: "c",
        size: 2.5,
    },
]));
const listsOfListsValue = pulumi.unsecret(pulumi.secret<string[][]>(!flip ? [1, 2].map(n => [pclNumberText(n)]) : [["a"], ["3"]]));
const mapsOfObjectsValue = pulumi.unsecret(pulumi.secret<Record<string, {v: string, w?: boolean}>>(flip ? Object.fromEntries(Object.entries({
    a: 1,
}).map(([k, v]) => [k, {
    v: pclNumberText(v),
}])) : {
    b: {
        v: "x",
        w: true,
    },
}));
const keptInsideValue = [
    pulumi.unsecret(pulumi.secret<{m?: string, n: number}[]>(flip ? [1].map(n => ({
        n: n,
    })) : [
        {
            n: 2,
            m: "x",
        },
    ])),
];
export const listsOfObjects = listsOfObjectsValue;
export const listsOfLists = listsOfListsValue;
export const mapsOfObjects = mapsOfObjectsValue;
export const keptInside = keptInsideValue;

// Lists of lists of maps, which Go's SDK has no named type for.
const listsOfListsOfMapsValue: [{a: string}[], [{b: string}, {c: string}]] = [
    [
        {
            a: "x",
        },
    ],
    [
        {
            b: "y",
        },
        {
            c: flip ? "z" : "w",
        },
    ],
];
const heldListsOfListsOfMapsValue = [
    [
        {
            a: pulumi.secret("x"),
        },
    ],
];
export const listsOfListsOfMaps = listsOfListsOfMapsValue;
export const heldListsOfListsOfMaps = heldListsOfListsOfMapsValue;

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
