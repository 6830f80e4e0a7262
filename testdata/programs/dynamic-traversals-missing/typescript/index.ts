import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Untyped config values are read as whatever their values are. PCL fails to
// index or read an attribute of a value that has no such element, and try
// takes the fallback; a string has no indices, though TypeScript's and
// Python's strings do, and a negative index counts from the end of a
// Python list.
const text = config.requireObject<any>("text");
const document = config.requireObject<any>("document");
const numbers = config.requireObject<any>("numbers");
const words = config.getObject<string[]>("words") ?? ["a", "b", "c"];
const textChars = text;
const back = words.length - 4;
export const firstOfText = (() => {
    try {
        const value = pclGet(text, 0);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no index";
})();
export const attributeOfText = (() => {
    try {
        const value = pclGet(text, "length");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no attribute";
})();
export const localFirstOfText = (() => {
    try {
        const value = pclGet(textChars, 1);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no index";
})();
export const missingAttribute = (() => {
    try {
        const value = pclGet(document, "owner");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no owner";
})();
export const presentAttribute = (() => {
    try {
        const value = pclGet(document, "name");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no name";
})();
export const nestedMissing = (() => {
    try {
        const value = pclGet(pclGet(document, "tags"), "team");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no team";
})();
export const nestedPresent = (() => {
    try {
        const value = pclGet(pclGet(document, "tags"), "env");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no env";
})();
export const attributeOfNumber = (() => {
    try {
        const value = pclGet(pclGet(document, "size"), "value");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no value";
})();
export const pastTheEnd = (() => {
    try {
        const value = pclGet(numbers, 3);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no element";
})();
export const lastElement = (() => {
    try {
        const value = pclGet(numbers, 2);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no element";
})();
export const keyOfList = (() => {
    try {
        const value = pclGet(numbers, "first");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "no key";
})();
export const forOverText = [text, "x"].map(s => (() => {
    try {
        const value = pclGet(s, 0);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
const pet = new random.RandomPet("pet", {
    prefix: pclAsString((() => {
        try {
            const value = pclGet(text, 0);
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "fallback";
    })()),
});
export const negativeIndex = ((): string => {
    try {
        const value = pclIndex(words, back);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})();
export const lastWord = ((): string => {
    try {
        const value = pclIndex(words, back + 3);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})();
export const negativeIndexOfUntyped = (() => {
    try {
        const value = pclGet(numbers, back);
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})();

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
}

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
