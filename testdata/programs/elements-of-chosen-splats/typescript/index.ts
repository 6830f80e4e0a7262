import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// element() of a conditional whose branches are a plain list and splats of
// resources' outputs: the element of the list the condition picks.
const first = config.getBoolean("first") ?? false;
const pets: random.RandomPet[] = [];
for (let index = 0; index < 2; index++) {
    pets.push(new random.RandomPet(`pets-${index}`, {
        prefix: "p",
    }));
}
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: [
        pulumi.all([pets.map(item => item.prefix), pets.map(item => item.id)]).apply(([values, values2]) => pclElement(first ? ["brace"] : first ? values : values2, 1)) as pulumi.Output<string>,
    ],
});
export const picked = [
    shuffle.results,
    pulumi.output(pets.map(item => item.id)).apply(values => pclElement(first ? values : ["x", "y"], 0)),
];

// pclElement returns the element of a list at an index, which wraps around
// past the end, as PCL's element does.
function pclElement<T>(list: readonly T[], index: number): T {
    if (list.length === 0) {
        throw new Error("element: the list is empty");
    }
    if (!Number.isInteger(index) || index < 0) {
        throw new Error(`element: the index ${index} is not a whole number at least 0`);
    }
    return list[index % list.length];
}
