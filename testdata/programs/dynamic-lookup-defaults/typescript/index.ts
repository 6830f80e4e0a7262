import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Fuzz seed 10448: lookup's default of any type (untyped config, a try over
// notImplemented) is converted to the type of the map's elements, optional
// ones too, as PCL converts it, in plain values and in applies.
const flag = config.getBoolean("flag") ?? true;
const anything = config.getObject<any>("anything") ?? "7";
const pet = pulumi.unsecret(pulumi.secret([1, 2])).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`pet-${index}`, {
            prefix: "p",
        }));
    }
    return resources;
});
const optionals = {
    a: flag ? "x" : undefined,
    b: undefined,
};
export const s = (optionals as Record<string, any>)["c"] ?? pclAsString((() => {
    try {
        return (() => {
            throw new Error("x");
        })();
    } catch {}
    return "d";
})());
export const n = ({
    a: flag ? 1 : undefined,
} as Record<string, number | undefined>)["c"] ?? pclAsInt(anything);
export const b = ({
    a: flag ? true : undefined,
} as Record<string, boolean | undefined>)["c"] ?? pclAsBool((() => {
    try {
        return (() => {
            throw new Error("x");
        })();
    } catch {}
    return true;
})());
export const cond = flag ? flag ? undefined : "q" : anything;
export const inApply = pet.apply(pet2 => pulumi.output(pet2.map(item => item.prefix))).apply(values => pulumi.output(Object.fromEntries(values.map((p, i) => [`k${pclNumberText(i)}`, pulumi.secret(p)])))).apply(values => values["missing"] ?? pclAsString((() => {
    try {
        return (() => {
            throw new Error("x");
        })();
    } catch {}
    return "fallback";
})()));
export const numInApply = pet.apply(pet2 => pulumi.output(pet2.map(item => item.prefix))).apply(values => Object.fromEntries(values.map((p, i) => [`k${pclNumberText(i)}`, flag ? p!.length : undefined]))["missing"] ?? pclAsInt(anything));

// pclAsBool converts a value of any type to a bool as PCL does: a string
// must be "true" or "1", "false" or "0"; null stays null.
function pclAsBool(value: any): boolean {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsBool);
    }
    if (value === null || value === undefined || typeof value === "boolean") {
        return value;
    }
    if (typeof value === "string") {
        return pclBool(value);
    }
    throw new Error("a bool is required, not " + JSON.stringify(value));
}

// pclAsInt converts a value of any type to an int as PCL does: only a whole
// number; null stays null.
function pclAsInt(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsInt);
    }
    const n = pclAsNumber(value);
    return n === null || n === undefined ? n : pclInt(n);
}

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

// pclBool converts a string to a bool as PCL does: "true" or "1" is true,
// "false" or "0" false, and anything else an error.
function pclBool(text: string): boolean {
    switch (text) {
        case "true":
        case "1":
        return true;
        case "false":
        case "0":
        return false;
    }
    throw new Error(`a bool is required, not ${JSON.stringify(text)}`);
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
