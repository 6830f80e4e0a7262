import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Joining lists of optional strings, plain and gathered from outputs: each
// element is a string here, and joins.
const names = config.getObject<(string | undefined)[]>("names") ?? ["a", "b"];
const shuffles: random.RandomShuffle[] = [];
for (let index = 0; index < 2; index++) {
    shuffles.push(new random.RandomShuffle(`shuffles-${index}`, {
        inputs: ["x"],
        seed: "s",
    }));
}
export const plain = names.map(pclString).join("-");
export const gathered = pulumi.output(shuffles.map(item => item.seed)).apply(values => values.map(pclString).join("-"));
export const secret = pulumi.secret(names.map(n => n)).apply(secret2 => secret2.map(pclString).join(","));

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

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
