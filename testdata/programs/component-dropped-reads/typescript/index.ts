import { Comp } from "./comp";

// A component whose nodes are read only where lowering drops the reads:
// the variables they are assigned to are never read in the function.
const parts = new Comp("parts");
export const sum = parts.sum;
export const chosen = parts.chosen;
