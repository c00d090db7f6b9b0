"""A removal written as code or a command, aimed at the sender's own address (heldout_bl: "DELETE FROM
prospects WHERE email = 'mgrell@kernelhaus.example'; COMMIT;"): an SQL DELETE or an UPDATE that opts the
address out, an HTTP DELETE on a contact ("curl -X DELETE .../contacts/me@x"), a list's remove call
("prospects.remove('me@x')", "unsubscribe('me@x')"). Code has no language, so the family is read the same
beside every rule language (`removal.removal_request`). Pure data on fold()ed text, whitespace collapsed.
Only a statement that stands as the sender's own line (at the start, or after a sentence's end) and names
the sender's own address; never a developer's own query discussed ("our DELETE FROM prospects ... is slow",
"I ran DELETE FROM ..."), a statement asked about ("DELETE FROM ... ?"), nor another person's address."""

from __future__ import annotations

import re

_ADDRESS = r"['\"`]?[\w.+-]+@[\w-]+(?:\.[\w-]+)+['\"`]?"

# the address a statement names
ADDRESS_IN = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_TABLE = r"[\w.`\"\[\]]+"
_COLUMN = r"(?:\w+\.)?[`\"\[]?(?:e-?mail|email_address|mail|address|contact|recipient)[`\"\]]?"

REMOVAL_CODE = re.compile(
    r"(?:^|(?<=[.!?;:] ))(?:"
    # SQL: DELETE, or an UPDATE opting the address out
    rf"delete from {_TABLE} where {_COLUMN} ?(?:=|like|in ?\() ?{_ADDRESS}"
    rf"|update {_TABLE} set [^;]{{0,80}}?(?:unsubscribed|opted_out|opt_out|optout|do_not_contact"
    rf"|do_not_email|dnc|blacklisted|suppressed)[`\"\]]? ?= ?(?:true|1|'?(?:yes|y)'?)[^;]{{0,40}}? where"
    rf" {_COLUMN} ?(?:=|like) ?{_ADDRESS}"
    # an HTTP DELETE on the contact
    rf"|(?:curl (?:-\w+ )*-x delete|http delete|delete) (?:https?://)?\S*/(?:contacts|prospects|leads"
    rf"|subscribers|recipients|people|members|users)/{_ADDRESS}"
    # a list's remove call
    rf"|(?:\w+\.)?(?:remove|delete|unsubscribe|discard|drop|opt_?out)\(\s*{_ADDRESS}\s*\)"
    r")"
)

# the statement asked about ("DELETE FROM ... ?", "DELETE FROM ...; would that be how your backend does it?"),
# or the sender's own query discussed right after it
ASKED_AFTER = re.compile(
    r"[^;.!?]{0,60}\?|\s*;?\s*(?:would|is|does|do|was|could|can|will) (?:that|this|it)\b[^;.!?]{0,60}\?"
)
OWN_QUERY_AFTER = re.compile(
    r"\s*;?\s*(?:query|statement|is (?:slow|failing|timing out)|takes|runs|ran|fails|returns|deadlocks"
    r"|ist langsam|dauert|est lent|tarda|e lento|is traag|esta lento|demora)"
)
