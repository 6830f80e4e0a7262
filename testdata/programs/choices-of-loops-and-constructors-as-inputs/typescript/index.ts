import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    const config = new pulumi.Config();

    // Choices between a for expression (over an invoke's list) and a
    // constructor of objects holding an optional output, given as a list of
    // schema objects and as a map: each branch is given element by element,
    // the optional output asserted present as it is in a constructor given
    // there.
    const flag = config.getBoolean("flag") ?? false;
    const counts = new random.RandomShuffle("counts", {
        inputs: ["a"],
        resultCount: 3,
    });
    const image = await aws.ec2.getAmi({
        owners: ["self"],
    });
    const rules = new aws.ec2.SecurityGroup("rules", {
        ingress: flag ? image.owners!.map(w => ({
            fromPort: 14,
            ipv6CidrBlocks: [],
            protocol: w,
            self: undefined,
            toPort: 14,
        })) : [
            {
                description: undefined,
                fromPort: 1,
                ipv6CidrBlocks: undefined,
                protocol: "tcp",
                self: !flag,
                prefixListIds: image.owners,
                toPort: counts.resultCount as pulumi.Output<number>,
            },
            {
                fromPort: 2,
                protocol: "udp",
                toPort: 3,
            },
        ],
    });
    const tagged = new aws.ec2.SecurityGroup("tagged", {
        tags: !flag ? pclFromEntries(["a", "b"].map(k => [k, `v-${k}`])) : {
            fixed: counts.id,
        },
    });
}

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}
