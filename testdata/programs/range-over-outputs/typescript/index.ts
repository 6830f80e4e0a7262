import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Resources ranged over outputs are created inside an apply on the range.
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["alpha", "bravo", "charlie"],
});
const perResult = shuffle.results.apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`perResult-${index}`, {
            length: 8,
            keepers: {
                name: value,
            },
        }));
    }
    return resources;
});
const labels = new random.RandomPet("labels", {
    keepers: {
        team: "infra",
        env: "dev",
    },
});
const perLabel = labels.keepers.apply(rangeValue => {
    const resources: Record<string, random.RandomInteger> = {};
    for (const [key, value] of Object.entries(rangeValue ?? {})) {
        resources[key] = new random.RandomInteger(`perLabel-${key}`, {
            min: 0,
            max: 10,
            keepers: {
                label: `${key}=${value}`,
            },
        });
    }
    return resources;
});
const counted = shuffle.results.apply(results => results.length).apply(rangeValue => {
    const resources: random.RandomId[] = [];
    for (let index = 0; index < rangeValue; index++) {
        resources.push(new random.RandomId(`counted-${index}`, {
            byteLength: 4,
            prefix: `id-${index}`,
        }));
    }
    return resources;
});

// References to the ranged resources go through applies.
export const first = perResult.apply(perResult2 => perResult2[0].result);
export const all = perResult.apply(perResult2 => perResult2.map(item => item.result));
export const count = counted.apply(counted2 => counted2.length);
export const infra = perLabel.apply(perLabel2 => perLabel2.team.result);

// A list whose elements are outputs is resolved whole.
const fromTuple = pulumi.output([labels.id, shuffle.results[0]]).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`fromTuple-${index}`, {
            length: 6,
            keepers: {
                source: value,
            },
        }));
    }
    return resources;
});
const fromFor = pulumi.all([shuffle.results, labels.keepers]).apply(([results, keepers]) => results.map(r => keepers?.[r])).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`fromFor-${index}`, {
            length: 6,
            keepers: {
                source: value!,
            },
        }));
    }
    return resources;
});
