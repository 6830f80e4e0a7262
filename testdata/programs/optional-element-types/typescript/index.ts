import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// Issue 12 item 17: a list of optional values keeps its parentheses in the
// TypeScript type, whatever the element type.
const peopleConfig = config.getObject<({name: string} | undefined)[]>("people") ?? [
    {
        name: "a",
    },
    undefined,
];
const namesConfig = config.getObject<(string | undefined)[]>("names") ?? ["b", undefined];
const nestedConfig = config.getObject<((number | undefined)[] | undefined)[]>("nested") ?? [[1, undefined], undefined];
export const people = peopleConfig.length;
export const names = namesConfig.filter(n => n != null);
export const nested = nestedConfig.length;
