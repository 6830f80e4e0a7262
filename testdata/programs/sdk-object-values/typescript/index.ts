import * as blocks from "@pulumi/blocks";
import * as maxItemsOne from "@pulumi/maxItemsOne";
import { Comp } from "./comp";

export = async () => {
    // Values of a schema's object types, which SDKs give as they hold them (Go
    // structs, Python output types keyed by Python names, JavaScript objects
    // without the properties that are not set), where they leave the SDK's
    // typed positions: stack outputs, toJSON and a component's input hold them
    // as PCL does, keyed by the schema's names, with every property (null where
    // it is not set). The Go SDK drops the nulls of a stack output's maps, and
    // Go's component takes typed maps, which hold no nulls: objects with unset
    // properties are written by toJSON only.
    const single = new maxItemsOne.Resource("single", {
        innerResource: {
            someInput: true,
        },
    });
    const unset = new maxItemsOne.Resource("unset", {
        innerResource: {},
    });
    const blk = new blocks.Resource("blk", {
        aListOfResources: [
            {
                innerString: "a",
            },
            {},
        ],
    });
    const full = new blocks.Resource("full", {
        aListOfResources: [
            {
                innerString: "b",
            },
            {
                innerString: "c",
            },
        ],
    });
    const comp = new Comp("comp", {
        inner: single.innerResourceOutput.apply(value => pclObject(value, {someInput: null})),
        items: full.aListOfResources.apply(value => pclObject(value, ["list", {innerString: null}])),
    });
    return {
        object: single.innerResourceOutput.apply(value => pclObject(value, {someInput: null})),
        unsetJson: unset.innerResource.apply(value => pclObject(value, {someInput: null})).apply(pclToJSON),
        objects: full.aListOfResources.apply(value => pclObject(value, ["list", {innerString: null}])),
        json: single.innerResourceOutput.apply(value => pclObject(value, {someInput: null})).apply(pclToJSON),
        jsonList: blk.aListOfResources.apply(value => pclObject(value, ["list", {innerString: null}])).apply(pclToJSON),
        property: single.innerResourceOutput.apply(innerResourceOutput => innerResourceOutput.someInput),
        fromComponent: comp.summary,
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
