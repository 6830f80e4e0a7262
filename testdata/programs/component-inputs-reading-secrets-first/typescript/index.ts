import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import { Comp } from "./comp";

export = async () => {
    const config = new pulumi.Config();

    // Component inputs whose values read a secret (an output) before plain
    // config: each such input is an output, however many plain reads follow.
    const bravo = config.getSecretBoolean("bravo") ?? pulumi.secret(false);
    const plainName = config.get("plainName") ?? "plain";
    const count = pclWhole("count", config.getNumber("count"), "int") ?? 3;
    const chosen = bravo.apply<string>(bravo2 => bravo2 ? plainName : "other");
    const ami = aws.ec2.getAmiOutput({
        mostRecent: bravo.apply(bravo2 => count !== (bravo2 ? count : 0.5)),
    });
    const direct = new Comp("direct", {label: bravo.apply<string>(bravo2 => bravo2 ? plainName : "x")});
    const throughLocal = new Comp("throughLocal", {label: pulumi.interpolate`${chosen}-${plainName}`});
    const throughInvoke = new Comp("throughInvoke", {label: ami.architecture});
    const plain = new Comp("plain", {label: plainName});
    return {
        names: [direct.name, throughLocal.name, throughInvoke.name, plain.name],
    };
}

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
