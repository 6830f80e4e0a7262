import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Resources ranged over a secret read elements of a tuple of an int and a
// number, computed from outputs, where numbers are taken.

const base = new random.RandomInteger("base", {
    min: 1,
    max: 5,
});
const mixed = [base.result, base.result.apply(result => result * 1.5)];
const ranged = pulumi.unsecret(pulumi.secret(true).apply((secret): string[] => secret ? ["x", "y"] : ["z"])).apply(rangeValue => {
    const resources: random.RandomInteger[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomInteger(`ranged-${index}`, {
            min: 0,
            max: pulumi.all([
                pulumi.secret(true),
                pulumi.output(pulumi.output(mixed).apply(mixed2 => mixed2[0])),
            ]).apply(([secret, v]) => pclInt(Math.min(secret ? pclAsNumber((() => {
                try {
                    return (() => {
                        throw new Error("never");
                    })();
                } catch {}
                return -3;
            })()) : v))),
            keepers: {
                first: pulumi.interpolate`${mixed[0].apply(pclNumberText)}`,
                second: pulumi.interpolate`${pulumi.output(pulumi.output(mixed).apply(mixed2 => mixed2[1])).apply(v => v + 1).apply(pclNumberText)}`,
            },
        }));
    }
    return resources;
});

// pclAsNumber converts a value of any type to a number as PCL does: a
// string must hold a decimal number; null stays null.
function pclAsNumber(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsNumber);
    }
    if (value === null || value === undefined || typeof value === "number") {
        return value;
    }
    if (typeof value === "string") {
        return pclNumber(value);
    }
    throw new Error("a number is required, not " + JSON.stringify(value));
}

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
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
