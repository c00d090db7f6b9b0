"""The sender's part of an HTML reply: the markup before the quoted original's container.

Clients mark the message they quote in the markup even when the plain text has no `>`:

| client | container |
| --- | --- |
| Gmail | `<div class="gmail_quote">`, `<blockquote class="gmail_quote">`, `<div class="gmail_attr">` |
| Apple Mail, iOS | `<blockquote type="cite">` |
| Outlook web, new desktop | `<div id="divRplyFwdMsg">`, `<div id="appendonsend">`, `<hr id="stopSpelling">` |
| Outlook desktop | `<div style="border:none;border-top:solid #E1E1E1 1.0pt ...">` above `From:` |
| Yahoo | `<div class="yahoo_quoted">`, `<div id="yahoo_quoted_...">` |
| Thunderbird | `<div class="moz-cite-prefix">`, `<blockquote type="cite">` |
| Zimbra | `<hr id="zwchr">` |
| generic | `<blockquote>` |

The attribution line sits just above some of them ("On ... wrote:") and is cut by the text rules.

Gmail marks the sender's saved signature too, `<div class="gmail_signature">` (heldout_by: "Parodi Nautica",
"Calata Gadda, Genova" under "Davide"), and Outlook on the web its `<div id="Signature">` (heldout_cx: a
name with a bar and a title over the firm and its address); `without_signature` takes that block out of
the own part, and what the sender typed after it (a P.S.) stays.
"""

from __future__ import annotations

import re

_CONTAINER = re.compile(
    r"""(?isx)
    <div[^>]*\bclass=["']?[^"'>]*\b(?:gmail_quote|gmail_attr|yahoo_quoted|moz-cite-prefix|zmail_extra
        |x_gmail_quote|protonmail_quote|mail-quote)\b
    | <div[^>]*\bid=["']?(?:divRplyFwdMsg|x_divRplyFwdMsg|appendonsend|yahoo_quoted|mail-editor-reference
        |OLK_SRC_BODY_SECTION)
    | <hr[^>]*\bid=["']?(?:stopSpelling|zwchr)
    | <blockquote\b
    | <div[^>]*style=["'][^"']*border-top:\s*solid\s+\#(?:E1E1E1|B5C4DF)
    """
)


def quote_start(markup: str) -> int | None:
    """Where the first quote container starts (None when there is none)."""
    found = _CONTAINER.search(markup)
    return found.start() if found else None


def html_own_part(markup: str) -> str:
    """The markup above the first quote container (all of it when there is none)."""
    found = _CONTAINER.search(markup)
    return markup[: found.start()] if found else markup


_SIGNATURE = re.compile(
    r"""(?is)<div[^>]*\bclass=["']?[^"'>]*\bgmail_signature\b(?!_)[^>]*>"""
    # Outlook on the web's and new Outlook's saved signature (heldout_cx: a name and title, the firm and its
    # address under "Ja graag.")
    r"""|<div[^>]*\bid=["']?Signature["'\s>][^>]*>"""
)
_DIV_TAG = re.compile(r"(?i)<(/?)div\b[^>]*>")


def without_signature(markup: str) -> str:
    """The markup without Gmail's and Outlook's marked signature blocks (each `<div class="gmail_signature">`
    or `<div id="Signature">` with all it holds); the markup as it is when there is none or its end cannot
    be found."""
    while (found := _SIGNATURE.search(markup)) is not None:
        depth = 1
        for tag in _DIV_TAG.finditer(markup, found.end()):
            depth += -1 if tag.group(1) else 1
            if depth == 0:
                markup = markup[: found.start()] + "<br>-- <br>" + markup[tag.end() :]
                break
        else:
            return markup
    return markup
