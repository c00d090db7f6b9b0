"""The Dutch and German separable removal verbs keep their removal when the mailing is named between or after
their parts: the Dutch infinitive split by "te" with a newsletter named after "voor" ("Gelieve mij uit te
schrijven voor de nieuwsbrief"; only one event named there is no removal), and the German "melden Sie mich ...
ab" with a longer list of what to leave between ("von allen Einladungen und Newslettern"). Both were missed
removals, found by probing the rules of 2026-12-07 (`intent_rules/unsubscribe.py`).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Gelieve mij uit te schrijven voor de nieuwsbrief.",
        "Wilt u mij uit te schrijven voor het maandelijkse bulletin? Alvast bedankt.",
        "Ik verzoek u vriendelijk mij af te melden voor de mailings van Acme.",
        "Melden Sie mich bitte von allen Webinar-Einladungen und Newslettern ab.",
        "Bitte melden Sie uns von sämtlichen Mailings, Einladungen und Newslettern ab.",
        "Melden Sie mich bitte von Ihren Newslettern und allen weiteren E-Mails ab, danke.",
    ],
)
def test_the_mailing_named_inside_or_after_the_verb_keeps_the_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Ik vraag u mij af te melden voor het webinar van morgen.",
        "Kunt u ons uit te schrijven voor de workshop van donderdag? Er is iets tussengekomen.",
        "Melden Sie mich bitte von der Veranstaltung am Donnerstag ab.",
    ],
)
def test_one_event_named_there_is_no_removal(text):
    assert reading(text) != "unsubscribe"
