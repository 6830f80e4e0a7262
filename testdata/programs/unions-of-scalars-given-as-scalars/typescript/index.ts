import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

export = async () => {
    const config = new pulumi.Config();

    // A choice of an int and an optional value of another scalar type is a
    // union of them, which keeps the value chosen (3 stays an int beside an
    // optional string). Given where a scalar is taken, it converts as PCL
    // converts a value of any type, and null stays null where null is taken.
    const on = config.getBoolean("on") ?? true;
    const off = config.getBoolean("off") ?? false;
    const optionalNumber = pulumi.secret(on ? 2.5 : undefined);
    const optionalText = pulumi.secret(on ? "t" : undefined);
    const plainText = (on ? "t" : undefined) as string | undefined;
    const intOrNumber = off ? pulumi.output(3) : optionalNumber;
    const intOrText = off ? pulumi.output<string | number | undefined>(3) : pulumi.output<string | number | undefined>(optionalText);
    const plainIntOrText = off ? 7 : plainText;
    const chosenInt = on ? pulumi.output<string | number | undefined>(4) : pulumi.output<string | number | undefined>(optionalText);
    const pet = new random.RandomPet("pet", {
        prefix: intOrText.apply(intOrText2 => pclAsString(intOrText2)),
    });
    const plainPet = new random.RandomPet("plainPet", {
        prefix: pclAsString(plainIntOrText),
    });
    const intPet = new random.RandomPet("intPet", {
        prefix: chosenInt.apply(chosenInt2 => pclAsString(chosenInt2)),
        separator: off ? "-" : intOrText.apply(intOrText2 => pclAsString(intOrText2)),
    });
    const sized = new random.RandomShuffle("sized", {
        inputs: ["a", "b", "c"],
        resultCount: on ? 2 : intOrNumber.apply(intOrNumber2 => pclAsInt(intOrNumber2)),
    });
    return {
        prefix: pet.prefix,
        plainPrefix: plainPet.prefix,
        intPrefix: intPet.prefix,
        separator: intPet.separator,
        number: on ? pulumi.output(1.5) : intOrNumber,
        numberHeld: off ? pulumi.output(1.5) : intOrNumber,
        text: on ? pulumi.output("s") : intOrText.apply(intOrText2 => pclAsString(intOrText2)),
        values: {
            number: intOrNumber,
            text: intOrText,
            chosen: chosenInt,
        },
        template: pulumi.interpolate`${intOrNumber.apply(pclText)}/${intOrText.apply(pclText)}/${chosenInt.apply(pclText)}`,
    };
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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
