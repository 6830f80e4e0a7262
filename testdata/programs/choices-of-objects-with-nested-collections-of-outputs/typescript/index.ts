import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? true;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const mapChoiceValue = flag ? {
    maybe: pulumi.output(undefined),
    counts: {
        "a.b": 14,
        "x-y": 16,
    },
    name: pulumi.output("plain"),
} : {
    maybe: shuffle.resultCount,
    counts: Object.fromEntries(Object.entries({
        a: 1,
    }).map(([k, v]) => [`k${k}`, shuffle.resultCount])),
    name: shuffle.urn,
};
const listChoiceValue = !flag ? {
    label: shuffle.id,
    items: [1, 2],
} : {
    items: [1].map(i => shuffle.resultCount),
};
export const mapChoice = mapChoiceValue;
export const listChoice = listChoiceValue;
