import * as aws from "@pulumi/aws";

// lookup with a default that pyright types as Any: a property of an object
// whose properties are of several types (a dict[str, Any] to pyright), or
// arithmetic on one. pyright picked dict.get's overload without a default,
// whose result may be None, in a concatenation, an input, arithmetic and a
// builtin's argument.
const settings = {
    name: "web",
    port: 8080,
    zones: ["a"],
};
const names = {
    a: "x",
    b: "y",
};
const ports = {
    http: 80,
};
const zones = {
    east: ["c"],
};
const objectResource = new aws.s3.BucketObject("object", {
    bucket: (names as Record<string, string>)["c"] ?? settings.name,
    key: "key",
});
export const greeting = `hello "${(names as Record<string, string>)["c"] ?? settings.name}"`;
export const port = ((ports as Record<string, number>)["https"] ?? settings.port + 1) + 1;
export const zoneCount = ((zones as Record<string, string[]>)["west"] ?? settings.zones).length;

// A lookup in an object without properties is of its default's type.
export const emptyParts = pclAsString(({} as Record<string, string>)["missing"] ?? "a-b").split("-").map(part => `${part}!`);

// A default that is a template of a value pyright types as Any (try's).
export const triedDefault = (names as Record<string, string>)["c"] ?? `x-${((): string => {
    try {
        const value = settings.name;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "y";
})()}`;

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
