import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Resources ranged over a value read from a secret are an output of their
// list; the builtins over their attributes, inside tuples and alone, are
// outputs too.
const names = config.getSecretObject<string[]>("names") ?? pulumi.secret<string[]>(["a", "b"]);
const pets = pulumi.unsecret(names.apply(names2 => names2.map(n => n))).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            prefix: "p",
        }));
    }
    return resources;
});
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: pets.apply(pets2 => pulumi.output(pets2.map(item => item.urn))).apply(values => (() => {
        const list = [values];
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })()) as pulumi.Output<string[]>,
});
const joined = new random.RandomShuffle("joined", {
    inputs: [
        pets.apply(pets2 => pulumi.output(pets2.map(item => item.id))).apply(values => values.join(",")),
        pulumi.output([pets.apply(pets2 => pulumi.output(pets2.map(item => item.prefix)))]).apply(pclToJSON),
    ],
});
export const results = shuffle.results;
export const joinedResults = joined.results;
export const first = ([pets.apply(pets2 => pulumi.output(pets2.map(item => item.id))), ["x"]] as [pulumi.Output<string[]>, string[]])[1];

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

// pclToJSON writes value as PCL's toJSON does: object keys sorted, no
// spaces, numbers in plain digits, and <, > and & escaped.
function pclToJSON(value: unknown): string {
    if (value === null || value === undefined) {
        return "null";
    }
    if (Array.isArray(value)) {
        return "[" + value.map(pclToJSON).join(",") + "]";
    }
    if (typeof value === "object") {
        const object = value as Record<string, unknown>;
        return "{" + Object.keys(object).sort().map(key => pclToJSON(key) + ":" + pclToJSON(object[key])).join(",") + "}";
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, c => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
}
