import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Tag } from "./tag";

const config = new pulumi.Config();

// Comments travel with the code they describe: this header stays apart
// from the first declaration because a blank line separates them.

// How many characters each password has.
const length = pclWhole("length", config.getNumber("length"), "int") ?? 16;

// A C-style comment on a resource.
const passwordResource = new random.RandomPassword("password", {
    // Long enough for most services.
    length: length,
    // Special characters are left out:
    // some consoles mangle them.
    special: false,
});
const suffix = new random.RandomPet("suffix", {
    // Two words are enough.
    length: 2,
});
const keeper = new random.RandomString("keeper", {
    length: 8,
    // Replaced whenever one of these changes; the map is long enough that
    // every language has to break it over several lines.
    keepers: {
        suffix: suffix.id,
        password: passwordResource.result,
        length: `${pclNumberText(length)} characters, and some more text to make it long`,
    },
});
const tagged = new Tag("tagged", {
    // The component turns this into a tag.
    name: suffix.id,
});

// The generated password.
export const password = passwordResource.result;

// Read from the component.
export const tag = tagged.tag;

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
