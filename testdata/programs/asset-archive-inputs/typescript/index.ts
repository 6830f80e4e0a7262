import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import { Upload } from "./upload";

const config = new pulumi.Config();

// Issue 12 item 11: assets and archives given to inputs that take an asset or
// an archive (source of aws:s3/bucketObject takes either, code of
// aws:lambda/function takes an archive): each builtin that makes one, try of
// an asset and an archive, a conditional between them, paths from config,
// locals, outputs of other resources, a component input, and stack outputs.
const sourcePath = config.get("sourcePath") ?? "files/hello.txt";
const useArchive = config.getBoolean("useArchive") ?? false;
const localAsset = new pulumi.asset.FileAsset("files/hello.txt");
const localArchive = new pulumi.asset.FileArchive("site");
const eitherLocal = (() => {
    try {
        return new pulumi.asset.FileAsset(sourcePath);
    } catch {}
    return new pulumi.asset.FileArchive(sourcePath);
})();
const mixedValue = [localAsset, localArchive, new pulumi.asset.StringAsset("third")];
const byName = {
    page: new pulumi.asset.FileAsset("site/index.html"),
    site: new pulumi.asset.FileArchive("site"),
};
const bucket = new aws.s3.Bucket("bucket");
const fromFile = new aws.s3.BucketObject("fromFile", {
    bucket: bucket.bucket,
    key: "file",
    source: new pulumi.asset.FileAsset("files/hello.txt"),
});
const fromString = new aws.s3.BucketObject("fromString", {
    bucket: bucket.bucket,
    key: "string",
    source: new pulumi.asset.StringAsset("hello from a string asset"),
});
const fromRemote = new aws.s3.BucketObject("fromRemote", {
    bucket: bucket.bucket,
    key: "remote",
    source: new pulumi.asset.RemoteAsset("https://example.com/hello.txt"),
});
const fromDirectory = new aws.s3.BucketObject("fromDirectory", {
    bucket: bucket.bucket,
    key: "directory",
    source: new pulumi.asset.FileArchive("site"),
});
const fromRemoteArchive = new aws.s3.BucketObject("fromRemoteArchive", {
    bucket: bucket.bucket,
    key: "remote-archive",
    source: new pulumi.asset.RemoteArchive("https://example.com/site.zip"),
});
const fromArchiveMap = new aws.s3.BucketObject("fromArchiveMap", {
    bucket: bucket.bucket,
    key: "archive-map",
    source: new pulumi.asset.AssetArchive({
        "index.html": new pulumi.asset.FileAsset("site/index.html"),
        lib: new pulumi.asset.FileArchive("site/lib"),
        "note.txt": new pulumi.asset.StringAsset("a note"),
    }),
});
const fromTry = new aws.s3.BucketObject("fromTry", {
    bucket: bucket.bucket,
    key: "try",
    source: (() => {
        try {
            return new pulumi.asset.FileAsset(sourcePath);
        } catch {}
        return new pulumi.asset.FileArchive(sourcePath);
    })(),
});
const fromConditional = new aws.s3.BucketObject("fromConditional", {
    bucket: bucket.bucket,
    key: "conditional",
    source: useArchive ? new pulumi.asset.FileArchive("site") : new pulumi.asset.FileAsset("files/hello.txt"),
});
const fromConfigPath = new aws.s3.BucketObject("fromConfigPath", {
    bucket: bucket.bucket,
    key: "config-path",
    source: new pulumi.asset.FileAsset(sourcePath),
});
const fromLocal = new aws.s3.BucketObject("fromLocal", {
    bucket: bucket.bucket,
    key: "local",
    source: localAsset,
});
const fromLocalArchive = new aws.s3.BucketObject("fromLocalArchive", {
    bucket: bucket.bucket,
    key: "local-archive",
    source: localArchive,
});
const fromTryLocal = new aws.s3.BucketObject("fromTryLocal", {
    bucket: bucket.bucket,
    key: "try-local",
    source: eitherLocal,
});
const fromOutputText = new aws.s3.BucketObject("fromOutputText", {
    bucket: bucket.bucket,
    key: "output-text",
    source: bucket.arn.apply(arn => new pulumi.asset.StringAsset(arn)),
});
const fromOtherSource = new aws.s3.BucketObject("fromOtherSource", {
    bucket: bucket.bucket,
    key: "other-source",
    source: fromFile.source,
});
const fromOutputConditional = new aws.s3.BucketObject("fromOutputConditional", {
    bucket: bucket.bucket,
    key: "output-conditional",
    source: bucket.arn.apply(arn => arn !== "" ? new pulumi.asset.FileAsset("files/hello.txt") : new pulumi.asset.FileArchive("site")),
});
const fromArchiveOfLocals = new aws.s3.BucketObject("fromArchiveOfLocals", {
    bucket: bucket.bucket,
    key: "archive-of-locals",
    source: new pulumi.asset.AssetArchive({
        "either.txt": eitherLocal,
        "hello.txt": localAsset,
        site: localArchive,
    }),
});
const fromArchiveOfOutputs = new aws.s3.BucketObject("fromArchiveOfOutputs", {
    bucket: bucket.bucket,
    key: "archive-of-outputs",
    source: bucket.arn.apply(arn => new pulumi.asset.AssetArchive({
        "arn.txt": new pulumi.asset.StringAsset(arn),
        site: localArchive,
    })),
});
const fromListElement = new aws.s3.BucketObject("fromListElement", {
    bucket: bucket.bucket,
    key: "list-element",
    source: mixedValue[1],
});
const fromMapElement = new aws.s3.BucketObject("fromMapElement", {
    bucket: bucket.bucket,
    key: "map-element",
    source: byName.site,
});
const perName: Record<string, aws.s3.BucketObject> = {};
for (const [key, value] of Object.entries(byName)) {
    perName[key] = new aws.s3.BucketObject(`perName-${key}`, {
        bucket: bucket.bucket,
        key: `per-name-${key}`,
        source: value,
    });
}
const fromNullBranch = new aws.s3.BucketObject("fromNullBranch", {
    bucket: bucket.bucket,
    key: "null-branch",
    source: useArchive ? undefined : eitherLocal,
});
const fromNestedConditional = new aws.s3.BucketObject("fromNestedConditional", {
    bucket: bucket.bucket,
    key: "nested-conditional",
    source: useArchive ? new pulumi.asset.RemoteAsset("https://example.com/hello.txt") : sourcePath === "" ? new pulumi.asset.FileArchive("site") : new pulumi.asset.StringAsset("nested"),
});
const fromOutputOrLocal = new aws.s3.BucketObject("fromOutputOrLocal", {
    bucket: bucket.bucket,
    key: "output-or-local",
    source: bucket.arn.apply(arn => arn === "" ? eitherLocal : new pulumi.asset.StringAsset(arn)),
});
const functionResource = new aws.lambda.Function("function", {
    role: "arn:aws:iam::123456789012:role/lambda",
    handler: "index.handler",
    runtime: "nodejs18.x",
    code: new pulumi.asset.FileArchive("site"),
});
const functionFromMap = new aws.lambda.Function("functionFromMap", {
    role: "arn:aws:iam::123456789012:role/lambda",
    handler: "index.handler",
    code: new pulumi.asset.AssetArchive({
        "index.js": new pulumi.asset.StringAsset("exports.handler = async () => \"ok\";"),
    }),
});
const functionFromLocal = new aws.lambda.Function("functionFromLocal", {
    role: functionResource.role,
    code: localArchive,
});
const functionFromOther = new aws.lambda.Function("functionFromOther", {
    role: functionResource.role,
    code: functionResource.code,
});

