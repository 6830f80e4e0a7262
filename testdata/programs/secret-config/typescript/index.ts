import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Config declared secret is read as a secret: an output whose value stays
// secret in everything computed from it.
const password = config.requireSecret("password");
const pin = config.getSecretNumber("pin") ?? pulumi.secret(1234);
const tokenConfig = config.getSecret("token");
const settings = config.getSecretObject<{port: number, user: string}>("settings") ?? pulumi.secret({
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
