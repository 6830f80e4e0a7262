import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Issue 12 item 21: a template of one conditional is the conditional itself.
const flag = config.getBoolean("flag") ?? true;
const xValue: string = true ? "a" : "b";
const yValue: string = flag ? "a" : "b";
const r = new random.RandomString("r", {
    length: 4,
    keepers: {
        k: flag ? "c" : "d",
        j: `${flag ? "c" : "d"}-${xValue}`,
    },
});
export const x = xValue;
export const y = [!flag ? yValue : "e"].join(",");
export const z = pulumi.interpolate`${r.result.apply<string>(result => result === "" ? "empty" : result)}`;
