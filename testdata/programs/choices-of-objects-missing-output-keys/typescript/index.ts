import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A local choosing, through nested conditionals, between objects one of
// which lacks an attribute that another holds as an output: the attribute
// may be missing, whichever branch lacks it.
const flag = config.getBoolean("flag") ?? true;
const pet = new random.RandomPet("pet");
const settingsValue: {items?: pulumi.Output<any[] | undefined>, name: string, owner?: pulumi.Output<string | undefined>} = flag ? {
    name: "x",
    items: pulumi.secret([]),
    owner: pet.id,
} : !flag ? {
    name: "y",
} : {
    name: "z",
    items: pulumi.output([]),
    owner: pulumi.output("nobody"),
};
export const settings = settingsValue;
export const owner = "owner" in settingsValue ? settingsValue.owner! : pulumi.output("none");
