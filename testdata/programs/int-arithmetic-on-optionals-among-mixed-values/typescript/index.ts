import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const tupleOfMixed: [pulumi.Output<number>, string] = [shuffle.resultCount.apply(resultCount => pclOperand(resultCount) * 2), "a"];
const objectOfMixed = {
    doubled: shuffle.resultCount.apply(resultCount => pclOperand(resultCount) + 1),
    name: "a",
};
const mapOfMixed = {
    k: shuffle.resultCount.apply(resultCount => pclOperand(resultCount) - 1),
    n: true,
};
const loopOfMixed = [1, 2].map(i => i === 1 ? shuffle.resultCount.apply(resultCount => pclNumberText(pclOperand(resultCount) * i)) : pulumi.output("x"));
const nested = {
    inner: [shuffle.resultCount.apply(resultCount => pclOperand(resultCount) % 2), false],
};
export const fromTuple = tupleOfMixed[0].apply(tupleOfMixed2 => tupleOfMixed2 + 0.5);
export const fromObject = objectOfMixed.doubled;
export const fromMap = mapOfMixed.k;
export const fromLoop = pclIndex(loopOfMixed, 0);
export const fromNested = nested.inner[0];

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
