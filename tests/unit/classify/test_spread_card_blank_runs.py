"""A signature card whose lines HTML sets apart by blank runs of any length, or whose line ends on its legal
form's dot, is cut whole (`signature_cards.spread_card_start`; heldout_dh: Apple Mail's name, three blank
lines, the studio's line and the city; Outlook's title and firm ending "S.r.l." over the city). Never a
paragraph of the sender's above ("Thanks." ends a sentence) nor a run that opens on no name.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

ANSWER = "Sounds good, call me tomorrow morning."


@pytest.mark.parametrize(
    ("card", "names"),
    [
        ("Jorien\n\n\n\nAtelier Mulder – interieur & advies\n\nUtrecht", {"jorien", "mulder"}),
        ("Marta Ruiz\n\n\nResponsable de compras – Ruiz Envases S.L.\n\n\nValencia", set()),
        ("Marta Ruiz\n\nResponsable de compras – Ruiz Envases S.L.\n\nValencia", set()),
        ("Anna Berg\n\n\nEinkauf – Berg Verpackungen GmbH\n\n\nKassel", set()),
        ("Jan de Vries\n\n\nInkoop – De Vries Verpakkingen B.V.\n\n\nZwolle", set()),
        ("Luca Neri\n\nResponsabile acquisti – Neri Imballaggi S.p.A.\n\nPadova", set()),
        ("Joana Reis\n\n\nDiretora de compras – Reis Embalagens Lda.\n\nBraga", set()),
        ("Claire Martin\n\n\nAcheteuse – Martin Emballages SARL\n\nLyon", set()),
        ("Tom Hale\n\n\nBuyer – Hale Packaging Inc.\n\n\nLeeds", set()),
    ],
)
def test_a_card_spread_by_blank_runs_is_cut(card, names):
    assert own_text(f"Hi Dana,\n\n{ANSWER}\n\n{card}", frozenset(names)) == f"Hi Dana,\n\n{ANSWER}"


@pytest.mark.parametrize(
    "text",
    [
        # a sentence of the sender's ends on a full stop: the run stops there
        f"Hi Dana,\n\n{ANSWER}\n\n\nThanks for the patience.\n\n\nAmsterdam is fine for the visit",
        # a run that opens on no name
        f"Hi Dana,\n\n{ANSWER}\n\n\nsee you then\n\n\nbring the samples",
    ],
)
def test_no_card_without_a_name_or_above_a_sentence(text):
    assert own_text(text).split() == text.split()
