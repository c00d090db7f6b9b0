"""The sixteenth review of the rules (2026-12-06): sentences an adversarial reviewer's families pointed at,
each written here for these tests. Removals first: the sender doing what our footer says after saying they saw
it, a removal request headed as one, a removal with its object after "you can", and inline answers under "see
below"; then the false removals (a plan to clean the sender's own database, a speakers' list, an event signed
off from, another channel asked instead) and the other readings the new rules bent."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        'I noticed your emails say to reply "unsubscribe" to stop them, which is what I\'m doing.',
        'I saw you can reply "remove" to get off the list. Please do that for me.',
        'Ik zag onderaan dat je met "afmelden" kunt reageren, dat doe ik bij deze.',
        'Ho letto che basta rispondere "cancellami": lo faccio subito.',
        "J'ai vu qu'il suffit de répondre « désinscription », c'est ce que je fais.",
        "Unsubscribe request: your mails reach us twice a week, please stop.",
        "Pedido de descadastro: recebemos três emails vossos por semana.",
        "We also send a newsletter, so no offence. You can remove this address from your list.",
        "You send out a newsletter I never asked for. You can take my address off it.",
    ],
)
def test_these_are_removals(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        'I saw your footer says to reply "unsubscribe" if not interested, but we are. Prices?',
        "We send out a monthly newsletter ourselves. You can always unsubscribe with one click.",
        "Volgende maand gaat onze IT-afdeling alle adressen van ons kantoor uit het oude systeem halen.",
        "Vi sarei grato se mi toglieste dalla lista dei relatori, quel giorno non posso.",
        "Ficaria grato se me tirassem da lista de espera do workshop, já tenho lugar.",
        "Meld me eens af voor de workshop van dinsdag, ik moet naar de tandarts.",
        "Zet me maar van de gastenlijst af voor de borrel, ik ben er niet.",
    ],
)
def test_these_are_no_removals(text):
    assert reading(text) != "unsubscribe"


def test_another_channel_asked_instead_of_mail_is_no_removal():
    assert (
        reading("Ik heb liever dat je me niet meer mailt maar gewoon belt, dan plannen we iets.")
        != "unsubscribe"
    )


def test_answers_under_see_below_and_a_wrapped_attribution_are_the_own_text():
    body = (
        "Zie hieronder.\n\nOp di 1 dec. 2026 om 10:02 schreef Dana <dana@acme.test> het volgende\n"
        "geschreven:\n\n> Interesse in een demo?\n\nNee, haal me van jullie lijst.\n"
    )
    assert own_text(body) == "Zie hieronder.\n\nNee, haal me van jullie lijst."


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("A call isn't useful before we see numbers, please share the price list.", "interested"),
        ("Un rendez-vous ne me semble pas utile, pourriez-vous m'envoyer la plaquette.", "interested"),
        ("A Friday meeting doesn't make sense for us, Tuesday at 10 works better.", "interested"),
        ("If you have a PDF of the open invoices, that would be helpful.", "other"),
        ("Se tiver o documento da encomenda de ontem, seria ótimo.", "other"),
        ("I'm not sure who the right contact at your company is for the renewal, let me know.", "other"),
        ("Nog niet bekeken, en eerlijk gezegd is het op dit moment geen prioriteit.", "not_now"),
    ],
)
def test_the_other_readings_the_new_rules_bent(text, intent):
    assert reading(text) == intent
