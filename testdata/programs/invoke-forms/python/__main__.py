import pulumi
import pulumi_widgets as widgets

# Invokes the Go SDKs offer in output form only: functions with
# multi-argument inputs and functions whose result is not an object.
joined = widgets.join_names("left", "right")
single = widgets.join_names("alone")
widget = widgets.Widget("widget", name=joined.result)
pulumi.export("parts", widgets.count_parts_output(text=single.result))
pulumi.export("tags", widgets.get_tags_output(prefix=widget.name))
