// The one element of a list whose objects have other attributes: the list
// holds values of no one Go type, and the element converts to the object
// PCL's unification gives.
export const picked = {
    november: (() => {
        const list = [
            {
                charlie: 11,
                uniform: "x",
            },
            {
                bravo: "b",
                uniform: "t",
            },
        ].filter(o => o.uniform === "x");
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })(),
};
