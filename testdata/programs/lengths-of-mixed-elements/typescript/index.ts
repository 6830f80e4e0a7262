// The length of each element of a tuple of collections of different kinds
// (a list, an object, a string): a loop's variable of one of several
// types, whose length each kind counts its own way.
const mixed: [number[], {id: string, n: number}, string] = [
    [1.5, 2],
    {
        id: "x",
        n: 2,
    },
    "héllo",
];
export const lengths = mixed.map(x => pclLength(x));

// pclLength returns the length of a value of any type, as PCL's length: the
// characters of a string, the elements of a list, the entries of a map.
function pclLength(value: unknown): number {
    if (typeof value === "string") {
        return [...new Intl.Segmenter().segment(value)].length;
    }
    if (Array.isArray(value)) {
        return value.length;
    }
    if (value !== null && typeof value === "object") {
        return Object.keys(value).length;
    }
    throw new Error("length takes a string, a list or a map, not " + String(value));
}
