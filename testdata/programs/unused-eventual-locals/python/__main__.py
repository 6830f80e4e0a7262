import unicodedata

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


# Locals that nothing reads are still computed: an invoke in one is made,
# even in its output form (its arguments are outputs), and a local
# computed from outputs runs. Go waits for such locals at the end of the
# program, since its SDK runs an apply only for whoever waits for it.
pet = random.RandomPet("pet", length=2)
unused_ami = aws.ec2.get_ami_output(owners=pulumi.Output.all(pet.id), most_recent=True)
unused_name = pulumi.Output.concat(pet.id, "-unused")
unused_length = unused_name.apply(lambda unused_name: _grapheme_count(unused_name) + 1)
pulumi.export("petId", pet.id)
