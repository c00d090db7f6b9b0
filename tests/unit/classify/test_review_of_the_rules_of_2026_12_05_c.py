"""A third review of the rules of 2026-12-05 (docs/inbound-rounds.md, "A review of the rules of 2026-12-05
(third)"): replies the rules read right before that round and wrong after it, each now read right again,
and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import RULES, classify, mail


def _intent(text: str) -> str:
    return RULES.classify(text, sender="x@y.example", ours=set(), sent=None).intent


def _under_breakup(own: str, question: str) -> str | None:
    body = (
        f"{own}\n\nOn Mon, 23 Nov 2026 at 10:00, Alice Seller <alice@ourco.com> wrote:\n"
        f"> Hi Bob,\n> I haven't heard back, so I'll assume timing is off.\n> {question}\n> Best, Alice\n"
    )
    result = classify(mail(body))
    return "unsubscribe" if result.kind == "unsubscribe_request" else result.intent


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # future mailings: the sender kept on them, someone else left off
        ("Did my colleague get left off future emails? She asked about it.", "other"),
        ("Entfernen Sie mich nicht aus weiteren Mailings, ich lese sie gern.", "other"),
        ("Nehmen Sie mich bitte nicht aus den weiteren Mailings heraus.", "other"),
        ("Laat me niet buiten toekomstige mailings, ik wil op de hoogte blijven.", "other"),
        ("Haal me niet uit verdere mailings, ik lees ze graag.", "other"),
        # whatever list I'm on: kept on it
        ("Whatever list I'm on, don't take me off it, I read every issue.", "other"),
        # my details, then "remove it": the old address replaced, something else fronted
        (
            "My email address has changed to jan@new.example, please remove it from your CRM"
            " and use the new one.",
            "other",
        ),
        (
            "My address is on the invoice; the old invoices, remove them from your system,"
            " they were duplicates.",
            "other",
        ),
        # Indonesian: an old address already deleted from the sender's own contacts
        ("Saya sudah hapus email saya yang lama dari daftar kontak, pakai yang baru.", "other"),
        # keep it open: a habit, not our file
        ("We keep it open on weekends for deliveries.", "other"),
        # booked through a link: negated, or the sender's own calendar
        ("Über den Link habe ich nichts gebucht, das war mein Kollege.", "other"),
        ("Ho prenotato la sala riunioni con il calendario aziendale, non con voi.", "other"),
        # overkill, staying put, no question of changing: about something else
        ("For us it's overkill to run three tools; yours could replace them. Let's talk.", "interested"),
        ("We decided to stay put in Leeds, but we still want a demo of the software.", "interested"),
        ("Il n'est pas question de changer de date, la démo reste mardi.", "interested"),
        # the leaning yes: negated, or beside a complaint
        ("Not happy with the call yesterday, your rep was rude.", "other"),
        ("I'd love a call from your manager explaining why you keep emailing me.", "other"),
    ],
)
def test_a_look_alike_the_new_rules_misread_reads_as_before(text, expected):
    assert _intent(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Please leave me off future emails about this.", "unsubscribe"),
        ("I'd prefer to be kept out of any further mailings.", "unsubscribe"),
        ("Nehmen Sie mich bitte aus allen weiteren Mailings heraus.", "unsubscribe"),
        ("Berücksichtigen Sie mich bei weiteren Aussendungen nicht mehr.", "unsubscribe"),
        ("Laat me buiten toekomstige mailings alstublieft.", "unsubscribe"),
        ("Haal mijn adres uit alle verdere mailings.", "unsubscribe"),
        ("Whatever list I'm on, take me off it.", "unsubscribe"),
        ("Op welke lijst ik ook sta, haal me eraf.", "unsubscribe"),
        ("I never gave you my details. Please delete them from your CRM.", "unsubscribe"),
        ("If you hold my personal data, erase it from your database.", "unsubscribe"),
        ("Mijn gegevens heb ik nooit gegeven, verwijder ze uit uw CRM.", "unsubscribe"),
        ("Mohon hapus alamat email saya dari daftar Anda.", "unsubscribe"),
        ("Tolong hapus data saya dari sistem Anda.", "unsubscribe"),
        ("Please leave the file open, I'll be back after the audit.", "not_now"),
        ("Lassen Sie es ruhig offen, wir melden uns im Herbst.", "not_now"),
        ("I booked a slot via your link for Tuesday.", "interested"),
        ("Ich habe über Ihren Link einen Termin gebucht.", "interested"),
        ("Ho prenotato uno slot tramite il link.", "interested"),
        ("Agendei um horário pelo seu link.", "interested"),
        ("Happy to take a quick call.", "interested"),
        ("Any morning the week after works for a call.", "interested"),
        ("What we have is enough for us.", "not_interested"),
        ("Wir bleiben bei unserer Abacus-Lösung.", "not_interested"),
    ],
)
def test_a_true_case_of_the_same_families_keeps_reading(text, expected):
    assert _intent(text) == expected


@pytest.mark.parametrize(
    ("own", "expected"),
    [
        # a reason beside the yes: a no, as heldout_p's "Ja, sluit het maar. We zijn te klein"
        ("Yes close it, not a priority.", "not_interested"),
        ("Yes close it, we went with Acme.", "not_interested"),
        # courtesy only: a removal
        ("Yes. Close it.", "unsubscribe"),
        ("Yes, close it. Thanks!", "unsubscribe"),
    ],
)
def test_a_yes_to_closing_under_our_breakup_question_is_a_removal_only_without_a_reason(own, expected):
    assert _under_breakup(own, "Should I close your file?") == expected
