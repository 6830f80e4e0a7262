import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A choice of objects one of whose properties is an output of a tuple
// (a secret []) and null in the other: the property is an optional output
// of the tuple, which TypeScript types as an Output of an array or
// undefined, in each place a value of that type is held.
const on = config.getBoolean("on") ?? false;
const items = pulumi.secret([
    {
        name: "a",
    },
]);
const chosenValue: {extra: pulumi.Output<any[] | undefined>, names: pulumi.Output<undefined[]>} = (() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return on;
})() ? {
    names: items.apply(items2 => items2.map(v => undefined)),
    extra: pulumi.secret([]),
} : {
    names: pulumi.output([]),
    extra: pulumi.output(undefined),
};
const mixedValue: {extra: pulumi.Output<(number | string)[] | undefined>} = on ? {
    extra: pulumi.secret([1, "a"]),
} : {
    extra: pulumi.output(undefined),
};
const listedValue: [{extra: pulumi.Output<any[] | undefined>}, {extra?: undefined}] = [
    on ? {
        extra: pulumi.secret([]),
    } : {
        extra: pulumi.output(undefined),
    },
    {
        extra: undefined,
    },
];
export const chosen = chosenValue;
export const mixed = mixedValue;
export const listed = listedValue;
export const extra = chosenValue.extra;
