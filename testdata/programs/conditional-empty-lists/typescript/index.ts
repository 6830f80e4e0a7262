import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals between an empty list and a local holding one, in secrets,
// ranges and objects: TypeScript is given the branches' common type, which
// must take both the literal [] and the local.
const pick = config.getBoolean("pick") ?? false;
const none: any[] = [];
const shuffled = pulumi.unsecret(pulumi.secret<any[]>(false ? none : pick ? none : [])).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (let index = 0; index < (rangeValue as any[]).length; index++) {
        resources.push(new random.RandomShuffle(`shuffled-${index}`, {
            inputs: ["a", "b"],
        }));
    }
    return resources;
});
export const secretEmpty = pulumi.secret<any[]>(pick ? none : []);
export const nestedEmpty = pulumi.secret<{items: any[]}>(pick ? {
    items: none,
} : {
    items: [],
});
export const count = shuffled.apply(shuffled2 => shuffled2.length);
