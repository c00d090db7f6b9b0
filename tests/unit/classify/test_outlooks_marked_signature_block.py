"""Outlook on the web and new Outlook mark the sender's saved signature (`<div id="Signature">`,
`html_quotes.without_signature`; heldout_cx: a name with a bar and a title over the firm and its address,
each on a line of the source): the block is no own text, in any language, and what the sender typed after
it stays. A div whose id only starts with "Signature" or names something else is no such mark.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify


def _owa(own: str) -> str:
    return (
        "From: Marit Hoekstra <marit@hoekstra-tegels.example>\r\nTo: Sam Okafor <sam@acme.test>\r\n"
        "Subject: Re: Follow-ups\r\nDate: Mon, 14 Sep 2026 10:00:00 +0200\r\nMIME-Version: 1.0\r\n"
        "Content-Type: text/html; charset=utf-8\r\n\r\n"
        f'<html><body><div class="elementToProof">{own}</div><div id="appendonsend"></div>'
        '<hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> Sam Okafor'
        " &lt;sam@acme.test&gt;<br><b>Sent:</b> Monday, 14 September 2026 09:14<br><b>Subject:</b> Follow-ups"
        "</div><div>Hi Marit,<br>Would a call be useful?</div></body></html>"
    )


def _card(tag: str = '<div id="Signature">') -> str:
    return (
        f'{tag}<p style="margin:0"><span>Marit Hoekstra | Inkoper<br>\r\n'
        "Hoekstra Tegels B.V.<br>\r\nDijkweg 12, 9999 ZZ Noordstad<br>\r\n"
        "www.hoekstra-tegels.example</span></p></div>"
    )


@pytest.mark.parametrize(
    "own",
    [
        "Prima, stuur maar door.",
        "Gerne, schicken Sie mir die Unterlagen.",
        "Volontiers, envoyez-moi la brochure.",
        "Sí, por favor, mándame el folleto.",
        "Sì, grazie, mi mandi la brochure.",
        "Sim, por favor, envie-me o folheto.",
        "Sure, send it over.",
    ],
)
def test_outlooks_marked_signature_block_is_no_own_text(own):
    text = classify(_owa(f"{own}</div><div><br></div>{_card()}<div>")).text or ""
    assert text == own


def test_what_is_typed_after_outlooks_signature_block_stays():
    text = classify(_owa(f"Prima.</div>{_card()}<div>PS: bel me gerust na vrijdag.")).text or ""
    assert "bel me gerust na vrijdag" in text
    assert "Dijkweg" not in text


def test_a_div_named_otherwise_is_no_signature_mark():
    card = _card('<div id="SignatureNote">')
    text = classify(_owa(f"Prima.</div>{card}<div>")).text or ""
    assert "Hoekstra Tegels" in text or "Dijkweg" in text
