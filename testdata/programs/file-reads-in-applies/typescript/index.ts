import * as crypto from "crypto";
import * as fs from "fs";
import * as pulumi from "@pulumi/pulumi";
import * as simple from "@pulumi/simple";

// Files are read relative to the program's directory, also inside an
// apply, which runs after the program's main module has returned.
const src = new simple.Resource("src", {
    inputOne: "x",
});
const perResult = pulumi.unsecret(pulumi.output([src.result])).apply(rangeValue => {
    const resources: simple.Resource[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new simple.Resource(`perResult-${index}`, {
            inputOne: fs.readFileSync("data.txt", "utf8"),
        }));
    }
    return resources;
});
export const contents = src.result.apply<string>(result => result === "" ? "" : fs.readFileSync("data.txt", "utf8"));
export const digest = pulumi.interpolate`${src.result}:${crypto.createHash("sha256").update(fs.readFileSync("data.txt")).digest("base64")}`;
