import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Sized } from "./sized";

const config = new pulumi.Config();

// Config variables with defaults, of every type and secret or not, read
// inside the function literals generated code declares: try's and can's
// alternatives, for expressions, applies over a resource's outputs and a
// component's inputs. Each reads the variable's value, never null.
const count = pclWhole("count", config.getNumber("count"), "int") ?? 2;
const ratio = config.getNumber("ratio") ?? 1.5;
const enabled = config.getBoolean("enabled") ?? true;
const label = config.get("label") ?? "lbl";
const names = config.getObject<string[]>("names") ?? ["p", "q", "r"];
const tags = config.getObject<Record<string, string>>("tags") ?? {
    a: "x",
    b: "y",
};
const shape = pclWhole("shape", config.getObject<{name: string, size: number}>("shape"), {size: "int"}) ?? {
    size: 3,
    name: "s",
};
const anything = config.getObject<any>("anything") ?? {
    k: 1,
};
const secretCount = config.getSecretNumber("secretCount")?.apply(value => pclWhole("secretCount", value, "int")) ?? pulumi.secret(3);
const secretRatio = config.getSecretNumber("secretRatio") ?? pulumi.secret(0.5);
const secretEnabled = config.getSecretBoolean("secretEnabled") ?? pulumi.secret(false);
const secretLabel = config.getSecret("secretLabel") ?? pulumi.secret("hidden");
const secretTagsConfig = config.getSecretObject<Record<string, string>>("secretTags") ?? pulumi.secret<Record<string, string>>({
    s: "t",
});

// A default computed by a call, evaluated only when the key is unset (see
// config-default-when-unset).
const total = pclWhole("total", config.getNumber("total"), "int") ?? names.length + 1;
const secretTotal = config.getSecretNumber("secretTotal")?.apply(value => pclWhole("secretTotal", value, "int")) ?? pulumi.secret(Object.keys(tags).length * 2);
const pet = new random.RandomPet("pet", {
    length: count,
});
const triedValue: [string, string, string, number, string, string] = [
    (() => {
        try {
            const value = pclIndex(names, count + 5);
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return label;
    })(),
    ((): string => {
        try {
            const value = `${pclIndex(names, count)}-${pclNumberText(ratio * 2)}`;
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })(),
    ((): string => {
        try {
            const value = pclIndex(tags, label);
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })(),
    ((): number => {
        try {
            const value = shape.size + count;
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return 0;
    })(),
    ((): string => {
        try {
            const value = `${pclGet(anything, "k")}-${pclNumberText(total)}`;
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "none";
    })(),
    ((): string => {
        try {
            return enabled ? label : "off";
        } catch {}
        return "none";
    })(),
];
const checkedValue = [
    (() => {
        try {
            return pclIndex(names, count) !== undefined;
        } catch {
            return false;
        }
    })(),
    (() => {
        try {
            return pclIndex(names, count + 5) !== undefined;
        } catch {
            return false;
        }
    })(),
    (() => {
        try {
            return pclIndex(tags, label) !== undefined;
        } catch {
            return false;
        }
    })(),
    (() => {
        try {
            return ratio * count !== undefined;
        } catch {
            return false;
        }
    })(),
    (() => {
        try {
            return (enabled && shape.size > 2) !== undefined;
        } catch {
            return false;
        }
    })(),
    (() => {
        try {
            return pclIndex(names, total) !== undefined;
        } catch {
            return false;
        }
    })(),
];
const secretTriedValue = pulumi.all([secretCount, secretTotal]).apply(([secretCount2, secretTotal2]) => ((): number => {
    try {
        return secretCount2 + secretTotal2 + count;
    } catch {}
    return 0;
})());
export const tried = triedValue;
export const checked = checkedValue;
export const secretTried = secretTriedValue;
export const looped = names.map((n, i) => `${n}-${pclNumberText(i + count)}-${pclNumberText(ratio * i)}-${enabled}-${label}-${pclNumberText(total)}`);
export const loopedMap = Object.fromEntries(Object.entries(tags).filter(([k, v]) => enabled).map(([k, v]) => [k, `${v}${pclNumberText(count)}${shape.name}`]));
export const applied = pulumi.interpolate`${pet.id}-${pclNumberText(count + 1)}-${label}-${pclNumberText(ratio * 2)}-${enabled}-${pclNumberText(shape.size + count)}-${pclNumberText(total)}`;
export const appliedLength = pet.length.apply(length => length + count + shape.size);
export const secrets = pulumi.interpolate`${pet.id}-${secretLabel}-${secretCount.apply(secretCount2 => secretCount2 + count).apply(pclNumberText)}-${secretRatio.apply(secretRatio2 => secretRatio2 * ratio).apply(pclNumberText)}-${secretEnabled}`;
export const secretTags = secretTagsConfig;
const small = new Sized("small", {base: count});
const ranged = pulumi.unsecret(pet.length).apply(rangeValue => {
    const resources: Sized[] = [];
    for (let index = 0; index < rangeValue; index++) {
        resources.push(new Sized(`ranged-${index}`, {base: count + index, label: label}));
    }
    return resources;
});
export const smallText = small.text;
export const rangedTexts = ranged.apply(ranged2 => pulumi.output(ranged2.map(item => item.text)));

// pclGet reads an attribute or element of a value of any type, and fails
// as PCL does where it has none (a string has no elements in PCL).
function pclGet(value: unknown, key: number | string): any {
    return pclIndex(value as Readonly<Record<string, unknown>>, key);
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
