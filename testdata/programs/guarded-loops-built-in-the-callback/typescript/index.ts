import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// try and can catch the failure of building a for expression that holds
// outputs: a key repeated by an object's for expression whose values are
// secret. Inside the guard such a loop is built in the apply's callback
// from what it reads resolved, not resolved whole as the apply's argument
// (built before the callback, outside the guard). A failure that does not
// read the secret (its keys are plain) may leave the fallback plain; one
// that reads it (a key missing from a secret map) is secret.

const names = config.getObject<string[]>("names") ?? ["a", "b"];
const token = config.getSecret("token") ?? pulumi.secret("t");
const table = config.getSecretObject<Record<string, string>>("table") ?? pulumi.secret<Record<string, string>>({
    a: "x",
});
const vm = pulumi.unsecret(pulumi.secret(["a"])).apply(rangeValue => {
    const resources: aws.ec2.Instance[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new aws.ec2.Instance(`vm-${index}`, {
            ami: `pre ${pclNumberText(((): number => {
                try {
                    const value2 = Object.keys(pclFromEntries(["", pulumi.secret(value)].map(v => ["dup", pulumi.output(pulumi.output(v))]))).length;
                    if (value2 !== undefined) {
                        return value2;
                    }
                } catch {}
                return 10;
            })())}!`,
        instanceType: pulumi.output(names.map(n => token)).apply(values => ((): string => {
            try {
                const value2 = pclIndex(values, 5);
                if (value2 !== undefined) {
                    return value2;
                }
            } catch {}
            return "fallback";
        })()),
        keyName: pulumi.interpolate`${token.apply(token2 => (() => {
            try {
                return pclFromEntries(names.map(n => ["same", token2])) !== undefined;
            } catch {
                return false;
            }
        })())}`,
        tags: {
            missing: table.apply(table2 => ((): string => {
                try {
                    const value2 = pclIndex(table2, "b");
                    if (value2 !== undefined) {
                        return value2;
                    }
                } catch {}
                return "fallback";
            })()),
            absent: pulumi.interpolate`${table.apply(table2 => (() => {
                try {
                    return pclIndex(table2, "b") !== undefined;
                } catch {
                    return false;
                }
            })())}`,
        },
}));
}
return resources;
});
export const repeatedKeys = token.apply(token2 => (() => {
    try {
        return pclFromEntries(names.map(n => ["same", token2])) !== undefined;
    } catch {
        return false;
    }
})());
export const distinctKeys = token.apply(token2 => (() => {
    try {
        return pclFromEntries(names.map(n => [n, token2])) !== undefined;
    } catch {
        return false;
    }
})());
export const groupedKeys = pulumi.output(pclGroup(names.map(n => ["same", token]))).apply(values => (() => {
    try {
        return values !== undefined;
    } catch {
        return false;
    }
})());

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
