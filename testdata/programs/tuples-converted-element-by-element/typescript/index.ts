import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A tuple given where a tuple of other element types is taken converts each
// element to its own: `c ? s : [1, "a"]` gives [1, "2"] where s is [1, 2].
const pick = config.getBoolean("pick") ?? true;
const plain = [1, 2];
const secretPair = pulumi.secret([3, 4]);
const secretObjects = pulumi.secret([
    {
        k: 1,
    },
    {
        k: 2,
    },
]);
const emptyObjects = pulumi.secret<Record<string, any>[]>([{}, {}]);
const fromPlainValue: [number, string] = pick ? [plain[0], pclNumberText(plain[1])] : [1, "a"];
const fromSecretValue = pick ? pulumi.output<[number | boolean, string]>(pulumi.output([secretPair[0], secretPair.apply(secretPair2 => pclNumberText(secretPair2[1]))])) : pulumi.output<[number | boolean, string]>([true, "b"]);
const fromObjectsValue = pick ? secretObjects.apply((value): [{k: number}, {j?: number, k?: number}] => [value[0], value[1]]) : pulumi.output<[{k: number}, {j?: number, k?: number}]>([
    {
        k: 3,
    },
    {
        j: 4,
    },
]);
const fromEmptyValue = pick ? emptyObjects.apply((value): [{"a.b"?: boolean}, {"with space"?: boolean}] => [value[0], value[1]]) : pulumi.output<[{"a.b"?: boolean}, {"with space"?: boolean}]>([
    {
        "a.b": true,
    },
    {
        "with space": false,
    },
]);
const inObjectValue: {t: [number, string]} = pick ? {
    t: [plain[0], pclNumberText(plain[1])],
} : {
    t: [5, "c"],
};
const inTupleValue: [[number, string], [pulumi.Output<number>, pulumi.Output<string>] | pulumi.Output<(number | string)[]>] = pick ? [
    [plain[0], pclNumberText(plain[1])],
    [secretPair[0], secretPair.apply(secretPair2 => pclNumberText(secretPair2[1]))],
] : [[6, "d"], pulumi.output([7, "e"])];
const nestedValue: [[number, string], [string, number]] = pick ? [[plain[0], pclNumberText(plain[1])], ["8", 9]] : [[1, "f"], ["g", 2]];
const secretTupleValue = pick ? pulumi.secret([1, "2"]) : pulumi.output([1, "h"]);
const secretObjectValue = pick ? pulumi.secret({
    x: 1,
    y: "2",
}) : pulumi.output({
    x: 1,
    y: "i",
});
export const fromPlain = fromPlainValue;
export const fromSecret = fromSecretValue;
export const fromObjects = fromObjectsValue;
export const fromEmpty = fromEmptyValue;
export const inObject = inObjectValue;
export const inTuple = inTupleValue;
export const nested = nestedValue;
export const secretTuple = secretTupleValue;
export const secretObject = secretObjectValue;

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
