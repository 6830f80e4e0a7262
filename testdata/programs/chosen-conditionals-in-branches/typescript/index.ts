import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const g = config.getBoolean("g") ?? false;
const h = config.getBoolean("h") ?? true;
const pet = new random.RandomPet("pet", {
    keepers: {
        a: "b",
    },
});
const inTrueBranch = new aws.s3.Bucket("inTrueBranch", {
    tags: g ? true ? h ? pet.keepers as pulumi.Output<Record<string, string>> : {} : {
        x: "y",
    } : {
        null: "z",
    },
});
const inFalseBranch = new aws.s3.Bucket("inFalseBranch", {
    tags: h ? {
        null: "z",
    } : !false ? h ? pet.keepers as pulumi.Output<Record<string, string>> : {} : {
        x: "y",
    },
});
const inCondition = new aws.s3.Bucket("inCondition", {
    tags: pulumi.all([
        true ? g ? pet.id.apply(id => id === "") : pulumi.output(h) : pulumi.output(false),
        pet.keepers,
    ]).apply(([value, keepers]): Record<string, string> | undefined => value ? {
        null: "z",
    } : keepers) as pulumi.Output<Record<string, string>>,
});
const inOperand = new random.RandomPet("inOperand", {
    length: (false || true ? g ? pet.length : pulumi.output(1) : pulumi.output(2)).apply(value => value + 1),
    prefix: pulumi.interpolate`p${true ? h ? pet.id : pulumi.output("x") : pulumi.output("y")}`,
});
const plainNestedValue: string = g ? h ? "a" : "b" : "c";
const eventualNestedValue = g ? pulumi.output<Record<string, string | undefined> | undefined>(true ? pulumi.output<Record<string, any> | undefined>(h ? pulumi.output<Record<string, any> | undefined>(pet.keepers) : pulumi.output<Record<string, any> | undefined>({})) : pulumi.output<Record<string, any> | undefined>({})) : pulumi.output<Record<string, string | undefined> | undefined>({
    null: "z",
});
export const plainNested = plainNestedValue;
export const eventualNested = eventualNestedValue;
export const lengths = [inOperand.length, inOperand.prefix];
