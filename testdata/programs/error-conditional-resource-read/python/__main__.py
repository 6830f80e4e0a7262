import pulumi
import pulumi_random as random


def _created(resource):
    # A resource whose range is false is None, whose attributes PCL cannot
    # read.
    if resource is None:
        raise TypeError("the resource was not created: its range is false")
    return resource


config = pulumi.Config()

# A resource whose range is false is null, and reading an attribute of null
# fails: the run fails where the program reads extra.id without a guard.
create_extra = config.get_bool("createExtra", default=False)
extra = None
if create_extra:
    extra = random.RandomPet("extra")
reader = random.RandomPet(
    "reader", prefix=pulumi.Output.concat("read-", _created(extra).id)
)
