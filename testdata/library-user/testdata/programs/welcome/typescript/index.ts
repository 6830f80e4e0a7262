import { Door } from "./door";

// Two doors, each with its own greeting: a component used twice.

const front = new Door("front", {guest: "visitors"});
const back = new Door("back", {guest: "staff", loud: true});
export const sizes = [front.size, back.size];
