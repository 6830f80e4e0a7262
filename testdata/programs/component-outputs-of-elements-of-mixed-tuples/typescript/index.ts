import { Part } from "./part";

// A component's outputs that read elements of an output of a tuple whose
// elements are of different types (objects of other keys) by a constant
// index: each output is of its element's type.
const part = new Part("part");
export const first = part.first;
export const second = part.second;
