import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Outer } from "./outer";

// URNs of resources two and three levels below the stack read as values,
// followed by more text in strings (which the run compares as text): each
// qualifies its type with its parent's whole qualified type (fuzz seed
// 10801).
const top = new random.RandomPet("top");
const mid = new random.RandomPet("mid", {}, {
    parent: top,
});
const leaf = new random.RandomId("leaf", {
    byteLength: 4,
}, {
    parent: mid,
});
const keptResource = new random.RandomId("kept", {
    byteLength: 4,
    keepers: {
        leaf: pulumi.interpolate`urn=${leaf.urn}${mid.id}`,
    },
}, {
    parent: leaf,
});
const wrapper = new Outer("wrapper");
export const strings = [
    pulumi.interpolate`${mid.urn}42`,
    pulumi.interpolate`${leaf.urn}x`,
    pulumi.interpolate`${keptResource.urn}`,
    wrapper.urns.apply(urns => urns.join("")),
];
export const kept = keptResource.keepers;
