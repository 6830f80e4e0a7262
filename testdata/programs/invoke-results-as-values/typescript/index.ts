import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import * as simple from "@pulumi/simple";

export = async () => {
    // An invoke's whole result where a value leaves the SDK's typed positions: a
    // stack output, toJSON's argument, inside a tuple and an object. PCL holds
    // it as an object keyed by the schema's names: Python's result is an
    // instance of a class whose properties are attributes (not a dict, which
    // _pcl_value read with get), Go's a struct json.Marshal keys by Go names,
    // and the plain form (a promise the backends await) had no shape at all.
    const named = new random.RandomPet("named", {
        length: 2,
    });
    const plainResult = await simple.getSecret({
        name: "plain",
    });
    const outputResult = pulumi.runtime.invokeOutput<simple.GetSecretResult>("simple:index:getSecret", {
        name: named.id,
    });
    return {
        plainWhole: pclObject(plainResult, {name: null, value: null}),
        plainJson: pclToJSON(pclObject(plainResult, {name: null, value: null})),
        plainInside: pclObject({
            result: plainResult,
            pair: [plainResult, "text"],
        }, {pair: ["tuple", [{name: null, value: null}, null]], result: {name: null, value: null}}),
        outputWhole: outputResult.apply(value => pclObject(value, {name: null, value: null})),
        outputJson: outputResult.apply(value => pclObject(value, {name: null, value: null})).apply(pclToJSON),
        outputInside: pulumi.output([outputResult, outputResult.value]).apply(value => pclObject(value, ["tuple", [{name: null, value: null}, null]])),
    };
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

// pclObject gives the objects of a schema's types in value every property,
// null where it is not set, as PCL's objects have. shape follows the value's
// type: null leaves a value as it is, ["list", shape] is a list's,
// ["tuple", [shape...]] a tuple's, ["map", shape] a map's and
// {property: shape} an object's.
function pclObject(value: any, shape: any): any {
    if (value === null || value === undefined || shape === null) {
        return value;
    }
    if (Array.isArray(shape)) {
        if (shape[0] === "list") {
            return value.map((item: any) => pclObject(item, shape[1]));
        }
        if (shape[0] === "tuple") {
            return value.map((item: any, i: number) => pclObject(item, shape[1][i]));
        }
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pclObject(item, shape[1])]));
    }
    return Object.fromEntries(Object.keys(shape).map(key => [key, pclObject(value[key] ?? null, shape[key])]));
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
