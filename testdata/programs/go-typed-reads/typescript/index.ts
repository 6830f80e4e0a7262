import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Settings } from "./settings";

const config = new pulumi.Config();

// Values Go holds in another type than the one read: an int among numbers
// (held as a float64), an element of a map of outputs of different types
// (a pulumi.Input), a map of ints made a schema object with a bool
// property, a secret object given a component's object input, and an
// attribute read two ways in one condition.
const sizes = pclWhole("sizes", config.getObject<{inner: {count: number, low: number}, name: string}>("sizes"), {inner: {count: "int"}}) ?? {
    name: "n",
    inner: {
        low: 0.5,
        count: 3,
    },
};
const secretSizes = config.getSecretObject<{count: number, low: number}>("secretSizes")?.apply(value => pclWhole("secretSizes", value, {count: "int"})) ?? pulumi.secret<{count: number, low: number}>({
    low: 0.5,
    count: 2,
});
const flags = config.getObject<{echo: boolean}>("flags") ?? {
    echo: true,
};
const pet = new random.RandomPet("pet", {
    length: sizes.inner.count,
});
const mixed = {
    id: pet.id,
    length: pet.length,
};
const picked = new random.RandomPet("picked", {
    prefix: pulumi.output(mixed).apply(mixed2 => mixed2["id"] ?? "none"),
    separator: pulumi.output(mixed).apply(mixed2 => (mixed2 as Record<string, any>)["missing"] ?? "-"),
});
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: pulumi.secret({
        targetValue: sizes.inner.count,
    }),
});
const settings = new Settings("settings", {
    limits: pulumi.secret({
        tango: sizes.inner.count,
    }),
});
export const count = sizes.inner.count * 2;
export const secretCount = pulumi.interpolate`${secretSizes.count.apply(pclNumberText)}`;
export const echoed = flags.echo || flags.echo;
export const tango = settings.tango;
const step = pclWhole("step", config.getNumber("step"), "int") ?? 4;
const numbers = {
    inner: {
        low: 0.5,
        count: step,
    },
    name: "n",
};
export const stepped = numbers.inner.count + numbers.inner.low;
const chosenValue: {lima: {juliet: number, sierra: number, yankee: number}} = flags.echo ? {
    lima: {
        juliet: 7,
        sierra: -2.75,
        yankee: 6,
    },
} : {
    lima: {
        juliet: 2147483648,
        sierra: step,
        yankee: step,
    },
};
export const chosen = chosenValue.lima.yankee + 1;

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
