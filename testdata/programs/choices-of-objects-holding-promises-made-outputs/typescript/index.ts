import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    const config = new pulumi.Config();

    // Choices of object constructors of different keys, one holding an
    // invoke's result (a promise), chosen beside an output: the inner choice is
    // made an output of the objects' inputs, given as a map input, exported
    // and kept in a local, chosen and not.
    const flag = config.getBoolean("flag") ?? false;
    const other = config.getBoolean("other") ?? true;
    const key = await aws.ec2.getAmi({
        owners: ["self"],
    });
    const chosen = new aws.ec2.SecurityGroup("chosen", {
        tags: !flag ? other ? {
            Key: key.id,
        } : {
            Key: "back",
            beta: "b",
        } : pulumi.secret({
            a: "x",
        }),
    });
    const unchosen = new aws.ec2.SecurityGroup("unchosen", {
        tags: flag ? !other ? {
            Key: key.id,
        } : {
            Key: "back",
            beta: "b",
        } : pulumi.secret({
            a: "x",
        }),
    });
    const labels = !flag ? pulumi.output<{Key?: string, a?: string, extra?: string}>(other ? {
        Key: key.architecture,
    } : {
        Key: "k",
        extra: "e",
    }) : pulumi.output<{Key?: string, a?: string, extra?: string}>(pulumi.secret({
        a: "y",
    }));
    return {
        labels: labels,
    };
}
