import * as crypto from "crypto";
import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();
const text = config.get("text") ?? "hello, world";
const parts = text.split(", ");
const joined = parts.join("-");
const encoded = Buffer.from(joined).toString("base64");
const decoded = Buffer.from(encoded, "base64").toString("utf8");
const digest = crypto.createHash("sha1").update(decoded).digest("hex");
const numbers = Array.from({length: Math.max(0, Math.ceil((10 - 1) / 3))}, (_, i) => 1 + i * 3);
const biggest = Math.max(...numbers);
const smallest = Math.min(3, 1.5);
const lookedUp = ({
    a: "x",
} as Record<string, string>)["b"] ?? "default";
const single = (() => {
    const list = [text];
    if (list.length > 1) {
        throw new Error("singleOrNone: the list has more than one element");
    }
    return list[0];
})();
const itemsValue = Object.entries({
    one: 1,
    two: 2,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value}));
const first = parts[0];
const ratio = parts.length / 2;
const half = 7 % 2 === 1 ? "odd" : "even";
const attempt = (() => {
    try {
        const value = parts[5];
        if (value !== undefined) {
            return value;
        }
    } catch {}
    return "none";
})();
const works = (() => {
    try {
        return parts[0] !== undefined;
    } catch {
        return false;
    }
})();
export const summary = `${joined} ${digest} ${biggest} ${smallest} ${lookedUp} ${single} ${first} ${ratio} ${half} ${attempt} ${works}`;
export const items = itemsValue.map(e => `${e.key}=${e.value}`);
export const where = `${pulumi.getStack()}/${pulumi.getProject()}/${pulumi.getOrganization()}/${pulumi.getRootDirectory()}/${process.cwd()}`;
export const json = JSON.stringify({
    numbers: numbers,
    text: text,
});
export const asset = new pulumi.asset.StringAsset(text);
