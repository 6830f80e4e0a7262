import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Config, locals and resources named like the temporaries generated code
// needs: the temporaries take other names, so every value is read and none
// is hidden.
const paramConfig = config.get("param") ?? "p";
const value = config.getNumber("value") ?? 2;
const result = config.getBoolean("result") ?? true;
const errConfig = config.getNumber("err") ?? 1.5;
const cfgConfig = config.get("cfg");
const ctx = config.get("ctx") ?? "c";
const index = config.getObject<string[]>("index") ?? ["i", "j"];
const key = config.get("key") ?? "k";
const res = `${paramConfig}-${ctx}`;
const item: random.RandomString[] = [];
for (let index2 = 0; index2 < value; index2++) {
    item.push(new random.RandomString(`item-${index2}`, {
        length: value + index2,
        special: result,
        overrideSpecial: res,
    }));
}
export const param = paramConfig;
export const words = index.map(w => `${w}-${res}-${result}-${key}`);
export const err = errConfig;
export const cfg = cfgConfig;
