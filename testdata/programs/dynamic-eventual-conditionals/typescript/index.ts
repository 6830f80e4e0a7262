import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals of a dynamic branch (a lookup in an empty map gives its
// default as a value of any type) and an output branch: dynamic is the top
// of unification, but the conditional may give the output, so it is typed
// as an output of a dynamic value (fuzz seed 9566: Go read the output as a
// plain string and failed at run time).

const kilo = config.get("kilo") ?? "k";
const pick = config.getBoolean("pick") ?? false;
const pw = new random.RandomString("pw", {
    length: 3,
});

// As an input, inside a call over a list.
const input = new random.RandomString("input", {
    length: 3,
    overrideSpecial: ((() => {
        try {
            return (() => {
                throw new Error("not here");
            })();
        } catch {}
        return false;
    })() ? pulumi.output(({} as Record<string, string>)["100%"] ?? kilo) : pw.result.apply(result => ((): string => {
        try {
            return result;
        } catch {}
        return "100%";
    })())).apply(value => pclAsString([value][0])) as pulumi.Output<string>,
});

// As a resource input directly, with the output branch chosen.
const direct = new random.RandomString("direct", {
    length: 4,
    overrideSpecial: pick ? pclAsString(({} as Record<string, string>)["key"] ?? kilo) : pw.result,
});

// As a stack output, with the dynamic branch chosen.
export const chosenDynamic = !pick ? pulumi.output(({} as Record<string, string>)["key"] ?? kilo) : pw.result;

// In a loop's body.
export const inLoop = ["a", "b"].map(s => s === "a" ? pulumi.output(({} as Record<string, string>)[s] ?? "none") : pw.result);

// Within ranged instances over a secret range, whose reads are secret outputs.
const ranged = pulumi.unsecret(pulumi.secret(["a", "b"])).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`ranged-${index}`, {
            length: 3,
            overrideSpecial: pulumi.output<any>(((() => {
                try {
                    return (() => {
                        throw new Error("not here");
                    })();
                } catch {}
                return false;
            })() ? pulumi.output(({} as Record<string, string>)["100%"] ?? kilo) : pulumi.secret(value).apply(secret => ((): string => {
                try {
                    return secret;
                } catch {}
                return "100%";
            })())).apply(value2 => [value2][0])).apply(v => pclAsString(v)) as pulumi.Output<string>,
        }));
    }
    return resources;
});

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
