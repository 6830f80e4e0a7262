import pulumi
import pulumi_random as random

config = pulumi.Config()

# Names long enough that the Python statements holding them need splitting,
# in every position: assignment targets, keyword arguments, dict keys, call
# chains (applies), lambda parameters and f-strings. The Python output is
# laid out as black lays it out.
a_configuration_value_with_a_very_long_name_indeed = config.get(
    "aConfigurationValueWithAVeryLongNameIndeed", default="configured"
)
a_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long = (
    random.RandomPet(
        "aVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLong", length=2
    )
)
another_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long_indeed_yes_very_long = random.RandomPet(
    "anotherVeryLongResourceNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongIndeedYesVeryLong",
    length=3,
    prefix=a_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long.id,
    keepers={
        "a-very-long-key-name-that-becomes-a-dict-key-in-python-and-goes-on-and-on": a_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long.id,
        "short": pulumi.Output.concat(
            a_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long.id,
            "-",
            a_configuration_value_with_a_very_long_name_indeed,
        ),
        "nested": a_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long.id.apply(
            lambda id_: "-".join(
                [
                    f"{id_}/{a_configuration_value_with_a_very_long_name_indeed}",
                    "a-long-literal-part-of-the-join",
                ]
            )
        ),
    },
)
short_name = random.RandomString(
    "shortName",
    length=(
        12 if a_configuration_value_with_a_very_long_name_indeed == "configured" else 16
    ),
    override_special=(
        "a value chosen when the configuration matches"
        if a_configuration_value_with_a_very_long_name_indeed == "configured"
        else "another value"
    ),
)
a_local_value_with_an_even_longer_name_that_is_computed_from_the_resources_above = pulumi.Output.concat(
    another_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long_indeed_yes_very_long.id,
    ":",
    short_name.result,
)
pulumi.export(
    "anOutputWithAVeryLongNameThatKeepsGoingAndGoingUntilTheLineIsFarTooLongToFit",
    a_local_value_with_an_even_longer_name_that_is_computed_from_the_resources_above,
)
pulumi.export(
    "comparisons",
    {
        "the-first-resource-name-compared-under-a-long-key": a_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long.id.apply(
            lambda id_: id_ == a_configuration_value_with_a_very_long_name_indeed
        ),
        "the-second-resource-name-compared-under-a-long-key": pulumi.Output.all(
            another_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long_indeed_yes_very_long_id=another_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long_indeed_yes_very_long.id,
            result=short_name.result,
        ).apply(
            lambda args: args[
                "another_very_long_resource_name_that_keeps_going_and_going_until_the_line_is_far_too_long_indeed_yes_very_long_id"
            ]
            != args["result"]
        ),
    },
)
