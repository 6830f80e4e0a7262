import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Logical operations that repeat an operand: PCL allows them, go vet
// reports `a && a`, so Go prints each operand of a chain once and an
// inner chain that reduces to one operand as that operand.
const objectConfig = config.getBoolean("object") ?? true;
const other = config.getBoolean("other") ?? false;
export const same = objectConfig && objectConfig;
export const absorbed = objectConfig && (objectConfig || objectConfig);
export const kept = objectConfig && (objectConfig || other);
export const literals = true && (true || true) && true;
export const twice = (objectConfig || other) && (objectConfig || other);
