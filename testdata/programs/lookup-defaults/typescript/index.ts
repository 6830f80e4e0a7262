import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// lookup with a default pyright types as Any (the result of try): the value
// is of the map's element type, not optional, where a string is taken
// (made secret, an output of a string).
const names = {
    a: "x",
    b: "y",
};
const objectResource = new aws.s3.BucketObject("object", {
    bucket: "bucket",
    content: pulumi.secret((names as Record<string, string>)["missing"] ?? (() => {
        try {
            return (() => {
                throw new Error("not here");
            })();
        } catch {}
        return "fallback";
    })()),
    key: names["a"] ?? "none",
});
export const found = names["a"] ?? (() => {
    try {
        const value = names.b;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "default";
})();
