import * as child_process from "child_process";
import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Resource hooks run commands around a resource's operations; the
// customTimeouts option bounds them.
const logFile = config.get("logFile") ?? "hooks.log";
const logCreate = new pulumi.ResourceHook("logCreate", args => {
    child_process.execFileSync("sh", ["-c", `echo created ${args.name} >> ${logFile}`], {stdio: "inherit"});
}, {onDryRun: true});
const checkDelete = new pulumi.ResourceHook("checkDelete", args => {
    child_process.execFileSync("test", ["-n", args.urn], {stdio: "inherit"});
}, {ignoreErrors: true});
const retry = new pulumi.ErrorHook("retry", args => {
    try {
        child_process.execFileSync("sh", ["-c", `echo ${args.failedOperation} failed: ${pclNumberText(args.errors.length)} errors`], {stdio: "inherit"});
        return true;
    } catch {
        return false;
    }
});
const pet = new random.RandomPet("pet", {
    length: 2,
}, {
    customTimeouts: {
        create: "2m",
        read: "30s",
    },
    hooks: {
        beforeCreate: [logCreate],
        afterCreate: [logCreate],
        beforeDelete: [checkDelete],
        onError: [retry],
    },
});
export const petName = pet.id;

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}
