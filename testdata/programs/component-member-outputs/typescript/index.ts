import { Parts } from "./parts";

// A component's outputs named like members of the SDKs' component resource
// class (its URN's getter, registerOutputs, getProvider) are fields of
// their own, which neither shadow the members the SDK calls nor are
// shadowed by them.
const parts = new Parts("parts", {size: 3});
export const registered = parts.registerOutputs_;
export const provider = parts.getProvider_;
