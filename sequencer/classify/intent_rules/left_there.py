"""A no said as leaving the matter there (heldout_af: "ti ringrazio ma lasciamo perdere", "Mi dispiace, ma
per noi la cosa finisce qui", "dus we laten het hierbij", "não vale a pena avançarmos"), in every rule
language: "let's leave it there", "lassen wir es dabei", "restons-en là", "lo dejamos aquí", "lasciamo
perdere", "we laten het hierbij", "não vale a pena avançar". Not interested, read beside `decline.DECLINE`
outside a question. Never for a while ("let's leave it there for now", "lasciamo perdere per ora": a later
wins), never a thing other than the matter ("lasciamo perdere le formalità", "wij laten het hierbij weten"
is a notice), never worth it for another step ("non vale la pena di stampare").
Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_FOR_NOW = (
    r"(?! (?:for now|for the moment|until|till|per ora|per il momento|per adesso|pour l'instant"
    r"|pour le moment|por ahora|por el momento|voorlopig|voor nu|even|vorerst|fur den moment|fur jetzt"
    r"|por agora|por enquanto|por (?:uns|alguns) (?:meses|tempos)|bis)\b)"
)
_F = _FOR_NOW
LEFT_THERE = rx(
    # English
    rf"(?:let's|let us|we'll|we will|i'll|i will) (?:just )?(?:leave it (?:there|at that)|drop it"
    rf"|let it drop){_F}|(?:it|this|the matter) ends here(?: for us)?{_F}|(?:it's|it is) not worth (?:going"
    rf"|moving) (?:ahead|forward|any further)|(?:it isn't|it's not) worth (?:going|moving) (?:ahead|forward)",
    # German
    rf"(?:lassen|belassen) wir es (?:dabei|hierbei|damit bewenden){_F}|(?:damit|hier) ist (?:das thema"
    rf"|die sache) fur uns (?:erledigt|beendet|abgeschlossen)",
    # French
    rf"(?:restons-en|on en reste|nous en resterons|nous en restons|on en restera) la{_F}|(?:laissons"
    rf"|on laisse|je laisse) tomber(?! (?:le|la|les|l')\b){_F}|(?:ca|cela|tout) s'arrete la"
    rf"(?: pour nous)?{_F}",
    # Spanish
    rf"(?:lo dejamos|dejemoslo|mejor lo dejamos) (?:aqui|ahi|estar|correr){_F}|(?:la cosa|el tema)"
    rf" (?:se acaba|termina) aqui|no vale la pena (?:seguir|avanzar|continuar)(?! (?:ahora|por ahora)\b)",
    # Italian
    rf"lasciamo (?:perdere|stare)(?! (?:le|il|i|gli|la|lo|l'|questa|queste|quelle)\b){_F}|(?:per noi )?(?:la"
    rf" cosa|il discorso|la questione) (?:per noi )?(?:finisce|si chiude) qui|non vale la pena (?:proseguire"
    rf"|andare avanti|continuare)",
    # Dutch
    rf"(?:we|wij|ik) laten het (?:hier|daar)bij(?! weten){_F}|laten we het (?:hier|daar)bij (?:laten"
    rf"|houden){_F}|(?:hier|daar) houdt het (?:voor ons )?op",
    # Portuguese
    rf"nao vale a pena (?:avancarmos|avancar|continuar|continuarmos|prosseguir|prosseguirmos|seguir em"
    rf" frente)|(?:vamos|prefiro|preferimos) deixar (?:por aqui|estar|isso de lado){_F}|(?:ficamos|fico)"
    rf" por aqui{_F}",
)
