import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Plain attributes of a local object that also holds outputs, read into
// builtins and loops: Go holds the object as an input collection, whose
// elements it reads as outputs, so the calls and loops over them are
// outputs too.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const settings = {
    size: 3,
    label: "web",
    flag: true,
    id: pet.id,
};
const group = new aws.ec2.SecurityGroup("group", {
    egress: Object.entries({
        low: settings.size,
        high: settings.size + 7,
    }).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).filter(e => e.value > 0).map(e => ({
        fromPort: e.value,
        toPort: Math.max(e.value, settings.size),
        protocol: "tcp",
    })),
});
export const joined = [settings.label, "x"].join("-");
export const doubled = [settings.size, 1].map(n => n * 2);
export const largest = Math.max(settings.size, 2);
export const chosen = settings.flag ? settings.label : "none";
