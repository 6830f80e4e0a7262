import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Resource IDs and URNs (which Go resolves as pulumi.ID and pulumi.URN)
// among strings, in collections an apply resolves whole: a range chosen
// between them, a list read by index and by loop, a map's values.
const pets: random.RandomPet[] = [];
for (let index = 0; index < ["a", "b"].length; index++) {
    pets.push(new random.RandomPet(`pets-${index}`, {
        separator: "x",
    }));
}
const byIds = pulumi.unsecret(pulumi.output<pulumi.Input<pulumi.Input<string | undefined>[]>>(false ? [pclIndex(pets, 0).prefix, "literal"] : pets.map(item => item.id))).apply(rangeValue => {
    const resources: random.RandomShuffle[] = [];
    for (let index = 0; index < rangeValue.length; index++) {
        resources.push(new random.RandomShuffle(`byIds-${index}`, {
            inputs: ["x"],
        }));
    }
    return resources;
});
const mixed: [pulumi.Output<string>, string, pulumi.Output<string>] = [pclIndex(pets, 0).id, "plain", pclIndex(pets, 1).urn];
const byKey = {
    first: pclIndex(pets, 0).id,
    second: "plain",
};
const shuffled = new random.RandomShuffle("shuffled", {
    inputs: mixed.map(s => pulumi.interpolate`${pulumi.output(s)}!`),
    keepers: byKey,
});
export const second = pulumi.output(mixed[0]);
export const joined = pulumi.output(mixed).apply(mixed2 => mixed2.join(","));
export const lengths = (true ? pets.map(item => item.id) : [pclIndex(pets, 0).prefix]).map(s => s.apply(s2 => s2!.length));

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
