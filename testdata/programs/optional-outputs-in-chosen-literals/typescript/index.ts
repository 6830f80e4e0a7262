import { Parts } from "./parts";

const first = new Parts("first");
const second = new Parts("second", {pick: true});
export const firstFields = first.fields;
export const secondNames = second.names;
export const firstByName = first.byName;
