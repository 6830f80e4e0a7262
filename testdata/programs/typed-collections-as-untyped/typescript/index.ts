import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Typed collections (a map of strings, a list of strings, a map of maps)
// where a value of any element type is taken: a branch of a conditional
// whose other branch is an object of other attributes or a tuple of mixed
// elements, which Go holds as a map[string]interface{} or []interface{}.
const flag = config.getBoolean("flag") ?? true;
const name = config.get("name") ?? "j";
const tags = {
    "x-y": name,
};
const names = [name, "b"];
const nested = {
    inner: tags,
};
export const count = Object.keys(flag ? tags : {}).length;
export const chosen = flag ? tags : {
    other: undefined,
};
export const notChosen = !flag ? tags : {
    other: undefined,
    more: 2,
};
export const listChosen = flag ? names : ["1", "a"];
export const nestedChosen = flag ? nested : {
    b: {
        c: 1,
    },
};
export const lengths = [
    (flag ? names : ["true", "x", "3"]).length,
    Object.keys(!flag ? tags : {
        a: 1,
        b: "c",
    }).length,
];
