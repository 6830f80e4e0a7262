import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    const config = new pulumi.Config();

    // Constant picks from tuples that hold outputs are plain values: an invoke
    // given them is a plain invoke, and element's index wraps around the tuple.
    const nickname = config.get("nickname");
    const pet = new random.RandomPet("pet", {
        prefix: "p",
    });
    const ami = await aws.ec2.getAmi({
        owners: ["self"],
        nameRegex: "^web-",
        mostRecent: true,
    });
    const named = new random.RandomPet("named", {
        // A list of a value that may be null and of strings has one element only
        // when the value is null and the filter drops it.
        prefix: (() => {
            const list = [nickname, "fallback"].filter(n => n != null);
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })(),
        separator: "-",
    });
    return {
        amiOwners: ami.owners,
        firstOf: (() => {
            const list = [nickname];
            if (list.length > 1) {
                throw new Error("singleOrNone: the list has more than one element");
            }
            return list[0];
        })(),
    };
}
