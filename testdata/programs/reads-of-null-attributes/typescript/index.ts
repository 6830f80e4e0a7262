import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";
import { Part } from "./part";

export = async () => {
    // An attribute set to null in a local object whose other attributes are of
    // other types (an object Go holds as a map of values of any type) reads as
    // null wherever a value of a type is taken: in a list, a map, a resource's
    // input, a component's input, an invoke's argument.
    const settings = {
        missing: undefined,
        name: "web",
        count: 2,
    };
    const server = new aws.ec2.Instance("server", {
        ami: "ami-0",
        instanceType: "t2.micro",
        keyName: settings.missing,
        tags: {
            Name: settings.name,
        },
    });
    const shuffle = new random.RandomShuffle("shuffle", {
        inputs: ["a", "b"],
        resultCount: settings.missing,
    });
    const parts = new Part("parts", {
        sizes: Array.from({length: 3}, (_, i) => i).map(i => settings.missing),
        label: settings.missing,
    });
    const image = await aws.ec2.getAmi({
        owners: ["self"],
        mostRecent: settings.missing,
    });
    return {
        nulls: [settings.missing, settings.count],
        sizes: parts.count,
        image: image.id,
    };
}
