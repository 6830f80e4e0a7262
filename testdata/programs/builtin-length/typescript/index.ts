import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// PCL's length of a string counts user-perceived characters (extended
// grapheme clusters), not bytes, code points or UTF-16 code units.
const family = config.get("family") ?? "👨\u200d👩\u200d👧\u200d👦-family-👶";
const flags = config.get("flags") ?? "🇩🇪🇫🇷🇯🇵";
const accents = config.get("accents") ?? "café naïve";
const waves = config.get("waves") ?? "👋🏽👋";
const words = config.getObject<string[]>("words") ?? ["a", "bb", "ccc"];
export const familyLength = [...new Intl.Segmenter().segment(family)].length;
export const flagsLength = [...new Intl.Segmenter().segment(flags)].length;
export const accentsLength = [...new Intl.Segmenter().segment(accents)].length;
export const wavesLength = [...new Intl.Segmenter().segment(waves)].length;
export const wordsLength = words.length;
export const literalLength = [...new Intl.Segmenter().segment("héllo")].length;
