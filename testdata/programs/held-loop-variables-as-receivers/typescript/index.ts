import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Comp } from "./comp";

const config = new pulumi.Config();
const flag = config.getBoolean("flag") ?? true;
const numberResource: random.RandomInteger[] = [];
for (let index = 0; index < 2; index++) {
    numberResource.push(new random.RandomInteger(`number-${index}`, {
        min: 1,
        max: 5,
    }));
}
const choice = flag ? {
    nums: numberResource.map(item => item.result),
} : {
    nums: numberResource.map(item => item.min).map(v => 2.5 as number).map(element => pulumi.output(element)),
};
const comp = new Comp("comp", {nums: choice.nums});
export const doubled = comp.doubled;
