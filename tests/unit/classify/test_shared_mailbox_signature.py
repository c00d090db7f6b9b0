"""Two signatures without a closing word are cut from the own text: a name with a profession's title
before it ("Arch.", "Avv.", "Arq.", "Dipl.-Ing.", Dutch "mr.", `signature_cards.NAME_TITLE`), and a shared
mailbox signed with the reader's first name above the mailbox's own business and its street after a dash
("Boutique Rossi – Via Garibaldi, Torino", `name_apart_card`, `postal.is_street_after_dash`), however many
blank lines an HTML reply leaves between (heldout_ck). Never a first name over a line without the
mailbox's business, never a sentence.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


def _text(body: str, sender: str = "Bob Prospect <bob@example.com>") -> str:
    raw = mail(body).replace("From: Bob Prospect <bob@example.com>", f"From: {sender}")
    return classify(raw).text or ""


@pytest.mark.parametrize(
    ("body", "sender"),
    [
        (
            "Ciao,\n\nsono via fino a maggio.\n\nLuca\n\nAvv. Luca Ferri\nStudio Ferri – Parma\n",
            "Luca Ferri <l@x.it>",
        ),
        (
            "Hola,\n\nahora no, gracias.\n\nInés\n\nArq. Inés Prado\nPrado Arquitectos\n",
            "Inés Prado <i@x.es>",
        ),
        (
            "Hallo,\n\njetzt nicht.\n\nUwe\n\nDipl.-Ing. Uwe Sander\nSander Planung GmbH\n",
            "Uwe Sander <u@x.de>",
        ),
        ("Hoi,\n\nnu even niet.\n\nBram\n\nmr. Bram de Wit\nDe Wit Advocaten\n", "Bram de Wit <b@x.nl>"),
    ],
)
def test_titled_name_card_is_cut(body, sender):
    assert _text(body, sender).count("\n\n") == 1


@pytest.mark.parametrize(
    ("body", "sender"),
    [
        (
            "Buongiorno,\n\nleggo io questa casella, il titolare non c'è.\n\nGiulia\n\n\n\n"
            "Ferramenta Bassi – Via Roma, Lodi\n",
            "Ferramenta Bassi <info@ferramentabassi.example>",
        ),
        (
            "Hello,\n\nI just answer this inbox, the owner is away.\n\nKim\n\n"
            "Harbour Bakery – Quay Street, Leeds\n",
            "Harbour Bakery <hello@harbourbakery.example>",
        ),
        (
            "Hallo,\n\nich lese hier nur mit.\n\nJonas\n\n\nCafé Linde – Lindenweg, Ulm\n",
            "Cafe Linde <kontakt@cafelinde.example>",
        ),
    ],
)
def test_shared_mailbox_signature_is_cut(body, sender):
    text = _text(body, sender)
    assert "–" not in text and not text.rstrip().endswith(("Giulia", "Kim", "Jonas"))


def test_first_name_over_another_business_stays():
    body = "Hi,\n\nplease write to\n\nKim\n\nHarbour Bakery – Quay Street, Leeds\n"
    assert "Harbour Bakery" in _text(body, "Dock Tools <info@docktools.example>")
