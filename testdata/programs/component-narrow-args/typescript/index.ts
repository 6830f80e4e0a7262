import { Comp } from "./comp";

// Arguments of a component built from expressions whose Python types are
// narrower than the inputs' (split gives list[LiteralString]): the args
// TypedDict takes read-only Sequence and Mapping, whose element types are
// covariant, at every level.
const parts = new Comp("parts", {
    names: "a,b".split(","),
    nested: ["x y".split(" "), ["z"]],
    byKey: {
        a: "p-q".split("-"),
    },
});
export const first = parts.first;
export const count = parts.count;
