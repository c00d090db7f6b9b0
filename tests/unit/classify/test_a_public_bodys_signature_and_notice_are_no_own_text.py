"""A public body's official signature under the sender's text is no own text (heldout_bx): the sender's
name over their service and an institution's long name ("Tribunal de Justiça do Estado do Sul", up to
eight words when a public body's word opens it, `signature_cards.PUBLIC_BODY`) or a name ending on its
initials ("Hospital Distrital da Beira, E.P.E."), and the notice under it, labelled ("Confidencialidade:
Esta mensagem ...") or addressed to its readers only ("Questo messaggio e i suoi allegati sono
indirizzati esclusivamente ...", `footers.DISCLAIMER`). A sentence that ends the text, or a long line no
public body opens, stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

_TEXT = "Bom dia,\n\nA vossa empresa está registada na plataforma de contratação pública?"


@pytest.mark.parametrize(
    ("names", "signature"),
    [
        (
            {"claudia", "pinto"},
            "Cláudia Pinto\nServiço de Aprovisionamento\nHospital Distrital da Beira, E.P.E.",
        ),
        (
            {"roberto", "santos"},
            "Roberto Santos\nCoordenadoria de Contratos\nTribunal de Justiça do Estado do Sul",
        ),
        (
            {"giorgio", "lombardi"},
            "Giorgio Lombardi\nDirigente U.O. Risorse Umane\nAzienda Sanitaria Provinciale del Sud",
        ),
        ({"els", "peeters"}, "Els Peeters\nDienst Aankoop\nGemeente Sint-Martens-Latem en het OCMW"),
        ({"anna", "weber"}, "Anna Weber\nBeschaffung\nStadt Nordhausen, Amt für Schule und Sport"),
    ],
)
def test_a_public_bodys_signature_is_cut(names, signature):
    assert own_text(f"{_TEXT}\n\n{signature}\n", frozenset(names)) == _TEXT


@pytest.mark.parametrize(
    "notice",
    [
        "Confidencialidade: Esta mensagem pode conter informação confidencial.",
        "Riservatezza: questo messaggio può contenere informazioni riservate.",
        "Confidentiality: this message may contain privileged information.",
        "Questo messaggio e i suoi allegati sono indirizzati esclusivamente alle persone indicate.",
    ],
)
def test_a_public_bodys_notice_is_cut(notice):
    names = frozenset({"claudia", "pinto"})
    signed = (
        f"{_TEXT}\n\nCláudia Pinto\nServiço de Aprovisionamento\nHospital Distrital da Beira\n\n{notice}\n"
    )
    assert own_text(signed, names) == _TEXT


@pytest.mark.parametrize(
    "last",
    [
        "Cláudia Pinto\nTribunal de Justiça: ligue-me amanhã de manhã.",
        "Cláudia Pinto\nWe keep our records on paper for the next three years at least",
    ],
)
def test_a_last_paragraph_that_is_no_official_signature_stays(last):
    assert last.split("\n")[1] in own_text(f"{_TEXT}\n\n{last}\n", frozenset({"claudia", "pinto"}))
