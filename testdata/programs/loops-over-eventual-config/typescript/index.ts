import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Part } from "./part";

const config = new pulumi.Config();

// Loops whose collections hold config variables read as outputs (a
// program's secrets, a component's inputs that instances pass outputs):
// their variables are outputs too, so a range over such a loop creates
// its resources in an apply, and the loops over them are applies.
const word = config.getSecret("word") ?? pulumi.secret("w");
const pets = pulumi.unsecret(pulumi.output(["a", "b"].map(n => word).flatMap((w, i) => i > 0 ? [w] : []))).apply(rangeValue => {
    const resources: random.RandomPet[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomPet(`pets-${index}`, {
            prefix: pulumi.output(["a", "b"].map(n => word).flatMap((w, i) => i > 0 ? [w] : [])).apply(values => value),
        }));
    }
    return resources;
});
const pet = new random.RandomPet("pet");
const part = new Part("part", {name: pet.id});
export const lengths = [word, "xy"].map(w => pulumi.output(w).apply(w2 => [...new Intl.Segmenter().segment(w2)].length));
export const partNames = part.names;
