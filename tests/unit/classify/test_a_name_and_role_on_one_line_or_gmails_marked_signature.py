"""Two signature layouts under a finished text (heldout_by): a name and a role joined by a dash on one line,
over the firm ("Laura Testa - Buyer" / "Testa Logistica srl, Verona", an Outlook mobile reply), and the block
Gmail marks as the sender's saved signature (`<div class="gmail_signature">`: "Parodi Nautica" / "Calata
Gadda, Genova" under "Davide"). Neither is own text; a dash line that is no name and title ("Marco Rossi -
sentitelo pure") stays, and what the sender typed after Gmail's block stays too.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


@pytest.mark.parametrize(
    ("sentence", "card"),
    [
        ("Mi ricontatti in primavera e valutiamo.", "Laura Testa - Buyer\nTesta Logistica srl, Verona"),
        ("Mi ricontatti in primavera.", "Laura Testa - Responsabile acquisti\nTesta Logistica srl, Verona"),
        ("Call me again in spring.", "Laura Testa - Head of Purchasing\nTesta Logistics Ltd, Leeds"),
        ("Melden Sie sich im Frühjahr.", "Laura Testa – Leiterin Einkauf\nTesta Logistik GmbH, Köln"),
        ("Recontactez-moi au printemps.", "Laura Testa - Responsable achats\nTesta Logistique SARL, Lyon"),
        ("Vuelva a escribirme en primavera.", "Laura Testa - Jefa de compras\nTesta Logística SL, Valencia"),
        ("Neem in het voorjaar contact op.", "Laura Testa - Hoofd inkoop\nTesta Logistiek BV, Utrecht"),
        (
            "Volte a contactar-me na primavera.",
            "Laura Testa - Diretora de compras\nTesta Logística Lda, Porto",
        ),
    ],
)
def test_a_name_and_role_joined_by_a_dash_over_the_firm_is_a_signature(sentence, card):
    own = f"Buongiorno, abbiamo un contratto che scade a giugno. {sentence}"
    assert classify(mail(f"{own}\n\n{card}\n\nOttieni Outlook per Android\n")).text == own


def test_a_dash_line_that_is_no_name_and_title_stays():
    body = "Buongiorno, parli con lui.\n\nMarco Rossi - sentitelo pure\nvi risponde lui\n"
    assert "Marco Rossi - sentitelo pure" in (classify(mail(body)).text or "")


def _gmail(own: str) -> str:
    return (
        "From: Davide Parodi <davide@parodinautica.example>\nTo: Sam Okafor <sam@acme.test>\n"
        "Subject: Re: Follow-ups\nDate: Mon, 14 Sep 2026 10:00:00 +0200\nMIME-Version: 1.0\n"
        "Content-Type: text/html; charset=utf-8\n\n"
        f'<div dir="ltr">{own}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">'
        "Il giorno lun 14 set 2026 alle ore 09:14 Sam Okafor &lt;sam@acme.test&gt; ha scritto:<br></div>"
        '<blockquote class="gmail_quote"><div>Hi Davide,</div><div>Would a call be useful?</div></blockquote>'
        "</div>"
    )


_SIGNATURE = (
    '<div><div dir="ltr" class="gmail_signature" data-smartmail="gmail_signature">'
    "<div>Parodi Nautica</div>Calata Gadda, Genova</div></div>"
)


def test_gmails_marked_signature_block_is_no_own_text():
    own = "<div>Ciao Sam,</div><div><br></div><div>Per noi costa troppo, non fa per noi.</div><div><br></div>"
    text = classify(_gmail(own + _SIGNATURE)).text or ""
    assert "Parodi Nautica" not in text
    assert "Calata Gadda" not in text
    assert "Per noi costa troppo, non fa per noi." in text


def test_what_is_typed_after_gmails_signature_block_stays():
    own = "<div>Ciao Sam,</div><div><br></div><div>Per noi costa troppo.</div>"
    text = classify(
        _gmail(own + _SIGNATURE + "<div>P.S. Richiamatemi a marzo, magari cambia qualcosa.</div>")
    ).text
    assert "Richiamatemi a marzo" in (text or "")
    assert "Calata Gadda" not in (text or "")


def test_a_seasons_greeting_over_gmails_signature_block_is_the_closing():
    own = "<div>Ciao Sam,</div><div><br></div><div>Riscrivimi dopo l'Epifania.</div><div><br></div>"
    own += '<div>Buone feste,</div><div><div class="gmail_signature"><div dir="ltr">Stefano</div></div></div>'
    text = classify(_gmail(own)).text or ""
    assert "Riscrivimi dopo l'Epifania." in text
    assert "Buone feste" not in text
