import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import * as simple from "@pulumi/simple";

export = async () => {
    const config = new pulumi.Config();

    // A conditional on an invoke's result chooses between collections whose
    // elements are plain in one branch and outputs in the other; the program
    // awaits the invoke, so the choice is plain and its plain elements are
    // given as the outputs its type holds.
    const name = config.get("name") ?? "n";
    const found = await simple.getSecret({
        name: "n",
    });
    const quebec = new random.RandomInteger("quebec", {
        max: 10,
        min: 1,
    });
    const entries: [{tango: pulumi.Output<number>}, {charlie: string, tango: number}] = [
        found.name === name ? {
            tango: pulumi.output(9),
        } : {
            tango: quebec.max,
        },
        {
            charlie: "12",
            tango: 3,
        },
    ];
    const pair = found.name !== name ? [quebec.result, 1] : [pulumi.output(2), 3];
    return {
        entries: entries,
        pair: pair,
    };
}
