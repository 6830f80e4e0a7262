import { Typed } from "./typed";

// A component whose inputs are named like the types its Python args
// class's hints read (str, dict, int): the class is written in TypedDict's
// functional form, where a key hides no name.
const typed = new Typed("typed", {
    str: "s",
    dict: {
        a: "x",
    },
});
export const joined = typed.joined;
