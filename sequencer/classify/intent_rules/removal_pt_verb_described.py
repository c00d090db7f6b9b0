"""The Portuguese removal verbs alone, "descadastrar" (Brazil) and "desinscrever(-se)" (Portugal), read as a
removal asked (`unsubscribe.UNSUBSCRIBE`: "descadastrem-me", "quero desinscrever-me"), never when they only
describe one: a hypothetical ("Se eu me descadastrar, perco o acesso à plataforma?", "se eu me desinscrever
dos emails, ainda recebo as faturas?", `HYPOTHETICAL_BEFORE`) or a third person's own removal ("O meu colega
desinscreveu-se, mas eu quero continuar a receber", "ele se descadastrou", `THIRD_PERSON_PAST` with its
reflexive "-se"/"se"). A removal by mistake with the reply asking to be put back ("Desinscrevi-me por engano,
podem voltar a incluir-me na lista?") is `removal_guards.senders_past.undone`'s (`unsubscribe.RE_ADD`). Pure
data on fold()ed text, read by `removal_guards.as_a_topic.pt_verb_described`; "Se puderem, descadastrem-me"
and "o sistema descadastrou-me" stay removals, and so do the requests in that shape (`REQUEST_BEFORE`,
`READERS_FORM`, the review of 2026-12-07): "Peço que se descadastre este endereço", "Agradeço se me
descadastrarem", "Se me descadastrarem hoje, agradeço", "Caso me descadastrem, não precisam confirmar". The
readers' form in a question is the hypothetical again ("Se me descadastrarem, perco o acesso ao portal?"),
unless the question asks the readers to act (`READERS_ASKED`: "Caso me descadastrem, podem confirmar por
e-mail?", "vocês me mandam uma confirmação?", "me avisem?")."""

from __future__ import annotations

import re

# the bare verb, any form
_STEM = r"(?:descadastr|desinscrev)"  # the two verbs' stems, Brazilian and European
PT_VERB = re.compile(rf"{_STEM}\w*")
# a condition right before it, the subject and its reflexive pronoun at most between ("se eu me", "caso
# nos", "quando me", "se a gente se")
HYPOTHETICAL_BEFORE = re.compile(
    r"\b(?:se|caso|quando|assim que|depois que|mesmo que)(?: (?:eu|nos|a gente|voce|o senhor|a senhora))?"
    r"(?: (?:me|nos|se))? ?$"
)
# ... never a request: the impersonal "que se" ("Peço que se descadastre este endereço"), the polite
# "agradeço se" ("Agradeço se me descadastrarem"), or the readers asked to do it to the sender, "me"/"nos"
# before a third person plural ("Se me descadastrarem hoje, agradeço", "Quando me descadastrarem,
# confirmem", "Caso me descadastrem"); the hypothetical is the sender's own verb ("se eu me descadastrar")
REQUEST_BEFORE = re.compile(
    r"\b(?:que|agradeco|agradeceria|agradecemos|agradeceriamos|grat[oa]s?|agradecid[oa]s?)"
    r" (?:se|caso|quando)(?: (?:me|nos))? ?$"
)
READERS_FORM = re.compile(rf"{_STEM}\w*(?:em|am)")
# ... unless the sentence asks what follows for the sender ("Se me descadastrarem, perco o acesso ao portal?",
# "Se me descadastrarem por engano, como volto para a lista?", the review of 2026-12-07, fourth): a
# hypothetical; a question that asks the readers to act ("Caso me descadastrem, podem confirmar?") stays a
# request
# ... any request of the readers to act, not only "podem"/"conseguem": "vocês me mandam uma confirmação?",
# "me avisem", "confirmem", "vão me avisar?" (the review of 2026-12-07, fifth); never a consequence still
# sent to the sender ("ainda me mandam as faturas?", "continuam a enviar os boletos?")
# ... and "vão + infinitive" the same ("vão me avisar?"); sending is asked only of a confirmation, never of
# documents still sent after the removal, in either form ("vocês vão me mandar os boletos por correio?",
# "ainda vão me enviar as notas fiscais?", the fifth review of 2026-12-07, part 2)
_NOTICE = r"(?:avis|confirm|inform|notifiqu|notific|respond|retorn)"
_SEND = r"(?:mand|envi)"
_A_CONFIRMATION = r"(?: \S+){0,3}? (?:confirmacao|comprovante|aviso|notificacao|resposta|retorno)\b"
_NOT_STILL = r"(?<!ainda )(?<!ainda me )(?<!ainda nos )(?<!continuam )(?<!continuam a )(?<!continuarao a )"
READERS_ASKED = re.compile(
    r"\b(?:podem|poderiam|poderao|conseguem|conseguiriam|pode|poderia|consegue)\b"
    rf"|{_NOT_STILL}\b(?:{_NOTICE}(?:am|em|ariam|eriam|arao|erao)\b"
    rf"|{_SEND}(?:am|em|ariam|eriam|arao|erao)\b{_A_CONFIRMATION})"
    rf"|{_NOT_STILL}\bvao (?:me |nos )?(?:{_NOTICE}(?:ar|er)\b|{_SEND}(?:ar|er)\b{_A_CONFIRMATION})"
)
OBJECT_BEFORE = re.compile(r"\b(?:me|nos) ?$")
# a third person's past removal of themselves: "desinscreveu-se", "descadastraram-se", "se descadastrou"
THIRD_PERSON_PAST = re.compile(r"(?:descadastr(?:ou|aram)|desinscrev(?:eu|eram))")
SE_AFTER = re.compile(r"-se\b")
SE_BEFORE = re.compile(r"\bse ?$")
