import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    const config = new pulumi.Config();

    // Lookups in objects whose values are read from a plain invoke's result
    // (which TypeScript awaits where it is made): the values are plain.
    const key = config.get("key") ?? "beta";
    const image = await aws.ec2.getAmi({
        owners: ["self"],
    });
    const names = {
        alpha: image.name,
        beta: image.architecture,
    };
    return {
        found: ({
            alpha: image.name,
        } as Record<string, string>)["alpha"] ?? "none",
        missing: ({
            alpha: image.name,
        } as Record<string, string>)["gamma"] ?? "none",
        byConfig: (names as Record<string, string>)[key] ?? "none",
        indexed: pclIndex((names as Record<string, string>), key),
    };
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
