import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A secret config variable that may be null and is not set is a secret
// null: comparing it with null gives a secret true, and reading it gives a
// secret null, in every SDK (TypeScript's getSecret gives undefined, which
// is no output at all).
const word = pulumi.secret(config.get("word"));
const count = pulumi.secret(config.getNumber("count"));
export const wordIsNull = word.apply(word2 => word2 == null);
export const countIsNull = count.apply(count2 => count2 == null);
export const wordOrDefault = pulumi.all([word, word]).apply<string | undefined>(([word2, word3]) => word2 == null ? "none" : word3);
