import * as pulumi from "@pulumi/pulumi";
import { Comp } from "./comp";

const first = new Comp("first", {values: pulumi.secret([0.25, undefined])});
export const count = first.count;
export const present = first.present;
