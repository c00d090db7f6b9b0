"""Emoji reactions delivered as mail: the emoji is the person's, the app's words around it never are.

Gmail sends a reaction as a multipart with a `text/plain` fallback ("👍" over "Harriet Olsen reacted via
Gmail <link>"), a `text/vnd.google.email-reaction+json` part (`{"emoji": "👍", "version": 1}`) and an HTML
part; its JSON "emoji" field is what the person chose, so it is the own text whenever it is there.
Outlook (Microsoft 365) mails a notice, "Priscilla Vance reacted to your message:" over the emoji, in the
reader's language ("hat auf Ihre Nachricht reagiert", "a réagi à votre message", "reaccionó a tu mensaje",
"ha reagito al tuo messaggio", "heeft gereageerd op je bericht", "reagiu à sua mensagem").

A notice line is cut only when what is left is the emoji alone (no word character): "Tom reacted to your
message: he'd like a call" and "I reacted via Gmail by mistake, sorry, we are interested" are a person's
sentences and stay.
"""

from __future__ import annotations

import json
import re
import unicodedata
from email.message import Message

from sequencer.classify.text import content_type, fold, leaf_parts, part_text

REACTION_PART = "text/vnd.google.email-reaction+json"

_NAME = r"[^\W\d][^:<>@\n]{0,80}?"
# Gmail's fallback line, with or without the link after "Gmail"
_GMAIL_NOTICE = re.compile(rf"^{_NAME} reacted via gmail(?:\s*<[^<>\s]*>)?$")
_REACTED = (
    r"(?:reacted to your message"
    r"|hat auf (?:ihre|deine) nachricht reagiert"
    r"|a reagi a votre message"
    r"|reacciono a (?:tu|su) mensaje"
    r"|ha reagito al (?:tuo|suo) messaggio"
    r"|heeft gereageerd op (?:je|uw) bericht"
    r"|reagiu a (?:sua|tua) mensagem)"
)
# Outlook's notice line, the emoji on it or on the lines below
_OUTLOOK_NOTICE = re.compile(rf"^{_NAME} {_REACTED}\s*:?(?P<rest>\W*)$")


def reaction_emoji(msg: Message) -> str | None:
    """The emoji of a Gmail reaction's JSON part, None without such a part or when it is unreadable."""
    for part in leaf_parts(msg):
        if content_type(part) != REACTION_PART:
            continue
        try:
            data = json.loads(part_text(part))
        except ValueError:
            return None
        emoji = data.get("emoji") if isinstance(data, dict) else None
        return emoji.strip() if isinstance(emoji, str) and emoji.strip() else None
    return None


def _emoji_alone(text: str) -> bool:
    """No word, and a symbol among the rest (an emoji, not a full stop)."""
    return not re.search(r"\w", text) and any(unicodedata.category(char) == "So" for char in text)


def without_reaction_notice(own: str) -> str:
    """The own text without an app's reaction notice line, when the emoji alone is left."""
    lines = own.split("\n")
    kept: list[str] = []
    for line in lines:
        folded = " ".join(fold(line).split())
        if _GMAIL_NOTICE.match(folded):
            continue
        found = _OUTLOOK_NOTICE.match(folded)
        if found:
            # keep what follows the notice on its line (the emoji), in its own spelling
            tail = re.search(r"\W*$", line)
            kept.append(tail.group(0).strip(" \t:") if tail and found.group("rest").strip() else "")
            continue
        kept.append(line)
    left = "\n".join(kept).strip()
    return re.sub(r"\n{3,}", "\n\n", left) if _emoji_alone(left) else own
