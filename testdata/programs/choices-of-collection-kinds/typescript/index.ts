import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Conditionals whose branches are collections of different kinds, which
// PCL types as a union of them (an optional list and a tuple, an optional
// map and an object): each is the one collection both branches convert to,
// wherever it is used.
const useNames = config.getBoolean("useNames") ?? true;
const names = config.getObject<string[]>("names") ?? ["x", "y"];
const sizes = config.getObject<Record<string, string>>("sizes") ?? {
    a: "1",
};
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["p", "q"],
});
const chosenList: string[] | undefined = useNames ? names : ["a", "b", "c"];
const chosenMap: Record<string, string> | undefined = useNames ? sizes : {
    b: "2",
};
const eventualList = shuffle.results.apply(results => results.length > 1 ? names : ["d"]);
const nestedList = useNames ? pulumi.output<string[] | undefined>(shuffle.results.apply(results => results.length > 5 ? ["e"] : names)) : pulumi.output<string[] | undefined>(["f", "g"]);
const given = new random.RandomShuffle("given", {
    inputs: (useNames ? names : ["h", "i"])!,
    keepers: useNames ? sizes : {
        k: "v",
    },
});
const eventuallyGiven = new random.RandomShuffle("eventuallyGiven", {
    inputs: shuffle.results.apply(results => results.length > 1 ? names : ["j"]) as pulumi.Output<string[]>,
});

// An eventual branch that may be null, chosen by an eventual condition.
const maybeResults = shuffle.results.apply(results => results.length >= 0 ? results : undefined);
const givenMaybe = new random.RandomShuffle("givenMaybe", {
    inputs: !true ? shuffle.results : pulumi.all([pulumi.secret(useNames), maybeResults]).apply(([secret, maybeResults2]) => secret ? maybeResults2 : ["n", "o"]) as pulumi.Output<string[]>,
});

// singleOrNone of them.
const single = (() => {
    const list = (useNames ? ["one"] : names)!;
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})();
const singleEventual = pulumi.all([shuffle.results, maybeResults]).apply(([results, maybeResults2]) => (() => {
    const list = (results.length > 5 ? ["b"] : maybeResults2)!;
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})());
export const reads = [
    pclLength(chosenList!),
    chosenList,
    chosenMap,
    eventualList,
    nestedList,
    (useNames ? names : ["l"])!.map(x => `${x}!`),
    given.inputs.apply(inputs => inputs.length),
    eventuallyGiven.inputs,
    givenMaybe.inputs,
    single,
    singleEventual,
];

// pclLength returns the length of a value of any type, as PCL's length: the
// characters of a string, the elements of a list, the entries of a map.
function pclLength(value: unknown): number {
    if (typeof value === "string") {
        return [...new Intl.Segmenter().segment(value)].length;
    }
    if (Array.isArray(value)) {
        return value.length;
    }
    if (value !== null && typeof value === "object") {
        return Object.keys(value).length;
    }
    throw new Error("length takes a string, a list or a map, not " + String(value));
}
