import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Compa } from "./compa";

const config = new pulumi.Config();

// Choices between a resource (or a component) and an object constructor:
// the instance is given as the object of its outputs the choice's type
// names, and read by key.
const flag = config.getBoolean("flag") ?? true;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const holder = new Compa("holder");
const petOrObject: {id: pulumi.Output<string>, keepers?: pulumi.Output<Record<string, string> | undefined>, length?: pulumi.Output<number>, prefix?: pulumi.Output<string | undefined>, separator?: pulumi.Output<string>, urn?: pulumi.Output<string>} = flag ? {
    id: pet.id,
    keepers: pet.keepers,
    length: pet.length,
    prefix: pet.prefix,
    separator: pet.separator,
    urn: pet.urn,
} : {
    id: pulumi.output("x"),
};
const holderOrObject: {named: pulumi.Output<string>, urn?: pulumi.Output<string>} = !flag ? {
    named: pulumi.output("y"),
} : {
    named: holder.named,
    urn: holder.urn,
};
const objectOrHolder: {named: pulumi.Output<string>, urn?: pulumi.Output<string>} = flag ? {
    named: pulumi.output("z"),
} : {
    named: holder.named,
    urn: holder.urn,
};
export const petId = petOrObject.id;
export const petLength = "length" in petOrObject ? petOrObject.length! : pulumi.output(0);
export const named = holderOrObject.named;
export const otherNamed = objectOrHolder.named;
export const holderUrn = holder.urn;
export const chosenUrn = pclAttr(objectOrHolder, "urn");

// pclAttr reads an attribute an object may lack, and fails as PCL does
// where it lacks it (reading a missing property gives undefined).
function pclAttr<T extends object, K extends keyof T>(object: T, key: K): T[K] {
    if (!Object.prototype.hasOwnProperty.call(object, key)) {
        throw new Error(`Unsupported attribute: the object has no attribute ${JSON.stringify(String(key))}`);
    }
    return object[key];
}
