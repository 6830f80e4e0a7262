import * as pulumi from "@pulumi/pulumi";
import * as acme from "@acme/pulumi-acme";

const config = new pulumi.Config();

// A greeting for whoever the stack's config names.

const name = config.get("name") ?? "world";
const greeting = new acme.Greeting("greeting", {
    message: `Hello, ${name}!`,
});
export const length = greeting.length;
