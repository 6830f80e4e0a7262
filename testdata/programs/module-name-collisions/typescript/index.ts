import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export = async () => {
    const config = new pulumi.Config();

    // User names spelled like the modules and typing names generated code
    // imports (Python's math for a remainder, decimal for a number's text,
    // typing's cast and Any; TypeScript's crypto; Go's fmt, strconv, sha1 and
    // hex): each variable takes another name, so the calls still reach the
    // modules.
    const divisor = config.getNumber("divisor") ?? 2.5;
    const math = new random.RandomInteger("math", {
        min: 1,
        max: 10,
    });
    const cast = math.result.apply(result => pclModulo(result, divisor));
    const decimal = `n=${pclNumberText(divisor / 3)}`;
    const Any: [pulumi.Output<number>, number] = [cast, divisor];
    const json = pclToJSON({
        a: divisor,
    });
    const unicodedata = [...new Intl.Segmenter().segment("é")].length;
    const cryptoValue = crypto.createHash("sha1").update(decimal).digest("hex");
    const sha1 = `${cryptoValue}:${pclNumberText(unicodedata)}`;
    const hex = Buffer.from(sha1).toString("base64");
    const fmt = `${hex}!`;
    const strconv = `${pclNumberText(divisor)}`;
    return {
        remainder: cast,
        text: decimal,
        values: Any,
        encoded: json,
        graphemes: unicodedata,
        digest: fmt,
        number: strconv,
    };
}

// pclModulo takes the remainder as PCL does: by zero it is an error.
function pclModulo(dividend: number, divisor: number): number {
    if (divisor === 0) {
        throw new Error("Division by zero");
    }
    return dividend % divisor;
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

// pclToJSON writes value as PCL's toJSON does: object keys sorted, no
// spaces, numbers in plain digits, and <, > and & escaped.
function pclToJSON(value: unknown): string {
    if (value === null || value === undefined) {
        return "null";
    }
    if (Array.isArray(value)) {
        return "[" + value.map(pclToJSON).join(",") + "]";
    }
    if (typeof value === "object") {
        const object = value as Record<string, unknown>;
        return "{" + Object.keys(object).sort().map(key => pclToJSON(key) + ":" + pclToJSON(object[key])).join(",") + "}";
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, c => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
