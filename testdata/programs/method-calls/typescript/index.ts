import * as widgets from "@pulumi/widgets";

export = async () => {
    // Methods of a provider, a custom resource and a component: results that
    // are outputs of objects, and plain results (a number, an object holding a
    // provider).
    const prov = new widgets.Provider("prov", {
        region: "north",
    });
    const widget = new widgets.Widget("widget", {
        name: "first",
    }, {
        provider: prov,
    });
    const spare = new widgets.Widget("spare", {
        name: "second",
    }, {
        provider: (await widget.spare()).provider,
    });
    const gizmo = new widgets.Gizmo("gizmo");
    return {
        area: widget.resize({
            factor: 1.5,
        }).apply(result => result.area),
        count: await widget.count(),
        label: `spare: ${(await widget.spare()).label}`,
        summary: prov.describe().apply(result => result.summary),
        attached: gizmo.attach({
            widgets: [widget, spare],
        }).apply(result => result.names),
    };
}
