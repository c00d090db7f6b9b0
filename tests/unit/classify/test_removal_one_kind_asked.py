"""A question how to leave one kind of our mail while keeping another is no removal request (the
twenty-first review of 2026-12-07, `removal_one_kind_asked`, read by `as_a_topic.one_kind_asked`), in every
rule language; the reader asked to do it, a question with no kind kept, or a request said as one stays a
removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


# asked by the sender, one kind kept apart from another in the same question
@pytest.mark.parametrize(
    "text",
    [
        "Can I unsubscribe from the product updates but keep the invoices?",
        "Is there a way to unsubscribe from the webinar invites only?",
        "How do I unsubscribe from the event reminders only? I still want the monthly digest.",
        "Kann ich mich nur von den Webinar-Einladungen abmelden?",
        "Est-il possible de me désinscrire seulement des invitations aux webinaires ?",
        "¿Puedo darme de baja solo de los webinars?",
        "Posso disiscrivermi solo dalla newsletter?",
        "Kan ik me alleen afmelden voor de webinaruitnodigingen?",
        "É possível descadastrar apenas da newsletter?",
    ],
)
def test_a_question_how_to_leave_one_kind_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# the reader asked to do it, no kind kept, a request said as one, or the kind outside the question
@pytest.mark.parametrize(
    "text",
    [
        "Can you unsubscribe me?",
        "Can I unsubscribe from the newsletter?",
        "Can I just unsubscribe from everything?",
        "How do I unsubscribe from all of it?",
        "Please unsubscribe me from the webinar invites only.",
        "Can I unsubscribe? Only the invoices are useful.",
        "Unsubscribe me from everything, only the invoices matter?",
    ],
)
def test_a_removal_asked_or_with_no_kind_kept_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
