import * as pulumi from "@pulumi/pulumi";
import { Half } from "./half";

// Two instances that read each other's outputs. A component must not hand
// its args to its base class: the SDK would wait for their outputs before
// registering it, and each instance would wait for the other forever.
const [pongOwn, resolvePongOwn] = pulumi.deferredOutput<string>();
const ping = new Half("ping", {peer: pongOwn});
const pong = new Half("pong", {peer: ping.own});
resolvePongOwn(pong.own);
export const pingPeer = ping.seen;
export const pongPeer = pong.seen;
