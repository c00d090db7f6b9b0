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
wir unterschreiben" (no "for us") are none; never bounded by a time ("for now", "vorerst")."""

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
