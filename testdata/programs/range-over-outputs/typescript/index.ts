import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Resources ranged over outputs are created inside an apply on the range.
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["alpha", "bravo", "charlie"],
});
const perResult = pulumi.unsecret(shuffle.results).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`perResult-${index}`, {
            length: 8,
            keepers: {
                name: value,
            },
        }));
    }
    return resources;
});
const labels = new random.RandomPet("labels", {
    keepers: {
        team: "infra",
        env: "dev",
    },
});
const perLabel = pulumi.unsecret(labels.keepers).apply(rangeValue => {
    const resources: Record<string, random.RandomInteger> = {};
    for (const [key, value] of Object.entries(pclOperand(rangeValue))) {
        resources[key] = new random.RandomInteger(`perLabel-${key}`, {
            min: 0,
            max: 10,
            keepers: {
                label: `${key}=${value}`,
            },
        });
    }
    return resources;
});
const counted = pulumi.unsecret(shuffle.results.apply(results => results.length)).apply(rangeValue => {
    const resources: random.RandomId[] = [];
    for (let index = 0; index < rangeValue; index++) {
        resources.push(new random.RandomId(`counted-${index}`, {
            byteLength: 4,
            prefix: `id-${pclNumberText(index)}`,
        }));
    }
    return resources;
});

// References to the ranged resources go through applies.
export const first = perResult.apply(perResult2 => pclIndex(perResult2, 0).result);
export const all = perResult.apply(perResult2 => pulumi.output(perResult2.map(item => item.result)));
export const count = counted.apply(counted2 => counted2.length);
export const infra = perLabel.apply(perLabel2 => pclIndex(perLabel2, "team").result);

// A list whose elements are outputs is resolved whole.
const fromTuple = pulumi.unsecret(pulumi.output([labels.id, shuffle.results.apply(results => pclIndex(results, 0))])).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`fromTuple-${index}`, {
            length: 6,
            keepers: {
                source: value,
            },
        }));
    }
    return resources;
});
const fromFor = pulumi.unsecret(pulumi.all([shuffle.results, labels.keepers]).apply(([results, keepers]) => results.map(r => pclIndex(keepers, r)))).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`fromFor-${index}`, {
            length: 6,
            keepers: {
                source: value!,
            },
        }));
    }
    return resources;
});

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
