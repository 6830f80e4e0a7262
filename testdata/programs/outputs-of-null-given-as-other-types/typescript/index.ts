import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// An output read as null, from an object a conditional unifies with
// another, given where a value of another type is taken: in a branch's
// object given as a schema object, in a branch's list, and through a local
// holding the choice, each chosen and not.
const pick = config.getBoolean("pick") ?? true;
const settings = pulumi.secret({
    nothing: undefined,
    name: "x",
});
const chosenValue: {encrypted?: pulumi.Output<undefined>, volumeSize?: number} = pick ? {
    volumeSize: 3,
} : {
    encrypted: settings.apply(settings2 => settings2.nothing),
};
const unchosenValue: {encrypted?: pulumi.Output<undefined>, volumeSize?: number} = !pick ? {
    volumeSize: 3,
} : {
    encrypted: settings.apply(settings2 => settings2.nothing),
};
const inBranch = new aws.ec2.Instance("inBranch", {
    instanceType: "t2.micro",
    rootBlockDevice: !pick ? {
        volumeSize: 3,
    } : {
        encrypted: settings.apply(settings2 => (settings2.nothing as boolean | undefined)!),
    },
});
const inOtherBranch = new aws.ec2.Instance("inOtherBranch", {
    instanceType: "t2.micro",
    rootBlockDevice: pick ? {
        volumeSize: 3,
    } : {
        encrypted: settings.apply(settings2 => (settings2.nothing as boolean | undefined)!),
    },
});
const fromChosen = new aws.ec2.Instance("fromChosen", {
    instanceType: "t2.micro",
    rootBlockDevice: {
        encrypted: pulumi.output(chosenValue).apply(chosen2 => (((chosen2 as Record<string, any>)["encrypted"] ?? undefined) as boolean | undefined)!),
        volumeSize: pulumi.output(chosenValue).apply(chosen2 => (chosen2 as Record<string, any>)["volumeSize"] ?? undefined) as pulumi.Output<number>,
    },
});
const fromUnchosen = new aws.ec2.Instance("fromUnchosen", {
    instanceType: "t2.micro",
    rootBlockDevice: {
        encrypted: pulumi.output(unchosenValue).apply(unchosen2 => (((unchosen2 as Record<string, any>)["encrypted"] ?? undefined) as boolean | undefined)!),
        volumeSize: pulumi.output(unchosenValue).apply(unchosen2 => (unchosen2 as Record<string, any>)["volumeSize"] ?? undefined) as pulumi.Output<number>,
    },
});
export const chosen = chosenValue;
export const unchosen = unchosenValue;

// The same null, no longer secret.
const revealed = pulumi.unsecret(settings);
const revealedInBranch = new aws.ec2.Instance("revealedInBranch", {
    instanceType: "t2.micro",
    rootBlockDevice: !pick ? {
        volumeSize: 3,
    } : {
        encrypted: revealed.apply(revealed2 => (revealed2.nothing as boolean | undefined)!),
    },
});

// Secret nulls made so, in a branch's object and in a map.
const secretNullInBranch = new aws.ec2.Instance("secretNullInBranch", {
    instanceType: "t2.micro",
    rootBlockDevice: !pick ? {
        volumeSize: 3,
    } : {
        encrypted: pulumi.secret(undefined).apply(secret => (secret as boolean | undefined)!),
    },
});
export const secretNulls = {
    nothing: pulumi.secret(undefined),
    read: settings.apply(settings2 => settings2.nothing),
};
