import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? true;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const mapChoiceValue: {counts: Record<string, pulumi.Output<number | undefined>>, maybe: pulumi.Output<number | undefined>, name: pulumi.Output<string>} = flag ? {
    maybe: pulumi.output(undefined),
    counts: {
        "a.b": pulumi.output(14),
        "x-y": pulumi.output(16),
    },
    name: pulumi.output("plain"),
} : {
    maybe: shuffle.resultCount,
    counts: Object.fromEntries(Object.entries({
        a: 1,
    }).map(([k, v]) => [`k${k}`, shuffle.resultCount])),
    name: shuffle.urn,
};
const listChoiceValue: {items: pulumi.Output<number | undefined>[], label?: pulumi.Output<string>} = !flag ? {
    label: shuffle.id,
    items: [pulumi.output(1), pulumi.output(2)],
} : {
    items: [1].map(i => shuffle.resultCount),
};
export const mapChoice = mapChoiceValue;
export const listChoice = listChoiceValue;
