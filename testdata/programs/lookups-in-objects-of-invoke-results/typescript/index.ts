import * as aws from "@pulumi/aws";

export = async () => {
    // Objects holding an invoke's results (awaited where they are made) beside
    // plain values, read by lookup and by index, at keys they have and lack.
    const ami = await aws.ec2.getAmi({
        mostRecent: true,
        owners: ["amazon"],
    });
    const image = new aws.ec2.Ami("image", {
        name: ({
            beta: "12",
            arch: ami.architecture,
        } as Record<string, string>)["missing"] ?? "none",
        kernelId: Buffer.from(({
            beta: "12",
            arch: ami.architecture,
        } as Record<string, string>)["arch"] ?? "none").toString("base64"),
        deprecationTime: Buffer.from(({
            beta: "12",
            arch: ami.architecture,
        } as Record<string, string>)["{brace}"] ?? "later").toString("base64"),
        imageLocation: {
            beta: "12",
            arch: ami.name,
        }.arch,
    });
    return {
        found: ({
            id: ami.id,
            name: "fixed",
        } as Record<string, string>)["id"] ?? "none",
        defaulted: [...new Intl.Segmenter().segment(({
            id: ami.id,
            name: "fixed",
        } as Record<string, string>)["other"] ?? "none")].length,
    };
}
