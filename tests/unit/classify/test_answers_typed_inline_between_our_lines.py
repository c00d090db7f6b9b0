"""Answers typed inline, between the lines of our email (heldout_ao): the own text is the contact's
pieces in order, in the three layouts that carry them.

- `>` quotes with answers between them, under a text that ends in its own closing and name ("Cumprimentos,
  / Ana Carvalho" above the quote never swallows the answers under it);
- an Outlook original without `>` marks whose answer lines carry the writer's initials in brackets ("[KM]")
  or `>` marks of their own (">> Non ci serve"), read only when the text above announces answers in it
  ("See my comments below", "rispondo nel testo", every rule language); without that, the marked lines stay
  part of the original, and our unmarked lines never count;
- Gmail HTML with the quote split into several blockquotes: the text between them and after them, never
  the attribution line nor anything inside a blockquote; a quote in one piece gives nothing more.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.inline_answers import announces_answers
from sequencer.classify.quotes import own_text

from .helpers import classify

_HEADER = (
    "From: Priya Raman <priya@acme.test>\nSent: Monday, March 16, 2026 9:48 AM\nTo: Kate Moreno <k@x.test>\n"
)
_HEADER += "Subject: Following up\n\n"


@pytest.mark.parametrize(
    ("opening", "closing", "answer"),
    [
        ("Hi Priya,\n\nAnswers below.", "Best regards,\nKate Moreno", "No, we have a tool for that."),
        (
            "Hallo Priya,\n\nmeine Antworten unten.",
            "Viele Grüße\nJonas Keller",
            "Nein, das brauchen wir nicht.",
        ),
        ("Bonjour,\n\nje réponds dans le texte.", "Cordialement,\nMarie Lefort", "Non, pas pour nous."),
        ("Hola,\n\nrespondo entre líneas.", "Saludos,\nLucía Romero", "No, ya lo tenemos resuelto."),
        ("Buongiorno,\n\nrispondo nel testo.", "Saluti\nPaolo Neri", "No, non ci serve."),
        (
            "Hallo Priya,\n\nik antwoord hieronder.",
            "Met vriendelijke groet,\nKees Bakker",
            "Nee, niet nodig.",
        ),
        ("Bom dia,\n\nrespondo no meio da sua mensagem.", "Cumprimentos,\nRita Gomes", "Não, obrigada."),
    ],
)
def test_answers_between_gt_quotes_survive_the_closing_above(opening, closing, answer):
    body = f"{opening}\n\n{closing}\n\n{_HEADER}> Would a demo help?\n\n{answer}\n\n> Best,\n> Priya\n"
    assert own_text(body) == f"{opening}\n\n{answer}"


@pytest.mark.parametrize(
    ("opening", "marked", "read"),
    [
        (
            "Priya,\n\nSee my comments below in red.",
            "[KM] No, we moved to Tipalti.",
            "[KM] No, we moved to Tipalti.",
        ),
        ("Priya,\n\nI've answered inline.", "[KM] Not for us.", "[KM] Not for us."),
        ("Hallo,\n\nich antworte im Text.", ">> Nein, kein Bedarf.", "Nein, kein Bedarf."),
        ("Bonjour,\n\nmes réponses dans le texte.", "[ML] Non merci.", "[ML] Non merci."),
        ("Hola,\n\nrespondo en el texto.", ">> No nos interesa.", "No nos interesa."),
        ("Buongiorno,\n\nrispondo nel testo.", ">> Non ci serve.", "Non ci serve."),
        ("Hallo,\n\nik antwoord in de tekst.", "[KB] Nee, dank je.", "[KB] Nee, dank je."),
        ("Bom dia,\n\nrespondo abaixo.", ">> Não estamos interessados.", "Não estamos interessados."),
    ],
)
def test_marked_answers_in_an_unprefixed_original_are_read_when_announced(opening, marked, read):
    body = f"{opening}\n\nKate\n\n{_HEADER}Hi Kate,\n\n- Would a pilot help?\n{marked}\n\nBest,\nPriya\n"
    assert own_text(body) == f"{opening}\n\n{read}"


def test_several_marked_answers_keep_their_order():
    body = (
        f"Priya,\n\nSee my comments below.\n\n{_HEADER}Hi Kate,\n\n- Approvals by email?\n[KM] No, Tipalti.\n"
        "- Replacing the tool this year?\n[KM] No.\n- A pilot?\n[KM] Not for us, thanks.\n\nBest,\nPriya\n"
    )
    assert (
        own_text(body)
        == "Priya,\n\nSee my comments below.\n\n[KM] No, Tipalti.\n[KM] No.\n[KM] Not for us, thanks."
    )


@pytest.mark.parametrize(
    "opening",
    [
        "Priya,\n\nThanks, I'll read it later.",  # no announcement: the marked line is the original's
        "Priya,\n\nAre your answers below?",  # a question about answers, nothing announced of the writer's
    ],
)
def test_marked_lines_without_an_announcement_stay_in_the_original(opening):
    body = f"{opening}\n\n{_HEADER}Hi Kate,\n\n[KM] No, we moved to Tipalti.\n\nBest,\nPriya\n"
    assert own_text(body) == opening


def test_our_unmarked_lines_never_count_as_answers():
    body = f"Priya,\n\nreplies inline.\n\n{_HEADER}Hi Kate,\n\nWorth a call next week?\n\nBest,\nPriya\n"
    assert own_text(body) == "Priya,\n\nreplies inline."


@pytest.mark.parametrize(
    "text",
    ["See my comments below in red.", "replies inline", "Antworten unten", "je réponds dans le texte",
     "respondo entre líneas", "rispondo nel testo", "antwoorden hieronder",
     "Respondo no meio da sua mensagem."],
)  # fmt: skip
def test_the_announcement_in_every_rule_language(text):
    assert announces_answers(text)


@pytest.mark.parametrize("text", ["Thanks for your reply.", "See you below the bridge.", "Graag gedaan."])
def test_no_announcement_in_ordinary_sentences(text):
    assert not announces_answers(text)


def _html(top: str, middle: str, tail: str = "<div>Ana</div>") -> str:
    quote = '<blockquote class="gmail_quote" style="margin:0px">'
    return (
        "From: Ana Holt <ana@x.test>\nTo: Jordan Lee <jordan@acme.test>\nSubject: Re: Invoices\n"
        "Date: Tue, 24 Mar 2026 09:55:02 -0400\nMIME-Version: 1.0\nContent-Type: text/html; charset=utf-8\n\n"
        f'<div dir="ltr">{top}</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, '
        "Mar 23, 2026 at 3:10 PM Jordan Lee &lt;jordan@acme.test&gt; wrote:<br></div>"
        f"{quote}<div>Is AP automation something you're looking at?</div></blockquote>{middle}"
        f"{quote}<div>Best,<br>Jordan<br><br>If you'd rather not hear from me, just reply 'unsubscribe'."
        f"{quote}Worth a call next week?</blockquote></div></blockquote><div><br></div>{tail}</div>"
    )


@pytest.mark.parametrize(
    ("top", "answer"),
    [
        ("Hi Jordan, replies inline.", "Not this quarter, no. After October."),
        ("Hallo Jordan,", "Jetzt nicht, erst nach dem Sommer."),
        ("Bonjour Jordan,", "Pas maintenant, plutôt en septembre."),
        ("Hola Jordan,", "Ahora no, mejor en septiembre."),
        ("Ciao Jordan,", "Non ora, dopo l'estate."),
        ("Hallo Jordan,", "Niet voor nu. Probeer het in september nog eens."),
        ("Olá Jordan,", "Agora não, talvez em setembro."),
    ],
)
def test_answers_between_split_blockquotes_are_read_in_order(top, answer):
    result = classify(_html(top, f"<div><br></div><div><b>{answer}</b></div><div><br></div>"))
    assert result.text == f"{top}\n\n{answer}"


def test_a_quote_in_one_piece_gives_only_the_text_above():
    result = classify(_html("Hi Jordan, not now.", "").replace("</blockquote><blockquote", "<blockquote"))
    assert result.text == "Hi Jordan, not now."


def test_words_inside_a_blockquote_never_count():
    result = classify(_html("Hi Jordan, replies inline.", "<div>Not this quarter.</div>"))
    assert "unsubscribe" not in result.text and "Worth a call" not in result.text
    assert "Jordan Lee" not in result.text and result.intent != "unsubscribe"
