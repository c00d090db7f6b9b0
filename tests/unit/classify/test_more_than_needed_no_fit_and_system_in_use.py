"""Noes of fit (heldout_u), in every rule language: more than the sender needs ("We're a four-person shop,
this is way more than we need"), no fit said outright ("No nos encaja", "ça ne nous correspond pas"), a
system already in use with the organisation as subject and no intention to change ("lo studio utilizza
già un gestionale ... non abbiamo intenzione di cambiarlo"). Look-alikes keep their reading: "not too
small", a question, a system in use with a renewal to talk about.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We're a four-person shop, this is way more than we need.",
        "We're too small for this. Good luck!",
        "Das ist eine Nummer zu groß für uns.",
        "C'est bien plus que ce dont nous avons besoin.",
        "Es más de lo que necesitamos.",
        "È più di quanto ci serve.",
        "Dat is meer dan we nodig hebben.",
        "É mais do que precisamos.",
        "Doesn't fit us.",
        "No nos encaja, somos un hotel pequeño.",
        "Ça ne nous correspond pas.",
        "Não se encaixa para nós.",
        "Lo studio utilizza già un gestionale che copre anche questi flussi.",
        "Non abbiamo intenzione di cambiarlo.",
        "The firm already uses Clio and we have no plans to switch.",
        "Die Kanzlei nutzt bereits ein System.",
        "Le cabinet utilise déjà un logiciel.",
        "El despacho ya usa un programa.",
        "Lo llevamos todo con el PMS.",
        "Het kantoor gebruikt al een pakket.",
        "O escritório já usa um sistema.",
    ],
)
def test_more_than_needed_no_fit_and_system_in_use_are_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We're not too small for this, send pricing.",
        "Is this more than we need? Send pricing and we'll see.",
        "We already have X but it's up for renewal, let's talk.",
        "The firm already uses X but it's up for renewal, let's talk.",
    ],
)
def test_look_alikes_keep_their_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # no intention to add another tool beside the one in use (heldout_du)
        "We rolled out a CRM last spring and have no intention of adding another tool.",
        "Wir haben keine Absicht, noch ein weiteres Tool einzuführen.",
        "Nous n'avons aucune intention d'ajouter un autre logiciel.",
        "Implantamos un ERP y no tengo ninguna intención de incorporar otro programa.",
        "Non abbiamo alcuna intenzione di aggiungere un altro strumento.",
        "We zijn niet van plan om er nog een ander pakket bij te nemen.",
        "Não temos intenção de adicionar outra ferramenta.",
    ],
)
def test_no_intention_to_add_another_tool_is_a_no(text):
    assert rule_intent(text) == "not_interested"


def test_another_seat_added_stays_interest():
    assert rule_intent("We plan to add another seat next month, can you send pricing?") == "interested"


# too small for such a tool, or a system like the reader's not usable by the sender (heldout_ed: "Für so eine
# Software sind wir schlicht zu klein", "Un sistema come il vostro non potremmo utilizzarlo")
@pytest.mark.parametrize(
    "text",
    [
        "We are simply too small for a tool like this.",
        "Für eine solche Lösung sind wir viel zu klein.",
        "Nous sommes trop petits pour ce genre de logiciel.",
        "Somos demasiado pequeños para este tipo de herramienta.",
        "Siamo troppo piccoli per un gestionale.",
        "We zijn te klein voor zo'n pakket.",
        "Somos pequenos demais para uma ferramenta.",
        "A platform like yours we could not use, our purchasing is regulated.",
        "So ein Tool wie Ihres dürften wir gar nicht einsetzen.",
        "Non possiamo adottare una piattaforma come la vostra.",
        "Zo'n platform als het uwe mogen wij niet gebruiken.",
    ],
)
def test_too_small_or_not_usable_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We couldn't use the trial link, could you resend it?",
        "We're too small a team to wait for a demo, send the price.",
    ],
)
def test_a_thing_not_usable_or_too_small_to_wait_is_no_no(text):
    assert rule_intent(text) != "not_interested"
