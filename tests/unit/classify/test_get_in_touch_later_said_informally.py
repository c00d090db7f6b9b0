"""A later said informally, a time after ("give us a shout in March", "meld dich Mitte Januar nochmal"): not
now, in every rule language. A call asked for on a weekday, a shout given to someone else in the past and a
shout on a condition keep their reading."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "Slammed with year-end jobs. Give me a ring early January, happy to chat then.",
        "Mad busy with harvest, hit me up in October.",
        "Grad Inventur, ruf mich Anfang Februar nochmal an.",
        "Gerade keine Zeit, schreib uns einfach im März nochmal.",
        "C'est la folie avant les fêtes, faites-moi signe début janvier.",
        "Ahora mismo imposible, dame un toque en febrero y lo vemos.",
        "Siamo sotto con le consegne, fatevi sentire a febbraio.",
        "Druk met de verbouwing, laat maar van je horen in april.",
        "Tô na correria do fim de ano, me chama em fevereiro que a gente conversa.",
    ],
)
def test_a_later_said_informally_is_not_now(text: str) -> None:
    assert _intent(text) == "not_now"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Give me a call on Tuesday to set up the demo.", "interested"),
        ("I gave them a shout in March but nobody answered.", "other"),
        ("Give us a shout if you ever do a version for plumbers.", "other"),
    ],
)
def test_calls_and_shouts_without_a_later_keep_their_reading(text: str, intent: str) -> None:
    assert _intent(text) == intent
