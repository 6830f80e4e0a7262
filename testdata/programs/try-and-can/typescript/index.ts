import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const settings = config.requireObject<Record<string, string>>("settings");
const document = config.requireObject<any>("document");
const secretSettings = pulumi.secret(settings);
const name = new random.RandomPet("name", {
    prefix: (() => {
        try {
            const value = settings.prefix;
            if (value !== undefined) {
                return value;
            }
        } catch {}
        return "pet";
    })(),
});
export const hasRegion = (() => {
    try {
        return settings.region !== undefined;
    } catch {
        return false;
    }
})();
export const secretRegion = secretSettings.apply(secretSettings2 => (() => {
    try {
        const value = secretSettings2.region;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "us-east-1";
})());
export const secretHasZone = secretSettings.apply(secretSettings2 => (() => {
    try {
        return secretSettings2.zone !== undefined;
    } catch {
        return false;
    }
})());
export const owner = (() => {
    try {
        const value = document.owner.name;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "nobody";
})();
export const nameOrDefault = name.id.apply(id => (() => {
    try {
        const value = id;
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})());
export const recoveredId = pulumi.recover(name.id, err => {
    const error = err instanceof Error ? err.message : String(err);
    return `failed: ${error}`;
});
