"""heldout_r's own-text misses: Latin American closings ("Abrazo,", "Quedo atento,", "Quedamos atentos",
Brazilian "Fico no aguardo") end the sender's words only alone on their line, and a Thunderbird
attribution with a numeric date and no address, the verb before the name ("Op 02-12-2026 om 09:14 schreef
Sanne de Vries:"), opens the quoted original."""

from __future__ import annotations

import pytest

from sequencer.classify.attribution import attribution_at
from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    "closing",
    [
        "Abrazo,",
        "Un abrazo,",
        "Abrazos",
        "Un fuerte abrazo.",
        "Quedo atento,",
        "Quedo atenta,",
        "Quedamos atentos.",
        "Quedo atento a sus comentarios",
        "Fico no aguardo.",
        "Fico à disposição,",
        "Um abraço,",
        "Abraços",
        "Un abbraccio,",
    ],
)
def test_a_closing_alone_ends_the_own_text(closing: str) -> None:
    body = f"Hola Marta,\n\ndale, me interesa. ¿Me mandás una propuesta?\n\n{closing}\nJuan Pérez\n"
    assert own_text(body) == "Hola Marta,\n\ndale, me interesa. ¿Me mandás una propuesta?"


@pytest.mark.parametrize(
    "line",
    [
        "Un abrazo a todo el equipo, nos vemos el lunes",
        "Quedo atento si hay cambios en el precio.",
        "Fico no aguardo da proposta de vocês para fechar.",
    ],
)
def test_the_same_words_in_a_sentence_stay(line: str) -> None:
    body = f"Hola,\n\n{line}\n\nMe interesa la demo.\n"
    assert own_text(body) == f"Hola,\n\n{line}\n\nMe interesa la demo."


@pytest.mark.parametrize(
    "line",
    [
        "Op 02-12-2026 om 09:14 schreef Sanne de Vries:",
        "Op 2-12-2026 09:14 schreef Sanne:",
        "Op wo 2 dec. 2026 om 09:14 schreef Sanne de Vries:",
        "Am 02-12-2026 um 09:14 schrieb Anna Muster:",
        "Den 2026-12-02 kl. 09:14 skrev Lars Holm:",
        "Dne 02.12.2026 v 09:14 napsal Jan Novák:",
    ],
)
def test_a_dated_attribution_without_an_address(line: str) -> None:
    assert attribution_at([line], 0)
    body = f"Hallo Sanne,\n\nStuur me in april een mailtje.\n\n{line}\n> Beste Maarten,\n> Acme.\n"
    assert own_text(body) == "Hallo Sanne,\n\nStuur me in april een mailtje."


@pytest.mark.parametrize(
    "line",
    [
        "Op 02-12-2026 schreef ik al dat het goed was:",
        "Op 2 december schreef Sanne de Vries:",
        "Zoals ik op 02-12-2026 schreef, is dit het plan:",
    ],
)
def test_a_sentence_with_a_date_and_the_verb_is_no_attribution(line: str) -> None:
    assert not attribution_at([line], 0)
