"""Score the inbound classifier on labelled folders of mail, side by side with two public libraries.

    python -m tests.corpus.tools.score_inbox [--mistakes] DIR [DIR ...]

Each DIR is one set, scored on its own. A set is one of two layouts (both may be mixed in a folder):

- **Replies (own text).** `NAME.txt` (a reply's body as plain text) or `NAME.eml` (a whole message,
  HTML-only ones included) beside `NAME.expected.txt`: the text the sender wrote this time, without
  the quoted original, the attribution line, the signature or a disclaimer. Compared exactly after
  whitespace folding (every run of spaces and line breaks is one space). Printed for Sequencer's
  `own_text` and for the libraries `mail-parser-reply` and `email-reply-parser` on the same input
  (`n/a` when a library is not installed; for `.eml` files they are given the message's decoded body,
  Sequencer reads the message as `sequencer classify` does, HTML quote markup included).
- **Bounces and other reports.** `labels.json` (file name -> label) beside `*.eml`/`*.txt` messages,
  a label being `{"bounce": bool, "dead": bool | null, "delay": bool}` (`dead`: the address itself
  is dead and must be suppressed; `null`: the label cannot say, e.g. a report about several
  recipients of which only some are dead, left out of the suppression figures; `delay`: a delay
  notice, which must never suppress). Printed: bounce detection recall, non-bounces taken for
  bounces, delay notices that suppressed, and hard-bounce (suppression) precision and recall.

The public fixture sets we measure on are not in the repository (their text is their authors'); see
docs/inbound-mail.md for which sets, how they were labelled and the figures.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sequencer.classify import MessageError, classify_message, parse_message
from sequencer.classify.quotes import own_text, reply_text
from sequencer.classify.text import body_text

Reader = Callable[[str], str]


def folded(text: str | None) -> str:
    return " ".join((text or "").split())


def _mail_parser_reply() -> Reader | None:
    try:
        from mailparser_reply import EmailReplyParser  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    parser = EmailReplyParser(
        languages=["en", "de", "fr", "es", "it", "nl", "pl", "sv", "da", "cs", "ja", "zh"]
    )
    return lambda text: parser.parse_reply(text=text) or ""


def _email_reply_parser() -> Reader | None:
    try:
        from email_reply_parser import EmailReplyParser  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return None
    return lambda text: EmailReplyParser.parse_reply(text) or ""


def _body(path: Path) -> str:
    """The body a reply reader is given: the file as text, or a message's decoded body."""
    raw = path.read_bytes()
    if path.suffix == ".eml":
        return body_text(parse_message(raw))
    return raw.decode("utf-8", "replace")


def _as_classified(path: Path) -> Reader:
    """Sequencer's reader for a whole message: the own text `sequencer classify` prints."""
    return lambda _body: reply_text(parse_message(path.read_bytes()))


def _safely(reader: Reader, text: str) -> str:
    try:
        return reader(text)
    except Exception:  # a library crash is a miss, not the end of the run
        return "\x00crash"


def score_replies(folder: Path, *, mistakes: bool) -> dict[str, Any] | None:
    expected = sorted(folder.glob("*.expected.txt"))
    if not expected:
        return None
    readers: dict[str, Reader | None] = {
        "sequencer": own_text,
        "mail-parser-reply": _mail_parser_reply(),
        "email-reply-parser": _email_reply_parser(),
    }
    right = dict.fromkeys(readers, 0)
    missed: list[dict[str, str]] = []
    counted = 0
    for label in expected:
        name = label.name.removesuffix(".expected.txt")
        source = next(
            (folder / f"{name}{ext}" for ext in (".eml", ".txt") if (folder / f"{name}{ext}").exists()), None
        )
        if source is None:
            continue
        counted += 1
        want = folded(label.read_text(encoding="utf-8"))
        body = _body(source)
        for who, reader in readers.items():
            if reader is None:
                continue
            if who == "sequencer" and source.suffix == ".eml":
                # What `sequencer classify` prints: an HTML-only reply is cut at its quote markup first.
                got = folded(_safely(_as_classified(source), body))
            else:
                got = folded(_safely(reader, body))
            if got == want:
                right[who] += 1
            elif who == "sequencer" and mistakes:
                missed.append({"file": source.name, "want": want[:300], "got": got[:300]})
    figures: dict[str, Any] = {"set": folder.name, "kind": "own_text", "count": counted}
    for who, reader in readers.items():
        figures[who] = round(right[who] / counted, 3) if reader is not None and counted else "n/a"
    if mistakes:
        figures["mistakes"] = missed
    return figures


def score_reports(folder: Path, *, mistakes: bool) -> dict[str, Any] | None:
    labels_file = folder / "labels.json"
    if not labels_file.exists():
        return None
    labels: dict[str, dict[str, Any]] = json.loads(labels_file.read_text(encoding="utf-8"))
    counts = dict.fromkeys(
        (
            "bounces",
            "found",
            "non_bounces",
            "false_bounces",
            "dead",
            "suppressed",
            "right",
            "delays",
            "delays_suppressed",
        ),
        0,
    )
    missed: list[dict[str, Any]] = []
    for name, label in sorted(labels.items()):
        try:
            result = classify_message(parse_message((folder / name).read_bytes())).as_json(file=name)
        except (OSError, MessageError) as exc:
            result = {"file": name, "class": "unreadable", "error": str(exc), "suppress_address": False}
        is_bounce = result["class"] == "bounce"
        if label.get("bounce", False) is None:
            pass  # not labelled either way: left out of the detection figures
        elif label.get("bounce"):
            counts["bounces"] += 1
            counts["found"] += is_bounce
        else:
            counts["non_bounces"] += 1
            counts["false_bounces"] += is_bounce
        suppressed = bool(result["suppress_address"] and is_bounce)
        if label.get("delay"):
            counts["delays"] += 1
            counts["delays_suppressed"] += suppressed
        known = label.get("dead", False) is not None
        dead = bool(label.get("dead"))
        if known:
            counts["dead"] += dead
            counts["suppressed"] += suppressed
            counts["right"] += dead and suppressed
        wrong = (label.get("bounce", False) not in (None, is_bounce)) or (known and dead != suppressed)
        if mistakes and wrong:
            missed.append(
                {
                    "file": name,
                    "label": label,
                    "got": {
                        k: result.get(k)
                        for k in ("class", "reason", "status", "evidence", "suppress_address")
                    },
                }
            )

    def ratio(num: int, den: int) -> float | str:
        return round(num / den, 3) if den else "n/a"

    figures: dict[str, Any] = {
        "set": folder.name,
        "kind": "reports",
        "count": len(labels),
        "bounce_recall": ratio(counts["found"], counts["bounces"]),
        "non_bounces": counts["non_bounces"],
        "non_bounces_taken_for_bounces": counts["false_bounces"],
        "delay_notices": counts["delays"],
        "delay_notices_suppressing": counts["delays_suppressed"],
        "dead_addresses": counts["dead"],
        "hard_bounce_precision": ratio(counts["right"], counts["suppressed"]),
        "hard_bounce_recall": ratio(counts["right"], counts["dead"]),
    }
    if mistakes:
        figures["mistakes"] = missed
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--mistakes", action="store_true", help="list every miss of Sequencer's")
    args = parser.parse_args(argv)
    for folder in args.folders:
        if not folder.is_dir():
            print(f"{folder}: not a directory", file=sys.stderr)
            return 2
        for figures in (
            score_replies(folder, mistakes=args.mistakes),
            score_reports(folder, mistakes=args.mistakes),
        ):
            if figures is not None:
                print(json.dumps(figures, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
