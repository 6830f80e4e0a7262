import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const pet = new random.RandomPet("pet");
const password = new random.RandomPassword("password", {
    length: 10,
});
const text = new random.RandomString("text", {
    length: 5,
});

// One apply over more than eight outputs of different types.
export const picked = pulumi.all([
    pulumi.all([
        password.special,
        text.upper,
        pet.id,
        password.length,
        text.length,
        pet.length,
        password.minLower,
        password.result,
    ]),
    pulumi.all([text.result, password.number, password.lower]),
]).apply(([[special, upper, id, length, length2, length3, minLower, result], [result2, number2, lower]]): string[] => special && upper ? [
    id,
    pclNumberText(length),
    pclNumberText(length2),
    pclNumberText(length3),
    pclNumberText(minLower),
    result,
    result2,
    String(number2),
    String(lower),
] : []);

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
