import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

export = async () => {
    const config = new pulumi.Config();

    // Plain invoke results held whole: as the elements of a list built by a
    // for expression and of a tuple, as a conditional's branches, as the
    // values of a map built by a for expression. Each is the
    // result struct, which the Go SDK returns through a pointer.
    const preferFirst = config.getBoolean("preferFirst") ?? true;
    const ami = await aws.ec2.getAmi({
        owners: ["self"],
    });
    const amis = (await Promise.all(["a", "b"].map(async o => await aws.ec2.getAmi({
        owners: [o],
    }))));
    const pair = [
        await aws.ec2.getAmi({
            owners: ["x"],
        }),
        ami,
    ];
    const chosen = preferFirst ? await aws.ec2.getAmi({
        owners: ["y"],
    }) : ami;
    const byOwner = pclFromEntries((await Promise.all(["c", "d"].map(async o => [o, await aws.ec2.getAmi({
        owners: [o],
        mostRecent: true,
    })] as const))));
    const server = new aws.ec2.Instance("server", {
        ami: chosen.imageId,
        instanceType: "t3.micro",
        tags: Object.fromEntries(Object.entries(byOwner).map(([o, a]) => [o, a.name])),
    });
    return {
        ids: amis.map(a => a.imageId),
        names: [pair[0].name, pair[1].name, chosen.name, pclIndex(byOwner, "d").architecture],
        owners: pair.map(a => a.owners),
        count: amis.length + Object.keys(byOwner).length,
    };
}

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
