import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // Resources ranged over a plain invoke's result, which every backend
    // resolves before it creates them: the collection of resources is plain,
    // so builtins over it (length, element, join of a splat) are plain too,
    // in locals and in the inputs and outputs that read them.
    const ami = await aws.ec2.getAmi({
        owners: ["self", "amazon"],
    });
    const pets: random.RandomPet[] = [];
    for (let index = 0; index < ami.owners!.map(o => o).length; index++) {
        pets.push(new random.RandomPet(`pets-${index}`, {
            length: 2,
        }));
    }
    const named: Record<string, random.RandomString> = {};
    for (const key of Object.keys(pclFromEntries(ami.owners!.map(o => [o, o])))) {
        named[key] = new random.RandomString(`named-${key}`, {
            length: 4,
        });
    }
    const count = pets.map(item => item.length).length;
    const lengths = pets.map(p => p.length);
    const keyCount = Object.keys(named).length;
    const second = pclElement(pets, 1);
    const summary = new random.RandomPet("summary", {
        length: count % 3 + keyCount,
        prefix: `n${pclNumberText(count)}-${pclNumberText(keyCount)}`,
        separator: second.separator,
    });
    return {
        count: count,
        lengths: lengths.length,
        secondLength: second.length,
    };
}

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
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
