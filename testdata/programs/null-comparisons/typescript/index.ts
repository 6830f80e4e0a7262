import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A comparison with null is true for a JSON null as for a missing value:
// config.json sets the untyped document's "owner" to null and leaves out
// "team", and the optional name unset.
const document = config.requireObject<any>("document");
const name = config.get("name");
export const ownerIsNull = document.owner == null;
export const ownerIsSet = document.owner != null;
export const nameIsNull = name == null;
export const nullIsName = name == null;
