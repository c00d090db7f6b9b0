"""One part of the offer declined with an adverb or without, and something asked for beside it (review of
2026-12-05, sixth: "We really don't need a demo, just send the pricing sheet", "We don't actually need the
premium tier, but the basic plan looks right. What does it cost for 20 seats?", "Eine Demo brauchen wir
eigentlich nicht, schicken Sie einfach das Angebot"). Pure data on fold()ed text, read by
`intent_no.not_interested`: the "don't need" is then of that part, no "no" to the offer, when a request, an
interest or a question follows it in the reply.

The part is a step or a version of what we sell (a demo, a call, a training, a tier, a plan); never the
thing itself or "it" ("we really don't need it", "I don't need another tool", "we don't need a CRM" stay a
no)."""

from __future__ import annotations

import re

_PART = (
    r"(?:demo|demonstration|call|meeting|presentation|walkthrough|walk-through|training|workshop|onboarding"
    r"|pilot|trial|tier|plan|package|bundle|module|add-on|edition|consultation|kickoff|kick-off|schulung"
    r"|prasentation|vorfuhrung|testphase|einfuhrung|paket|modul|termin|workshop)s?"
)
# the "no" is a need denied ("don't need", "brauchen ... nicht"), never "not interested"
NEED_WORD = re.compile(r"\b(?:need|require|brauchen)\b")
# right after "don't need" ("we don't really need a full demo - 15 minutes on Thursday would be enough")
PART_AFTER = re.compile(rf" (?:a|an|the|any|your) (?:[\w-]+ ){{0,2}}?{_PART}\b")
# before a German "brauchen wir nicht" ("Eine Demo brauchen wir eigentlich nicht, schicken Sie ...")
PART_BEFORE = re.compile(rf"(?:^|[\s,;:.!?])(?:eine?n?|die|das|den) (?:[\w-]+ ){{0,2}}?{_PART}\s*$")
