import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// A conditional given as a resource's input whose branches are an output
// and a plain value that may be null: the input takes either as it is.
const settings = config.getObject<Record<string, {label?: string, public?: boolean}>>("settings") ?? {
    x: {
        public: true,
    },
    y: {
        label: "why",
    },
};
const main = new aws.ec2.Instance("main", {
    ami: "a",
    instanceType: "t",
});
const each: Record<string, aws.ec2.Instance> = {};
for (const [key, value] of Object.entries(settings)) {
    each[key] = new aws.ec2.Instance(`each-${key}`, {
        ami: value.label == null ? main.ami : value.label,
        instanceType: "t",
        associatePublicIpAddress: !pclOperand(value.public) ? main.publicIp.apply(publicIp => publicIp === "x" && pclOperand(value.public)) : value.public,
    });
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
