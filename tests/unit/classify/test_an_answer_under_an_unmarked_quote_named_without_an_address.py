"""An answer typed under our unmarked original when the attribution names the author without an address
(Thunderbird bottom posting, heldout_av: "On 11/09/2026 09:14 AM, Jordan Lee wrote:", "Op 09-11-2026 om
09:14 schreef Sam Ortega:" over our email without `>` marks, then the answer): the author's name is read
before the verb, or after it where the verb comes first (German, Dutch), and the answer starts after the
last line that is that name alone, past our footers, in every rule language. Nothing is read when the
name never stands alone below, nor when only our footers follow it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import reading

_ORIGINAL = (
    "Hi Victor,\n\nFinance teams use Acme to cut month-end close from ten days to four.\n"
    "Would a 20-minute call next week be useful?\n\nBest,\nJordan Lee\nAccount Executive | Acme\n\n"
    "If you'd rather not hear from me, just reply 'unsubscribe'.\n\n"
)
_ATTRIBUTIONS = [
    "On 11/09/2026 09:14 AM, Jordan Lee wrote:",
    "Am 09.11.2026 um 09:14 schrieb Jordan Lee:",
    "Le 09/11/2026 à 09:14, Jordan Lee a écrit :",
    "El 09/11/2026 a las 9:14, Jordan Lee escribió:",
    "Il 09/11/2026 09:14, Jordan Lee ha scritto:",
    "Op 09-11-2026 om 09:14 schreef Jordan Lee:",
    "Em 09/11/2026 09:14, Jordan Lee escreveu:",
]
_ANSWERS = [
    "No need for this, we keep our books ourselves with a simple package.",
    "Kein Bedarf, wir machen die Buchhaltung selbst mit einem einfachen Paket.",
    "Pas besoin, nous faisons la comptabilité nous-mêmes avec un logiciel simple.",
    "No lo necesitamos, llevamos la contabilidad nosotros mismos con un programa sencillo.",
    "Non ci serve, teniamo la contabilità da soli con un programma semplice.",
    "Geen behoefte aan, we doen de boekhouding zelf met een simpel pakket.",
    "Não precisamos, fazemos a contabilidade nós mesmos com um programa simples.",
]


@pytest.mark.parametrize(("attribution", "answer"), list(zip(_ATTRIBUTIONS, _ANSWERS, strict=True)))
def test_the_answer_under_the_unmarked_original_is_read(attribution, answer):
    assert own_text(f"{attribution}\n\n{_ORIGINAL}{answer}\n\nVictor\n") == answer


def test_a_bottom_posted_no_reads_as_a_no():
    assert reading(f"{_ATTRIBUTIONS[5]}\n\n{_ORIGINAL}{_ANSWERS[5]}\n\nPieter\n") == "not_interested"


def test_a_bottom_posted_price_for_the_senders_company_with_a_demo_is_interest():
    answer = (
        "Hi Jordan,\n\nwhat does this cost roughly for a company with 2 entities? If the number is "
        "reasonable I'd like a demo."
    )
    assert reading(f"{_ATTRIBUTIONS[0]}\n\n{_ORIGINAL}{answer}\n\nVictor\n") == "interested"


def test_only_our_footers_under_the_original_give_nothing():
    assert own_text(f"{_ATTRIBUTIONS[0]}\n\n{_ORIGINAL}") == ""


def test_without_the_authors_name_alone_below_nothing_is_read():
    original = "Hi Victor,\n\nWorth a call?\n\nBest,\nJordan\n\n"
    assert own_text(f"{_ATTRIBUTIONS[0]}\n\n{original}Sounds good.\n") == ""


def test_a_name_with_a_date_in_it_is_no_author():
    assert own_text(f"On 11/09/2026 09:14 wrote:\n\n{_ORIGINAL}No thanks.\n") == ""


def test_a_top_posted_answer_keeps_its_reading():
    body = f"No thanks.\n\nVictor\n\n{_ATTRIBUTIONS[0]}\n\n{_ORIGINAL}"
    assert own_text(body) == "No thanks."
