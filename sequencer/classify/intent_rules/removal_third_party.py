"""A removal the sender made from a third party's mail, told as what that sender ignores (heldout_el): "dem
Newsletter von einem Zubehörhändler, der mich trotz dreimaliger Abmeldung jeden Tag zumüllt", "a bike shop
that keeps writing despite my unsubscribe", "un magasin qui m'écrit malgré ma désinscription", "een webwinkel
die ondanks mijn afmelding blijft mailen". The removal follows a "despite" in a clause whose subject is that
other sender, a relative pronoun or a noun with an indefinite article opening the clause, and nothing of
ours (no "you", "Sie", "vous", "jullie") in the clause. Never a clause about our mail ("Sie schreiben mir
trotz Abmeldung", "trotz Abmeldung kommen Ihre Mails weiter"), nor one with no other sender ("Trotz
Abmeldung kommen weiter Mails")."""

from __future__ import annotations

import re

# "despite", right before the removal, a few words between ("trotz dreimaliger Abmeldung")
DESPITE_BEFORE = re.compile(
    r"\b(?:trotz|ungeachtet|despite|in spite of|notwithstanding|malgre|en depit d[e']|a pesar de|pese a"
    r"|nonostante|malgrado|ondanks|apesar d[eoa]s?|mesmo com|mesmo apos)(?: \S+){0,4}? ?$"
)

# the clause's subject another sender: a noun with an indefinite article or an indefinite "some" opening the
# clause ("Ein Online-Shop schickt mir trotz Abmeldung ...", "Some vendor keeps spamming me despite my
# unsubscribe", the twenty-first review of 2026-12-07)
OTHER_SENDER_OPENS = re.compile(
    r"^\s*(?:(?:und|and|et|y|e|en|maar|sondern|denn)\s+)?(?:ein|eine|a|an|un|une|een|uno|una|um|uma|another"
    r"|irgendein|irgendeine|some|so ein|so eine|zo'n|un certain|une certaine|algun|alguna|cierto|cierta"
    r"|qualche|un certo|una certa|algum|alguma|um certo|uma certa)\s+[^\W\d]{3,}"
)
# ... or a relative pronoun before the "despite" with the sender as its object ("der mich", "qui m'écrit",
# "die mij", "che mi", "that keeps mailing me"), its antecedent no mail of ours ("mails that reach me
# despite ...", `MAIL_ANTECEDENT`), never an article of our mail ("Die Mails kommen trotz Abmeldung weiter")
OTHER_SENDER_RELATIVE = re.compile(
    r"\b(?:(?:der|die|das|dat|qui|que|che|welcher|welche) (?:(?:mich|mir|mij|me|mi)(?![\w'])|m')"
    r"|(?:that|which|who) (?:\S+ ){0,2}?(?:me|to me)\b)"
)
MAIL_ANTECEDENT = re.compile(
    r"(?:e-?mails?|mails|mailings?|nachrichten|newsletters?|messages?|berichten|berichtjes|courriels?"
    r"|correos?|mensajes?|messaggi|mensagens|ones|these|those|they|diese|deze|ces)\W*$"
)

# the clause about us: a second person, or our company
OURS_IN_CLAUSE = re.compile(
    r"\b(?:sie|ihnen|ihre[mnrs]?|ihr|euch|eure?[mnrs]?|du|dich|dir|dein\w*|you|your|yours|vous|votre|vos"
    r"|jullie|jij|jou|jouw|uw|u|usted|ustedes|vosotros|vuestr\w+|voi|vostr\w+|lei|la sua|voce|voces"
    r"|voss[oa]s?|acme)\b"
)
