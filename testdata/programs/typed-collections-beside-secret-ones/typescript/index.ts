import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const pet = new random.RandomPet("pet");
const listsValue: [string[], pulumi.Output<string[]>] = [["x.y", "{brace}"], pulumi.secret(["a"].map(s => "12" as string))];
const mapsValue: [{a: string}, Record<string, pulumi.Output<string>>] = [
    {
        a: "x",
    },
    pclFromEntries(["b"].map(k => [k, pet.id])),
];
const numbersValue: [number[], pulumi.Output<number[]>] = [[1, 2], pulumi.secret([0.5])];
export const lists = listsValue.map(l => pulumi.output(l).apply(l2 => l2.join(",")));
export const maps = mapsValue.map(m => Object.keys(m).length);
export const numbers = numbersValue.map(n => pulumi.output(n).apply(n2 => n2.length));
export const firstElement = numbersValue[0][1] + 1;
export const first = [listsValue[0], mapsValue[0], numbersValue[0]];

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}
