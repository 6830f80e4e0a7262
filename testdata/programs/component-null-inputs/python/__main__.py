import pulumi
import pulumi_aws as aws

from checker import Checker
from scaler import Scaler

config = pulumi.Config()

# A component's input given an output whose value is null takes the config
# variable's default, as an input left out does: the policies echo the
# target tracking configuration the program gives, so an attribute left out
# of it (disableScaleIn of "unset") is null, one given ("set") is not. So
# does an input given a plain null, from a config variable or a literal.
# An input without a default ("./checker") given an output that may be null
# takes its value, and would fail on null.
unset = aws.autoscaling.Policy(
    "unset",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 0.5},
)
set_ = aws.autoscaling.Policy(
    "set",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 2, "disable_scale_in": False},
)
from_null = Scaler(
    "fromNull",
    {
        "disabled": unset.target_tracking_configuration.disable_scale_in,
        "target": unset.target_tracking_configuration.target_value,
    },
)
from_value = Scaler(
    "fromValue",
    {
        "label": "given",
        "disabled": set_.target_tracking_configuration.disable_scale_in,
        "target": set_.target_tracking_configuration.target_value,
    },
)
left_out = Scaler("leftOut", {})
nothing = config.get_bool("nothing")
no_label = config.get("noLabel")
from_null_config = Scaler(
    "fromNullConfig", {"disabled": nothing, "target": None, "label": no_label}
)
check = Checker(
    "check", {"enabled": set_.target_tracking_configuration.disable_scale_in}
)
pulumi.export("checked", check.enabled)
pulumi.export("nullDisabled", from_null.disabled)
pulumi.export("valueDisabled", from_value.disabled)
pulumi.export("leftOutTarget", left_out.target)
pulumi.export("nullConfigDisabled", from_null_config.disabled)
pulumi.export("nullTarget", from_null_config.target)
pulumi.export("labels", [from_null_config.label, from_value.label, left_out.label])
pulumi.export("valueTarget", from_value.target)
