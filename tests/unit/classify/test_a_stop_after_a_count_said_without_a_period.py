"""A bare "Stop." after a count of our mail said without a period ("Third one of these this week. Stop.",
heldout_ae; "the fourth email", "another one") asks to stop like "four emails in two weeks. Stop." does, in
every rule language (`frequency.COUNTED`); never "stop by", "stop worrying", "stop the PDF", nor a count
thanked for.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Third one of these this week. Stop.",
        "The fourth email from you. Stop it!",
        "Another one. Stop.",
        "Yet another one of these. Please stop.",
        "Die dritte diese Woche. Stopp!",
        "Schon wieder eine. Stopp.",
        "Le troisième cette semaine. Arrêtez.",
        "Encore un. Stop.",
        "El tercero esta semana. Basta ya.",
        "Otro más. Parad.",
        "La terza questa settimana. Basta!",
        "Un'altra. Smettetela.",
        "De derde deze week. Hou op.",
        "Alweer een. Stop.",
        "O terceiro esta semana. Chega!",
        "Mais um. Parem.",
    ],
)
def test_a_bare_stop_after_a_count_is_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Stop by our booth, the third one of these is on Tuesday.",
        "The third one was great, stop worrying about it.",
        "Another one of these arrived. Can you stop the PDF?",
        "Third one of these this week. Stop by our booth on Tuesday.",
        "The fourth email had the PDF. Stop the PDF, send the link instead.",
        "Thanks for the third one of these this week. Stop.",
        "Another one. Great, send it.",
    ],
)
def test_look_alikes_are_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"


# our mail said to keep coming, then a bare "Stop." or "Enough.": a removal in every rule language
# (`frequency.KEEP_COMING`)
@pytest.mark.parametrize(
    "text",
    [
        "These messages keep landing in my inbox. Enough.",
        "You keep emailing me. Stop.",
        "Ihre Mails kommen ständig. Es reicht.",
        "Sie schreiben mir ständig. Stopp!",
        "Vos mails n'arrêtent pas d'arriver. Ça suffit.",
        "Vous continuez à m'écrire. Stop.",
        "Sus correos no paran de llegar. Basta.",
        "Le vostre email continuano ad arrivare. Basta.",
        "Jullie mails blijven binnenkomen. Genoeg.",
        "Os vossos e-mails não param de chegar. Chega.",
    ],
)
def test_a_stop_after_our_mail_said_to_keep_coming_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# the same complaint with no bare stop after it, or "Enough." with more after it, stays what it is
@pytest.mark.parametrize(
    "text",
    [
        "These keep landing in my inbox, can you resend the invite?",
        "You keep emailing me. Can you send the pricing too?",
        "Your emails keep landing in spam. Enough. I'll whitelist you.",
    ],
)
def test_keep_coming_without_a_bare_stop_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... a stop after a comma, told again, or a "that's it now" right after it, ending there
# (`frequency.STOP_AFTER_KEEP_COMING`, the twenty-second review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "You keep emailing me, stop.",
        "Jullie blijven me mailen, stop ermee.",
        "Jullie blijven me mailen. Stop.",
        "You guys keep emailing me. I said stop.",
        "Ihre Mails kommen ständig. Schluss jetzt.",
        "Sie schreiben mir ständig, hören Sie auf damit!",
        "Vous continuez à m'écrire, arrêtez ça.",
        "Siguen escribiéndome. Ya les he dicho basta.",
        "Continuate a scrivermi, smettetela.",
        "Vocês continuam a mandar-me e-mails, parem com isso.",
    ],
)
def test_a_stop_after_a_comma_or_told_again_after_keep_coming_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


# ... never a stop that goes on, nor anything else said again, nor a keep-coming thanked for
@pytest.mark.parametrize(
    "text",
    [
        "You keep emailing me, stop by our booth next week.",
        "You keep emailing me, stop worrying, I will answer next week.",
        "Your emails keep coming to the old address, stop that and use the new one.",
        "You keep emailing me. I said no.",
        "Thanks for the updates, you keep emailing me the right stuff. Stop.",
    ],
)
def test_keep_coming_with_a_stop_that_goes_on_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"
