import pulumi
import pulumi_aws as aws

from comp import Comp

config = pulumi.Config()

# Component inputs whose values read a secret (an output) before plain
# config: each such input is an output, however many plain reads follow.
bravo = config.get_secret_bool("bravo", default=False)
plain_name = config.get("plainName", default="plain")
count = config.get_int("count", default=3)
chosen = bravo.apply(lambda bravo: plain_name if bravo else "other")
ami = aws.ec2.get_ami_output(
    most_recent=bravo.apply(lambda bravo: count != (count if bravo else 0.5))
)
direct = Comp(
    "direct", {"label": bravo.apply(lambda bravo: plain_name if bravo else "x")}
)
through_local = Comp(
    "throughLocal", {"label": pulumi.Output.concat(chosen, "-", plain_name)}
)
through_invoke = Comp("throughInvoke", {"label": ami.architecture})
plain = Comp("plain", {"label": plain_name})
pulumi.export(
    "names", [direct.name, through_local.name, through_invoke.name, plain.name]
)
