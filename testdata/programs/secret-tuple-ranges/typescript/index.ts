import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Counted } from "./counted";

// Resources ranged over tuples that hold a secret element. The backends
// resolve such a range as a whole, so every instance reads range.key and
// range.value as secrets: more secret than PCL's value (only the secret
// element's instance), which the runs allow, and never less.
const secretName = pulumi.secret("b");
const pets = pulumi.unsecret(pulumi.output(["a", secretName, "c"])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            prefix: pulumi.interpolate`${pulumi.secret(value)}-${pulumi.secret(index).apply(pclNumberText)}`,
            keepers: {
                known: (false ? pulumi.secret(value) : pulumi.output("")).apply(value2 => String((() => {
                    try {
                        return value2 !== undefined;
                    } catch {
                        return false;
                    }
                })())),
            },
        }));
    }
    return resources;
});

// A component ranging over a tuple of a constant and an input that has a
// default, which the component reads as an output (one instance is given a
// secret).
const counted = new Counted("counted");
const secretlyCounted = new Counted("secretlyCounted", {size: pulumi.secret(3)});
export const prefixes = pets.apply(pets2 => pulumi.output(pets2.map(item => item.prefix)));

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
