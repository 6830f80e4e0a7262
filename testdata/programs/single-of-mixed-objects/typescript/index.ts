// singleOrNone of a list of two objects of other attributes: PCL's run
// fails (the list has more than one element), and so does each generated
// program, which compiles although the list holds values of no one type.
export const args = {
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
        ];
        if (list.length > 1) {
            throw new Error("singleOrNone: the list has more than one element");
        }
        return list[0];
    })(),
};
