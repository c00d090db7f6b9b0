"""What the sender wrote this time: a reply's own text without the quoted original or the signature.

A reply usually sits above the message it answers (see `attribution` for the openers every client
writes, in many languages, and the header blocks of Outlook, Notes and Zimbra) and ends in a sign-off,
a signature, a phone line or a disclaimer (`signoffs`). Our sales copy ("reply 'stop' and I won't write
again"), the original's footers ("To unsubscribe from these emails ...") and a disclaimer's "if you are
not the intended recipient" must never decide what the contact meant, so all of it is cut.

- Top-posted (the common case): the lines above the first quote opener.
- Bottom-posted or interleaved answers below `>`-quoted lines count too, but never the lines after an
  opener whose original is *not* `>`-quoted (Outlook, Notes, "Some One <x@y> wrote:" then the text):
  everything after such an opener is the original. Nor after a forwarded-message separator ("Begin
  forwarded message:"): nobody answers between the lines of a message they pass on, so all of it,
  `>`-quoted or not, is the forward.
- A message that begins with a header block (webmail forwarding its own copy, Polish Onet, bottom
  posting under "**Gesendet:** ...") keeps the text under it, up to the next opener; unless the block
  heads an unmarked original signed by the block's author with an answer below it (WEB.DE bottom
  posting, `unmarked_original`): then only that answer.
- HTML-only replies are cut at the quote container first (`html_quotes`).
- Answers typed in colour inside an unmarked original (Outlook: "meine Antworten stehen unten in Rot")
  are read from the HTML part and follow the text above the quote, when that text announces them
  (`coloured_answers`).
- An emoji reaction sent as mail (Gmail's reaction parts, Outlook's "reacted to your message:" notice) is
  the emoji alone: the app's words around it are never the person's (`reactions`).
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.attribution import (
    attribution_at,
    attribution_end,
    forward_at,
    header_block_end,
    starts_header_block,
)
from sequencer.classify.coloured_answers import coloured_answers
from sequencer.classify.help_desk import agent_comment
from sequencer.classify.html_quotes import html_own_part, without_signature
from sequencer.classify.inline_answers import announces_answers, marked_answers, split_quote_answers
from sequencer.classify.reactions import reaction_emoji, without_reaction_notice
from sequencer.classify.signoffs import cut_signature
from sequencer.classify.text import (
    content_type,
    fold,
    header,
    html_to_text,
    is_attachment,
    leaf_parts,
    part_text,
)
from sequencer.classify.unmarked_original import answer_start, answer_under_attribution

# The Bat! and FidoNet-style readers quote with the original author's initials before ">" ("DW> Hi
# Sergey,", " JS> ", "AB>> "): one to three capitals, then ">" and a space, another ">" or the line's end.
_INITIALS_QUOTE = re.compile(r"^\s{0,3}[A-ZА-ЯЁ]{1,3}>(?=[\s>]|$)")


def _quoted(line: str) -> bool:
    return line.lstrip().startswith(">") or bool(_INITIALS_QUOTE.match(line))


# A line of nothing but a mark a mail extension leaves in the body (Gmail's Mailtrack/Streak "ᐧ", U+1427,
# above the signature in discourse/email_reply_trimmer's fixtures): no one's words.
_MARKS = frozenset({"\u1427"})

# A reply that is nothing but "see below" above the quote, in every rule language: its answers are under it.
_SEE_BELOW = re.compile(
    r"(?:(?:hi|hello|hallo|hoi|dag|bonjour|hola|ciao|ola)\W+(?:\w+\W+)?)?(?:see below|please see below"
    r"|siehe unten|s\. unten|voir ci-dessous|voir plus bas|ver abajo|vea abajo|vedi sotto|vedere sotto"
    r"|zie hieronder|zie onder|veja abaixo|ver abaixo)\W*"
)


def _answers_may_follow(above: list[str]) -> bool:
    """Whether a wrapped attribution may head answers between the quotes under it: only with nothing above it
    ("On ..., X via Y <\nx@y> wrote:\n\n> ...\n\nthe answer"), or with answers announced above it ("Zie
    hieronder." over "Op ... schreef X <x@y> het\nvolgende geschreven:"; review of 2026-12-06, sixteenth).
    Under a top-posted reply, what follows its quote is older mail (alfonsrv/mail-parser-reply's fixtures)."""
    text = "\n".join(above)
    return (
        not text.strip()
        or announces_answers(text)
        or bool(_SEE_BELOW.fullmatch(" ".join(fold(text).split())))
    )


def _is_opener(lines: list[str], index: int) -> bool:
    return _quoted(lines[index]) or attribution_at(lines, index)


def _gt_quote_follows(lines: list[str], index: int, *, wrapped: bool = True) -> bool:
    """Whether the opener at `index` is followed by `>`-quoted lines (so answers may sit between them);
    `wrapped`: read below the last line of an attribution wrapped over several."""
    if _quoted(lines[index]):
        return True
    after = attribution_end(lines, index) if wrapped else index + 1
    if starts_header_block(lines, index):
        after = header_block_end(lines, index)  # a header block, then the `>`-quoted original
    elif after < len(lines) and starts_header_block(lines, after):
        after = header_block_end(lines, after)  # Zimbra: "----- Mail original -----", its header block
    for line in lines[after : after + 5]:
        if line.strip():
            return _quoted(line)
    return False


def _answers_between_quotes(lines: list[str], start: int) -> list[str]:
    """Lines written between and below `>`-quoted blocks, up to the next unquoted original."""
    found: list[str] = []
    index = start
    while index < len(lines):
        line = lines[index]
        index += 1
        if _quoted(line):
            continue
        if attribution_at(lines, index - 1):
            if _gt_quote_follows(lines, index - 1):
                if starts_header_block(lines, index - 1):  # its header block, every field of it
                    index = max(index, header_block_end(lines, index - 1))
                continue  # a nested attribution inside the quote
            break
        found.append(line)
    return found


def _unmarked_original(lines: list[str], index: int) -> list[str]:
    """The lines of the original the opener at `index` heads, down to the next opener."""
    after = (
        header_block_end(lines, index) if starts_header_block(lines, index) else attribution_end(lines, index)
    )
    end = after
    while end < len(lines) and not attribution_at(lines, end):
        end += 1
    return lines[after:end]


def _bottom_answer(lines: list[str], index: int) -> list[str]:
    """An answer typed under the unmarked original an attribution at `index` heads, down to the next
    opener (Yahoo bottom posting, `unmarked_original.answer_under_attribution`)."""
    if forward_at(lines, index):
        return []
    start = answer_under_attribution(lines, index)
    if start is None:
        return []
    end = start
    while end < len(lines) and not _is_opener(lines, end):
        end += 1
    return lines[start:end]


def own_text(body: str, sender_names: frozenset[str] = frozenset()) -> str:
    """The text the sender wrote in this message, without quote, attribution, signature or
    disclaimer. Empty when the message has no text of its own. `sender_names`: the folded words of
    the sender's name and address, so a signature of just that name is known without a blank line."""
    lines = body.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    lines = ["" if line.strip() in _MARKS else line for line in lines]
    comment = agent_comment(lines)
    if comment is not None:  # a help desk's notification: the agent's comment is the reply
        return own_text("\n".join(comment), sender_names)
    start = 0
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is not None and starts_header_block(lines, first):
        start = header_block_end(lines, first)  # the message opens on a header block: read below it
        below_original = answer_start(lines, first, start, sender_names)
        if below_original is not None:  # the block heads an unmarked original, the answer under it
            start = below_original
    above: list[str] = []
    below: list[str] = []
    for index in range(start, len(lines)):
        if _is_opener(lines, index):
            top = _answers_may_follow(above)
            if _gt_quote_follows(lines, index, wrapped=top) and not forward_at(lines, index):
                below = _answers_between_quotes(
                    lines, attribution_end(lines, index) if top and not _quoted(lines[index]) else index + 1
                )
            elif not forward_at(lines, index) and announces_answers("\n".join(above)):
                below = marked_answers(_unmarked_original(lines, index))
            elif not any(line.strip() for line in above) and not starts_header_block(lines, index):
                below = _bottom_answer(lines, index)
            break
        above.append(lines[index])
    has_above = any(line.strip() for line in above)
    if has_above and any(line.strip() for line in below):  # the above's signature never cuts the answers
        above = cut_signature(above, sender_names)
    kept = cut_signature([*above, "", *below] if has_above else below, sender_names)
    text = "\n".join(line.rstrip() for line in kept).strip()
    return re.sub(r"\n{3,}", "\n\n", text)


def sender_names(msg: Message) -> frozenset[str]:
    """The folded words of the From display name and address local part ("John Smith" <j.smith@x>:
    john, smith, j)."""
    value = header(msg, "From")
    words = re.findall(r"\w+", fold(value.split("@", 1)[0]))
    return frozenset(word for word in words if len(word) >= 2 and not word.isdigit())


def _html_own_markup(markup: str) -> str:
    """The markup above the quote, and the answers between its blockquotes when it is split."""
    answers = split_quote_answers(markup)
    own = without_signature(html_own_part(markup))
    return f"{own}<br>{answers}" if answers is not None else own


def reply_text(msg: Message) -> str:
    """The sender's own text of a message: its first text/plain part, else its first HTML part
    with the quoted original cut at the markup (Gmail, Outlook, Apple Mail, Yahoo, Thunderbird). An emoji
    reaction's own text is the emoji alone, never the app's notice around it (`reactions`)."""
    emoji = reaction_emoji(msg)
    if emoji is not None:
        return emoji
    names = sender_names(msg)
    plain = html = None
    for part in leaf_parts(msg):
        if is_attachment(part):
            continue
        kind = content_type(part)
        if kind == "text/plain" and plain is None:
            plain = part_text(part)
        if kind == "text/html" and html is None:
            html = part_text(part)
    if plain is not None:
        own = own_text(plain, names)
    else:
        own = own_text(html_to_text(_html_own_markup(html)), names) if html else ""
    own = without_reaction_notice(own)
    answers = coloured_answers(html, own) if html else []
    return "\n\n".join([own, *answers]) if answers else own
