import unicodedata

import pulumi


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


config = pulumi.Config()

# PCL's length of a string counts user-perceived characters (extended
# grapheme clusters), not bytes, code points or UTF-16 code units.
family = config.get("family", default="👨\u200d👩\u200d👧\u200d👦-family-👶")
flags = config.get("flags", default="🇩🇪🇫🇷🇯🇵")
accents = config.get("accents", default="café naïve")
waves = config.get("waves", default="👋🏽👋")
words = config.get_object("words", default=["a", "bb", "ccc"])
pulumi.export("familyLength", _grapheme_count(family))
pulumi.export("flagsLength", _grapheme_count(flags))
pulumi.export("accentsLength", _grapheme_count(accents))
pulumi.export("wavesLength", _grapheme_count(waves))
pulumi.export("wordsLength", len(words))
pulumi.export("literalLength", _grapheme_count("héllo"))
