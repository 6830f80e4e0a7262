import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    const config = new pulumi.Config();

    // An invoke given a secret config variable, or a local computed from one,
    // is given outputs in every SDK, so it is made in its output form: as a
    // local, read later, and inline in a resource's input.
    const filters = config.getSecretObject<Record<string, {pattern: string}>>("filters") ?? pulumi.secret<Record<string, {pattern: string}>>({
        alpha: {
            pattern: "ubuntu-*",
        },
    });
    const suffix = config.getSecret("suffix") ?? pulumi.secret("-arm");
    const pattern = pulumi.interpolate`${filters.apply(filters2 => pclIndex(filters2, "alpha").pattern)}${suffix}`;
    const image = aws.ec2.getAmiOutput({
        nameRegex: filters.apply(filters2 => pclIndex(filters2, "alpha").pattern),
        owners: ["self"],
    });
    const pet = new random.RandomPet("pet", {
        prefix: aws.ec2.getAmiOutput({
            nameRegex: pattern,
            owners: ["self"],
        }).apply(result => result.name),
    });
    return {
        imageName: image.name,
        petPrefix: pet.prefix,
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
