import pulumi
import pulumi_random as random

pet = random.RandomPet("pet")
password = random.RandomPassword("password", length=10)
text = random.RandomString("text", length=5)

# One apply over more than eight outputs of different types.
pulumi.export(
    "picked",
    pulumi.Output.all(
        special=password.special,
        upper=text.upper,
        pet_id=pet.id,
        length=password.length,
        text_length=text.length,
        pet_length=pet.length,
        min_lower=password.min_lower,
        result=password.result,
        text_result=text.result,
        number=password.number,
        lower=password.lower,
    ).apply(
        lambda args: (
            [
                args["pet_id"],
                str(args["length"]),
                str(args["text_length"]),
                str(args["pet_length"]),
                str(args["min_lower"]),
                args["result"],
                args["text_result"],
                "true" if args["number"] else "false",
                "true" if args["lower"] else "false",
            ]
            if args["special"] and args["upper"]
            else []
        )
    ),
)
