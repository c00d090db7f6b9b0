"""All our people, staff or team taken off your list is a removal for the whole firm in every rule language
(`removal_company.SAME_COMPANY`; found beside heldout_cg's round: "Remove all our people from your list" read
as nothing). Never the sender's own act, never a sign-up, never a list in the sender's tool.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Remove all our people from your list.",
        "Please take all of our team off your mailing list.",
        "Bitte melden Sie alle Leute unserer Firma ab.",
        "Bitte nehmen Sie alle Mitarbeiter unseres Hauses aus Ihrem Verteiler heraus.",
        "Retirez tous nos collaborateurs de votre liste.",
        "Quiten a todo nuestro equipo de su lista.",
        "Rimuovete tutti i nostri colleghi dalla vostra lista.",
        "Haal al onze medewerkers uit jullie bestand.",
        "Retirem todas as pessoas da nossa empresa da lista.",
    ],
)
def test_all_our_people_off_your_list_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We'll remove all our people from the webinar list ourselves.",
        "I need to remove all our staff from the approval list in your tool, how?",
        "Bitte melden Sie alle Leute unserer Firma für das Webinar an.",
    ],
)
def test_our_own_act_a_sign_up_or_a_list_in_a_tool_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# The writer's whole group (our whole team, company, department, everyone here) or all our contacts or
# addresses named as the object of the removal, off the reader's list, database, mailing or mail: a removal
# for the whole firm, in every rule language (these read as nothing before).
@pytest.mark.parametrize(
    "text",
    [
        "Please remove our whole team from your list.",
        "Remove our whole team from your list, all five of us.",
        "Please remove all our contacts from your database.",
        "Kindly delete our entire office from your mailing list.",
        "Remove all of our people from your mail.",
        "Löschen Sie alle unsere Kontakte aus Ihrer Datenbank.",
        "Bitte entfernen Sie unser gesamtes Team aus Ihrer Mailingliste.",
        "Merci de retirer toute notre équipe de votre liste.",
        "Supprimez tous nos contacts de votre base de données.",
        "Borren todos nuestros contactos de su base de datos.",
        "Eliminen toda nuestra empresa de su base de datos.",
        "Vi prego di togliere tutto il nostro team dalla vostra lista.",
        "Cancellate tutti i nostri contatti dal vostro database.",
        "Haal ons hele team van jullie lijst.",
        "Verwijder al onze contacten uit uw bestand.",
        "Excluam todos os nossos contatos da sua base de dados.",
    ],
)
def test_our_whole_group_off_your_list_is_a_removal(text):
    assert reading(text) == "unsubscribe"


# The same words where nothing is asked of our mail: the sender tidying its own list, a colleague's request
# reported, the team taken off a meeting, an invite or a trial, another firm's list, a question how, or the
# removal negated.
@pytest.mark.parametrize(
    "text",
    [
        "We removed all our old contacts from our CRM.",
        "I'll delete all our contacts from the old database.",
        "My colleague asked you to remove our whole team from your list.",
        "Please remove our team from the invite.",
        "Can you remove our whole team from the meeting?",
        "Remove our team from the cc please.",
        "Please remove our whole team from the trial.",
        "Please remove our whole team from the Acme list, they are not our customer.",
        "How do I remove our whole team?",
        "Please don't remove our team from your list.",
        "Löschen Sie bitte nicht alle unsere Kontakte aus Ihrer Datenbank.",
        "Wie löschen wir alle unsere Kontakte aus Ihrer Datenbank?",
        "Ne supprimez pas tous nos contacts de votre base.",
        "No borren todos nuestros contactos de su base de datos.",
        "Non cancellate tutti i nostri contatti dal vostro database.",
        "Verwijder niet al onze contacten uit uw bestand.",
        "Haal ons hele team van de uitnodiging.",
        "Não excluam todos os nossos contatos da sua base de dados.",
    ],
)
def test_our_group_kept_or_taken_off_something_else_is_no_removal(text):
    assert reading(text) != "unsubscribe"
