import { Comp } from "./comp";

// Fuzz seed 10303: a loop over a component's output that is one of two
// objects with different attributes visits the attributes of the object
// taken, not the attributes of every branch.
const taken = new Comp("taken", {pick: false});
const other = new Comp("other", {pick: true});
export const takenKeys = taken.whole.apply(whole => Object.entries(whole).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => k));
export const otherCount = other.whole.apply(whole => Object.keys(Object.fromEntries(Object.entries(whole).map(([k, v]) => [k, v]))).length);
export const innerCount = taken.nested.apply(nested => Object.keys(nested.inner[0]).length);
