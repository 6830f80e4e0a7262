import pulumi
import pulumi_aws as aws
import pulumi_random as random

from comp import Comp

# Fuzz seed 10620: element of a tuple at a constant index picks one element;
# the constant it picks is an output of its value where the resource it is
# given to is created in an apply (ranged over an output), and the locals
# only the other elements read are still used (pyflakes refuses a
# component's variable assigned and never read).
comp = Comp("comp", {})
pw = random.RandomPassword("pw", length=10)
grp = pulumi.Output.unsecret(pulumi.Output.secret(["a", "b"])).apply(
    lambda resolved: [
        aws.ec2.SecurityGroup(f"grp-{index}", description="日本")
        for index, value in enumerate(resolved)
    ]
)
