import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// lookup with a default pyright types as Any (the result of try): the value
// is of the map's element type, not optional, where a string is taken
// (made secret, an output of a string).
const names = {
    a: "x",
    b: "y",
};
const objectResource = new aws.s3.BucketObject("object", {
    bucket: "bucket",
    content: pulumi.secret((names as Record<string, string>)["missing"] ?? pclAsString((() => {
        try {
            return (() => {
                throw new Error("not here");
            })();
        } catch {}
        return "fallback";
    })())),
    key: names["a"] ?? "none",
});
export const found = names["a"] ?? ((): string => {
    try {
        const value = names.b;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "default";
})();

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
