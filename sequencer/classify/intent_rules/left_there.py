"""A no said as leaving the matter there (heldout_af: "ti ringrazio ma lasciamo perdere", "Mi dispiace, ma
per noi la cosa finisce qui", "dus we laten het hierbij", "não vale a pena avançarmos"), in every rule
language: "let's leave it there", "lassen wir es dabei", "restons-en là", "lo dejamos aquí", "lasciamo
perdere", "we laten het hierbij", "não vale a pena avançar". Not interested, read beside `decline.DECLINE`
outside a question. Never for a while ("let's leave it there for now", "lasciamo perdere per ora": a later
wins), never a thing other than the matter ("lasciamo perdere le formalità", "wij laten het hierbij weten"
is a notice), never worth it for another step ("non vale la pena di stampare"), never the matter of a mistake
under its condition ("¿Esto es una factura nuestra? ... Si es un error decidme y lo dejamos estar", "if it's
a mistake, tell me and we'll leave it there", `MISTAKE_BEFORE`, heldout_ec): the mistake dropped, no no to us.
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

# a mistake as the condition before it in its sentence, in every rule language
MISTAKE_BEFORE = rx(
    r"(?:if|in case) (?:it's|it is|this is|that's|that is|this was|it was) (?:a|an|just a"
    r"|just an) (?:mistake|error"
    r"|mix-up|mixup)",
    r"(?:wenn|falls) (?:es|das) (?:sich um )?(?:ein(?:en)? )?(?:versehen|irrtum|fehler) (?:ist|war|handelt)",
    r"(?:si|s'il s'agit d') ?(?:c'est|c'etait|il s'agit d')? ?(?:une|d'une) (?:erreur|meprise)",
    r"si (?:es|se trata de|ha sido|fue) (?:un|una) (?:error|equivocacion|confusion)",
    r"se (?:e|si tratta di|e stato|era) (?:un|una|uno) (?:errore|equivoco|sbaglio|disguido)",
    r"als (?:het|dit|dat) (?:een )?(?:vergissing|fout|misverstand) (?:is|was)",
    r"se (?:for|foi|e|tiver sido) (?:um |uma )?(?:engano|erro|equivoco)",
)
