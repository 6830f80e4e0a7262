import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Choices of tuple constructors whose elements are collections of outputs
// in one branch and of plain values in another: PCL unifies each element
// to a collection of outputs, which TypeScript declares as the union of
// the branches' where a branch's plain collection is no collection of
// outputs. Chosen and not, read by index and given to a resource.
const pick = config.getBoolean("pick") ?? false;
const pets: random.RandomPet[] = [];
for (let index = 0; index < 2; index++) {
    pets.push(new random.RandomPet(`pets-${index}`, {
        length: 2,
    }));
}
const chosenValue: [string[], pulumi.Output<string>[], pulumi.Output<string | undefined>[]] = pick ? [["a"], pets.map(item => item.id), pets.map(item => item.prefix)] : [["b"], pets.map(item => item.id), [pulumi.output("x"), pulumi.output("y")]];
const unchosen: [string[], pulumi.Output<string>[], pulumi.Output<string | undefined>[]] = !pick ? [["a"], pets.map(item => item.id), pets.map(item => item.prefix)] : [["b"], pets.map(item => item.id), [pulumi.output("x"), pulumi.output("y")]];
const nestedValue = pick ? [[pclIndex(pets, 0).id], [pulumi.output("z")]] : pets.length > 1 ? [[pulumi.output("p")], [pclIndex(pets, 1).id]] : [[pulumi.output("q")], [pulumi.output("r")]];
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: unchosen[2] as pulumi.Output<string>[],
});
export const chosen = chosenValue;
export const third = chosenValue[2];
export const nested = nestedValue;

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
}
