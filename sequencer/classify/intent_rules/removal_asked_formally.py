"""A formal removal: "I request" and then, after the law it rests on, the erasure of my data as a noun or
"not to be contacted again" (heldout_bx: "Chiedo, ai sensi dell'art. 17 del Regolamento UE 2016/679, la
cancellazione immediata dei miei dati e di non essere più contattato a questo indirizzo"), in every rule
language: "I request, under Article 17 GDPR, the immediate erasure of my personal data", "Ich verlange
gemäß Art. 17 DSGVO die unverzügliche Löschung meiner Daten", "Je demande, conformément au RGPD, la
suppression immédiate de mes données", "Solicito, conforme al RGPD, la supresión inmediata de mis datos",
"Ik verzoek u, op grond van de AVG, om de onmiddellijke verwijdering van mijn gegevens", "Solicito, com base
no RGPD, a eliminação imediata dos meus dados", and "... de ne plus être contacté", "nicht mehr kontaktiert
zu werden", "no ser contactado de nuevo", "niet meer benaderd te worden", "não voltar a ser contactado";
and "we" asking the same (heldout_ef: "Solicitamos ... que não voltemos a ser contactados", "we request not
to be contacted again", "nous demandons à ne plus être contactés", "chiediamo di non essere più contattati").

Pure data on fold()ed text, read by `removal.removal_request` like the other tables. The verb is the
sender's own, in the first person present ("chiedo", not "posso chiedere ...?" nor "il cliente chiede"),
the words between stay in its sentence (a law's "art. 17" keeps its dot); the data are the sender's own
("i miei dati", never "i suoi dati"); a negation before the verb undoes it (`unsubscribe.NEGATION`); "not
to be contacted" with a time limit after it ("di non essere più contattato fino a settembre") is a later,
never a removal."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# up to sixteen words of the same sentence between the verb and what is asked: a law, an article's number
# ("art. 17", "Art. 17 Abs. 1"), "hereby", "you"
_BETWEEN = r"(?:[^.?!;\n]|(?<=\bart)\.|(?<=\babs)\.|(?<=\bn)\.|(?<=\bnr)\.|(?<=\bno)\.){0,160}?"
# the erasure's manner between the noun and the data ("immediata", "immediate and permanent")
_MANNER = (
    r"(?:(?:immediate|permanent|complete|full|prompt|sofortige|umgehende|unverzugliche|vollstandige"
    r"|endgultige|immediate|definitive|complete|totale|inmediata|definitiva|completa|total|immediata"
    r"|definitiva|totale|completa|onmiddellijke|directe|volledige|definitieve|imediata|definitiva|completa"
    r"|total)(?: (?:and|und|et|y|e|en) \w+)? )?"
)
# a time limit after "not to be contacted": a later, not a removal
_NO_LIMIT = (
    r"(?! (?:\S+ ){0,2}?(?:until|before|till|bis|vor|jusqu\w*|avant|hasta|antes|fino|prima|tot|voor|ate"
    r"|antes)\b)"
)

ASKED_FORMALLY = rx(
    # English
    rf"i (?:hereby )?(?:request|demand|ask for|require)\b{_BETWEEN} (?:the )?{_MANNER}(?:erasure|deletion"
    r"|removal) of (?:all )?(?:of )?my (?:personal )?(?:data|details|information|e-?mail address)",
    rf"(?:i|we) (?:hereby )?(?:request|demand|ask)\b{_BETWEEN} (?:that (?:i|we) )?not (?:to )?be contacted"
    rf" (?:again|any ?more|further|in (?:the )?future){_NO_LIMIT}",
    # German
    rf"(?:ich )?(?:verlange|fordere|beantrage|bitte um|ersuche um)\b{_BETWEEN} (?:die )?{_MANNER}loschung"
    r" (?:aller |samtlicher )?meiner (?:personenbezogenen |personlichen )?(?:daten|kontaktdaten"
    r"|e-?mail-?adresse)",
    rf"(?:ich |wir )?(?:verlange|fordere|bitte|ersuche|verlangen|fordern|bitten|ersuchen)\b{_BETWEEN},?"
    r" (?:kunftig |zukunftig )?nicht (?:mehr"
    rf"|wieder|erneut) (?:kontaktiert|angeschrieben|angemailt) zu werden{_NO_LIMIT}",
    # French
    rf"(?:je )?(?:demande|exige|sollicite|requiers)\b{_BETWEEN} (?:la |l')?{_MANNER}(?:suppression"
    r"|effacement) (?:\w+ )?(?:de )?(?:toutes )?(?:mes|de mes) (?:donnees|coordonnees|informations)",
    rf"(?:je |nous )?(?:demande|exige|sollicite|demandons|exigeons|sollicitons)\b{_BETWEEN} (?:a )?ne plus"
    rf" etre (?:contacte|sollicite|demarche)e?s?{_NO_LIMIT}",
    # Spanish
    rf"(?:solicito|pido|exijo|requiero)\b{_BETWEEN} (?:la )?(?:supresion|eliminacion|cancelacion|borrado)"
    r" (?:\w+ )?(?:de )?(?:todos )?(?:mis|los mis) datos",
    rf"(?:solicito|pido|exijo|requiero|solicitamos|pedimos|exigimos|requerimos)\b{_BETWEEN}"
    r" (?:no (?:volver a )?ser (?:contactad|molestad)[oa]s?"
    rf"(?: (?:de nuevo|nunca mas|mas|otra vez))?){_NO_LIMIT}",
    # Italian
    rf"(?:chiedo|richiedo|esigo|pretendo|domando)\b{_BETWEEN} (?:la )?(?:cancellazione|eliminazione"
    r"|rimozione) (?:\w+ )?(?:di tutti )?(?:dei miei|i miei) dati",
    rf"(?:chiedo|richiedo|esigo|pretendo|domando|chiediamo|richiediamo|esigiamo|pretendiamo)\b{_BETWEEN}"
    r" di non essere (?:piu |ulteriormente )"
    rf"(?:contattat|ricontattat|disturbat)[oaie]{_NO_LIMIT}",
    # Dutch
    rf"(?:ik )?(?:verzoek|eis|vraag)\b{_BETWEEN} (?:om )?(?:de )?{_MANNER}verwijdering van (?:al )?mijn"
    r" (?:persoons)?gegevens",
    rf"(?:ik |wij |we )?(?:verzoek|eis|vraag|verzoeken|eisen|vragen)\b{_BETWEEN} (?:om )?niet (?:meer|langer)"
    r" (?:benaderd|gecontacteerd"
    rf"|gemaild) te worden{_NO_LIMIT}",
    # Portuguese
    rf"(?:solicito|peco|exijo|requeiro)\b{_BETWEEN} (?:a )?(?:eliminacao|exclusao|remocao|apagamento)"
    r" (?:\w+ )?(?:de todos )?(?:dos meus|os meus) dados",
    rf"(?:solicito|peco|exijo|requeiro|solicitamos|pedimos|exigimos|requeremos)\b{_BETWEEN} (?:de )?"
    # ... "que" and a subjunctive ("que não voltemos a ser contactados", "que não sejamos mais contactados")
    r"(?:nao (?:voltar a )?ser|que nao (?:volte|voltemos) a ser|que nao (?:seja|sejamos))"
    rf" (?:mais )?(?:contactad|contatad|incomodad)[oa]s?{_NO_LIMIT}",
)
