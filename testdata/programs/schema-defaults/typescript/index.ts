import * as pulumi from "@pulumi/pulumi";
import * as majortwo from "@pulumi/majortwo";
import * as unversioned from "@pulumi/unversioned";

// Schemas without a version or Go metadata: unversioned has neither (its
// project pins it at 0.0.0), majortwo's file name gives its version 2.4.0 (Go
// imports it from the /v2 module). Each default is a warning, not an error.
const first = new unversioned.Thing("first", {
    label: "one",
});
const found = unversioned.lookupOutput({
    key: first.label as pulumi.Output<string>,
});
const second = new majortwo.Thing("second", {
    label: found.value,
});
export const label = second.label;
