import * as pulumi from "@pulumi/pulumi";
import * as widgets from "@pulumi/widgets";
import { Parts } from "./parts";

export = async () => {
    const config = new pulumi.Config();

    // Invokes that Go calls in their output form (a result that is not an
    // object, or multi-argument inputs) hold outputs, so the component inputs
    // they reach, directly, through locals or inside other values, take
    // outputs in Go.
    const prefix = config.get("prefix") ?? "team";
    const tags = await widgets.getTags({
        prefix: prefix,
    });
    const joined = await widgets.joinNames("left", "right");
    const named = `${joined.result}-named`;
    const direct = new Parts("direct", {labels: tags, title: joined.result, names: ["one"]});
    const throughLocals = new Parts("throughLocals", {
        labels: Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, `${v}!`])),
        title: named,
        names: [named, "two"],
    });
    return {
        directCount: direct.count,
        localTitle: throughLocals.title,
    };
}
