"""Write tests/corpus/intents/{en,intl}: each reply of intents/bodies*.json (what a person typed, with
its label) as a full RFC 5322 reply to one of our emails, above a quoted original in the layout of the
client it was typed in (Gmail, Outlook, Apple Mail, or none: a phone's bare reply).

The quoted originals say "reply 'unsubscribe'", "are you interested?" and "wrong person? who should I
talk to?" on purpose: only the person's own text may decide. Every message is dated Wednesday
2 December 2026, the day `follow_up_date`s are resolved from. People and domains are invented.

    python -m tests.corpus.tools.write_intent_corpus      # rewrites tests/corpus/intents/{en,intl}
"""

from __future__ import annotations

import hashlib
import json
import shutil
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from email.policy import SMTP
from email.utils import format_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "intents"
NOTE = "synthetic sample written for Sequencer tests, modeled on a {} reply above its quoted original"
SENT = datetime(2026, 11, 30, 9, 14, tzinfo=UTC)  # our email
REPLIED = datetime(2026, 12, 2, 10, 3, tzinfo=UTC)  # their reply: a Wednesday

ORIGINAL = {
    "en": (
        "Quick idea for {company}",
        "Hi {first},\n\nI noticed {company} is hiring SDRs. Are you interested in a 15-minute call to see how\n"
        "Acme books meetings for teams like yours? If I'm reaching the wrong person, who should I talk to?\n\n"
        "If you'd rather not hear from me, just reply \"unsubscribe\" and I'll remove you from my list.\n\n"
        "Best,\nRiley",
    ),
    "de": (
        "Kurze Idee für {company}",
        "Hallo {first},\n\nhätten Sie Interesse an einem kurzen Gespräch über Acme? Falls ich nicht die richtige\n"
        "Person erreiche: Wer wäre zuständig?\n\nWenn Sie keine weiteren E-Mails wünschen, antworten Sie einfach\n"
        'mit "abmelden".\n\nViele Grüße\nRiley',
    ),
    "fr": (
        "Une idée pour {company}",
        "Bonjour {first},\n\nseriez-vous intéressé(e) par un échange de 15 minutes sur Acme ? Si je ne m'adresse\n"
        "pas à la bonne personne, à qui devrais-je écrire ?\n\nPour ne plus recevoir mes messages, répondez\n"
        'simplement "désinscrire".\n\nCordialement,\nRiley',
    ),
    "es": (
        "Una idea para {company}",
        "Hola {first}:\n\n¿Te interesaría una llamada de 15 minutos sobre Acme? Si no eres la persona adecuada,\n"
        '¿con quién debería hablar?\n\nSi prefieres no recibir más correos, responde "baja" y te quitaré de\n'
        "mi lista.\n\nSaludos,\nRiley",
    ),
}
_DAY = {"en": "Mon, Nov 30, 2026 at 9:14 AM", "de": "Mo., 30. Nov. 2026 um 09:14",
        "fr": "lun. 30 nov. 2026 à 09:14", "es": "lun, 30 nov 2026 a las 9:14"}  # fmt: skip
_WROTE = {"en": "On {day} Riley Park <riley@acme.test> wrote:", "de": "Am {day} schrieb Riley Park <riley@acme.test>:",
          "fr": "Le {day}, Riley Park <riley@acme.test> a écrit :",
          "es": "El {day}, Riley Park (<riley@acme.test>) escribió:"}  # fmt: skip
_OUTLOOK = {"en": ("From", "Sent", "To", "Subject"), "de": ("Von", "Gesendet", "An", "Betreff"),
            "fr": ("De", "Envoyé", "À", "Objet"), "es": ("De", "Enviado", "Para", "Asunto")}  # fmt: skip
FIRST = ["Dana", "Marco", "Priya", "Jonas", "Élodie", "Lucía", "Tomás", "Hannah", "Sven", "Chloé", "Mateo"]
COMPANIES = ["Globex", "Initech", "Hooli", "Vandelay", "Umbrella Labs", "Stark Logistics", "Tyrell Bio"]


def _quote(lines: str) -> str:
    return "\n".join(f"> {line}" if line else ">" for line in lines.split("\n"))


