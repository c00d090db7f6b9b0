"""No need for us to write again, said as a stop ("Don't bother writing again", heldout_aj): no list words,
but a wish not to be contacted again, a removal in every rule language (`removal_dont_bother.DONT_BOTHER`).
Never a first mail's topic waved off, a "don't bother" under a condition, with a time limit, or in a reply
that wants more.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Don't bother writing again. I read the first two, that was plenty.",
        "Don't bother emailing me again.",
        "You needn't write to me again.",
        "Sparen Sie sich weitere Mails.",
        "Die Mühe, mir noch einmal zu schreiben, können Sie sich sparen.",
        "Inutile de me relancer.",
        "Ne vous donnez pas la peine de me réécrire.",
        "No se moleste en volver a escribirme.",
        "No hace falta que me vuelva a escribir.",
        "Non si disturbi a scrivermi ancora.",
        "È inutile che mi scriviate ancora.",
        "Doe geen moeite om nog te mailen.",
        "Não se dê ao trabalho de escrever novamente.",
        "Não precisa me escrever de novo.",
    ],
)
def test_no_need_to_write_again_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a first mail's topic, no "again"
        "Don't bother writing a long proposal, just send the price.",
        # the reply wants more
        "No need to write again, I'll call you on Tuesday to book the demo.",
        # a time limit
        "Don't bother writing again until March.",
        "Inutile de me relancer avant mars.",
        # under a condition
        "If this is north of $15k a year, don't bother. If it's under, send me a quote for 8 users.",
        "Se il prezzo è alto, non si disturbi a scrivermi ancora.",
        # a question
        "Do I need to write again?",
    ],
)
def test_a_dont_bother_that_is_no_stop_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


# the sender asking to be spared our mail (heldout_ed: a German builder's "verschonen Sie mich mit Ihren
# Mails"), the same stop put as a favour, in every rule language
@pytest.mark.parametrize(
    "text",
    [
        "Honestly, spare me the sales emails.",
        "Please spare us any further messages.",
        "Verschont uns bitte mit euren Werbemails.",
        "Verschonen Sie mich künftig mit weiteren Nachrichten.",
        "Épargnez-nous vos relances, s'il vous plaît.",
        "Ahórrenme sus mensajes, gracias.",
        "Ci risparmi altre email, grazie.",
        "Spaar ons deze mailings alstublieft.",
        "Poupe-me dessas mensagens, por favor.",
        # the sender's team spared too, a "bitte" or a time between (heldout_eh's family)
        "Verschont bitte mich und meine Kollegen in Zukunft mit solchen Mails.",
        "Verschonen Sie uns künftig mit weiteren Zusendungen.",
        "Spare me and my team your mailings, thanks.",
        "Ahórrenme sus envíos, por favor.",
    ],
)
def test_spare_me_your_mail_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Could you spare me twenty minutes on Monday?",
        "Spare me the jargon: what does it cost per seat?",
        "Verschonen Sie mich mit Details, was kostet das?",
        "Verschonen Sie bitte mich und mein Team mit Fachchinesisch.",
        "Risparmiami i dettagli, quanto costa?",
        "Spare me the long emails and send a one-page summary with the price.",
    ],
)
def test_sparing_something_that_is_not_our_mail_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
