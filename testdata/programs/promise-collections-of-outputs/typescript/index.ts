import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // Loops over a collection built from an invoke's result (a promise, which
    // Go holds as a plain value) whose elements are outputs: the loop reads
    // them as eventuals through its variables (fuzz seed 10324).
    const ami = await aws.ec2.getAmi({
        owners: ["amazon", "self"],
    });
    const pet = new random.RandomPet("pet", {
        keepers: {
            a: "b",
        },
    });
    const byOwner = Object.fromEntries(ami.owners!.map((v, i) => [`k${pclNumberText(i)}`, pet.keepers.apply(keepers => Object.keys(keepers!).length)]));
    const perOwner = ami.owners!.map(v => pulumi.interpolate`${v}-${pet.id}`);
    const shuffled = new random.RandomShuffle("shuffled", {
        // A secret of each element.
        inputs: pulumi.output(byOwner).apply(byOwner2 => pulumi.output(Object.entries(byOwner2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, a]) => pulumi.secret(`-${pclNumberText(a)}`)))),
    });
    const kept = new random.RandomShuffle("kept", {
        // A condition and a value reading the elements and another output.
        inputs: pulumi.all([byOwner, pet.length]).apply(([byOwner2, length]) => Object.entries(byOwner2).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, a]) => a > 0).map(([k, a]) => `${k}=${pclNumberText(a)}/${pclNumberText(length)}`)),
    });
    const keyed = new random.RandomId("keyed", {
        byteLength: 4,
        // Keys from the elements, secret values.
        keepers: pulumi.output(byOwner).apply(byOwner2 => pulumi.output(pclFromEntries(Object.entries(byOwner2).map(([k, a]) => [`${k}-${pclNumberText(a)}`, pulumi.secret(a).apply(secret => pclNumberText(secret))])))),
    });
    const grouped = new random.RandomId("grouped", {
        byteLength: 4,
        keepers: pulumi.output(perOwner).apply(perOwner2 => pulumi.output(pclGroup(perOwner2.map(a => ["all", pulumi.secret(a)])))).apply(values => Object.fromEntries(Object.entries(values).map(([k, vs]) => [k, vs.join(",")]))),
    });
    return {
        secrets: pulumi.output(perOwner).apply(perOwner2 => pulumi.output(perOwner2.map(a => pulumi.secret(`<${a}>`)))),
        nested: pulumi.all([byOwner, perOwner]).apply(([byOwner2, perOwner2]) => Object.entries(byOwner2).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, a]) => perOwner2.map(b => `${k}:${pclNumberText(a)}:${b}`))),
        keys: keyed.keepers,
    };
}

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}

// pclGroup collects the values of a grouping for expression by key, each
// key's values in the order the loop made them.
function pclGroup<T>(entries: readonly (readonly [string | number | boolean, T])[]): Record<string, T[]> {
    const groups: Record<string, T[]> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (!Object.prototype.hasOwnProperty.call(groups, name)) {
            groups[name] = [];
        }
        groups[name].push(value);
    }
    return groups;
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
