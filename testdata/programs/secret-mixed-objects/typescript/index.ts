import * as pulumi from "@pulumi/pulumi";

// An object whose properties are of different types, made a secret, is
// read property by property in applies: each read has its property's type
// (Python infers the union of them for the dict's values).
const settings = pulumi.secret({
    name: "web",
    weight: 1.5,
    tags: ["a", "b"],
});
export const encodedName = settings.apply(settings2 => Buffer.from(settings2.name).toString("base64"));
export const heavier = settings.apply(settings2 => settings2.weight + 1);
export const tagCount = settings.apply(settings2 => settings2.tags.length);
