import pulumi
import pulumi_random as random

config = pulumi.Config()

# Negations of negative values, which Go must not print as a decrement
# (--x): of literals, of config, of outputs, of negations in parentheses,
# in every position.
step = config.get_int("step", default=3)
scale = config.get_float("scale", default=-1.5)
pet = random.RandomPet("pet", length=--2)
counted = []
for index in range(--step - 1):
    counted.append(random.RandomPet(f"counted-{index}", length=----index + 1))
twice = --scale
pulumi.export("literal", --1)
pulumi.export("fromConfig", --step + ---step)
pulumi.export("fromOutput", pet.length.apply(lambda length: --length))
pulumi.export("local", twice)
pulumi.export("inFor", [--v for v in [1, -2]])
pulumi.export("notNot", not not step > 2)
