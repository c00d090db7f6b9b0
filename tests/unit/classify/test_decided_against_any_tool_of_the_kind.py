"""A decision against any tool of the kind ("a gente decidiu não seguir com nenhuma ferramenta desse tipo"):
a no in every rule language. A decision for a tool, ours or another, is none."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but we've decided against any platform of this sort for now, the team is small.",
        "Wir haben uns gegen eine solche Lösung entschieden, Excel reicht uns.",
        "Nous avons décidé de n'utiliser aucun logiciel de ce genre, merci quand même.",
        "Al final hemos decidido no ir con ninguna solución de este tipo.",
        "Alla fine abbiamo deciso di non usare nessuna soluzione di questo tipo.",
        "We hebben besloten geen software van dit soort te gebruiken.",
        "Olá, resolvemos não seguir com nenhum sistema assim, o processo atual funciona.",
    ],
)
def test_a_decision_against_any_tool_is_a_no(text: str) -> None:
    assert _intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We decided to go with a tool like yours, can you send a quote?",
        "Decidimos seguir com uma ferramenta desse tipo, podem mandar uma proposta?",
        "Abbiamo deciso di adottare uno strumento del genere: potete mandarci un preventivo?",
    ],
)
def test_a_decision_for_a_tool_is_no_no(text: str) -> None:
    assert _intent(text) == "interested"
