"""A review of the rules of 2026-12-06, eighth (docs/inbound-rounds.md, "A review of the rules of 2026-12-06
(eighth)"): replies the rules read right before the rounds of heldout_cc to heldout_ce and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        # an address of the sender's replaced, a phone's contacts, a chat group: no removal
        "Lösch meine Adresse bei dir im Handy, ich hab eine neue Nummer: 0664 1234567.",
        "Schreib mir nicht mehr an die alte Adresse, die neue ist anna@firma.de.",
        "Cancella il mio indirizzo vecchio e usa quello nuovo: luca@studio.it.",
        "Enlève mon adresse perso du fichier et mets plutôt celle du bureau: bureau@cabinet.fr.",
        "Quita mi correo del grupo de WhatsApp, ya no trabajo en ese proyecto.",
    ],
)
def test_an_informal_address_removal_is_none_when_the_address_goes_elsewhere(text: str) -> None:
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Lösch meine Adresse, danke.",
        "Lösch meine Daten aus eurer Datenbank.",
        "Entfern mich bitte aus dem Verteiler.",
        "Schreib mir nicht mehr.",
        "Enlève mon adresse de ta liste.",
        "Supprime mon adresse stp.",
        "Cancella il mio indirizzo, grazie.",
        "Cancella il mio indirizzo dalla tua lista.",
        "Borra mi dirección de tu lista.",
        "Quita mi correo, porfa.",
    ],
)
def test_an_informal_address_removal_out_of_a_list_or_said_alone_is_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # paper invoices no more, read in the plural as in the singular: no removal
        ("Por favor não nos enviem mais faturas em papel, só por email.", "other"),
        ("Por favor não me enviem mais faturas em papel, só por email.", "other"),
        ("Por favor, não nos enviem mais emails.", "unsubscribe"),
        ("Não me enviem mais emails.", "unsubscribe"),
        ("Não me enviem mais.", "unsubscribe"),
    ],
)
def test_no_more_paper_invoices_is_no_removal_in_the_plural(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the sender's own no or later beside "above my pay grade" or "not the owner" is the answer
        ("Not interested. Also this is above my pay grade anyway.", "not_interested"),
        ("I'm not the owner but we're not interested, thanks.", "not_interested"),
        ("Above my pay grade, and we're frozen until Q3 anyway. Reach out in July.", "not_now"),
        (
            "I'm not the owner, but we won't look at anything until next year. Try again in January.",
            "not_now",
        ),
        ("Ich bin nicht der Inhaber, aber wir haben kein Interesse.", "not_interested"),
        ("Above my pay grade for now; the new director starts in March, reach out then.", "not_now"),
        (
            "Above my pay grade, but I can tell you we're not buying anything this year or next.",
            "not_interested",
        ),
        ("I'm just an employee, but honestly we don't need this.", "not_interested"),
        # ... and alone, a wrong person
        ("That's above my pay grade. Try our CFO.", "wrong_person"),
        ("Above my pay grade lol, ask Greg.", "wrong_person"),
        ("I'm not the owner, just an employee.", "wrong_person"),
        ("Ich bin nicht der Inhaber, nur Mitarbeiter.", "wrong_person"),
        ("Not my call, that's above my pay grade.", "wrong_person"),
    ],
)
def test_a_no_or_a_later_beside_not_mine_is_the_answer(text: str, expected: str) -> None:
    assert reading(text) == expected


def test_not_the_owner_of_something_else_is_no_wrong_person() -> None:
    assert reading("I'm not the owner of that ticket, can you check with support?") != "wrong_person"
    assert reading("I'm not the owner of the business, my brother is.") == "wrong_person"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another way chosen, then undone after a "but": what is asked now is read
        ("We went another way last year, but that didn't work out. Can you send pricing?", "interested"),
        ("We went another direction. Thanks.", "not_interested"),
        (
            "We evaluated you last year and went a different way. Nothing has changed on our end.",
            "not_interested",
        ),
        ("We went another way, but thanks for checking in.", "not_interested"),
    ],
)
def test_another_way_undone_is_no_no(text: str, expected: str) -> None:
    assert reading(text) == expected
