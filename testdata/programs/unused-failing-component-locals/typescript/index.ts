import { Checks } from "./checks";

// A local of a component that nothing reads still fails the run where
// its evaluation does.
const checks = new Checks("checks", {count: 2});
export const count = checks.count;
