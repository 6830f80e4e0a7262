import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import * as simple from "@pulumi/simple";
import { Part } from "./part";

export = async () => {
    // Go holds a local collection some of whose elements are outputs as a
    // collection of inputs, and reads every element of it as an input, even
    // one PCL types plain: the component inputs set from such elements, directly,
    // through locals, or through the arguments of an invoke, take outputs.
    const pet = new random.RandomPet("pet", {
        length: 2,
    });
    const settings = {
        name: "plain",
        owner: pet.id,
    };
    const names: [string, pulumi.Output<string>] = ["first", pet.id];
    const byKey = {
        a: "alpha",
        b: pet.id,
    };
    const copied = settings.name;
    const secretValue = await simple.getSecret({
        name: settings.name,
    });
    const direct = new Part("direct", {title: settings.name, label: names[0], key: byKey.a});
    const throughLocals = new Part("throughLocals", {title: copied, label: `${copied}!`, key: secretValue.name});
    const computedIndex = new Part("computedIndex", {title: pulumi.output(pclIndex(names, names.length - 2)), label: secretValue.value});
    return {
        directText: direct.text,
        localText: throughLocals.text,
        indexedText: computedIndex.text,
    };
}

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
