"""Other people leaving the sender's own mailing ("a lot of people unsubscribe every time we send our
newsletter") is no removal request: the sender's readers or customers are the subject of the removal words
(`removal_others`, heldout_cg). Never the people as the object of a request, never a clause naming
the sender or asking.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Quick one: whenever our bulletin goes out, plenty of readers unsubscribe. Which tool do you use?",
        "Our subscribers keep unsubscribing after every issue and we can't see why.",
        "Cuando sale nuestro boletín se da de baja un montón de suscriptores. ¿Qué herramienta usan?",
        "Cada mes se nos da de baja mucha gente del newsletter, ¿a ustedes les pasa?",
        "Sempre que mandamos o boletim, muita gente se descadastra. Vocês sabem por quê?",
        "Nach jedem Versand melden sich viele Leser ab, woran liegt das?",
        "À chaque envoi, plein de lecteurs se désabonnent. Vous avez une idée ?",
    ],
)
def test_others_leaving_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please unsubscribe everyone at our company.",
        "Por favor, den de baja a la gente de mi equipo.",
        "Den de baja a todas las personas de la empresa.",
        "Que se dé de baja a toda la gente de la oficina.",
        "People, unsubscribe me.",
        "Désinscrivez tous les gens de notre équipe.",
        "Lots of people unsubscribe, and so do I: take me off your list.",
    ],
)
def test_a_request_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
