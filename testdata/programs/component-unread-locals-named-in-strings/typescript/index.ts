import { Comp } from "./comp";

// A component whose unread locals are named like text its code prints.
const parts = new Comp("parts", {items: [1, 2]});
export const keyed = parts.keyed;
export const text = parts.text;
