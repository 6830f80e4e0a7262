import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";
import { Parts } from "./parts";

const config = new pulumi.Config();

// Resources that nobody reads, created over every kind of range, in the
// program and in a component (where each is a local variable of a function
// in Python and Go, which linters and compilers hold to being used).
const enabled = config.getBoolean("enabled") ?? true;
const unreadFlag = enabled ? new random.RandomPet("unreadFlag") : undefined;
const parts = new Parts("parts", {enabled: enabled});
const skipped = new Parts("skipped", {enabled: false});
export const partsName = parts.name;
