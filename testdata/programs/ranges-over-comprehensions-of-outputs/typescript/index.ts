import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import * as simple from "@pulumi/simple";

export = async () => {
    const config = new pulumi.Config();

    // Resources ranged over a comprehension whose values are outputs and whose
    // filter reads one or an invoke's secret result, over a list and over an
    // empty tuple: the range is made an
    // output of the resolved list (Python's type checker typed it a list of
    // outputs, whose elements a template adds to).
    const names = config.getObject<string[]>("names") ?? ["a", "b"];
    const one = new random.RandomPet("one", {
        length: 1,
    });
    const named = pulumi.unsecret(one.id.apply(id => names.filter(n => id !== "x").map(n => id))).apply(rangeValue => {
        const resources: random.RandomPet[] = [];
        for (const [index, value] of rangeValue.entries()) {
            resources.push(new random.RandomPet(`named-${index}`, {
                prefix: `${value}-${pclNumberText(index)}`,
            }));
        }
        return resources;
    });
    const none: any[] = [];
    const overNone = pulumi.unsecret(one.id.apply(id => (none as any[]).filter(n => id !== "x").map(n => id))).apply(rangeValue => {
        const resources: random.RandomPet[] = [];
        for (const [index, value] of rangeValue.entries()) {
            resources.push(new random.RandomPet(`overNone-${index}`, {
                prefix: `${value}-${pclNumberText(index)}`,
            }));
        }
        return resources;
    });
    const secretOf = await simple.getSecret({
        name: "token",
    });
    const overInvoke = pulumi.unsecret(pulumi.output((none as any[]).filter(n => secretOf.value !== "x").map(n => one.id))).apply(rangeValue => {
        const resources: random.RandomPet[] = [];
        for (const [index, value] of rangeValue.entries()) {
            resources.push(new random.RandomPet(`overInvoke-${index}`, {
                prefix: pulumi.all([(none as any[]).filter(n => secretOf.value !== "x").map(n => one.id), one.id]).apply(([values, id]) => crypto.createHash("sha1").update(`pre ${`${value}-${id}`} end`).digest("hex")),
            }));
        }
        return resources;
    });
    const keyed = pulumi.unsecret(one.id.apply(id => pclFromEntries(names.filter(n => id !== "x").map(n => [n, id])))).apply(rangeValue => {
        const resources: Record<string, random.RandomPet> = {};
        for (const [key, value] of Object.entries(rangeValue)) {
            resources[key] = new random.RandomPet(`keyed-${key}`, {
                prefix: `${value}-${key}`,
            });
        }
        return resources;
    });
    return {
        count: named.apply(named2 => named2.length),
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
