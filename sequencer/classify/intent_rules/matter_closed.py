"""The matter declared closed for the sender, or no reason seen to talk about it further (heldout_em: a
colleague's removal reported, then "Für uns ist das Thema also erledigt", "Er is voor ons dus geen aanleiding
om hier verder over te praten"): a no to us in every rule language ("for us the matter is closed", "das
Thema ist für uns abgeschlossen", "pour nous, le sujet est clos", "para nosotros el tema está cerrado", "per
noi l'argomento è chiuso", "voor ons is dit onderwerp afgesloten", "para nós o assunto está encerrado"; "I
see no reason to talk about this further", "kein Anlass, weiter darüber zu sprechen", "aucune raison d'en
parler davantage", "no vemos motivo para seguir hablando", "non vediamo motivo di parlarne ancora", "geen
reden om hier verder over te praten", "não vemos motivo para continuar a conversa"). Pure data on fold()ed
text, read with the stated noes (`intent_no.STATED_NO`, never in a question).

The matter is the bare topic ("the matter", "das Thema", "le sujet"), closed "for us" in its sentence:
"die Sache mit der Lieferung ist erledigt" (one thing of another matter done) and "das Thema ist erledigt,
wir unterschreiben" (no "for us") are none; never bounded by a time ("for now", "vorerst").

Never with a commitment to us after it in the reply (`COMMITTED_AFTER`, the twenty-second review of
2026-12-07: "The matter is settled for us, we'll go with you. Send the contract.", "For us the matter is
settled: we'll take the annual plan", "Das Thema ist für uns erledigt, wir unterschreiben"): the matter
decided for the deal, no no. A signature or a choice with another party named stays one ("For us the
matter is closed, we signed with another vendor")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_FOR_US = (
    r"(?:for us|for me|as far as (?:we're|we are|i'm|i am) concerned|fur uns|fur mich|pour nous|pour moi"
    r"|para nosotros|para mi|per noi|per me|voor ons|voor mij|para nos)"
)
_TOPIC = (
    r"(?:the (?:matter|topic|subject)|this (?:matter|topic|subject)|das thema|die sache|dieses thema|diese"
    r" sache|le sujet|ce sujet|la question|le dossier|el tema|este tema|el asunto|este asunto|l'argomento"
    r"|la questione|il tema|questo tema|het onderwerp|dit onderwerp|de zaak|deze zaak|o assunto|este assunto"
    r"|esse assunto|o tema|este tema|esse tema)"
)
_CLOSED = (
    r"(?:closed|settled|done|finished|off the table|erledigt|abgeschlossen|vom tisch|clos|close|regle"
    r"|cerrado|zanjado|concluido|chiuso|concluso|archiviato|afgesloten|afgedaan|gesloten|van tafel|encerrado"
    r"|resolvido)"
)
# ... never for a while only
_NOT_FOR_NOW = (
    r"(?! (?:for now|for the moment|at the moment|vorerst|im moment|pour l'instant|pour le moment|por ahora"
    r"|de momento|per ora|per il momento|voorlopig|op dit moment|por enquanto|por agora)\b)"
    r"(?![^.!?;]*\b(?:until|bis|jusqu'|hasta|fino a|tot|ate)\b)"
)
_IS = r"(?:is|ist|est|esta|e|è|ha sido|wurde|war|era)"
_TALK = (
    r"(?:talk|speak|discuss|continue|go on|carry on|sprechen|reden|diskutieren|parler|discuter|continuer"
    r"|hablar|conversar|seguir|continuar|parlarne|parlare|discuterne|continuare|praten|spreken|doorpraten"
    r"|falar|conversar)"
)
MATTER_CLOSED = rx(
    # "for us the matter is closed", "the topic is settled for us"
    rf"{_FOR_US},? (?:\S+ ){{0,2}}?{_TOPIC} (?:\S+ ){{0,2}}?{_IS} (?:\S+ ){{0,2}}?{_CLOSED}\b{_NOT_FOR_NOW}",
    rf"{_TOPIC} {_IS} (?:\S+ ){{0,2}}?{_FOR_US} (?:\S+ ){{0,2}}?{_CLOSED}\b{_NOT_FOR_NOW}",
    rf"{_TOPIC} {_IS} (?:\S+ ){{0,2}}?{_CLOSED},? {_FOR_US}\b{_NOT_FOR_NOW}",
    # German and Dutch put the verb first: "für uns ist das Thema erledigt", "voor ons is dit onderwerp
    # afgesloten"
    rf"{_FOR_US} (?:ist|is|est|e|esta) (?:\S+ )?{_TOPIC} (?:\S+ ){{0,2}}?{_CLOSED}\b{_NOT_FOR_NOW}",
    # no reason to talk about it further
    rf"(?:no|see no|don't see any|do not see any|kein(?:en)?|aucune?|pas de|ningun|no hay|ningun[ao]?"
    rf"|nessun[ao]?|non (?:c'e|vediamo|vedo)(?: alcun)?|geen|nenhum|nao (?:ha|vemos|vejo))"
    rf" (?:\S+ ){{0,3}}?(?:reason|need|grund|anlass|raison|motif|motivo|razon|ragione|reden|aanleiding"
    rf"|razao)(?: \S+){{0,5}}? (?:\S+ )?{_TALK}\w*(?: \S+){{0,4}}? (?:further|any further|anymore|weiter"
    rf"|davantage|plus longtemps|mas|ancora|oltre|verder|mais|this further)\b",
    rf"(?:no|see no|kein(?:en)?|aucune?|ningun|no hay|nessun[ao]?|non (?:c'e|vediamo|vedo)(?: alcun)?|geen"
    rf"|nenhum|nao (?:ha|vemos|vejo)) (?:\S+ ){{0,3}}?(?:reason|grund|anlass|raison|motif|motivo|razon"
    rf"|ragione|reden|aanleiding|razao),?(?: \S+){{0,5}}? (?:weiter|verder|further|davantage|mas|ancora"
    rf"|mais) (?:\S+ ){{0,4}}?{_TALK}\w*",
    r"(?:no|kein(?:en)?|aucune?|ningun|no hay|nessun[ao]?|geen|nenhum|nao (?:ha|vemos|vejo)|non (?:vediamo"
    r"|vedo)) (?:\S+ ){0,3}?(?:reason|grund|anlass|raison|motif|motivo|razon|ragione|reden|aanleiding"
    r"|razao)(?: \S+){0,3}? (?:seguir|continuar|continuare) (?:\S+ ){0,2}?(?:hablando|conversando"
    r"|a conversa|essa conversa|esta conversa|la conversacion|a falar|falando|a parlarne)",
)

# a commitment to us, never with another party named after it ("we signed with another vendor")
_NOT_WITH_ANOTHER = (
    r"(?! (?:\S+ ){0,3}?(?:with|mit|avec|con|met|com) (?!(?:you|your|ihnen|euch|vous|toi|ustedes|usted"
    r"|vosotros|voi|lei|jullie|u|voces|vos)\b))"
)
COMMITTED_AFTER = rx(
    # English: "we'll go with you", "we'll take the annual plan", "we signed yesterday", "send the contract"
    r"(?:we'll|we will|we're going to|we are going to|let's) (?:go|go ahead|proceed|move forward) with you\b"
    r"|(?:we'll|we will|we're going to|we are going to|we) take (?:the|your) (?:\S+ )?(?:plan|offer|package"
    r"|licen[cs]es?|subscription|proposal)\b"
    rf"|we(?: have|'ve)? (?:signed|sign)\b{_NOT_WITH_ANOTHER}|we'll sign\b{_NOT_WITH_ANOTHER}"
    r"|send (?:me |us )?(?:over )?(?:the|your) (?:contract|invoice|order form|agreement)\b",
    # German: "wir unterschreiben", "wir nehmen das Jahrespaket", "schicken Sie uns den Vertrag"
    rf"wir (?:unterschreiben|haben (?:\S+ )?unterschrieben)\b{_NOT_WITH_ANOTHER}"
    r"|wir (?:nehmen|buchen) (?:das|den|die|ihr|ihren|ihre) (?:\S+ )?(?:paket|plan|angebot|tarif|jahrespaket"
    r"|jahresplan|lizenz)\w*|wir (?:gehen|machen es|arbeiten) mit ihnen"
    r"|(?:schicken|senden) sie (?:uns|mir) (?:bitte )?(?:den vertrag|die rechnung|das bestellformular)",
    # French: "on signe", "nous prenons l'offre annuelle", "envoyez-nous le contrat"
    rf"(?:on signe|nous signons|on a signe|nous avons signe)\b{_NOT_WITH_ANOTHER}"
    r"|(?:on part|nous partons|on y va) avec vous|(?:nous prenons|on prend) (?:le|la|l'|votre) ?(?:\S+ )?"
    r"(?:offre|formule|abonnement|plan|licence)\w*|envoyez-(?:moi|nous) (?:le contrat|la facture"
    r"|le bon de commande)",
    # Spanish: "firmamos", "vamos con ustedes", "nos quedamos con el plan anual", "envíennos el contrato"
    rf"(?:firmamos|hemos firmado|vamos a firmar)\b{_NOT_WITH_ANOTHER}"
    r"|vamos con (?:ustedes|vosotros|usted)|nos quedamos con (?:el|la|su) (?:plan|oferta|paquete|licencia)"
    r"|(?:envienos|mandenos|envienme|mandenme|enviadnos|mandadnos) (?:el contrato|la factura)",
    # Italian: "firmiamo", "andiamo con voi", "prendiamo il piano annuale", "mandateci il contratto"
    rf"(?:firmiamo|abbiamo firmato)\b{_NOT_WITH_ANOTHER}"
    r"|(?:andiamo|procediamo) con (?:voi|lei)|prendiamo (?:il|la|il vostro|la vostra) (?:piano|offerta"
    r"|pacchetto|licenza|abbonamento)|(?:mandateci|inviateci|ci mandi|ci invii) (?:il contratto|la fattura)",
    # Dutch: "we tekenen", "we gaan met jullie in zee", "we nemen het jaarplan", "stuur ons het contract"
    rf"(?:we|wij) (?:tekenen|hebben (?:\S+ )?getekend)\b{_NOT_WITH_ANOTHER}"
    r"|(?:we|wij) gaan (?:met|in zee met) (?:jullie|u)|(?:we|wij) nemen (?:het|de|uw|jullie) (?:\S+ )?"
    r"(?:plan|pakket|aanbod|abonnement|licentie)\w*|stuur (?:ons|me|mij) (?:het contract|de factuur)",
    # Portuguese: "assinamos", "vamos com vocês", "ficamos com o plano anual", "enviem-nos o contrato"
    rf"(?:assinamos|vamos assinar)\b{_NOT_WITH_ANOTHER}"
    r"|vamos (?:com|avancar com) (?:voces|vos)|ficamos com (?:o|a|o vosso|a vossa) (?:plano|oferta|pacote"
    r"|licenca)|(?:enviem|mandem)(?:-nos|-me)? (?:o contrato|a fatura)",
)
