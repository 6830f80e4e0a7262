import { Store } from "./store";

// One directory component used twice: each instance's children are named
// after the instance ("first-tag", "second-tag"), so their URNs differ.
const first = new Store("first", {count: 2});
const second = new Store("second", {count: 1});
export const firstTag = first.tag;
export const secondTag = second.tag;
