import decimal

import pulumi
import pulumi_random as random


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


config = pulumi.Config()

# Template parts that end in "$" beside parts that start with "{": the
# generated template literal must not read them as a substitution.
name = config.get("name", default="n")
pet = random.RandomPet("pet", prefix="dollar${brace}")
pulumi.export("plain", "a${b}c")
pulumi.export("withNumber", f"{_number_text(0.1)}$ dollar${{brace}}!")
pulumi.export("withConfig", f"{name}${{{name}}}")
pulumi.export("withOutput", pulumi.Output.concat(pet.id, "$", "{x}"))
pulumi.export("list", ["${1}", "$${"])