def layout(index: int, lang: str, typed: str, subject: str, original: str, to: str) -> tuple[str, str]:
    """The reply's body and the client it imitates."""
    style = index % 4
    if style == 0:
        wrote = _WROTE[lang].format(day=_DAY[lang])
        return f"{typed}\n\n{wrote}\n\n{_quote(original)}\n", "Gmail"
    if style == 1:
        f, s, t, j = _OUTLOOK[lang]
        header = f"{f}: Riley Park <riley@acme.test>\n{s}: {format_datetime(SENT)}\n{t}: {to}\n{j}: {subject}"
        return f"{typed}\n\n________________________________\n{header}\n\n{original}\n", "Outlook"
    if style == 2:
        wrote = _WROTE[lang].format(day=_DAY[lang]).replace(" at 9:14 AM", ", at 09:14")
        return f"{typed}\n\nSent from my iPhone\n\n{wrote}\n\n{_quote(original)}\n", "Apple Mail"
    return f"{typed}\n", "phone (no quote)"


def message(index: int, entry: dict) -> tuple[bytes, str]:
    lang = entry["lang"]
    first, company = FIRST[index % len(FIRST)], COMPANIES[(index * 3) % len(COMPANIES)]
    slug = company.lower().replace(" ", "-")
    sender = f"{first.lower().replace('é', 'e').replace('í', 'i').replace('á', 'a')}.{index}@{slug}.example"
    subject_t, body_t = ORIGINAL[lang]
    subject = subject_t.format(company=company)
    original = body_t.format(first=first, company=company)
    body, client = layout(index, lang, entry["body"].strip(), subject, original, sender)
    ours = f"<seq.{hashlib.sha1(sender.encode()).hexdigest()[:8]}.s1.v1@acme.test>"
    mail = EmailMessage(policy=SMTP)
    mail["From"] = f"{first} <{sender}>"
    mail["To"] = "Riley Park <riley@acme.test>"
    mail["Subject"] = (
        "AW: " if lang == "de" and index % 2 else "RE: " if index % 3 == 1 else "Re: "
    ) + subject
    mail["Date"] = format_datetime(REPLIED + timedelta(minutes=index))
    mail["Message-ID"] = f"<{hashlib.sha1(entry['id'].encode()).hexdigest()[:16]}@{slug}.example>"
    mail["In-Reply-To"] = ours
    mail["References"] = ours
    mail["X-Corpus-Note"] = NOTE.format(client)
    if entry["intent"] == "auto_reply" and index % 2 == 0:  # many ticket systems mark their answers
        mail["Auto-Submitted"] = "auto-replied"
    mail.set_content(body, charset="utf-8")
    return mail.as_bytes(), sender


_CLASS = {"unsubscribe": "unsubscribe_request", "auto_reply": "auto_reply"}


def main() -> None:
    entries = [
        entry for source in sorted(ROOT.glob("bodies*.json")) for entry in json.loads(source.read_text())
    ]
    ids = [entry["id"] for entry in entries]
    assert len(ids) == len(set(ids)), "reply ids must be unique across the bodies files"
    for folder in ("en", "intl"):
        if (ROOT / folder).exists():
            shutil.rmtree(ROOT / folder)
        (ROOT / folder).mkdir(parents=True)
    labels: dict[str, dict[str, dict]] = {"en": {}, "intl": {}}
    for index, entry in enumerate(entries):
        folder = "en" if entry["lang"] == "en" else "intl"
        raw, _ = message(index, entry)
        name = f"{entry['id']}_{entry['intent']}.eml"
        (ROOT / folder / name).write_bytes(raw)
        labels[folder][name] = {
            "class": _CLASS.get(entry["intent"], "reply"),
            "intent": entry["intent"],
            "referral": entry.get("referral"),
            "follow_up_date": entry.get("follow_up_date"),
            "lang": entry["lang"],
        }
    for folder, found in labels.items():
        (ROOT / folder / "labels.json").write_text(json.dumps(found, indent=1, sort_keys=True) + "\n")
    print(f"{len(entries)} replies in {ROOT}")


if __name__ == "__main__":
    main()
