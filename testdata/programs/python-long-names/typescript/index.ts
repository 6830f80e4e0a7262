import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Names long enough that the Python statements holding them need splitting,
// in every position: assignment targets, keyword arguments, dict keys, call
// chains (applies), lambda parameters and f-strings. The Python output is
// laid out as black lays it out.
const aConfigurationValueWithAVeryLongNameIndeed = config.get("aConfigurationValueWithAVeryLongNameIndeed") ?? "configured";
const aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong = new random.RandomPet("aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong", {
    length: 2,
});
const anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong = new random.RandomPet("anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong", {
    length: 3,
    prefix: aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id,
    keepers: {
        "a-very-long-key-name-that-becomes-a-dict-key-in-python-and-goes-on-and-on": aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id,
        short: pulumi.interpolate`${aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id}-${aConfigurationValueWithAVeryLongNameIndeed}`,
        nested: aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id.apply(id => [
            `${id}/${aConfigurationValueWithAVeryLongNameIndeed}`,
            "a-long-literal-part-of-the-join",
        ].join("-")),
    },
});
const shortName = new random.RandomString("shortName", {
    length: aConfigurationValueWithAVeryLongNameIndeed === "configured" ? 12 : 16,
    overrideSpecial: aConfigurationValueWithAVeryLongNameIndeed === "configured" ? "a value chosen when the configuration matches" : "another value",
});
const aLocalValueWithAnEvenLongerNameThatIsComputedFromTheResourcesAbove = pulumi.interpolate`${anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong.id}:${shortName.result}`;
export const anOutputWithAVeryLongNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongToFit = aLocalValueWithAnEvenLongerNameThatIsComputedFromTheResourcesAbove;
export const comparisons = {
    "the-first-resource-name-compared-under-a-long-key": aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong.id.apply(id => id === aConfigurationValueWithAVeryLongNameIndeed),
    "the-second-resource-name-compared-under-a-long-key": pulumi.all([
        anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong.id,
        shortName.result,
    ]).apply(([id, result]) => id !== result),
};
