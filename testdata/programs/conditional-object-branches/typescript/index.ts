import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A conditional whose branches are objects of different attributes has
// their unified type, in every position: TypeScript infers the union of the
// branches' types, which no map input takes, unless told the type.
const c = config.getBoolean("c") ?? false;
const localTags: {"a.b"?: string, x?: string} = c ? {
    x: "y",
} : {
    "a.b": "x",
};
const secretTags = new aws.ec2.SecurityGroup("secretTags", {
    tags: pulumi.secret<{"a.b"?: string}>(c ? {} : {
        "a.b": "x",
    }),
});
const plainTags = new aws.ec2.SecurityGroup("plainTags", {
    tags: c ? {} : {
        "a.b": "x",
    },
});
const unsecretTags = new aws.ec2.SecurityGroup("unsecretTags", {
    tags: pulumi.unsecret(pulumi.secret<{"a.b"?: string, x?: string}>(c ? {
        x: "y",
    } : {
        "a.b": "x",
    })),
});
const localTagged = new aws.ec2.SecurityGroup("localTagged", {
    tags: localTags,
});
const listed = new aws.ec2.SecurityGroup("listed", {
    ingress: pulumi.secret<{fromPort: number, protocol: string, toPort: number}[]>(c ? [] : [
        {
            protocol: "tcp",
            fromPort: 80,
            toPort: 80,
        },
    ]),
});
export const secretObject = pulumi.secret<{"a.b"?: string}>(c ? {} : {
    "a.b": "x",
});
export const fromId = plainTags.id.apply((id): {id?: string} => id === "" ? {} : {
    id: id,
});
