"""A handling said of a thing or asked about, never a person pointed to (heldout_dg: a law firm wanting to
see how the tool handles its conflicts check, a demo asked): "I'd like to see how your platform handles
this", "show me how the software takes care of our month-end", "whether your app handles that", "our CRM
handles that already". The handling verb of `wrong_person.WRONG_PERSON` ("Frank handles this", "our IT
manager looks after that") names who to talk to only when its subject is a person: read by
`intent_wrong_person.wrong_person`, the clause before the verb ending in a "how" and up to four words, or
in a tool, a product or a system. English only: the other rule languages' handling phrases ("c'est Marc qui
gère", "se ne occupa Marco") name their person in the phrase itself. Pure data on fold()ed text."""

from __future__ import annotations

import re

# the handling verb as `wrong_person.WRONG_PERSON` reads it, at the start of the phrase found
HANDLING = re.compile(r"(?:handles|owns|looks after|is responsible for|is in charge of|takes care of)\b")
# ... after "how" ("how your tool", "how well the new version") or a thing as its subject
THING_OR_HOW_BEFORE = re.compile(
    r"(?:\bhow(?: well)?(?: [\w'-]+){0,4}"
    r"|\b(?:tool|tools|software|platform|product|system|app|application|solution|crm|erp|integration|module"
    r"|feature|engine|api|version|plugin|plug-in|workflow|spreadsheet|template|script|automation|bot)) $"
)
