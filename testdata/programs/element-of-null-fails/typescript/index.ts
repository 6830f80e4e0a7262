import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// An element of a null list, outside any try: PCL fails, as the program
// must (TypeScript's ?.[0] gave undefined).
const names = config.getObject<string[]>("names");
export const first = names![0];
