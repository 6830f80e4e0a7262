import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Resources created in an apply on a range that may be secret take the
// range's secrecy on the inputs that read range.key or range.value; Go
// prints such an input as its value alone, so its Go type is the value's:
// arithmetic on optional ints is an int in Go, wherever the binder types it
// as a number.
const word = config.getSecret("word") ?? pulumi.secret("x");
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: [word, "b"],
    resultCount: 2,
});
const pets = pulumi.unsecret(pulumi.output([1, 2].map(i => shuffle.resultCount))).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            length: pulumi.output([1, 2].map(i => shuffle.resultCount)).apply(values => pclOperand(value) % 3 + 1),
            separator: pulumi.output([1, 2].map(i => shuffle.resultCount)).apply(values => `${pclNumberText(pclOperand(value) * 2)}`),
        }));
    }
    return resources;
});
const ids = pulumi.unsecret(pulumi.all([shuffle.results, shuffle.resultCount]).apply(([results, resultCount]) => results.map(s => resultCount))).apply(rangeValue => {
    const resources: random.RandomId[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomId(`ids-${index}`, {
            byteLength: pulumi.all([shuffle.results, shuffle.resultCount]).apply(([results, resultCount]) => results.map(s => resultCount)).apply(values => pclOperand(value) - 1),
            prefix: pulumi.all([shuffle.results, shuffle.resultCount]).apply(([results, resultCount]) => results.map(s => resultCount)).apply<string>(values => index === 0 ? "first" : "other"),
        }));
    }
    return resources;
});
export const petIds = pets.apply(pets2 => pulumi.output(pets2.map(item => item.id)));

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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
