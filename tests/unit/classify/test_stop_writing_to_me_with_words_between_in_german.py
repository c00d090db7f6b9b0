"""German "schreiben Sie mir ... nicht mehr" with a please, "from now on" or the day it starts between the
verb and its "nicht mehr" is a removal ("Bitte schreiben Sie mir nach dem 15. Januar nicht mehr": read as a
later, a missed removal seen after the heldout_bj round), `unsubscribe._DE_FROM_NOW`. Never a bounded time
("im März nicht mehr, da bin ich weg"), and never "no longer only in English", "no longer to this address" or
"no longer so often" (`unsubscribe._DE_NOT_ONLY`).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Bitte schreiben Sie mir nach dem 15. Januar nicht mehr.",
        "schreiben sie mir bitte nach dem 15.1. nicht mehr",
        "Schreiben Sie mir ab sofort nicht mehr.",
        "Schreibt mir bitte ab jetzt nicht mehr.",
        "Kontaktieren Sie mich künftig nicht mehr.",
        "Schreiben Sie mir bitte nicht mehr.",
    ],
)
def test_stop_writing_with_words_between_is_a_removal(body):
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Schreiben Sie mir bitte nicht mehr nur auf Englisch, Deutsch ist mir lieber.",
        "Schreiben Sie mir nicht mehr an diese Adresse, sondern an info@firma.example.",
        "Schreibt uns bitte nicht mehr so oft, einmal im Monat reicht.",
        "Schreiben Sie mir im März nicht mehr, da bin ich weg.",
        "schreiben sie mir bitte nach dem 15.1. nochmal",
    ],
)
def test_a_narrower_stop_or_a_later_is_no_removal(body):
    assert reading(body) != "unsubscribe"