// An archive input given a value that is an asset or an archive: PCL's
// unsafe conversion, which holds as the value is an archive.
const functionFromTry = new aws.lambda.Function("functionFromTry", {
    role: functionResource.role,
    code: (() => {
        try {
            return new pulumi.asset.FileArchive("site");
        } catch {}
        return new pulumi.asset.FileAsset(sourcePath);
    })(),
});
const functionFromNullBranch = new aws.lambda.Function("functionFromNullBranch", {
    role: functionResource.role,
    code: useArchive ? undefined : (() => {
        try {
            return new pulumi.asset.FileArchive("site");
        } catch {}
        return new pulumi.asset.FileAsset(sourcePath);
    })(),
});
const functionFromOutputConditional = new aws.lambda.Function("functionFromOutputConditional", {
    role: functionResource.role,
    code: bucket.arn.apply(arn => arn !== "" ? new pulumi.asset.FileArchive("site") : new pulumi.asset.AssetArchive({
        "index.js": new pulumi.asset.StringAsset(arn),
    })),
});
const upload = new Upload("upload", {bucket: bucket.bucket, source: new pulumi.asset.FileAsset("files/hello.txt")});
const uploadTry = new Upload("uploadTry", {
    bucket: bucket.bucket,
    source: (() => {
        try {
            return new pulumi.asset.FileAsset(sourcePath);
        } catch {}
        return new pulumi.asset.FileArchive(sourcePath);
    })(),
});
const uploadOutput = new Upload("uploadOutput", {
    bucket: bucket.bucket,
    source: bucket.arn.apply(arn => new pulumi.asset.StringAsset(arn)),
});
export const asset = localAsset;
export const archive = new pulumi.asset.FileArchive("site");
export const tried = eitherLocal;
export const chosen = useArchive ? localArchive : localAsset;
export const eventualChoice = bucket.arn.apply(arn => arn !== "" ? localAsset : localArchive);
export const orNull = useArchive ? undefined : eitherLocal;
export const mixed = mixedValue;
export const objectSource = fromFile.source;
export const functionCode = functionResource.code;
export const componentEtag = upload.etag;
