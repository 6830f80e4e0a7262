import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const settings = config.requireObject<Record<string, string>>("settings");
const document = config.requireObject<any>("document");
const secretSettings = pulumi.secret(settings);
const name = new random.RandomPet("name", {
    prefix: ((): string => {
        try {
            const value = pclIndex(settings, "prefix");
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "pet";
    })(),
});
export const hasRegion = (() => {
    try {
        return pclIndex(settings, "region") !== undefined;
    } catch {
        return false;
    }
})();
export const secretRegion = secretSettings.apply(secretSettings2 => ((): string => {
    try {
        const value = pclIndex(secretSettings2, "region");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "us-east-1";
})());
export const secretHasZone = secretSettings.apply(secretSettings2 => (() => {
    try {
        return pclIndex(secretSettings2, "zone") !== undefined;
    } catch {
        return false;
    }
})());
export const owner = (() => {
    try {
        const value = pclGet(pclGet(document, "owner"), "name");
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "nobody";
})();
export const nameOrDefault = name.id.apply(id => ((): string => {
    try {
        return id;
    } catch {}
    return "none";
})());
export const recoveredId = pulumi.recover(name.id, err => {
    const error = err instanceof Error ? err.message : String(err);
    return `failed: ${error}`;
});

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
