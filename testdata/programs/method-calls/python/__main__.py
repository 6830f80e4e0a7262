import pulumi
import pulumi_widgets as widgets

# Methods of a provider, a custom resource and a component: results that
# are outputs of objects, and plain results (a number, an object holding a
# provider).
prov = widgets.Provider("prov", region="north")
widget = widgets.Widget(
    "widget", name="first", opts=pulumi.ResourceOptions(provider=prov)
)
spare = widgets.Widget(
    "spare",
    name="second",
    opts=pulumi.ResourceOptions(provider=widget.spare().provider),
)
gizmo = widgets.Gizmo("gizmo")
pulumi.export("area", widget.resize(factor=1.5).area)
pulumi.export("count", widget.count())
pulumi.export("label", pulumi.Output.concat("spare: ", widget.spare().label))
pulumi.export("summary", prov.describe().summary)
pulumi.export("attached", gizmo.attach(widgets=[widget, spare]).names)
