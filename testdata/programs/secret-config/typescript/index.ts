import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Config declared secret is read as a secret: an output whose value stays
// secret in everything computed from it.
const password = config.requireSecret("password");
const pin = config.getSecretNumber("pin")?.apply(value => pclWhole("pin", value, "int")) ?? pulumi.secret(1234);
const tokenConfig = pulumi.secret(config.get("token"));
const settings = config.getSecretObject<{port: number, user: string}>("settings")?.apply(value => pclWhole("settings", value, {port: "int"})) ?? pulumi.secret<{port: number, user: string}>({
    user: "admin",
    port: 8080,
});
const plain = config.get("plain") ?? "visible";
const greetingValue = pulumi.interpolate`${settings.user}:${password}`;
const shout = pulumi.interpolate`${greetingValue}!`;
const saltResource = new random.RandomString("salt", {
    length: pin.apply(pin2 => pin2 - 1226),
    overrideSpecial: password,
    keepers: {
        plain: plain,
        user: settings.user,
    },
});
export const greeting = shout;
export const port = settings.apply(settings2 => settings2.port + 1);
export const token = tokenConfig;
export const salt = saltResource.result;

// Builtins over lists holding a secret config: the generated programs hold
// the config as an output, so each call is computed in an apply.
const picked = new random.RandomPet("picked", {
    prefix: pulumi.output(([plain, password] as [string, pulumi.Output<string>])[1]),
    separator: password.apply(password2 => [plain, `${password2}x`].join("-")),
});
export const joinedLength = password.apply(password2 => [...new Intl.Segmenter().segment([password2, plain].join(","))].length);

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
