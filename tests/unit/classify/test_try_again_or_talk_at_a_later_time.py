"""Our rep asked to try again, to ping the sender, or told the talk can happen, at a later time named in the
same sentence, is a later in every rule language (heldout_bs): "Versuchen Sie es nach der Messe Ende Februar
nochmal", "Ping mich doch im Juni nochmal an", "Ab Mitte Mai gerne wieder" (`later_try_again.TRY_AGAIN`
with `WHEN`), "Etwa ein halbes Jahr vorher, also im März, können wir gerne einmal sprechen"
(`later_talk_about_it.TALK_ABOUT_IT`), winning over a "klingt spannend" beside it and over a "before then it
makes no sense". A day, a clock time or next week named, a question and a past try are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Gerade ganz schlecht, wir sind in der Messevorbereitung. Versuchen Sie es nach der Messe nochmal.",
        "Versuchen Sie es im März nochmal.",
        "Klingt spannend, aber vor dem Sommer wird das nichts. Ping mich doch im Juni nochmal an.",
        "Während der Abgabesaison haben wir keinen Kopf dafür. Ab Mitte Mai gerne wieder.",
        "Try again after the trade fair at the end of February.",
        "Réessayez après le salon fin février.",
        "Inténtelo de nuevo en marzo.",
        "Riprovi dopo la fiera.",
        "Probeer het na de beurs nog eens.",
        "Tente novamente depois da feira.",
        "Volontiers à partir de mi-mai.",
        "Vanaf half mei graag weer.",
        "Rahmenvertrag bis 30.09.2027. Im März können wir gerne sprechen. Vorher macht es keinen Sinn.",
        "In March we can happily talk.",
        "En marzo podemos hablar.",
        "A marzo possiamo sentirci.",
        "In maart kunnen we graag bellen.",
        "Em março podemos conversar.",
    ],
)
def test_a_try_or_talk_at_a_later_time_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Versuchen Sie es morgen nochmal, ich bin heute im Termin.",
        "Soll ich es im März nochmal versuchen?",
        "Wir haben es im März nochmal versucht, ohne Erfolg.",
        "Ping me on Thursday about the demo.",
        "We can talk next week.",
        "Wir können gerne am Dienstag sprechen.",
    ],
)
def test_a_day_a_question_or_a_past_try_is_no_later(text):
    assert rule_intent(text) != "not_now"
