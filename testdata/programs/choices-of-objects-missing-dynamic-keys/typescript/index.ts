import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals of object constructors where a property is a string in one
// branch, missing in another and of dynamic type (try's, an untyped
// config's) in a third: PCL unifies the property to any (string, none and
// dynamic), which a typed target language must not require of the branch
// that lacks it. Walked in each position a conditional's type is written
// out: secret's argument, the value of an object property (beside an
// output or not), an element of a list or of a filtered loop, a resource's
// input.
const loose = config.getObject<any>("loose") ?? "given";
const pick = config.getBoolean("pick") ?? true;
const inner = config.getBoolean("inner") ?? false;
const untried = (() => {
    try {
        return (() => {
            throw new Error("never");
        })();
    } catch {}
    return "fallback";
})();
const chosenValue = pulumi.secret<{country?: string, locality?: string, organization?: any}>(pick ? inner ? {
    organization: "known",
    locality: "here",
} : {
    country: "nowhere",
} : {
    organization: untried,
});
const nestedValue = pulumi.secret<{within: {name?: any, other?: string}}>({
    within: pick ? inner ? {
        name: "n",
    } : {
        other: "x",
    } : {
        name: loose,
    },
});
const listedValue = pulumi.secret<{name?: any, other?: string}[]>([
    pick ? inner ? {
        name: "n",
    } : {
        other: "y",
    } : {
        name: untried,
    },
]);
const holder = new pulumi.Stash("holder", {
    input: pick ? inner ? {
        name: "n",
        size: 1,
    } : {
        size: 2,
    } : {
        name: loose,
        size: 3,
    },
});
const pet = new random.RandomPet("pet", {
    length: 2,
});
const heldWithOutputValue: {id: pulumi.Output<string>, within: {name?: any, other?: string}} = {
    id: pet.id,
    within: pick ? inner ? {
        name: "n",
    } : {
        other: "x",
    } : {
        name: loose,
    },
};
const guardedValue: {name?: string, other?: string}[] = [pick, inner].flatMap((flag, i) => flag && i >= 0 ? [inner ? {
    name: "n",
} : {
    other: "x",
}] : []);
const comparedGuardedValue: {name?: any, other?: string}[] = [pick, inner].flatMap<{name?: any, other?: string}>((flag, i) => flag && i >= 0 ? [flag ? inner ? {
    name: "n",
} : {
    other: "x",
} : {
    name: untried,
}] : []);
export const chosen = chosenValue;
export const nested = nestedValue;
export const listed = listedValue;
export const held = holder.output;
export const heldWithOutput = heldWithOutputValue;
export const guarded = guardedValue;
export const comparedGuarded = comparedGuardedValue;
