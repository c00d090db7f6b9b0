"""Hindi in Latin script ("Rate kya hai aur demo kab de sakte ho?"), Indonesian, Malay, Swahili and Tagalog
are languages the rules do not read (`language.py`): such a reply is `other` whatever loan words ("demo",
"rate", "software") it holds, unless it asks removal. English with a "ji" or an "abhi busy hai" in it, and
Italian with its "hai", stay read."""

import pytest

from sequencer.classify.language import in_unknown_language
from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Ravi ji namaste, aapka mail dekha. Humko bhi aisa software chahiye apne 10 salesman ke liye. Rate"
        " kya hai aur demo kab de sakte ho?",
        "Aapka demo accha laga, price kya hai? Kal call kar lena.",
        "Saya tertarik dengan demo, tolong kirim harga.",
        "Habari, tafadhali tutumie bei ya demo. Asante.",
        "Salamat po, pwede po ba kayong mag-demo sa amin? Salamat naman.",
    ],
)
def test_these_are_read_as_other(text: str) -> None:
    assert in_unknown_language(text)
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Ravi ji, please send your pricing and a demo slot.", "interested"),
        ("Thanks ji, please send the details, abhi busy hai.", "interested"),
        ("Hai ragione, mandami il listino per favore.", "interested"),
        ("Mujhe apni list se hata do.", "unsubscribe"),
    ],
)
def test_english_italian_and_a_removal_keep_their_reading(text: str, intent: str) -> None:
    assert rule_intent(text) == intent
