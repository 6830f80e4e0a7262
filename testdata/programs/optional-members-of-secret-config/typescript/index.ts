import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Optional properties of a secret object config, which Python holds as an
// output of a dict: read in an apply, None where the dict lacks the key.
const settings = config.getSecretObject<{enabled: boolean, label?: string, suffix?: string}>("settings") ?? pulumi.secret<{enabled: boolean, label?: string, suffix?: string}>({
    enabled: true,
    label: "named",
});
const pet = new random.RandomPet("pet", {
    prefix: settings.apply(settings2 => settings2.label) as pulumi.Output<string>,
    separator: settings.apply(settings2 => settings2.suffix) as pulumi.Output<string>,
});
export const label = settings.apply(settings2 => settings2.label);
