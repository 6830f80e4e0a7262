import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

export = async () => {
    // Plain elements picked by a constant index from tuples that also hold
    // outputs, where another element may fail (an index into a ranged
    // resource's list): the pick is plain, so it can be a plain invoke's
    // argument, and the whole tuple is still evaluated, as PCL does.
    const pets: random.RandomPet[] = [];
    for (let index = 0; index < 1; index++) {
        pets.push(new random.RandomPet(`pets-${index}`, {
            length: 2,
        }));
    }

    // element wraps its index around the tuple's length.
    const picked = await aws.ec2.getAmi({
        nameRegex: (["first", pclIndex(pets, 0).id, "third"] as [string, pulumi.Output<string>, string])[0],
    });

    // An index, and a number picked.
    const indexed = await aws.ec2.getAmi({
        nameRegex: (["first", pclIndex(pets, 0).id, "third"] as [string, pulumi.Output<string>, string])[2],
        mostRecent: ([true, pclIndex(pets, 0).length.apply(length => length > 1)] as [boolean, pulumi.Output<boolean>])[0],
        owners: ([["self"], [pclIndex(pets, 0).id]] as [string[], pulumi.Output<string>[]])[0],
    });

    // A pick used where an output is fine.
    const named = new random.RandomPet("named", {
        prefix: (["named", pclIndex(pets, 0).id] as [string, pulumi.Output<string>])[0],
    });
    return {
        picked: [picked.id, indexed.name, indexed.mostRecent, named.prefix],
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
