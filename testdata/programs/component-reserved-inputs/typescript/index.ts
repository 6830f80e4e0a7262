import { Tagged } from "./tagged";

// A component's inputs named id and urn, the names of the engine's own
// properties: the component reads them, and its registration carries the
// others only (the Node.js SDK never sends an input of either name).
const tagged = new Tagged("tagged", {
    id: {
        delta: "x.y",
        india: true,
    },
    urn: "not-a-urn",
    name: "plain",
});
export const prefix = tagged.prefix;
