import { Compa } from "./compa";

// pclfuzz's shrunk program: conditionals whose branches are objects
// holding secrets (outputs) in a component.
const setComponent = new Compa("set", {nil: 1, echo: []});
