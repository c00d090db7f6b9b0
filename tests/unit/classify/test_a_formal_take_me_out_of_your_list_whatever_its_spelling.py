"""A removal asked with the formal "nehmen Sie mich aus Ihrem ... raus" (heldout_dx: the list's noun
misspelt): the sender taken out of a mailing, a list or a file of addresses of ours with the particle
closing the phrase, however the noun is spelt (`unsubscribe`). Never out of anything else of ours (a raffle,
a podcast, a portal; the seventh review of 2026-12-07), a meeting, a project, a team or an event, and never
with a "nicht" between.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Guten Tag, nehmen Sie mich bitte aus Ihrem Verteiller raus.",
        "Bitte nehmen Sie uns aus Ihrer Kundenkartei heraus, danke.",
        "Nehmen Sie mich aus Ihrem Adressbestand raus.",
        "Nehmt uns bitte aus eurem Mailverteiller raus.",
        "Bitte nehmen Sie mich aus Ihrem Newsleter heraus.",
        # the seventh review of 2026-12-07, and more ways to spell a mailing, a list or a file of addresses
        "Nehmen Sie mich aus Ihrer Adressdatei heraus, danke.",
        "Nehmen Sie mich aus Ihrem Mailverteiller raus, und zwar sofort.",
        "Nehmen Sie mich aus Ihrem Verteieler raus.",
        "Nehmen Sie mich aus Ihrer Datenbank raus.",
        "Nehmen Sie uns aus Ihrem Mailing raus.",
        # ... or out of our selling to the sender (the eighth review of 2026-12-07)
        "Nehmen Sie mich bitte aus Ihrem Marketing raus.",
        "Nehmen Sie mich bitte aus Ihrer Sequenz raus.",
        "Nehmen Sie mich aus Ihrer Akquise raus.",
        "Nehmen Sie mich bitte aus Ihrem Outreach raus.",
        "Nehmen Sie mich aus Ihrem Funnel raus.",
        "Nehmen Sie mich bitte aus Ihrer Ansprache raus.",
        "Nehmen Sie mich bitte aus Ihrer Werbeaktion raus.",
        "Nehmt uns aus eurer Kampagne raus, danke.",
    ],
)
def test_taken_out_of_a_thing_of_ours_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nehmen Sie mich bitte aus Ihrem Projektteam raus, das macht jetzt Frau Lenz.",
        "Bitte nehmen Sie mich aus Ihrem Termin am Dienstag raus.",
        "Nehmen Sie uns aus Ihrer Ausschreibung raus, wir bieten dieses Jahr nicht.",
        "Bitte nehmen Sie mich nicht aus Ihrem Verteiler raus.",
        # anything else of ours the sender can be taken out of (the seventh review of 2026-12-07)
        "Nehmen Sie mich bitte aus Ihrem Gewinnspiel raus, ich habe da nie mitgemacht.",
        "Nehmen Sie mich bitte aus Ihrem Podcast raus, ich möchte dort nicht zitiert werden.",
        "Nehmen Sie mich bitte aus Ihrem Referenzvideo raus.",
        "Nehmen Sie mich aus Ihrem Kundenportal raus, wir haben den Vertrag gekündigt.",
        "Nehmen Sie mich bitte aus Ihrem Ranking raus, die Zahlen stimmen nicht.",
        "Nehmen Sie mich aus Ihrem CC raus, für die Lieferung ist Frau Schulz zuständig.",
        "Nehmen Sie mich aus Ihrer Fallstudie raus.",
        "Nehmen Sie mich aus Ihrem Kundenforum raus.",
        "Nehmen Sie mich bitte nicht aus Ihrem Marketing raus, die Newsletter lese ich gern.",
    ],
)
def test_taken_out_of_something_else_or_refused_is_no_removal(text):
    assert reading(text) != "unsubscribe"
