import * as random from "@pulumi/random";

// Ranged resources whose loops bind values of different types to the same
// range.value, read in try and can: the value each reads is its own loop's.
const names: Record<string, random.RandomPet> = {};
for (const [key, value] of Object.entries({
    a: "x",
    b: "y",
})) {
    names[key] = new random.RandomPet(`names-${key}`, {
        prefix: `${key}-${value}`,
    });
}
const sized: Record<string, random.RandomString> = {};
for (const [key, value] of Object.entries({
    a: 1,
    b: 2,
})) {
    sized[key] = new random.RandomString(`sized-${key}`, {
        length: ((): number => {
            try {
                const value2 = value % 5 + 8;
                if (value2 !== undefined) {
                    return value2;
                }
            } catch {}
            return 3;
        })(),
        special: (() => {
            try {
                return value * 2 !== undefined;
            } catch {
                return false;
            }
        })(),
    });
}
const listed: random.RandomString[] = [];
for (const [index, value] of [
    {
        size: 9,
    },
    {
        size: 10,
    },
].entries()) {
    listed.push(new random.RandomString(`listed-${index}`, {
        length: ((): number => {
            try {
                const value2 = value.size;
                if (value2 !== undefined) {
                    return value2;
                }
            } catch {}
            return 4;
        })(),
    }));
}
export const lengths = Object.entries(sized).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, s]) => s.length);
