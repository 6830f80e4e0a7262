import * as crypto from "crypto";
import * as simple from "@pulumi/simple";

// A resource's URN read as a value is the engine's: a child of the stack
// has its own type in it, not the stack's type before it, so a hash of it
// is the same in every language.
const first = new simple.Resource("first", {
    inputOne: "x",
});
const second = new simple.Resource("second", {
    inputOne: first.urn.apply(urn => crypto.createHash("sha1").update(urn).digest("hex")),
});
export const urnDigest = first.urn.apply(urn => Buffer.from(crypto.createHash("sha1").update(`${urn}!`).digest("hex")).toString("base64"));
export const urnLength = second.urn.apply(urn => [...new Intl.Segmenter().segment(urn)].length);
