import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Loops over tuples that hold outputs of several types, some of them
// optional: Go holds such a tuple as a pulumi.Array, whose elements are
// inputs (fuzz seed 9502 read them as plain values).

const pw = new random.RandomString("pw", {
    length: 8,
    special: true,
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const digits = new random.RandomInteger("digits", {
    min: 1,
    max: 9,
});

// entries of an optional string output and plain strings.
export const stringEntries = [pw.overrideSpecial, "plain", pw.result].map((value, key) => ({key, value}));

// entries of an optional int output, an int output and a plain int.
export const intEntries = [shuffle.resultCount, digits.result, 7].map((value, key) => ({key, value}));

// A loop over the same kind of tuple, reading each value.
export const presence = [pw.overrideSpecial, "plain", shuffle.seed].map((v, i) => pulumi.output(v).apply(v2 => v2 == null ? `absent ${pclNumberText(i)}` : `present ${pclNumberText(i)}`));

// Resources ranged over the entries of such a tuple.
const ranged: random.RandomString[] = [];
for (const [index, value] of [shuffle.resultCount, 3, digits.result].map((value, key) => ({key, value})).map(e => e.key).entries()) {
    ranged.push(new random.RandomString(`ranged-${index}`, {
        length: 4 + value,
    }));
}

// The same over an object of an optional output and a plain value.
export const objectEntries = Object.entries({
    a: shuffle.resultCount,
    b: 2,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value}));
export const objectKeys = Object.entries({
    b: pw.overrideSpecial,
    a: "x",
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => e.key);

// Resources ranged over the values of such entries.
const rangedByValue = pulumi.unsecret(pulumi.output([shuffle.resultCount, 3].map((value, key) => ({key, value})).map(e => pulumi.output(e).apply(e2 => e2.value)))).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomString(`rangedByValue-${index}`, {
            length: 5,
        }));
    }
    return resources;
});

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
