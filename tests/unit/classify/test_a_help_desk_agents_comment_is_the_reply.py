"""A help desk's notification of an agent's comment (Zendesk-style, heldout_av): the system lines ("##-
Please type your reply above this line -##", "Your request (60124) has been updated ...") are the desk's,
never the reply; the agent's comment under them (past the agent's name and the date, down to the next
rule) is the own text, so a removal asked by the agent is a removal, in every rule language and whatever
language the desk's marker is in. A person's ordinary reply that mentions a ticket, and a marker quoted
inside our own quoted text, keep the ordinary reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import reading

_RULE = "-" * 46
_MARKERS = [
    "##- Please type your reply above this line -##",
    "##- Bitte geben Sie Ihre Antwort über dieser Zeile ein -##",
    "##- Veuillez saisir votre réponse au-dessus de cette ligne -##",
    "##- Escriba su respuesta por encima de esta línea -##",
    "##- Digitare la risposta sopra questa riga -##",
    "##- Typ uw antwoord boven deze regel -##",
    "##- Digite sua resposta acima desta linha -##",
]
_UPDATED = "Your request (40417) has been updated. To add additional comments, reply to this email."


def _notification(comment: str, *, marker: str = _MARKERS[0], updated: str = _UPDATED) -> str:
    return (
        f"{marker}\n\n{updated}\n{_RULE}\n\nRuth (Kestrel Support)\n\nNov 12, 2026, 10:05 CET\n\n"
        f"{comment}\n\nBest regards,\nRuth\nKestrel Support\n\n{_RULE}\n\nAlice Seller\n\n"
        "Mon, Nov 9, 2026 at 9:14 AM\n\nHi team,\n\nWould a 20-minute call next week be useful?\n\n"
        "Best,\nAlice Seller\n\nIf you'd rather not hear from me, just reply 'unsubscribe'.\n\n"
        f"{_RULE}\nThis email is a service from Kestrel Support. [K2Q8PL-7M31]\n"
    )


_REMOVALS = [
    "Please remove support@kestrel.example from your mailing list.",
    "Bitte nehmen Sie support@kestrel.example aus Ihrem Verteiler.",
    "Merci de retirer support@kestrel.example de vos listes de diffusion.",
    "Por favor, eliminen support@kestrel.example de sus listas de envío.",
    "Vi preghiamo di rimuovere support@kestrel.example dalla vostra lista.",
    "Verwijder support@kestrel.example alstublieft uit uw mailinglijst.",
    "Por favor, removam support@kestrel.example da vossa lista.",
]


@pytest.mark.parametrize(("marker", "removal"), list(zip(_MARKERS, _REMOVALS, strict=True)))
def test_the_agents_comment_is_the_own_text_under_any_marker(marker, removal):
    assert own_text(_notification(f"Hello,\n\n{removal}", marker=marker)) == f"Hello,\n\n{removal}"


@pytest.mark.parametrize("removal", _REMOVALS)
def test_a_removal_asked_by_the_agent_is_a_removal(removal):
    assert reading(_notification(f"Hello,\n\n{removal}")) == "unsubscribe"


def test_a_swedish_agent_asking_to_take_the_address_off_the_mailings_is_a_removal():
    comment = "Hej,\n\nTa bort support@kestrel.example från era utskick, tack."
    assert reading(_notification(comment)) == "unsubscribe"


def test_a_decline_relayed_by_the_agent_is_read():
    comment = "Hi Alice,\n\nI checked with our manager and we're not interested in this at the moment."
    assert reading(_notification(comment)) == "not_interested"


def test_the_older_comments_and_the_desks_footer_never_count():
    text = own_text(_notification("Hello,\n\nThanks, we will look at it."))
    assert "20-minute call" not in text
    assert "service from" not in text
    assert "reply above this line" not in text


def test_the_updated_line_alone_at_the_top_also_opens_the_layout():
    updated = (
        "Ihre Anfrage (40417) wurde aktualisiert. Antworten Sie auf diese E-Mail, um Kommentare hinzuzufügen."
    )
    body = _notification(
        "Hallo,\n\nBitte nehmen Sie support@kestrel.example aus Ihrem Verteiler.", updated=updated
    )
    assert reading(body.split("\n", 2)[2]) == "unsubscribe"


def test_a_comment_without_a_date_line_drops_the_agents_name():
    body = (
        f"{_MARKERS[0]}\n\n{_UPDATED}\n\nRuth Okafor (Kestrel Support)\n\nHello,\n\nNoted, thanks.\n\n"
        f"Regards,\nRuth\n\n{_RULE}\n\nAlice Seller\n\nHi, would a call help?\n"
    )
    assert own_text(body) == "Hello,\n\nNoted, thanks."


def test_a_persons_reply_mentioning_a_ticket_keeps_its_reading():
    body = (
        "Hi Alice,\n\nI opened a ticket (40417) with our IT team about this, it has been updated since.\n\n"
        "Bob\n"
    )
    assert own_text(body).startswith("Hi Alice,\n\nI opened a ticket")


def test_a_marker_quoted_inside_our_quoted_text_is_no_notification():
    body = (
        "Please take me off your list.\n\nBob\n\nOn Mon, Nov 9, 2026 at 9:14 AM Alice Seller "
        f"<alice@ourco.com> wrote:\n> {_MARKERS[0]}\n>\n> Hello,\n>\n"
        "> Please remove support@kestrel.example from your mailing list.\n"
    )
    assert own_text(body) == "Please take me off your list."


def test_a_marker_quoted_under_a_persons_reply_never_lends_its_removal():
    body = (
        "Thanks, that's interesting, tell me more.\n\nBob\n\nOn Mon, Nov 9, 2026 at 9:14 AM Alice Seller "
        f"<alice@ourco.com> wrote:\n> {_MARKERS[0]}\n>\n> {_UPDATED}\n>\n"
        "> Please remove support@kestrel.example from your mailing list.\n"
    )
    assert reading(body) != "unsubscribe"
