"""What more than one step of the intent rules reads: a table's first phrase said, not asked (`stated`), and a
phrase of one table after the first of another (`then`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from sequencer.classify.intent_rules.already_have import ALREADY_HAVE, INTEGRATION_ASKED, TOOL_IN_USE
from sequencer.classify.intent_rules.not_pursued import NOT_PURSUED, condition_before
from sequencer.classify.intent_rules.stays_that_way import FIXED_BEFORE, STAYS_THAT_WAY
from sequencer.classify.sentences import asked


def stated(
    folded: str, table: re.Pattern[str], skip: Callable[[str, re.Match[str]], bool] | None = None
) -> re.Match[str] | None:
    """The first phrase of a table outside a question ("is he the right person?", "is that a no?") and not
    one `skip` says to pass over; "and that
    won't change" after a date, a meeting or a place in its sentence is none ("The meeting is on Tuesday at 10
    and that won't change", `stays_that_way.FIXED_BEFORE`), and so is a "we can't proceed" under an "if",
    "unless" or "without" before it in its sentence (`not_pursued.condition_before`)."""
    for found in table.finditer(folded):
        if asked(folded, found) or (skip is not None and skip(folded, found)):
            continue
        before = re.split(r"[.;!?\n]", folded[: found.start()])[-1]
        if table is STAYS_THAT_WAY and FIXED_BEFORE.search(before):
            continue
        if table in (TOOL_IN_USE, ALREADY_HAVE) and INTEGRATION_ASKED.search(folded):
            # "Do you integrate with what we use for that? We use Jira for everything": asked; "does your
            # software work with SAP? We have no intention of changing it": a requirement, not a no
            continue
        if table is NOT_PURSUED and condition_before(before.rpartition(":")[2]):
            # "Unless you can host in Australia, we can't proceed": a requirement, not a no (never one before
            # a colon: "Se ha decidido internamente: no vamos a seguir adelante")
            continue
        return found
    return None


def then(folded: str, first: re.Pattern[str], after: re.Pattern[str]) -> re.Match[str] | None:
    """The first phrase of `after` that comes after the first phrase of `first` ("Sold the company in March
    ... Try Lena Fischer": the successor after the sale); None when either is missing."""
    before = first.search(folded)
    return after.search(folded, before.end()) if before else None
