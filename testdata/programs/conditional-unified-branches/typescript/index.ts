import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Conditionals whose branches are objects of other attributes: PCL unifies
// the branch types (strings where one branch has a bool, absent attributes
// optional), and a selected branch keeps its own attributes.
const pick = config.getBoolean("pick") ?? true;
const empty: any[] = [];
export const primitive = pick ? "true" : "no";
export const objects = pick ? {
    a: "true",
} : {
    a: "x",
    b: 1,
};
export const numberOrString = !pick ? "x" : "3";
export const inList = [
    pick ? {
        a: "false",
    } : {
        a: "y",
        b: 2,
    },
];
export const inMap = {
    k: !pick ? {
        a: "z",
    } : {
        a: "true",
        c: [1],
    },
};
export const nested = pick ? {
    x: {
        a: "true",
    },
} : {
    x: {
        a: "x",
        b: 1,
    },
};
export const mapsOfObjects = pick ? {
    alpha: {
        echo: "e",
        extra: undefined,
        tango: true,
    },
    "with space": {
        echo: "true",
        tango: false,
    },
} : Object.fromEntries((empty as any[]).map((v, k) => [`k${pclNumberText(k)}`, {
    echo: "b",
    quebec: false,
    tango: false,
}]));
export const literalCondition = true ? {
    a: 1,
    b: {
        c: "true",
    },
} : {
    a: 2,
    b: {
        c: "s",
        d: 1,
    },
};
export const forBody = [1, 2].map(i => i === 1 ? {
    v: "true",
} : {
    v: "two",
    w: i,
});

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
