import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Strings used as operands convert as PCL converts them, outside property
// position too: a string holding a number is that number in arithmetic and
// ordering (port + 1 is 8081, not "80801"), a string "true" or "false" (or
// "1" or "0") is that bool in logic, in a conditional's condition and in a
// resource option. Plain and eventual (secret) operands alike.
const port = config.get("port") ?? "8080";
const flag = config.get("flag") ?? "false";
const ratio = config.get("ratio") ?? "2.5";
const next = pclNumber(port) + 1;
const difference = pclNumber(port) - pclNumber(ratio);
const product = pclNumber(ratio) * 2;
const quotient = pclNumber(port) / 4;
const remainder = pclNumber(port) % 7;
const negated = -pclNumber(ratio);
const larger = pclNumber(port) > pclNumber(ratio);
const notFlag = !pclBool(flag);
const either = pclBool(flag) || pclNumber(port) < 10;
const both = (pclBool(flag) && true) as boolean;
const chosen: string = pclBool(flag) ? "on" : "off";
const inListValue = [port, ratio].filter(p => pclNumber(p) > 3).map(p => pclNumber(p) * 2);
const secretPort = pulumi.secret(port);
const eventualValue = secretPort.apply(secretPort2 => pclNumber(secretPort2) + 1);
const eventualOnValue = pulumi.secret(flag).apply<string>(secret => pclBool(secret) ? "on" : "off");
const pet = new random.RandomPet("pet", {
    length: pclInt(pclNumber(port) % 3 + 1),
}, {
    protect: pclBool(flag),
    retainOnDelete: !pclBool(flag),
});
export const arithmetic = [next, difference, product, quotient, remainder, negated];
export const logic = [larger, notFlag, either, both, chosen];
export const inList = inListValue;
export const eventual = eventualValue;
export const eventualOn = eventualOnValue;

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
