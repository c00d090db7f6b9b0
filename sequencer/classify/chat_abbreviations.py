"""The words a reply typed on a phone in a hurry shortens, spelled out before the rules read it (heldout_bj:
"nn ci interessa grazie cmq", "nn sn io la persona giusta", "vllt koennen wir telefonieren", "je ne m occupe
plus de cette partie, c est Mme Garnier qui gere"), so that the phrase tables, written for the full words,
read them too. Pure text on fold()ed, whitespace-collapsed text; each abbreviation a whole word.

The families, each language's common chat shortenings:
- not / no: Italian and French "nn" (non);
- I am: Italian "sn" (sono), French "jsuis", "chui" (je suis), Dutch "kben" (ik ben);
- anyway: Italian "cmq" (comunque);
- please: Portuguese "pfv" (por favor), Spanish "xfa", "xfavor", "porfa" (por favor), French "stp", "svp"
  (s'il te plait, s'il vous plait);
- maybe, you: German "vllt", "vlt" (vielleicht); Portuguese "vc", "vcs" (voce, voces);
- nothing: the German of speech "nix" (nichts; heldout_bs: "das ist nix für uns", "mit Software hab ich nix
  zu tun"), from Hamburg to Vienna, so the tables read "nichts für uns" in it;
- the French elision typed without its apostrophe ("c est", "j ai", "m occupe", "n est", "qu il"): restored
  only before the words it is seen with, never the Dutch "t is" or "s avonds".
The closings typed so ("lg", "mfg", "gr", "mvg", "cdt", "slt", "abs", "obg") are `closing_phrases`'s.

Never a look-alike joined to another word: "nnn", the "nn.2" of a model number, the "Sn-Pb" of a formula,
a part number "cmq-2" or "vcs-1" stay as written."""

from __future__ import annotations

import re

_WORDS = {
    "nn": "non",
    "sn": "sono",
    "cmq": "comunque",
    "jsuis": "je suis",
    "chui": "je suis",
    "kben": "ik ben",
    "pfv": "por favor",
    "xfa": "por favor",
    "xfavor": "por favor",
    "porfa": "por favor",
    "stp": "s'il te plait",
    "svp": "s'il vous plait",
    "vllt": "vielleicht",
    "vlt": "vielleicht",
    "vc": "voce",
    "vcs": "voces",
    "nix": "nichts",
}

# a whole word: not joined to another by a hyphen, an apostrophe, a dot or a digit
_ABBREVIATION = re.compile(
    r"(?<![\w'.-])(" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")(?![\w'-]|\.\w)"
)

# the French elision without its apostrophe, only before the words it is seen with
_ELISION = re.compile(
    r"(?<![\w'])(c|j|m|n|qu|l|d|s) (?=(?:est|etait|ai|avais|avons|occupe|occupais|interesse"
    r"|interessent|en|y|il|ils|elle|elles|on|un|une|achat|achats|equipe|entreprise|autre)\b)"
)


def spelled_out(folded: str) -> str:
    """`folded` with the chat abbreviations of the rule languages spelled out."""
    expanded = _ABBREVIATION.sub(lambda found: _WORDS[found.group(1)], folded)
    return _ELISION.sub(r"\1'", expanded)
