"""Why our mail keeps coming, asked, and a bare stop closing the reply, is a removal in every rule language,
as a no before the stop is (`still_mailing_asked.STILL_MAILING_ASKED`, read by `intent._stop_after_a_no`; an
old gap the fourteenth review of 2026-12-06 listed). The question alone is a complaint, and a stop after
any other question is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Why are you still emailing me after three replies? Stop.",
        "Why do you keep sending me these? Stop it.",
        "Warum mailen Sie uns immer wieder? Es reicht.",
        "Pourquoi est-ce que je reçois encore vos messages ? Stop.",
        "¿Por qué sigo recibiendo sus correos? Basta ya.",
        "Perché continuate a contattarmi? Basta.",
        "Waarom krijg ik nog steeds jullie mails? Stop.",
        "Por que continuam a escrever-me? Chega.",
    ],
)
def test_why_our_mail_keeps_coming_then_a_stop_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Why are you still emailing me? I replied last week that Tuesday works.",
        "Why do you keep sending the invoice to the old address? Stop.",
        "Can we meet next week? Stop by our booth if you are at the fair.",
        "Can we do Thursday instead? Stop.",
    ],
)
def test_the_question_alone_or_another_question_is_none(text):
    assert reading(text) != "unsubscribe"
