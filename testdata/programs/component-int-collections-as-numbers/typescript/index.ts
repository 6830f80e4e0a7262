import { Numbers } from "./numbers";

// A component's outputs computed as collections of ints where PCL types
// them as collections of numbers: the component's fields hold numbers.
const numbers = new Numbers("numbers");
export const listed = numbers.listed;
export const filtered = numbers.filtered;
export const mapped = numbers.mapped;
export const nested = numbers.nested;
export const total = numbers.single.apply(single => single + 0.5);
export const throughLocals = [numbers.local.apply(local => local + 0.5), numbers.localListed, numbers.localNested];
