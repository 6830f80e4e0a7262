import * as widgets from "@pulumi/widgets";

export = async () => {
    // Invokes the Go SDKs offer in output form only: functions with
    // multi-argument inputs and functions whose result is not an object.
    const joined = await widgets.joinNames("left", "right");
    const single = await widgets.joinNames("alone");
    const widget = new widgets.Widget("widget", {
        name: joined.result,
    });
    return {
        parts: widgets.countPartsOutput({
            text: single.result,
        }),
        tags: widgets.getTagsOutput({
            prefix: widget.name,
        }),
    };
}
