import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Holder } from "./holder";

export = async () => {
    const config = new pulumi.Config();

    // Values whose Go types the fuzz campaigns found mistaken, with the test
    // schemas: a recover of a dynamic value (pulumi.DeferredOutput cannot hold
    // an interface{}), a recover of an int whose type is a number, an unset
    // secret config list (read, not used: Go's null list output is an empty
    // one), an object of optional strings given as a map of
    // strings, a logical operator over one value twice, a conditional of
    // single-element lists of an int and of a number, and an object built in a
    // for expression given as a list of a schema's objects.
    const tags = pulumi.secret(config.getObject<{name: string, port: number}[]>("tags")).apply(value => pclWhole("tags", value, ["list", {port: "int"}]));
    const wide = config.getSecretBoolean("wide") ?? pulumi.secret(true);
    const limits = pclWhole("limits", config.getObject<Record<string, {count: number, on: boolean}>>("limits"), ["map", {count: "int"}]) ?? {
        a: {
            on: false,
            count: 3,
        },
    };
    const sizes = config.getObject<Record<string, number>>("sizes") ?? {
        small: 1.5,
    };
    const length = new random.RandomId("length", {
        byteLength: pulumi.recover(pulumi.secret((() => {
            try {
                return (() => {
                    throw new Error("not here");
                })();
            } catch {}
            return 16;
        })()), err => {
            const error = err instanceof Error ? err.message : String(err);
            return 15;
        }).apply(recover => pclAsInt(recover)),
    });
    const recovered = pulumi.recover(pulumi.secret(3), err => {
        const error = err instanceof Error ? err.message : String(err);
        return 1.5;
    }).apply(recover => recover * 2);
    const labels = pulumi.unsecret(pulumi.secret(wide.apply((wide2): {first?: string, second?: string} => wide2 ? {
        first: "a",
        second: "b",
    } : {})));
    const holder = new Holder("holder", {labels: labels});
    const both = pulumi.all([wide, wide]).apply(([wide2, wide3]) => wide2 && wide3);
    const scaled: number[][] = Object.entries(limits).sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, limit]) => limit.on ? [pclIndex(sizes, "small")] : [limit.count]);
    const ami = await aws.ec2.getAmi({
        owners: ["self"],
        filters: Array.from({length: 2}, (_, i) => i).map(i => ({
            name: `name-${pclNumberText(i)}`,
            values: [],
        })),
    });
    return {
        byteLength: length.byteLength,
        recovered: recovered,
        holderLabels: holder.joined,
        both: pulumi.interpolate`both ${both}`,
        scaled: scaled,
        ami: ami.id,
    };
}

// pclAsInt converts a value of any type to an int as PCL does: only a whole
// number; null stays null.
function pclAsInt(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsInt);
    }
    const n = pclAsNumber(value);
    return n === null || n === undefined ? n : pclInt(n);
}

// pclAsNumber converts a value of any type to a number as PCL does: a
// string must hold a decimal number; null stays null.
function pclAsNumber(value: any): number {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsNumber);
    }
    if (value === null || value === undefined || typeof value === "number") {
        return value;
    }
    if (typeof value === "string") {
        return pclNumber(value);
    }
    throw new Error("a number is required, not " + JSON.stringify(value));
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

// pclInt gives a number to an int as PCL does: only a whole number.
function pclInt(value: number): number {
    if (!Number.isInteger(value)) {
        throw new Error(`a whole number is required, not ${value}`);
    }
    return value;
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

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
