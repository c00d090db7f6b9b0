"""Noes said plainly in words the rules lacked (heldout_ae), each a family in every rule language where it
exists: no fit said with "passt" and its kin ("aber das passt für uns nicht", `not_a_fit`), more than an
organisation of the sender's size needs ("a lot more than a place our size needs", `not_a_fit`), signed on
for more years and no change made ("we just signed another two years with them, so we won't be making a
change", `committed_elsewhere`), tried before and not again ("Not keen to try it again", "not going back",
`tried_before`), a no closed by an emoji ("Nah we're good 👍", `interest.NOT_INTERESTED`); with their
look-alikes.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        # no fit
        "Danke, das passt für uns nicht.",
        "Das passt leider nicht zu uns.",
        "Dat past niet bij ons, bedankt.",
        "Grazie, ma non fa per noi.",
        "Gracias, pero no es para nosotros.",
        "Obrigado, mas não é para nós.",
        "Merci, mais ce n'est pas pour nous.",
        "It doesn't fit a three-person practice like ours.",
        # more than our size needs
        "This is a lot more than a place our size needs, but good luck with it.",
        "Das ist mehr als ein Betrieb unserer Größe braucht.",
        "C'est plus qu'il n'en faut pour une structure comme la nôtre.",
        "Es más de lo que necesita un negocio como el nuestro.",
        "È più di quanto serve a un'attività come la nostra.",
        "Dit is meer dan een zaak van onze omvang nodig heeft.",
        "É mais do que uma empresa do nosso tamanho precisa.",
        # signed on for more years, no change made
        "We just signed another two years with them.",
        "We won't be making a change.",
        "Wir haben weitere zwei Jahre verlängert.",
        "On vient de resigner pour deux ans de plus.",
        "Firmamos otros dos años con ellos.",
        "Abbiamo firmato per altri due anni.",
        "We hebben nog twee jaar bijgetekend.",
        "Assinamos mais dois anos com eles.",
        "Nous ne ferons aucun changement.",
        "No haremos ningún cambio.",
        "Non faremo alcun cambiamento.",
        "We gaan niets veranderen.",
        "Não vamos fazer nenhuma mudança.",
        "Wir werden nichts ändern.",
        # tried before, not again
        "Tried something similar last year, team hated it, not going back.",
        "We went down this road before and hated it. Not keen to try it again, sorry.",
        "We did this with another vendor in 2024. Never again.",
        "We won't go through that again.",
        "Hatten wir schon mal, nie wieder.",
        "Das probieren wir nicht nochmal.",
        "On a déjà testé, plus jamais.",
        "Ya lo probamos, nunca más.",
        "Già provato, mai più.",
        "Al geprobeerd, nooit meer.",
        "Já testámos, nunca mais.",
        # a no closed by an emoji
        "Nah we're good 👍",
        "We're good 👍",
        "No thanks 🙏",
    ],
)
def test_a_no_said_plainly(text: str) -> None:
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a day or a slot as subject is no "no fit"
        "Dienstag passt uns nicht, geht Mittwoch?",
        "Der Termin passt für uns nicht, können wir verschieben?",
        # a change named, or for a while only
        "We won't make a change to the date, send the invite.",
        "We won't be making a change until the contract ends in June.",
        "We just signed another two customers this week, let's talk Thursday.",
        # "never again" going on to a thing wished for; a thing named that is not the offer
        "Never again miss a call? Sounds great, let's talk Thursday.",
        "Nie wieder verpasste Anrufe, das klingt gut. Können wir telefonieren?",
        "We're not going back to paper, so send the demo.",
        "I tried it last year and loved it, keen to try it again. Can we talk Thursday?",
        # an emoji that goes on to a time
        "I'm good 👍 talk Thursday at 2?",
    ],
)
def test_look_alikes_are_no_no(text: str) -> None:
    assert rule_intent(text) != "not_interested"
