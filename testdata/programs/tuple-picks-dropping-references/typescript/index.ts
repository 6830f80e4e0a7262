import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Comp } from "./comp";

// Fuzz seed 10620: element of a tuple at a constant index picks one element;
// the constant it picks is an output of its value where the resource it is
// given to is created in an apply (ranged over an output), and the locals
// only the other elements read are still used (pyflakes refuses a
// component's variable assigned and never read).
const comp = new Comp("comp");
const pw = new random.RandomPassword("pw", {
    length: 10,
});
const grp = pulumi.unsecret(pulumi.secret(["a", "b"])).apply(rangeValue => {
    const resources: aws.ec2.SecurityGroup[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new aws.ec2.SecurityGroup(`grp-${index}`, {
            description: "日本",
        }));
    }
    return resources;
});
