import { Comp } from "./comp";

const c = new Comp("c");
export const read = [c.xray, c.listed];
