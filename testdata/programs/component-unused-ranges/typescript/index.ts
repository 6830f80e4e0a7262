import { Parts } from "./parts";

// A component whose resources nothing reads, ranged over values of every
// kind: their locals would be unused variables to linters.
const parts = new Parts("parts", {flags: ["a", "b"]});
