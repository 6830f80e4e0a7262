import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? true;
const opts = config.getObject<{b?: boolean, n?: number, s?: string}>("opts") ?? {
    n: 1.5,
};
const pol = new aws.autoscaling.Policy("pol", {
    autoscalingGroupName: "g",
    targetTrackingConfiguration: {
        targetValue: 2.5,
    },
});
const ints: random.RandomInteger[] = [];
for (let index = 0; index < 2; index++) {
    ints.push(new random.RandomInteger(`ints-${index}`, {
        min: 1,
        max: 10,
    }));
}
export const eventualNumbers = [
    pulumi.all([
        pclIndex(ints, 0).max,
        ints.map(item => item.min).filter(i => flag).map(i => pol.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue)),
        ints.map(item => item.min),
    ]).apply(([max, values, values2]): (number | undefined)[] => max > 3 ? values : values2),
];
export const plainNumbers = flag ? [opts.n, 2.5] : [1, 2];
export const plainStrings = !flag ? ["true"] : [opts.s, "x"];
export const plainMaps = flag ? {
    a: opts.b,
    c: true,
} : {
    b: 3,
};
export const eventualMaps = pulumi.all([pclIndex(ints, 0).max, pclIndex(ints, 1).min]).apply(([max, min]): {a?: number, b?: number} => max > 3 ? {
    a: opts.n,
} : {
    b: min,
});

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
