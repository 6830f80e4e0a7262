import * as aws from "@pulumi/aws";

// lookup with a default that pyright types as Any: a property of an object
// whose properties are of several types (a dict[str, Any] to pyright), or
// arithmetic on one. pyright picked dict.get's overload without a default,
// whose result may be None, in a concatenation, an input, arithmetic and a
// builtin's argument.
const settings = {
    name: "web",
    port: 8080,
    zones: ["a"],
};
const names = {
    a: "x",
    b: "y",
};
const ports = {
    http: 80,
};
const zones = {
    east: ["c"],
};
const objectResource = new aws.s3.BucketObject("object", {
    bucket: (names as Record<string, string>)["c"] ?? settings.name,
    key: "key",
});
export const greeting = `hello "${(names as Record<string, string>)["c"] ?? settings.name}"`;
export const port = ((ports as Record<string, number>)["https"] ?? settings.port + 1) + 1;
export const zoneCount = ((zones as Record<string, string[]>)["west"] ?? settings.zones).length;

// A lookup in an object without properties is of its default's type.
export const emptyParts = (({} as Record<string, string>)["missing"] ?? "a-b").split("-").map(part => `${part}!`);

// A default that is a template of a value pyright types as Any (try's).
export const triedDefault = (names as Record<string, string>)["c"] ?? `x-${(() => {
    try {
        const value = settings.name;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "y";
})()}`;
