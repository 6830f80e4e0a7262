import * as random from "@pulumi/random";
import { Nulls } from "./nulls";
import { Plain } from "./plain";

// A component whose config defaults are null, given values, given nothing,
// and given outputs (so that Go reads each as an output, a null one where
// an instance leaves it out).
const pet = new random.RandomPet("pet");
const givenComponent = new Nulls("given", {
    count: 2,
    label: "x",
    enabled: false,
    ratio: 1.5,
    names: ["a", "b"],
    sizes: {
        s: 1,
    },
    owner: {
        name: "me",
    },
});
const emptyComponent = new Nulls("empty");
const eventualComponent = new Nulls("eventual", {
    count: pet.id.apply(id => [...new Intl.Segmenter().segment(id)].length),
    label: pet.id,
    enabled: pet.id.apply(id => id !== ""),
    ratio: pet.id.apply(id => [...new Intl.Segmenter().segment(id)].length * 0.5),
    names: [pet.id],
    sizes: {
        s: pet.id.apply(id => [...new Intl.Segmenter().segment(id)].length),
    },
    owner: {
        name: pet.id,
    },
});
export const given = [
    givenComponent.count,
    givenComponent.label,
    givenComponent.enabled,
    givenComponent.ratio,
    givenComponent.names,
    givenComponent.sizes,
    givenComponent.owner,
];
export const empty = [
    emptyComponent.count,
    emptyComponent.label,
    emptyComponent.enabled,
    emptyComponent.ratio,
    emptyComponent.names,
    emptyComponent.sizes,
    emptyComponent.owner,
];
export const eventual = [
    eventualComponent.count,
    eventualComponent.label,
    eventualComponent.enabled,
    eventualComponent.ratio,
    eventualComponent.names,
    eventualComponent.sizes,
    eventualComponent.owner,
];
const plainGiven = new Plain("plainGiven", {
    count: 3,
    label: "y",
    names: ["c"],
    owner: {
        name: "you",
    },
});
const plainEmpty = new Plain("plainEmpty");
export const plain = [plainGiven.summary, plainEmpty.summary];
