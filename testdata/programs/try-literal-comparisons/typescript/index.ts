// try of literals compared with another literal: TypeScript types the try
// as the union of its literal arguments (4 | 9) and rejects comparing it
// with a literal outside that union as unintentional, where PCL compares
// the values.
const isThirteenValue = (13 as number) === (() => {
    try {
        return 4;
    } catch {}
    return 9;
})();
const isFourValue = (() => {
    try {
        return (() => {
            throw new Error("not here");
        })();
    } catch {}
    return 4;
})() !== 4;
export const isThirteen = isThirteenValue;
export const isFour = isFourValue;
export const word = ("a" as string) === (() => {
    try {
        return "b";
    } catch {}
    return "c";
})() ? "same" : "different";
