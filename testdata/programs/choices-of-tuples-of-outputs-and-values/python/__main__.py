import pulumi
import pulumi_random as random

config = pulumi.Config()

# Choices of tuple constructors whose elements are collections of outputs
# in one branch and of plain values in another: PCL unifies each element
# to a collection of outputs, which TypeScript declares as the union of
# the branches' where a branch's plain collection is no collection of
# outputs. Chosen and not, read by index and given to a resource.
pick = config.get_bool("pick", default=False)
pets = []
for index in range(2):
    pets.append(random.RandomPet(f"pets-{index}", length=2))
chosen = (
    [["a"], [item.id for item in pets], [item.prefix for item in pets]]
    if pick
    else [
        ["b"],
        [item.id for item in pets],
        [pulumi.Output.from_input("x"), pulumi.Output.from_input("y")],
    ]
)
unchosen = (
    [["a"], [item.id for item in pets], [item.prefix for item in pets]]
    if not pick
    else [
        ["b"],
        [item.id for item in pets],
        [pulumi.Output.from_input("x"), pulumi.Output.from_input("y")],
    ]
)
nested = (
    [[pets[0].id], [pulumi.Output.from_input("z")]]
    if pick
    else (
        [[pulumi.Output.from_input("p")], [pets[1].id]]
        if len(pets) > 1
        else [[pulumi.Output.from_input("q")], [pulumi.Output.from_input("r")]]
    )
)
shuffled = random.RandomShuffle("shuffled", inputs=unchosen[2])
pulumi.export("chosen", chosen)
pulumi.export("third", chosen[2])
pulumi.export("nested", nested)
